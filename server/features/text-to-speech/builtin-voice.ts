import type { SpeechVoice } from "@common/ai";
import { SPEECH_CHUNKS_SERVER, splitSpeechChunks } from "@common/speech-chunks";
import type { ESpeakNGWorker } from "@echogarden/espeak-ng-emscripten";

/**
 * The built-in, offline voice: eSpeak NG compiled to WebAssembly (@echogarden/espeak-ng-emscripten,
 * GPL-3.0; decision 011). One engine per thread, loaded on first use (about 0.3 s: the 24 MB voice
 * data is read into memory) and kept. Synthesis is synchronous WebAssembly, so the server runs it only
 * in its speech worker threads (speech-worker.ts, speech-workers.ts; decision 018), never on the main
 * thread; a text is synthesised in sentence pieces of at most SPEECH_CHUNKS_SERVER.maxChars.
 */

/** eSpeak NG voice + variant per gender. */
export const BUILTIN_VOICES: Record<SpeechVoice, string> = { female: "en-us+f3", male: "en-us+m3" };
/** eSpeak's normal speed; the user's speed (0.5–2) multiplies it. */
export const BASE_WORDS_PER_MINUTE = 175;
/** The bit rate of the MP3 the server sends (audio-encoding.ts); part of the cache key. */
export const MP3_KBPS = 48;

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

  /** Synchronous: one piece. Voice and rate are set only when they change (set_voice costs ~7 ms). */
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

/** Whether this thread has loaded eSpeak NG (tests check that the main thread never does). */
export function builtinEngineLoadedHere(): boolean {
  return engine !== null;
}

/** The thread's one engine, loading it on first use; a failed load is retried on the next call. */
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
 * Loads the engine and reads a few paragraphs in both voices: WebAssembly starts in a baseline tier and is optimised as it runs, so the first syntheses are
 * several times slower (about 1.5 s for 300 characters, then 0.1–0.2 s). About 1–2 s of CPU, once.
 */
export async function warmUpBuiltinVoice(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const voice of ["female", "male"] as const) await synthesizeBuiltinPcm(WARM_UP_TEXT, voice, 1);
  }
}

/** Synthesises `text` as 16-bit mono PCM blocks, a sentence piece at a time (synchronous WebAssembly). */
export async function synthesizeBuiltinPcm(
  text: string,
  voice: SpeechVoice,
  speed: number,
): Promise<{ blocks: Int16Array[]; sampleRate: number }> {
  const loaded = await loadBuiltinEngine();
  const blocks: Int16Array[] = [];
  for (const piece of splitSpeechChunks(plainSpeechText(text), SPEECH_CHUNKS_SERVER)) {
    blocks.push(...loaded.synthesize(piece, BUILTIN_VOICES[voice], wordsPerMinute(speed)));
  }
  return { blocks, sampleRate: loaded.sampleRate };
}
