import { AiMessages } from "@common/ai";
import { STRUCTURED_PRAYER_STAGES } from "@common/prayers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./language-model/fake-openai-server";
import { resolvePassage } from "./scripture-check";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AI_RATE_LIMIT_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

const post = (url: string, cookie: string | undefined, payload: unknown) =>
  requestAs(t.app, "POST", url, cookie, payload);

describe("/api/ai", () => {
  it("suggests at least five scriptures, each our Bible's exact text", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await post("/api/ai/scripture-suggestions", cookie, {
      focus: "healing for my mother",
      watchNumber: 1,
    });
    expect(response.statusCode).toBe(200);
    const { scripturesWithText } = response.json() as {
      scripturesWithText: Array<{ reference: string; text: string }>;
    };
    expect(scripturesWithText.length).toBeGreaterThanOrEqual(5);
    for (const scripture of scripturesWithText) expect(scripture).toEqual(resolvePassage(scripture.reference));
  });

  it("suggests prayer points; the watch defaults to the first", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await post("/api/ai/prayer-points-suggestions", cookie, { focus: "provision for school fees" });
    expect(response.statusCode).toBe(200);
    const { prayerPoints } = response.json() as { prayerPoints: string[] };
    expect(prayerPoints.length).toBeGreaterThanOrEqual(5);
    const again = await post("/api/ai/prayer-points-suggestions", cookie, {
      focus: "provision for school fees",
      watchNumber: 1,
    });
    expect(again.json()).toEqual({ prayerPoints, source: "composer" });
  });

  it("generates the five stages from a strategy", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await post("/api/ai/generate-complete-prayer", cookie, {
      focus: "revival in our nation",
      scriptures: ["Habakkuk 3:2 - O LORD, revive thy work (text as typed)", "  ", "Not a verse"],
      prayerPoints: ["Lord, send revival to our land", ""],
      watchNumber: 4,
    });
    expect(response.statusCode).toBe(200);
    const { prayer } = response.json() as { prayer: Record<string, string> };
    expect(Object.keys(prayer).sort()).toEqual([...STRUCTURED_PRAYER_STAGES].sort());
    for (const stage of STRUCTURED_PRAYER_STAGES) expect(prayer[stage]!.length).toBeGreaterThan(50);
    const text = Object.values(prayer).join(" ");
    expect(text).toContain(`“${resolvePassage("Habakkuk 3:2")!.text}”`);
    expect(text).not.toContain("text as typed");
    expect(text).toContain("Lord, send revival to our land.");
  });

  it("answers a blank focus with 400 and the spec's 'Focus Required' text", async () => {
    const { cookie } = await registerUser(t.app);
    for (const [url, payload] of [
      ["/api/ai/scripture-suggestions", { focus: "   ", watchNumber: 2 }],
      ["/api/ai/prayer-points-suggestions", { focus: "" }],
      ["/api/ai/generate-complete-prayer", { focus: "\n", scriptures: [], prayerPoints: [] }],
      ["/api/ai/scripture-suggestions", {}],
    ] as const) {
      const response = await post(url, cookie, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(AiMessages.focusRequired);
    }
  });

  it("refuses a watch outside 1-8", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await post("/api/ai/scripture-suggestions", cookie, { focus: "peace", watchNumber: 9 });
    expect(response.statusCode).toBe(400);
  });

  it("is for signed-in users only", async () => {
    for (const url of [
      "/api/ai/scripture-suggestions",
      "/api/ai/prayer-points-suggestions",
      "/api/ai/generate-complete-prayer",
    ]) {
      const response = await post(url, undefined, { focus: "peace" });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe("/api/ai rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ AI_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(() => limited.close());

  it("limits each user separately and answers 429 with the spec's wording", async () => {
    const first = await registerUser(limited.app);
    const second = await registerUser(limited.app);
    const call = (cookie: string, url = "/api/ai/scripture-suggestions") =>
      requestAs(limited.app, "POST", url, cookie, { focus: "peace in anxiety at night", watchNumber: 1 });
    expect((await call(first.cookie)).statusCode).toBe(200);
    expect((await call(first.cookie, "/api/ai/prayer-points-suggestions")).statusCode).toBe(200);
    expect((await call(first.cookie)).statusCode).toBe(200);
    const refused = await call(first.cookie, "/api/ai/generate-complete-prayer");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: AiMessages.rateLimited });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another user still has their own allowance.
    expect((await call(second.cookie)).statusCode).toBe(200);
  });
});

describe("/api/ai says who composed the answer (issue 19 §11)", () => {
  it("is the built-in composer when no model is configured, on all three routes", async () => {
    const { cookie } = await registerUser(t.app);
    for (const [url, payload] of [
      ["/api/ai/scripture-suggestions", { focus: "healing for my mother", watchNumber: 1 }],
      ["/api/ai/prayer-points-suggestions", { focus: "healing for my mother", watchNumber: 1 }],
      ["/api/ai/generate-complete-prayer", { focus: "healing for my mother", scriptures: [], prayerPoints: [] }],
    ] as const) {
      const response = await post(url, cookie, payload);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().source, url).toBe("composer");
      expect(response.json().model, url).toBeUndefined();
    }
  });

  describe("with a language model configured", () => {
    let server: FakeOpenAiServer;
    let withModel: TestApp;
    beforeAll(async () => {
      server = await startFakeOpenAiServer();
      withModel = await buildTestApp({ AI_BASE_URL: server.baseUrl, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "1000" });
    });
    afterAll(async () => {
      await withModel.close();
      await server.close();
    });

    it("names the model when the model answered", async () => {
      server.reset();
      const { cookie } = await registerUser(withModel.app);
      server.reply({
        content: JSON.stringify({
          prayerPoints: [
            "Lord, heal my mother.",
            "Give her doctors wisdom.",
            "Give her rest.",
            "Strengthen her body.",
            "Keep her in peace.",
          ],
        }),
      });
      const response = await requestAs(withModel.app, "POST", "/api/ai/prayer-points-suggestions", cookie, {
        focus: "healing for my mother",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ source: "model", model: "fake-model" });
      expect(response.json().prayerPoints).toContain("Lord, heal my mother.");
    });

    it("says the composer when the model failed and the composer answered instead", async () => {
      server.reset();
      const { cookie } = await registerUser(withModel.app);
      server.reply({ status: 503, body: JSON.stringify({ error: { message: "overloaded" } }) });
      const response = await requestAs(withModel.app, "POST", "/api/ai/scripture-suggestions", cookie, {
        focus: "healing for my mother",
      });
      expect(response.statusCode).toBe(200);
      expect(server.received).toHaveLength(1);
      expect(response.json().source).toBe("composer");
      expect(response.json().model).toBeUndefined();
    });
  });
});
