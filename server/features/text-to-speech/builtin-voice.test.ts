import { describe, expect, it } from "vitest";
import { BUILTIN_VOICES, builtinSynthesizer, plainSpeechText, wordsPerMinute } from "./builtin-voice";
import { describeWav } from "./wav";

/** Real eSpeak NG synthesis (no fakes): the WebAssembly engine and its voice data load once for this file. */

const text = "Heavenly Father, we thank You for this day. Your mercies are new every morning.";
const speak = (voice: "female" | "male", speed = 1, words = text) =>
  builtinSynthesizer.synthesize({ text: words, voice, providerVoiceId: null, speed });

describe("the built-in voice (eSpeak NG)", () => {
  it("reads text as a 16-bit mono WAV of a plausible length", { timeout: 60_000 }, async () => {
    const { audio, contentType } = await speak("female");
    expect(contentType).toBe("audio/wav");
    expect(audio.toString("ascii", 0, 4)).toBe("RIFF");
    expect(audio.toString("ascii", 8, 12)).toBe("WAVE");
    expect(audio.readUInt32LE(4)).toBe(audio.length - 8);
    expect(audio.readUInt16LE(22)).toBe(1); // mono
    expect(audio.readUInt16LE(34)).toBe(16); // bits per sample
    const wav = describeWav(audio)!;
    expect(wav.sampleRate).toBe(22_050);
    // 14 words at 175 words a minute: about 5 seconds.
    expect(wav.seconds).toBeGreaterThan(3);
    expect(wav.seconds).toBeLessThan(9);
    // Not silence.
    const samples = new Int16Array(audio.buffer, audio.byteOffset + 44, (audio.length - 44) / 2);
    expect(Math.max(...samples.subarray(0, 50_000).map(Math.abs))).toBeGreaterThan(1_000);
  });

  it("speaks with a different female and male voice", { timeout: 60_000 }, async () => {
    expect(BUILTIN_VOICES.female).not.toBe(BUILTIN_VOICES.male);
    const female = await speak("female");
    const male = await speak("male");
    expect(female.audio.equals(male.audio)).toBe(false);
    // Same words, roughly the same length, different sound.
    const [f, m] = [describeWav(female.audio)!.seconds, describeWav(male.audio)!.seconds];
    expect(Math.abs(f - m) / f).toBeLessThan(0.3);
  });

  it("follows the user's speed", { timeout: 60_000 }, async () => {
    expect(wordsPerMinute(1)).toBe(175);
    expect(wordsPerMinute(0.5)).toBe(88);
    expect(wordsPerMinute(2)).toBe(350);
    const normal = describeWav((await speak("female", 1)).audio)!.seconds;
    const fast = describeWav((await speak("female", 2)).audio)!.seconds;
    expect(fast).toBeLessThan(normal * 0.7);
  });

  it("reads markup as text: an SSML break cannot make minutes of silence", { timeout: 60_000 }, async () => {
    expect(plainSpeechText('a <break time="100s"/> & b\u0007')).toBe('a  break time="100s"/   and  b ');
    const { audio } = await speak("female", 1, 'Amen <break time="100s"/> amen.');
    expect(describeWav(audio)!.seconds).toBeLessThan(8);
  });
});
