import { STRUCTURED_PRAYER_STAGES } from "@common/prayers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerUser } from "../../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../../testing/test-app";
import { resolvePassage } from "../scripture-check";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./fake-openai-server";

/** The whole app configured through the environment (AI_BASE_URL, AI_MODEL) against a fake model server. */
let server: FakeOpenAiServer;
let t: TestApp;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
  t = await buildTestApp({ AI_BASE_URL: server.baseUrl, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "1000" });
});
afterAll(async () => {
  await t.close();
  await server.close();
});
beforeEach(() => server.reset());

const focus = "Peace for my anxious heart";

describe("/api/ai with a language model configured", () => {
  it("answers from the model, with every scripture's text from our Bible", async () => {
    const { cookie } = await registerUser(t.app);
    server.reply({
      content: JSON.stringify({
        thanksgiving: "Thank You, Father, for Your peace [John 14:27].",
        declareWord:
          'I declare "peace that is easy to find" [Philippians 4:7] and "calm forever" [Hezekiah 4:2] over my heart.',
        promises: "You keep me in perfect peace [Isaiah 26:3].",
        meditation: "I am still before You.",
        tongues: "Holy Spirit, pray through me.",
      }),
    });

    const response = await requestAs(t.app, "POST", "/api/ai/generate-complete-prayer", cookie, {
      focus,
      scriptures: ["Philippians 4:6-7"],
      prayerPoints: [],
      watchNumber: 2,
    });

    expect(response.statusCode).toBe(200);
    const { prayer } = response.json() as { prayer: Record<string, string> };
    expect(prayer.declareWord).toBe(
      `I declare "${resolvePassage("Philippians 4:7")!.text}" (Philippians 4:7) over my heart.`,
    );
    expect(prayer.promises).toContain(resolvePassage("Isaiah 26:3")!.text);
    expect(STRUCTURED_PRAYER_STAGES.map((stage) => prayer[stage]).join(" ")).not.toMatch(/Hezekiah|easy to find|\[/);
    expect(server.received[0]!.body.model).toBe("fake-model");
    expect(JSON.stringify(server.received[0]!.body.messages)).toContain("Divine Visitation and Protection");
  });

  it("still answers from the built-in composer when the model fails", async () => {
    const { cookie } = await registerUser(t.app);
    server.reply({ status: 503, body: JSON.stringify({ error: { message: "overloaded" } }) });

    const response = await requestAs(t.app, "POST", "/api/ai/scripture-suggestions", cookie, { focus, watchNumber: 2 });

    expect(response.statusCode).toBe(200);
    const { scripturesWithText } = response.json() as { scripturesWithText: { reference: string; text: string }[] };
    expect(scripturesWithText.length).toBeGreaterThanOrEqual(5);
    for (const scripture of scripturesWithText) expect(scripture.text).toBe(resolvePassage(scripture.reference)!.text);
    expect(server.received).toHaveLength(1);
  });
});
