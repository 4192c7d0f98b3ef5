import type { SpeechVoice } from "@common/ai";

/** Who made a piece of audio. "builtin" is eSpeak NG in this server's worker threads; the others are hosted services. */
export type SpeechProviderName = "builtin" | "elevenlabs" | "openai";

export type SpeechRequest = {
  text: string;
  /** The gender the built-in voice and the provider's configured voices use. */
  voice: SpeechVoice;
  /** A provider's own voice id the caller named, or null for the configured voice of `voice`. */
  providerVoiceId: string | null;
  /** The user's speed, 0.5–2 (1 is normal). */
  speed: number;
  signal?: AbortSignal;
};

export type SpeechAudio = { audio: Buffer; contentType: string };

export interface SpeechSynthesizer {
  readonly name: SpeechProviderName;
  /** What else changes this provider's audio for the same text (model, configured voices); part of the cache key. */
  readonly cacheTag?: string;
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
  /** Loads what it needs ahead of the first request (the built-in voice's workers). */
  warmUp?(): Promise<void>;
  /** Releases what it holds (the built-in voice's worker threads). */
  close?(): Promise<void>;
}

/** A hosted provider's failure: its answer, or that it could not be reached. */
export class SpeechProviderError extends Error {
  constructor(
    readonly provider: SpeechProviderName,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = "SpeechProviderError";
  }
}
