import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AI_LIMITS, AiMessages } from "@common/ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { builtinEngineLoadedHere, MP3_KBPS } from "./builtin-voice";
import { speechBudgetMessage } from "./speech-budget";
import { SPEECH_BUSY_MESSAGE } from "./speech-workers";

/**
 * POST /api/text-to-speech through the whole app, with the real built-in voice (in its worker thread)
 * and a temporary disk cache.
 */

/** Seconds of a constant-bit-rate MP3 made by the built-in voice. */
const mp3Seconds = (audio: Buffer) => (audio.length * 8) / (MP3_KBPS * 1000);
const isMp3 = (audio: Buffer) => audio[0] === 0xff && (audio[1]! & 0xe0) === 0xe0;
/** About `length` characters of prayer, different for each `seed` (so the cache misses). */
const longText = (seed: string, length: number = AI_LIMITS.speechTextMax) => {
  const sentence = `Lord, ${seed}, we thank You for Your mercy and Your faithfulness every morning. `;
  return sentence.repeat(Math.floor(length / sentence.length)).trim();
};

const cacheDir = mkdtempSync(join(tmpdir(), "pj-tts-routes-"));
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({
    TTS_PROVIDER: "builtin",
    TTS_CACHE_DIR: cacheDir,
    TTS_RATE_LIMIT_PER_MINUTE: "1000",
    TTS_WORKERS: "1",
    TTS_QUEUE_MAX: "1",
  });
  ({ cookie } = await registerUser(t.app));
});
afterAll(async () => {
  await t.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const speak = (payload: unknown, signedIn = true) =>
  requestAs(t.app, "POST", "/api/text-to-speech", signedIn ? cookie : undefined, payload);

describe("POST /api/text-to-speech", () => {
  it("refuses signed-out callers", async () => {
    const response = await speak({ text: "Amen." }, false);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHORIZED");
  });

  it("answers an MP3 read by the built-in voice, then the same audio from the cache", { timeout: 60_000 }, async () => {
    const payload = { text: "The Lord is my shepherd; I shall not want.", voiceId: "male", speed: 1.25 };
    const first = await speak(payload);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("audio/mpeg");
    expect(first.headers["x-speech-provider"]).toBe("builtin");
    expect(first.headers["x-speech-cache"]).toBe("miss");
    expect(isMp3(first.rawPayload)).toBe(true);
    expect(mp3Seconds(first.rawPayload)).toBeGreaterThan(1);

    const again = await speak(payload);
    expect(again.statusCode).toBe(200);
    expect(again.headers["x-speech-cache"]).toBe("hit");
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const female = await speak({ ...payload, voiceId: "female" });
    expect(female.headers["x-speech-cache"]).toBe("miss");
    expect(female.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it("accepts the spec's payload with the voice omitted", { timeout: 60_000 }, async () => {
    const response = await speak({ text: "Amen." });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("audio/mpeg");
  });

  it("reads on a worker thread: eSpeak NG never loads on the main thread", { timeout: 60_000 }, async () => {
    await speak({ text: "Give us this day our daily bread." });
    expect(builtinEngineLoadedHere()).toBe(false);
  });

  it("keeps answering other requests while a long text is read", { timeout: 120_000 }, async () => {
    let spoken = false;
    const long = speak({ text: longText("while others are answered", 2_000) }).then((response) => {
      spoken = true;
      return response;
    });
    // Other requests, one after another, are answered while the 2,000 characters are being read.
    let answeredMeanwhile = 0;
    for (let i = 0; i < 20 && !spoken; i++) {
      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      if (!spoken) answeredMeanwhile++;
    }
    expect(answeredMeanwhile).toBeGreaterThan(0);
    const response = await long;
    expect(response.statusCode).toBe(200);
    // 2,000 characters: two minutes of speech in well under 1 MB (over 5 MB as WAV).
    expect(mp3Seconds(response.rawPayload)).toBeGreaterThan(100);
    expect(response.rawPayload.length).toBeLessThan(1024 * 1024);
  });

  it("refuses more than 5,000 characters with 413 and a readable message", async () => {
    const response = await speak({ text: "a ".repeat(AI_LIMITS.speechTextMax) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: AiMessages.speechTextTooLong });
  });

  it("refuses empty text and a speed out of range", async () => {
    const empty = await speak({ text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(AiMessages.speechTextRequired);
    expect((await speak({ text: "Amen.", speed: 3 })).statusCode).toBe(400);
  });

  it("is described in the OpenAPI document", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths["/api/text-to-speech"].post).toBeDefined();
  });
});

describe("the per-user rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ TTS_PROVIDER: "builtin", TTS_CACHE_DIR: "", TTS_RATE_LIMIT_PER_MINUTE: "2" });
  });
  afterAll(() => limited.close());

  it("answers 429 with the readable message after the limit, per user", { timeout: 60_000 }, async () => {
    const first = await registerUser(limited.app);
    const second = await registerUser(limited.app);
    const post = (as: string) => requestAs(limited.app, "POST", "/api/text-to-speech", as, { text: "Amen." });
    expect((await post(first.cookie)).statusCode).toBe(200);
    expect((await post(first.cookie)).statusCode).toBe(200);
    const refused = await post(first.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AiMessages.rateLimited);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post(second.cookie)).statusCode).toBe(200);
  });
});

describe("the speech workers' queue (one worker, one text waiting)", () => {
  it("answers 503 with Retry-After when the worker is busy and the queue is full", { timeout: 120_000 }, async () => {
    const { cookie: as } = await registerUser(t.app);
    const post = (text: string) => requestAs(t.app, "POST", "/api/text-to-speech", as, { text });
    // One text on the worker, one waiting, the last to arrive refused at once. Each request
    // looks up its session first, so which of the three arrives last is not fixed.
    const answers = await Promise.all([
      post(longText("first", 1_500)),
      post(longText("second", 1_500)),
      post(longText("third", 1_500)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 503]);
    const refused = answers.find((answer) => answer.statusCode === 503);
    expect(refused?.json()).toMatchObject({ message: SPEECH_BUSY_MESSAGE, code: "SERVICE_UNAVAILABLE" });
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    // Once the worker is free again, new texts are read.
    expect((await post("Amen, we wait on You.")).statusCode).toBe(200);
  });
});

describe("the daily allowance per user", () => {
  let budgeted: TestApp;
  beforeAll(async () => {
    budgeted = await buildTestApp({
      TTS_PROVIDER: "builtin",
      TTS_CACHE_DIR: "",
      TTS_RATE_LIMIT_PER_MINUTE: "1000",
      TTS_DAILY_CHARACTERS_PER_USER: "30",
    });
  });
  afterAll(() => budgeted.close());

  it("answers 429 with Retry-After once a user's characters for the day are used; cached audio is free", {
    timeout: 60_000,
  }, async () => {
    const first = await registerUser(budgeted.app);
    const second = await registerUser(budgeted.app);
    const post = (as: string, text: string) => requestAs(budgeted.app, "POST", "/api/text-to-speech", as, { text });

    expect((await post(first.cookie, "Thank You, Lord.")).statusCode).toBe(200); // 16 of 30
    // The same text again comes from the cache and costs nothing.
    for (let i = 0; i < 3; i++) {
      const again = await post(first.cookie, "Thank You, Lord.");
      expect(again.statusCode).toBe(200);
      expect(again.headers["x-speech-cache"]).toBe("hit");
    }
    const refused = await post(first.cookie, "Praise the Lord."); // 16 more: over 30
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: speechBudgetMessage(30), code: "RATE_LIMITED" });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    // What still fits is read; another user has an allowance of their own.
    expect((await post(first.cookie, "Amen, amen.")).statusCode).toBe(200); // 27 of 30
    expect((await post(second.cookie, "Praise the Lord.")).statusCode).toBe(200);
  });
});
