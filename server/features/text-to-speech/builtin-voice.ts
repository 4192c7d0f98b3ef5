import { setImmediate as nextTurn } from "node:timers/promises";
import type { SpeechVoice } from "@common/ai";
import { SPEECH_CHUNKS_SERVER, splitSpeechChunks } from "@common/speech-chunks";
import type { ESpeakNGWorker } from "@echogarden/espeak-ng-emscripten";
import type { SpeechAudio, SpeechRequest, SpeechSynthesizer } from "./providers";
import { wavFromPcm } from "./wav";

/**
 * The built-in, offline voice: eSpeak NG compiled to WebAssembly (@echogarden/espeak-ng-emscripten,
 * GPL-3.0; decision 011). One engine per process, loaded on first use (about 0.3 s: the 24 MB voice
 * data is read into memory) and kept. Synthesis runs on the main thread, so a text is synthesised in
 * sentence pieces of at most SPEECH_CHUNKS_SERVER.maxChars (well under 100 ms each once warm) with a
 * turn of the event loop between pieces: other requests keep being answered while a long prayer is read.
 */

/** eSpeak NG voice + variant per gender. */
export const BUILTIN_VOICES: Record<SpeechVoice, string> = { female: "en-us+f3", male: "en-us+m3" };
/** eSpeak's normal speed; the user's speed (0.5–2) multiplies it. */
export const BASE_WORDS_PER_MINUTE = 175;

export function wordsPerMinute(speed: number): number {
  return Math.round(Math.min(450, Math.max(80, BASE_WORDS_PER_MINUTE * speed)));
}

/**
 * eSpeak reads SSML and entities (`<break time="100s"/>` would make minutes of silence), so markup
 * characters become plain text; control characters become spaces.
 */
export function plainSpeechText(text: string): string {
  let out = "";
  for (const char of text.replaceAll("&", " and ")) {
    const code = char.charCodeAt(0);
    if (char === "<" || char === ">") out += " ";
    else if ((code < 32 && char !== "\n") || code === 127) out += " ";
    else out += char;
  }
  return out;
}

class Engine {
  private voice: string | null = null;
  private rate: number | null = null;
  readonly sampleRate: number;

  constructor(private readonly worker: ESpeakNGWorker) {
    this.sampleRate = worker.get_samplerate();
  }

  /** Synchronous: one piece, on the main thread. Voice and rate are set only when they change (set_voice costs ~7 ms). */
  synthesize(text: string, voice: string, rate: number): Int16Array[] {
    if (voice !== this.voice) {
      this.voice = null;
      if (this.worker.set_voice(voice) !== 0) throw new Error(`eSpeak NG has no voice "${voice}"`);
      this.voice = voice;
      this.rate = null;
    }
    if (rate !== this.rate) {
      this.worker.set_rate(rate);
      this.rate = rate;
    }
    const blocks: Int16Array[] = [];
    this.worker.synthesize(text, (samples) => {
      if (samples && samples.length > 0) blocks.push(samples);
      return false;
    });
    return blocks;
  }
}

let engine: Promise<Engine> | null = null;

/** The process's one engine, loading it on first use; a failed load is retried on the next call. */
export function loadBuiltinEngine(): Promise<Engine> {
  if (!engine) {
    engine = (async () => {
      const { default: createModule } = await import("@echogarden/espeak-ng-emscripten");
      const module = await createModule({ print: () => {}, printErr: () => {} });
      return new Engine(new module.eSpeakNGWorker());
    })();
    engine.catch(() => {
      engine = null;
    });
  }
  return engine;
}

const WARM_UP_TEXT =
  "Father, we lift our hearts to You in thanksgiving. You are faithful, and Your mercies are new every morning. " +
  "We declare Your word over our homes and our nation. Guard our hearts and minds in Christ Jesus, and give us Your peace.";

/**
 * Loads the engine and reads a few paragraphs in both voices, in pieces with the event loop free in
 * between: WebAssembly starts in a baseline tier and is optimised as it runs, so the first syntheses are
 * several times slower (about 1.5 s for 300 characters, then 0.1–0.2 s). About 1–2 s of CPU, once.
 */
export async function warmUpBuiltinVoice(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const voice of ["female", "male"] as const) await synthesizeBuiltinPcm(WARM_UP_TEXT, voice, 1);
  }
}

/** Synthesises `text` as 16-bit mono PCM blocks, a sentence piece at a time, yielding between pieces. */
export async function synthesizeBuiltinPcm(
  text: string,
  voice: SpeechVoice,
  speed: number,
  signal?: AbortSignal,
): Promise<{ blocks: Int16Array[]; sampleRate: number }> {
  const loaded = await loadBuiltinEngine();
  const blocks: Int16Array[] = [];
  const pieces = splitSpeechChunks(plainSpeechText(text), SPEECH_CHUNKS_SERVER);
  for (const [index, piece] of pieces.entries()) {
    signal?.throwIfAborted();
    if (index > 0) await nextTurn();
    blocks.push(...loaded.synthesize(piece, BUILTIN_VOICES[voice], wordsPerMinute(speed)));
  }
  return { blocks, sampleRate: loaded.sampleRate };
}

export const builtinSynthesizer: SpeechSynthesizer = {
  name: "builtin",
  cacheTag: `espeak-ng:${BUILTIN_VOICES.female}:${BUILTIN_VOICES.male}`,
  async synthesize(request: SpeechRequest): Promise<SpeechAudio> {
    const { blocks, sampleRate } = await synthesizeBuiltinPcm(
      request.text,
      request.voice,
      request.speed,
      request.signal,
    );
    return { audio: wavFromPcm(blocks, sampleRate), contentType: "audio/wav" };
  },
};
