import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AI_LIMITS, AiMessages } from "@common/ai";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PayloadTooLarge } from "../../errors";
import { createElevenLabsSynthesizer } from "./hosted-voices";
import type { SpeechRequest, SpeechSynthesizer } from "./providers";
import { SpeechCache } from "./speech-cache";
import {
  createTextToSpeech,
  hostedSynthesizerFor,
  resolveVoice,
  type TextToSpeechConfig,
} from "./text-to-speech.service";

const directories: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "pj-tts-"));
  directories.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

const config = (overrides: Partial<TextToSpeechConfig> = {}): TextToSpeechConfig => ({
  provider: "auto",
  rateLimitPerMinute: 60,
  cacheDir: null,
  cacheMemoryBytes: 8 * 1024 * 1024,
  cacheDiskBytes: 8 * 1024 * 1024,
  dailyCharactersPerUser: 0,
  workers: 1,
  queueMax: 4,
  elevenLabs: null,
  openAi: null,
  ...overrides,
});

/** A synthesizer that records its calls and answers a small WAV-like buffer naming the request. */
function countingSynthesizer(name: SpeechSynthesizer["name"] = "builtin") {
  const calls: SpeechRequest[] = [];
  const synthesizer: SpeechSynthesizer = {
    name,
    async synthesize(request) {
      calls.push(request);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return {
        audio: Buffer.from(`RIFF|${request.voice}|${request.speed}|${request.text}`),
        contentType: name === "builtin" ? "audio/wav" : "audio/mpeg",
      };
    },
  };
  return { synthesizer, calls };
}

// --- a local stand-in for the hosted services -------------------------------------------------

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
let fake: Server;
let fakeUrl: string;
let handler: Handler = (_request, _body, response) => response.end();
const received: Array<{ url: string; headers: IncomingMessage["headers"]; body: string }> = [];

beforeAll(async () => {
  fake = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ url: request.url ?? "", headers: request.headers, body });
      handler(request, body, response);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => {
  fake.closeAllConnections();
  return new Promise<void>((resolve) => fake.close(() => resolve()));
});
afterEach(() => {
  received.length = 0;
});

const MP3 = Buffer.from([0xff, 0xfb, 0x90, 0x64, 1, 2, 3, 4]);

describe("the cache", () => {
  it("serves the same text and voice again without synthesising it again", async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const speech = createTextToSpeech(config(), { builtin: synthesizer });
    const first = await speech.speak({ text: "  Thank You, Lord.  ", voiceId: "female" });
    const second = await speech.speak({ text: "Thank You, Lord.", voiceId: "female" });
    expect(calls).toHaveLength(1);
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.audio.equals(first.audio)).toBe(true);
    expect(second).toMatchObject({ provider: "builtin", contentType: "audio/wav" });

    // Another voice, speed or text is new audio; a near-identical speed shares it.
    await speech.speak({ text: "Thank You, Lord.", voiceId: "male" });
    await speech.speak({ text: "Thank You, Lord.", speed: 1.5 });
    await speech.speak({ text: "Thank You, Lord.", speed: 1.01 });
    await speech.speak({ text: "Thank You, Lord!" });
    expect(calls.map((call) => [call.voice, call.speed])).toEqual([
      ["female", 1],
      ["male", 1],
      ["female", 1.5],
      ["female", 1],
    ]);
  });

  it("makes audio asked for twice at once only once", async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const speech = createTextToSpeech(config(), { builtin: synthesizer });
    const results = await Promise.all([speech.speak({ text: "Amen." }), speech.speak({ text: "Amen." })]);
    expect(calls).toHaveLength(1);
    expect(results.map((result) => result.cached).sort()).toEqual([false, true]);
  });

  it("keeps audio on disk, so a restarted server does not synthesise it again", async () => {
    const dir = tempDir();
    const before = countingSynthesizer();
    await createTextToSpeech(config({ cacheDir: dir }), { builtin: before.synthesizer }).speak({ text: "Amen." });
    const files = readdirSync(dir, { recursive: true }).map(String);
    expect(files.filter((file) => file.endsWith(".wav"))).toHaveLength(1);
    expect(files.some((file) => file.endsWith(".tmp"))).toBe(false);

    const after = countingSynthesizer();
    const restarted = createTextToSpeech(config({ cacheDir: dir }), { builtin: after.synthesizer });
    const result = await restarted.speak({ text: "Amen." });
    expect(after.calls).toHaveLength(0);
    expect(result).toMatchObject({ cached: true, contentType: "audio/wav" });
    expect(result.audio.toString()).toBe("RIFF|female|1|Amen.");
  });

  it("bounds the memory cache in bytes, dropping the least recently used", async () => {
    const cache = new SpeechCache({ dir: null, memoryBytes: 10, diskBytes: 0 });
    const entry = (text: string) => ({ audio: Buffer.from(text), contentType: "audio/wav" });
    await cache.set("a", entry("aaaa"));
    await cache.set("b", entry("bbbb"));
    await cache.get("a"); // a is now the most recent
    await cache.set("c", entry("cccc"));
    expect(await cache.get("b")).toBeNull();
    expect((await cache.get("a"))?.audio.toString()).toBe("aaaa");
    expect((await cache.get("c"))?.audio.toString()).toBe("cccc");
    expect(cache.memoryBytes).toBe(8);
    await cache.set("huge", entry("x".repeat(11)));
    expect(await cache.get("huge")).toBeNull();
  });

  it("does not fail a request when the cache directory cannot be written", async () => {
    const dir = join(tempDir(), "file-not-dir");
    await import("node:fs/promises").then((fs) => fs.writeFile(dir, "x"));
    const warnings: string[] = [];
    const { synthesizer } = countingSynthesizer();
    const speech = createTextToSpeech(config({ cacheDir: dir }), {
      builtin: synthesizer,
      log: { warn: (_details, message) => warnings.push(message) },
    });
    const result = await speech.speak({ text: "Amen." });
    expect(result.audio.length).toBeGreaterThan(0);
    expect(warnings).toContain("writing cached speech");
    expect(existsSync(dir)).toBe(true);
  });
});

describe("the daily allowance", () => {
  it("counts only new audio, once per text, and gives back what could not be made", async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const speech = createTextToSpeech(config({ dailyCharactersPerUser: 20 }), { builtin: synthesizer });
    const me = { userId: 7 };
    await speech.speak({ text: "Thank You, Lord." }, me); // 16
    await Promise.all([speech.speak({ text: "Thank You, Lord." }, me), speech.speak({ text: "Thank You, Lord." }, me)]);
    expect(speech.budget.usedBy("7")).toBe(16);
    await expect(speech.speak({ text: "Amen, amen." }, me)).rejects.toMatchObject({ statusCode: 429 });
    expect(calls).toHaveLength(1);

    const failing = createTextToSpeech(config({ dailyCharactersPerUser: 20 }), {
      builtin: { name: "builtin", synthesize: () => Promise.reject(new Error("no voice")) },
    });
    await expect(failing.speak({ text: "Thank You, Lord." }, me)).rejects.toThrow("no voice");
    expect(failing.budget.usedBy("7")).toBe(0);
  });
});

describe("limits and voices", () => {
  it("refuses text over 5,000 characters with 413 and the readable message", async () => {
    const { synthesizer, calls } = countingSynthesizer();
    const speech = createTextToSpeech(config(), { builtin: synthesizer });
    const error = await speech.speak({ text: "a".repeat(AI_LIMITS.speechTextMax + 1) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayloadTooLarge);
    expect(error).toMatchObject({ statusCode: 413, message: AiMessages.speechTextTooLong });
    await speech.speak({ text: "a".repeat(AI_LIMITS.speechTextMax) });
    expect(calls).toHaveLength(1);
  });

  it("reads the spec's fixed voice ids and the configured ones as a gender", () => {
    const keyed = config({
      elevenLabs: { apiKey: "k", voices: { female: "F-ID", male: "M-ID" } },
    });
    expect(resolveVoice(undefined, keyed)).toEqual({ voice: "female", providerVoiceId: null });
    expect(resolveVoice("male", keyed)).toEqual({ voice: "male", providerVoiceId: null });
    expect(resolveVoice("M-ID", keyed)).toEqual({ voice: "male", providerVoiceId: null });
    expect(resolveVoice("pNInz6obpgDQGcFmaJgB", config())).toEqual({ voice: "male", providerVoiceId: null });
    expect(resolveVoice("21m00Tcm4TlvDq8ikWAM", config())).toEqual({ voice: "female", providerVoiceId: null });
    expect(resolveVoice("someOtherVoice", keyed)).toEqual({ voice: "female", providerVoiceId: "someOtherVoice" });
    expect(() => resolveVoice("../../admin", keyed)).toThrow("Choose the female or the male voice.");
  });

  it("picks the hosted provider the config asks for", () => {
    const elevenLabs = { apiKey: "k", voices: { female: "f", male: "m" } };
    const openAi = { apiKey: "k", baseUrl: null, model: "tts", voices: { female: "nova", male: "onyx" } };
    expect(hostedSynthesizerFor(config())).toBeNull();
    expect(hostedSynthesizerFor(config({ elevenLabs, openAi }))?.name).toBe("elevenlabs");
    expect(hostedSynthesizerFor(config({ openAi }))?.name).toBe("openai");
    expect(hostedSynthesizerFor(config({ elevenLabs, openAi, provider: "openai" }))?.name).toBe("openai");
    expect(hostedSynthesizerFor(config({ elevenLabs, openAi, provider: "builtin" }))).toBeNull();
    expect(hostedSynthesizerFor(config({ provider: "elevenlabs" }))).toBeNull();
  });
});

describe("hosted voices and the fallback to the built-in voice", () => {
  const elevenLabsConfig = { apiKey: "secret-key", voices: { female: "FEMALE_ID", male: "MALE_ID" } };

  it("uses ElevenLabs when it answers, with the configured voice of the gender", async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "audio/mpeg" }).end(MP3);
    };
    const builtin = countingSynthesizer();
    const speech = createTextToSpeech(config({ elevenLabs: elevenLabsConfig }), {
      builtin: builtin.synthesizer,
      hosted: createElevenLabsSynthesizer({ ...elevenLabsConfig, baseUrl: fakeUrl }),
    });
    const result = await speech.speak({ text: "Bless this home.", voiceId: "male", speed: 1 });
    expect(result).toMatchObject({ provider: "elevenlabs", contentType: "audio/mpeg", cached: false });
    expect(result.audio.equals(MP3)).toBe(true);
    expect(builtin.calls).toHaveLength(0);
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe("/v1/text-to-speech/MALE_ID");
    expect(received[0]!.headers["xi-api-key"]).toBe("secret-key");
    expect(JSON.parse(received[0]!.body)).toMatchObject({ text: "Bless this home.", model_id: expect.any(String) });

    // Cached: ElevenLabs is not asked again.
    expect((await speech.speak({ text: "Bless this home.", voiceId: "male" })).cached).toBe(true);
    expect(received).toHaveLength(1);
  });

  it("falls back to the built-in voice when ElevenLabs fails, and logs why", async () => {
    handler = (_request, _body, response) => {
      response.writeHead(401, { "content-type": "application/json" }).end('{"detail":"invalid api key"}');
    };
    const builtin = countingSynthesizer();
    const warnings: object[] = [];
    const speech = createTextToSpeech(config({ elevenLabs: elevenLabsConfig }), {
      builtin: builtin.synthesizer,
      hosted: createElevenLabsSynthesizer({ ...elevenLabsConfig, baseUrl: fakeUrl }),
      log: { warn: (details) => warnings.push(details) },
    });
    const result = await speech.speak({ text: "Peace be still.", voiceId: "female" });
    expect(result).toMatchObject({ provider: "builtin", contentType: "audio/wav" });
    expect(builtin.calls).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(String((warnings[0] as { err: Error }).err.message)).toContain("answered 401");
  });

  it("falls back when ElevenLabs does not answer in time", async () => {
    handler = () => {}; // never answers
    const builtin = countingSynthesizer();
    const speech = createTextToSpeech(config({ elevenLabs: elevenLabsConfig }), {
      builtin: builtin.synthesizer,
      hosted: createElevenLabsSynthesizer({ ...elevenLabsConfig, baseUrl: fakeUrl, timeoutMs: 200 }),
    });
    const started = Date.now();
    const result = await speech.speak({ text: "Watch and pray." });
    expect(result.provider).toBe("builtin");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("falls back when ElevenLabs cannot be reached at all", async () => {
    const builtin = countingSynthesizer();
    const speech = createTextToSpeech(config(), {
      builtin: builtin.synthesizer,
      hosted: createElevenLabsSynthesizer({ ...elevenLabsConfig, baseUrl: "http://127.0.0.1:9" }),
    });
    expect((await speech.speak({ text: "Amen." })).provider).toBe("builtin");
  });

  it("uses OpenAI speech through its client at the configured base URL, and falls back when it fails", async () => {
    handler = (request, _body, response) => {
      if (request.url === "/v1/audio/speech") response.writeHead(200, { "content-type": "audio/mpeg" }).end(MP3);
      else response.writeHead(404).end();
    };
    const openAi = {
      apiKey: "sk-test",
      baseUrl: `${fakeUrl}/v1`,
      model: "tts-model",
      voices: { female: "nova", male: "onyx" },
    };
    const builtin = countingSynthesizer();
    const speech = createTextToSpeech(config({ openAi }), { builtin: builtin.synthesizer });
    const result = await speech.speak({ text: "Give us this day.", voiceId: "male", speed: 1.2 });
    expect(result).toMatchObject({ provider: "openai", contentType: "audio/mpeg" });
    expect(result.audio.equals(MP3)).toBe(true);
    expect(received[0]!.headers.authorization).toBe("Bearer sk-test");
    expect(JSON.parse(received[0]!.body)).toEqual({
      model: "tts-model",
      voice: "onyx",
      input: "Give us this day.",
      response_format: "mp3",
      speed: 1.2,
    });

    handler = (_request, _body, response) => {
      response.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"down"}}');
    };
    const fallback = await speech.speak({ text: "Our daily bread." });
    expect(fallback.provider).toBe("builtin");
    expect(builtin.calls).toHaveLength(1);
  });
});
