import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AI_LIMITS, AiMessages } from "@common/ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { describeWav } from "./wav";

/** POST /api/text-to-speech through the whole app, with the real built-in voice and a temporary disk cache. */

const cacheDir = mkdtempSync(join(tmpdir(), "pj-tts-routes-"));
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ TTS_PROVIDER: "builtin", TTS_CACHE_DIR: cacheDir, TTS_RATE_LIMIT_PER_MINUTE: "1000" });
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

  it("answers a WAV read by the built-in voice, then the same audio from the cache", { timeout: 60_000 }, async () => {
    const payload = { text: "The Lord is my shepherd; I shall not want.", voiceId: "male", speed: 1.25 };
    const first = await speak(payload);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("audio/wav");
    expect(first.headers["x-speech-provider"]).toBe("builtin");
    expect(first.headers["x-speech-cache"]).toBe("miss");
    expect(first.rawPayload.toString("ascii", 0, 4)).toBe("RIFF");
    expect(describeWav(first.rawPayload)!.seconds).toBeGreaterThan(1);

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
    expect(response.headers["content-type"]).toBe("audio/wav");
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
