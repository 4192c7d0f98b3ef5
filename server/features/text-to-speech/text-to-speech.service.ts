import { AI_LIMITS, AiMessages, type SpeechVoice, type TextToSpeechInput } from "@common/ai";
import type { Config } from "../../config";
import { PayloadTooLarge, RateLimited, ValidationError } from "../../errors";
import { createElevenLabsSynthesizer, createOpenAiSynthesizer } from "./hosted-voices";
import type { SpeechAudio, SpeechProviderName, SpeechRequest, SpeechSynthesizer } from "./providers";
import { DailySpeechBudget } from "./speech-budget";
import { SpeechCache, speechCacheKey } from "./speech-cache";
import { createBuiltinSynthesizer, SpeechWorkerPool } from "./speech-workers";

/**
 * Text to speech (core spec §7 POST /api/text-to-speech; decision 011): a hosted voice when one is
 * configured, else, or when it fails, the built-in eSpeak NG voice (MP3 made in worker threads,
 * decision 018); every result cached by (provider, voice, speed, text); new audio counted against the
 * user's daily allowance of characters.
 */

export type TextToSpeechConfig = Config["textToSpeech"];

export type SpeechResult = SpeechAudio & { provider: SpeechProviderName; cached: boolean };

type Logger = { warn: (details: object, message: string) => void };

export type TextToSpeechDependencies = {
  /** The offline voice (tests inject a counting fake); by default eSpeak NG in a pool of worker threads. */
  builtin?: SpeechSynthesizer;
  /** The hosted voice; undefined picks one from the config, null means none. */
  hosted?: SpeechSynthesizer | null;
  log?: Logger;
};

/**
 * The ids the spec's client sends for its two fixed voices (ElevenLabs' stock "Rachel" and "Adam"),
 * recognised even when ElevenLabs is not configured.
 */
const STOCK_VOICE_IDS: Record<string, SpeechVoice> = {
  "21m00Tcm4TlvDq8ikWAM": "female",
  pNInz6obpgDQGcFmaJgB: "male",
};

/** The hosted synthesizer the config asks for, or null (builtin, or nothing keyed). */
export function hostedSynthesizerFor(config: TextToSpeechConfig): SpeechSynthesizer | null {
  const { provider, elevenLabs, openAi } = config;
  if (provider === "builtin") return null;
  if (elevenLabs && (provider === "elevenlabs" || provider === "auto")) return createElevenLabsSynthesizer(elevenLabs);
  if (openAi && (provider === "openai" || provider === "auto")) return createOpenAiSynthesizer(openAi);
  return null;
}

/** A voiceId as the gender to use and, for a hosted provider, its own voice id when the caller named one. */
export function resolveVoice(
  voiceId: string | undefined,
  config: TextToSpeechConfig,
): { voice: SpeechVoice; providerVoiceId: string | null } {
  const id = voiceId?.trim() ?? "";
  if (id === "" || id === "female" || id === "male")
    return { voice: id === "male" ? "male" : "female", providerVoiceId: null };
  const configured: Array<Record<SpeechVoice, string>> = [];
  if (config.elevenLabs) configured.push(config.elevenLabs.voices);
  if (config.openAi) configured.push(config.openAi.voices);
  for (const voices of configured) {
    if (voices.female === id) return { voice: "female", providerVoiceId: null };
    if (voices.male === id) return { voice: "male", providerVoiceId: null };
  }
  const stock = STOCK_VOICE_IDS[id];
  if (stock) return { voice: stock, providerVoiceId: null };
  if (!/^[\w.-]+$/.test(id)) throw new ValidationError("Choose the female or the male voice.");
  return { voice: "female", providerVoiceId: id };
}

/** Speeds are kept to steps of 0.05, so near-identical settings share cached audio. */
function roundSpeed(speed: number | undefined): number {
  return Math.round((speed ?? 1) * 20) / 20;
}

export type TextToSpeech = ReturnType<typeof createTextToSpeech>;

/** Who asks: their daily allowance is charged for new audio. Omitted, nothing is counted. */
export type SpeechCaller = { userId: number | string };

export function createTextToSpeech(config: TextToSpeechConfig, dependencies: TextToSpeechDependencies = {}) {
  const builtin =
    dependencies.builtin ??
    createBuiltinSynthesizer(new SpeechWorkerPool({ size: config.workers, queueMax: config.queueMax }));
  const hosted = dependencies.hosted === undefined ? hostedSynthesizerFor(config) : dependencies.hosted;
  const log = dependencies.log;
  const cache = new SpeechCache({
    dir: config.cacheDir,
    memoryBytes: config.cacheMemoryBytes,
    diskBytes: config.cacheDiskBytes,
    onError: (error, message) => log?.warn({ err: error }, message),
  });
  const budget = new DailySpeechBudget(config.dailyCharactersPerUser);
  /** The same audio asked for twice at once (a double click, a prefetch) is made once. */
  const inFlight = new Map<string, Promise<SpeechAudio>>();

  /**
   * `charge` is called once before new audio is made (not for a cache hit, nor when joining the same
   * audio already being made); it throws when the caller's allowance is used up.
   */
  async function produce(
    synthesizer: SpeechSynthesizer,
    request: SpeechRequest,
    charge: () => void,
  ): Promise<SpeechResult> {
    const key = speechCacheKey({
      provider: synthesizer.name,
      tag: synthesizer.cacheTag ?? "",
      voice: synthesizer.name === "builtin" ? request.voice : (request.providerVoiceId ?? request.voice),
      speed: request.speed,
      text: request.text,
    });
    const cached = await cache.get(key);
    if (cached) return { ...cached, provider: synthesizer.name, cached: true };
    let pending = inFlight.get(key);
    const joined = pending !== undefined;
    if (!pending) {
      charge();
      pending = synthesizer.synthesize(request).then(async (audio) => {
        await cache.set(key, audio);
        return audio;
      });
      inFlight.set(key, pending);
      pending.then(
        () => inFlight.delete(key),
        () => inFlight.delete(key),
      );
    }
    return { ...(await pending), provider: synthesizer.name, cached: joined };
  }

  return {
    /** The audio for `input.text`; 413 over AI_LIMITS.speechTextMax characters. */
    async speak(input: TextToSpeechInput, caller?: SpeechCaller): Promise<SpeechResult> {
      const text = input.text.trim();
      if (text === "") throw new ValidationError(AiMessages.speechTextRequired);
      if (text.length > AI_LIMITS.speechTextMax) throw new PayloadTooLarge(AiMessages.speechTextTooLong);
      const request: SpeechRequest = { text, ...resolveVoice(input.voiceId, config), speed: roundSpeed(input.speed) };
      const user = caller === undefined ? null : String(caller.userId);
      let charged = false;
      const charge = () => {
        if (user === null || charged) return;
        budget.charge(user, text.length);
        charged = true;
      };
      try {
        if (hosted) {
          try {
            return await produce(hosted, request, charge);
          } catch (error) {
            if (error instanceof RateLimited) throw error;
            log?.warn({ err: error, provider: hosted.name }, "hosted text to speech failed; using the built-in voice");
          }
        }
        return await produce(builtin, request, charge);
      } catch (error) {
        // Audio that could not be made costs nothing.
        if (charged && user !== null) budget.refund(user, text.length);
        throw error;
      }
    },
    /** Lists the disk cache, loads the built-in voice and warms it up (the server calls this once it listens). */
    warmUp: async () => {
      await Promise.all([cache.prepare(), builtin.warmUp?.()]);
    },
    /** Stops the built-in voice's worker threads (the server calls this when it closes). */
    close: () => builtin.close?.() ?? Promise.resolve(),
    cache,
    budget,
  };
}
