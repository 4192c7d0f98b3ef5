import type { GeneratePrayerRequest, ScriptureSuggestion, SuggestionsRequest } from "@common/ai";
import { STRUCTURED_PRAYER_STAGES, type StructuredPrayer } from "@common/prayers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "../../../config";
import type { AiProvider } from "../ai-provider";
import { createComposer } from "../composer";
import { resolvePassage } from "../scripture-check";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./fake-openai-server";
import { createLanguageModelProvider, type LanguageModelLog } from "./index";

const JOHN_3_16 =
  "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.";
const textOf = (reference: string) => resolvePassage(reference)!.text;

let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());
afterEach(() => {
  // Every scripted reply was asked for: a test cannot pass without reaching the model.
  expect(server.pending).toEqual([]);
});

/** A deterministic stand-in for the built-in composer, recording what it was asked. */
function fakeComposer() {
  const calls: string[] = [];
  const scriptures: ScriptureSuggestion[] = [
    "Psalm 23:1",
    "Philippians 4:6",
    "Isaiah 41:10",
    "Jeremiah 29:11",
    "Romans 8:28",
    "Matthew 11:28",
  ].map((reference) => resolvePassage(reference)!);
  const prayer: StructuredPrayer = {
    thanksgiving: "Composer thanksgiving.",
    declareWord: "Composer declaration.",
    promises: "Composer promises.",
    meditation: "Composer meditation.",
    tongues: "Composer tongues.",
  };
  const provider: AiProvider = {
    name: "composer",
    async suggestScriptures() {
      calls.push("suggestScriptures");
      return scriptures;
    },
    async suggestPrayerPoints() {
      calls.push("suggestPrayerPoints");
      return [
        "Composer point one.",
        "Composer point two.",
        "Composer point three.",
        "Composer point four.",
        "Composer point five.",
      ];
    },
    async generatePrayer() {
      calls.push("generatePrayer");
      return prayer;
    },
  };
  return { provider, calls, scriptures, prayer };
}

function recordingLog() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const infos: { details: Record<string, unknown>; message: string }[] = [];
  const log: LanguageModelLog = {
    warn: (details, message) => warnings.push({ details: details as Record<string, unknown>, message }),
    info: (details, message) => infos.push({ details: details as Record<string, unknown>, message }),
  };
  return { log, warnings, infos };
}

function aiConfig({
  apiKey = "test-key" as string | null,
  model = "test-model",
  timeoutMs = 5_000,
  baseUrl = server.baseUrl as string | null,
} = {}): Config["ai"] {
  return { languageModel: { baseUrl, apiKey, model }, timeoutMs, rateLimitPerMinute: 30 };
}

function setUp(options: Parameters<typeof aiConfig>[0] = {}) {
  const composer = fakeComposer();
  const logs = recordingLog();
  const provider = createLanguageModelProvider({
    config: aiConfig(options),
    fallback: composer.provider,
    log: logs.log,
  });
  return { provider, composer, ...logs };
}

const suggestionsInput: SuggestionsRequest = { focus: "Healing for my mother after surgery", watchNumber: 1 };
const prayerInput: GeneratePrayerRequest = {
  focus: "Healing for my mother after surgery",
  scriptures: ["Psalm 103:2-3", "Jeremiah 30:17 - For I will restore health unto thee"],
  prayerPoints: ["Lord, strengthen the doctors and nurses."],
  watchNumber: 1,
};
const json = (value: unknown) => ({ content: JSON.stringify(value) });

describe("language-model provider against an OpenAI-compatible server", () => {
  it("is the fallback itself when no language model is configured", () => {
    const composer = fakeComposer();
    const provider = createLanguageModelProvider({
      config: { languageModel: null, timeoutMs: 15_000, rateLimitPerMinute: 30 },
      fallback: composer.provider,
      log: recordingLog().log,
    });
    expect(provider).toBe(composer.provider);
  });

  it("suggests scriptures from the model's references with our Bible's exact text", async () => {
    const { provider, composer, warnings } = setUp();
    server.reply(
      json({
        references: [
          "John 3:16",
          { reference: "Jer 30:17", text: "I will make you totally healthy (a paraphrase)" },
          "Psalm 103:2-3",
          "Isaiah 53:5",
          "James 5:15",
          "Exodus 15:26",
        ],
      }),
    );

    const suggestions = await provider.suggestScriptures(suggestionsInput);

    expect(provider.name).toBe("language-model");
    expect(suggestions).toEqual([
      { reference: "John 3:16", text: JOHN_3_16 },
      { reference: "Jeremiah 30:17", text: textOf("Jeremiah 30:17") },
      { reference: "Psalm 103:2-3", text: textOf("Psalm 103:2-3") },
      { reference: "Isaiah 53:5", text: textOf("Isaiah 53:5") },
      { reference: "James 5:15", text: textOf("James 5:15") },
      { reference: "Exodus 15:26", text: textOf("Exodus 15:26") },
    ]);
    expect(suggestions.some((suggestion) => suggestion.text.includes("paraphrase"))).toBe(false);
    expect(composer.calls).toEqual([]);
    expect(warnings).toEqual([]);

    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request!.url).toBe("/v1/chat/completions");
    expect(request!.headers.authorization).toBe("Bearer test-key");
    expect(request!.body.model).toBe("test-model");
    expect(request!.body.response_format).toEqual({ type: "json_object" });
    const prompt = request!.body.messages!.map((message) => message.content).join("\n");
    expect(request!.body.messages![0]!.role).toBe("system");
    expect(prompt).toContain("Healing for my mother after surgery");
    expect(prompt).toContain("Healing and Reflection");
    expect(prompt).toContain("JSON");
  });

  it("drops invented verses and duplicates, ignores the model's text and tops up from the composer", async () => {
    const { provider, composer, infos, warnings } = setUp();
    server.reply(
      json({
        references: [
          "Hezekiah 4:2",
          { reference: "John 3:16", text: "For God so loved the whole wide world, forever and ever." },
          "John 99:1",
          "Psalm 23:1",
          "Ps 23:1",
          "Psalm 119",
        ],
      }),
    );

    const suggestions = await provider.suggestScriptures(suggestionsInput);

    expect(suggestions.map((suggestion) => suggestion.reference)).toEqual([
      "John 3:16",
      "Psalm 23:1",
      // From the composer, skipping its Psalm 23:1 which the model already gave.
      "Philippians 4:6",
      "Isaiah 41:10",
      "Jeremiah 29:11",
    ]);
    expect(suggestions[0]!.text).toBe(JOHN_3_16);
    expect(composer.calls).toEqual(["suggestScriptures"]);
    expect(warnings).toEqual([]);
    expect(infos).toHaveLength(1);
    expect(infos[0]!.details.dropped).toEqual(["Hezekiah 4:2", "John 99:1", "Psalm 119"]);
  });

  it("falls back when none of the model's references is in our Bible", async () => {
    const { provider, composer, warnings } = setUp();
    server.reply(json({ references: ["Hezekiah 4:2", "Opinions 3:1"] }));

    expect(await provider.suggestScriptures(suggestionsInput)).toEqual(composer.scriptures);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.details.reason).toMatch(/none of the model's references/);
  });

  it("cleans, de-duplicates, caps and grounds prayer points, topping up to five", async () => {
    const { provider, composer, infos } = setUp();
    const long = `Lord, ${"restore her strength day by day ".repeat(30)}`;
    server.reply(
      json({
        prayerPoints: [
          "1. Father, I thank You that You heal all our diseases [Psalm 103:3].",
          "Father, I thank you that you heal all our diseases (Psalm 103:3)!",
          '- Lord, You promised "I will raise you up in nine days" [Hezekiah 4:2].',
          "   ",
          long,
        ],
      }),
    );

    const points = await provider.suggestPrayerPoints(suggestionsInput);

    expect(points.slice(0, 3)).toEqual([
      "Father, I thank You that You heal all our diseases (Psalm 103:3).",
      "Lord, You promised.",
      expect.stringMatching(/^Lord, restore her strength day by day .*…$/),
    ]);
    expect(points[2]!.length).toBeLessThanOrEqual(500);
    expect(points.slice(3)).toEqual(["Composer point one.", "Composer point two."]);
    expect(points.join(" ")).not.toContain("nine days");
    expect(composer.calls).toEqual(["suggestPrayerPoints"]);
    expect(infos[0]!.details.dropped).toEqual(["Hezekiah 4:2"]);
  });

  it("generates a five-stage prayer whose scriptures are our exact text, never the model's", async () => {
    const { provider, composer, infos, warnings } = setUp();
    server.reply(
      json({
        thanksgiving: "Father, thank You for loving us so [John 3:16]. Thank You for every mercy today.",
        declareWord:
          'I declare "Bless the Lord who heals every sickness" [Psalm 103:2-3] over my mother. As it is written, "The Lord shall heal thee in seven days" [Hezekiah 4:2], I believe.',
        promises: 'You said "I will restore health unto thee" — Jeremiah 30:17. I stand on Your word (Isaiah 53:5).',
        meditation: "I rest in You and consider Your ways [Psalm 119].",
        tongues: "Holy Spirit, help me pray as I ought [Romans 8:26]; I yield my tongue to You.",
      }),
    );

    const prayer = await provider.generatePrayer(prayerInput);

    expect(prayer.thanksgiving).toBe(
      `Father, thank You for loving us so "${JOHN_3_16}" (John 3:16). Thank You for every mercy today.`,
    );
    expect(prayer.declareWord).toBe(
      `I declare "${textOf("Psalm 103:2-3")}" (Psalm 103:2-3) over my mother. As it is written, I believe.`,
    );
    expect(prayer.promises).toBe(
      `You said "${textOf("Jeremiah 30:17")}" (Jeremiah 30:17). I stand on Your word "${textOf("Isaiah 53:5")}" (Isaiah 53:5).`,
    );
    expect(prayer.meditation).toBe("I rest in You and consider Your ways (Psalm 119).");
    expect(prayer.tongues).toBe(
      `Holy Spirit, help me pray as I ought "${textOf("Romans 8:26")}" (Romans 8:26); I yield my tongue to You.`,
    );
    const all = STRUCTURED_PRAYER_STAGES.map((stage) => prayer[stage]).join("\n");
    expect(all).not.toMatch(/Hezekiah|seven days|every sickness|\[/);
    expect(composer.calls).toEqual([]);
    expect(warnings).toEqual([]);
    expect(infos[0]!.details.dropped).toEqual(["Hezekiah 4:2"]);

    const prompt = server.received[0]!.body.messages!.map((message) => message.content).join("\n");
    expect(prompt).toContain(`[Psalm 103:2-3] ${textOf("Psalm 103:2-3")}`);
    expect(prompt).toContain(`[Jeremiah 30:17] ${textOf("Jeremiah 30:17")}`);
    expect(prompt).toContain("Lord, strengthen the doctors and nurses.");
    expect(prompt).toContain("square brackets");
  });

  it("falls back when a stage is empty once an invented verse is removed", async () => {
    const { provider, composer, warnings } = setUp();
    server.reply(
      json({
        thanksgiving: "Thank You, Lord.",
        declareWord: '"The sun shall stand still for the faithful" [Hezekiah 4:2]',
        promises: "Your promises are yes and amen.",
        meditation: "I wait on You.",
        tongues: "I pray in the Spirit.",
      }),
    );

    expect(await provider.generatePrayer(prayerInput)).toEqual(composer.prayer);
    expect(composer.calls).toEqual(["generatePrayer"]);
    expect(warnings[0]!.details.reason).toMatch(/declareWord stage is empty/);
  });

  it("reads JSON wrapped in a code fence or after a reasoning block", async () => {
    const { provider, warnings } = setUp();
    server.reply({ content: '<think>They need comfort.</think>\n```json\n{"references": ["John 3:16"]}\n```' });

    const suggestions = await provider.suggestScriptures(suggestionsInput);

    expect(suggestions[0]).toEqual({ reference: "John 3:16", text: JOHN_3_16 });
    expect(suggestions).toHaveLength(5);
    expect(warnings).toEqual([]);
  });

  it("falls back and logs why when the model's message is not JSON", async () => {
    const { provider, composer, warnings } = setUp();
    server.reply({ content: "Here is a lovely prayer: Dear Lord, thank You for John 3:16..." });

    expect(await provider.generatePrayer(prayerInput)).toEqual(composer.prayer);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.details).toMatchObject({
      provider: "language-model",
      model: "test-model",
      operation: "generatePrayer",
      reason: expect.stringMatching(/not JSON/),
    });
  });

  it("falls back when the JSON has the wrong shape", async () => {
    const { provider, composer, warnings } = setUp();
    server.reply(json({ thanksgiving: "Thank You, Lord.", declareWord: 42 }), json({ prayerPoints: "pray more" }));

    expect(await provider.generatePrayer(prayerInput)).toEqual(composer.prayer);
    expect(await provider.suggestPrayerPoints(suggestionsInput)).toHaveLength(5);
    expect(composer.calls).toEqual(["generatePrayer", "suggestPrayerPoints"]);
    expect(warnings.map((warning) => warning.details.reason)).toEqual([
      expect.stringMatching(/wrong shape: declareWord/),
      expect.stringMatching(/wrong shape: prayerPoints/),
    ]);
  });

  it("falls back when the model sends no content or a cut-off reply", async () => {
    const { provider, composer, warnings } = setUp();
    server.reply({ content: null }, { content: '{"references": ["John 3:16", "Ps', finishReason: "length" });

    expect(await provider.suggestScriptures(suggestionsInput)).toEqual(composer.scriptures);
    expect(await provider.suggestScriptures(suggestionsInput)).toEqual(composer.scriptures);
    expect(warnings.map((warning) => warning.details.reason)).toEqual([
      expect.stringMatching(/empty message/),
      expect.stringMatching(/cut off/),
    ]);
  });

  it("falls back on an HTTP 500 without retrying", async () => {
    const { provider, composer, warnings } = setUp();
    server.reply({ status: 500, body: JSON.stringify({ error: { message: "model crashed" } }) });

    expect(await provider.suggestPrayerPoints(suggestionsInput)).toEqual(
      await composer.provider.suggestPrayerPoints(suggestionsInput),
    );
    expect(server.received).toHaveLength(1);
    expect(warnings[0]!.details.reason).toMatch(/HTTP 500.*model crashed/);
  });

  it("falls back when a 200 answer is not a chat completion at all", async () => {
    const { provider, composer, warnings } = setUp();
    server.reply(
      { status: 200, body: "<html>proxy login</html>" },
      { status: 200, body: JSON.stringify({ ok: true }) },
    );

    expect(await provider.generatePrayer(prayerInput)).toEqual(composer.prayer);
    expect(await provider.generatePrayer(prayerInput)).toEqual(composer.prayer);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]!.details.reason).toMatch(/empty message/);
  });

  it("steps down from json_object to json_schema to no response format when the server refuses them", async () => {
    const { provider, composer, infos, warnings } = setUp();
    const lmStudioRefusal = {
      status: 400,
      body: JSON.stringify({ error: "'response_format.type' must be 'json_schema' or 'text'" }),
    };
    const references = json({
      references: ["John 3:16", "Psalm 23:1", "Isaiah 41:10", "Romans 8:28", "Matthew 11:28"],
    });
    server.reply(lmStudioRefusal, references, references);

    expect(await provider.suggestScriptures(suggestionsInput)).toHaveLength(5);
    expect(await provider.suggestScriptures(suggestionsInput)).toHaveLength(5);
    expect(server.received.map((request) => request.body.response_format)).toEqual([
      { type: "json_object" },
      { type: "json_schema", json_schema: { name: "answer", schema: { type: "object" } } },
      // Remembered: the next call starts with the format that worked.
      { type: "json_schema", json_schema: { name: "answer", schema: { type: "object" } } },
    ]);
    expect(infos.map((info) => info.details.next)).toEqual(["json_schema"]);

    server.reset();
    server.reply(
      { status: 400, body: JSON.stringify({ error: { message: "Unknown field: response_format" } }) },
      references,
    );
    expect(await provider.suggestScriptures(suggestionsInput)).toHaveLength(5);
    expect(server.received[1]!.body).not.toHaveProperty("response_format");
    expect(composer.calls).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("falls back on other client errors without retrying", async () => {
    const { provider, composer, warnings } = setUp();
    server.reply({ status: 404, body: JSON.stringify({ error: { message: "model 'test-model' not found" } }) });

    expect(await provider.suggestScriptures(suggestionsInput)).toEqual(composer.scriptures);
    expect(server.received).toHaveLength(1);
    expect(warnings[0]!.details.reason).toMatch(/HTTP 404.*not found/);
  });

  it("falls back within the time limit when the server is too slow to answer", async () => {
    const { provider, composer, warnings } = setUp({ timeoutMs: 200 });
    server.reply({ ...json({ references: ["John 3:16"] }), delayMs: 3_000 });

    const started = performance.now();
    const suggestions = await provider.suggestScriptures(suggestionsInput);
    const elapsed = performance.now() - started;

    expect(suggestions).toEqual(composer.scriptures);
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(1_500);
    expect(warnings[0]!.details.reason).toMatch(/timeout/);
  });

  it("falls back within the time limit when the server stalls in the middle of its answer", async () => {
    const { provider, composer, warnings } = setUp({ timeoutMs: 200 });
    server.reply({ stallAfterHeaders: true });

    const started = performance.now();
    expect(await provider.generatePrayer(prayerInput)).toEqual(composer.prayer);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(warnings[0]!.details.reason).toMatch(/timeout/);
  });

  it("falls back when nothing listens at the configured address", async () => {
    const closed = await startFakeOpenAiServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const { provider, composer, warnings } = setUp({ baseUrl });

    expect(await provider.suggestScriptures(suggestionsInput)).toEqual(composer.scriptures);
    expect(warnings[0]!.details.reason).toMatch(/could not reach the endpoint/);
  });

  it("talks to a local server without a key (Ollama) using a placeholder key", async () => {
    const { provider } = setUp({ apiKey: null, model: "llama3.1:8b" });
    server.reply(json({ references: ["John 3:16", "Psalm 23:1", "Isaiah 41:10", "Romans 8:28", "Matthew 11:28"] }));

    expect(await provider.suggestScriptures(suggestionsInput)).toHaveLength(5);
    expect(server.received[0]!.headers.authorization).toBe("Bearer no-key");
    expect(server.received[0]!.body.model).toBe("llama3.1:8b");
  });
});

describe("language-model provider with the built-in composer as its fallback", () => {
  it("tops up from and falls back to the real composer, every verse from our Bible", async () => {
    const composer = createComposer();
    const { log, warnings } = recordingLog();
    const provider = createLanguageModelProvider({ config: aiConfig(), fallback: composer, log });
    server.reply(json({ references: ["Hezekiah 4:2", "James 5:15"] }), { content: "not json" });

    const suggestions = await provider.suggestScriptures(suggestionsInput);
    expect(suggestions[0]).toEqual({ reference: "James 5:15", text: textOf("James 5:15") });
    expect(suggestions.length).toBeGreaterThanOrEqual(5);
    expect(new Set(suggestions.map((suggestion) => suggestion.reference)).size).toBe(suggestions.length);
    for (const suggestion of suggestions) expect(suggestion.text).toBe(textOf(suggestion.reference));

    const prayer = await provider.generatePrayer(prayerInput);
    expect(prayer).toEqual(await composer.generatePrayer(prayerInput));
    for (const stage of STRUCTURED_PRAYER_STAGES) expect(prayer[stage].trim()).not.toBe("");
    expect(warnings).toHaveLength(1);
  });
});
