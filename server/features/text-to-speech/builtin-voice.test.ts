import { describe, expect, it } from "vitest";
import { mp3FromPcm } from "./audio-encoding";
import { BUILTIN_VOICES, MP3_KBPS, plainSpeechText, synthesizeBuiltinPcm, wordsPerMinute } from "./builtin-voice";
import { describeWav, wavFromPcm } from "./wav";

/**
 * Real eSpeak NG synthesis and MP3 encoding (no fakes), called directly in this test's thread: the
 * server itself runs them only in its speech workers (speech-workers.test.ts).
 */

const text = "Heavenly Father, we thank You for this day. Your mercies are new every morning.";
const speak = async (voice: "female" | "male", speed = 1, words = text) => {
  const { blocks, sampleRate } = await synthesizeBuiltinPcm(words, voice, speed);
  return { audio: wavFromPcm(blocks, sampleRate), contentType: "audio/wav" };
};

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

  it("encodes the audio as a much smaller MP3 of the same length", { timeout: 60_000 }, async () => {
    const { blocks, sampleRate } = await synthesizeBuiltinPcm(text, "female", 1);
    const wav = wavFromPcm(blocks, sampleRate);
    const mp3 = await mp3FromPcm(blocks, sampleRate);
    // MPEG audio frame sync (11 set bits) at the start, no ID3 tag needed.
    expect(mp3[0]).toBe(0xff);
    expect(mp3[1]! & 0xe0).toBe(0xe0);
    expect(mp3.length * 5).toBeLessThan(wav.length);
    // Constant bit rate: the MP3's size gives its length, which matches the WAV's within a few frames.
    const mp3Seconds = (mp3.length * 8) / (MP3_KBPS * 1000);
    expect(Math.abs(mp3Seconds - describeWav(wav)!.seconds)).toBeLessThan(0.5);
    // The encoder is reused: a second text encodes on its own, not appended to the first.
    const again = await mp3FromPcm(blocks, sampleRate);
    expect(again.equals(mp3)).toBe(true);
  });
});
