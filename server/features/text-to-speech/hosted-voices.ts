import type { SpeechVoice } from "@common/ai";
import { splitSpeechChunks } from "@common/speech-chunks";
import OpenAI from "openai";
import { type SpeechAudio, SpeechProviderError, type SpeechRequest, type SpeechSynthesizer } from "./providers";

/** How long a hosted provider may take before the built-in voice reads the text instead. */
export const HOSTED_TIMEOUT_MS = 15_000;

type Voices = Record<SpeechVoice, string>;

/** A signal that fires on the caller's abort or after `timeoutMs`, whichever comes first. */
function deadline(signal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

export type ElevenLabsOptions = {
  apiKey: string;
  voices: Voices;
  /** https://api.elevenlabs.io unless a test points it elsewhere. */
  baseUrl?: string;
  modelId?: string;
  timeoutMs?: number;
};

/** ElevenLabs text to speech: POST /v1/text-to-speech/{voice_id} → audio/mpeg. */
export function createElevenLabsSynthesizer(options: ElevenLabsOptions): SpeechSynthesizer {
  const baseUrl = (options.baseUrl ?? "https://api.elevenlabs.io").replace(/\/$/, "");
  const modelId = options.modelId ?? "eleven_multilingual_v2";
  const timeoutMs = options.timeoutMs ?? HOSTED_TIMEOUT_MS;
  return {
    name: "elevenlabs",
    cacheTag: `${modelId}:${options.voices.female}:${options.voices.male}`,
    async synthesize(request: SpeechRequest): Promise<SpeechAudio> {
      const voiceId = request.providerVoiceId ?? options.voices[request.voice];
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/v1/text-to-speech/${encodeURIComponent(voiceId)}`, {
          method: "POST",
          headers: { "xi-api-key": options.apiKey, "content-type": "application/json", accept: "audio/mpeg" },
          body: JSON.stringify({
            text: request.text,
            model_id: modelId,
            // ElevenLabs accepts 0.7–1.2.
            voice_settings: { speed: Math.min(1.2, Math.max(0.7, request.speed)) },
          }),
          signal: deadline(request.signal, timeoutMs),
        });
      } catch (error) {
        throw new SpeechProviderError("elevenlabs", `not reachable (${(error as Error).message})`);
      }
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 200);
        throw new SpeechProviderError("elevenlabs", `answered ${response.status} ${detail}`, response.status);
      }
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length === 0) throw new SpeechProviderError("elevenlabs", "answered no audio");
      return { audio, contentType: "audio/mpeg" };
    },
  };
}

export type OpenAiSpeechOptions = {
  apiKey: string;
  baseUrl: string | null;
  model: string;
  voices: Voices;
  timeoutMs?: number;
};

/** OpenAI's input limit per call; longer text is read in sentence pieces whose MP3s are joined (MP3 frames concatenate). */
const OPENAI_INPUT_MAX = 4_096;

/** OpenAI speech (or any OpenAI-compatible /audio/speech): MP3. */
export function createOpenAiSynthesizer(options: OpenAiSpeechOptions): SpeechSynthesizer {
  const timeoutMs = options.timeoutMs ?? HOSTED_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
    timeout: timeoutMs,
    maxRetries: 0,
  });
  return {
    name: "openai",
    cacheTag: `${options.model}:${options.voices.female}:${options.voices.male}`,
    async synthesize(request: SpeechRequest): Promise<SpeechAudio> {
      const signal = deadline(request.signal, timeoutMs);
      const parts: Buffer[] = [];
      for (const input of splitSpeechChunks(request.text, { maxChars: OPENAI_INPUT_MAX })) {
        try {
          const response = await client.audio.speech.create(
            {
              model: options.model,
              voice: request.providerVoiceId ?? options.voices[request.voice],
              input,
              response_format: "mp3",
              speed: Math.min(4, Math.max(0.25, request.speed)),
            },
            { signal },
          );
          parts.push(Buffer.from(await response.arrayBuffer()));
        } catch (error) {
          const status = (error as { status?: unknown }).status;
          throw new SpeechProviderError(
            "openai",
            (error as Error).message,
            typeof status === "number" ? status : undefined,
          );
        }
      }
      const audio = Buffer.concat(parts);
      if (audio.length === 0) throw new SpeechProviderError("openai", "answered no audio");
      return { audio, contentType: "audio/mpeg" };
    },
  };
}
