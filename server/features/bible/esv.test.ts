import { BibleMessages } from "@common/bible";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config";
import { buildTestApp, type TestApp } from "../../testing/test-app";
import { readPassage, searchScripture } from "./bible.service";
import { createEsvClient, ESV_COPYRIGHT, ESV_TIMEOUT_MS, type FetchFunction } from "./esv";

// No test here touches the network: every fetch is a stub.

const JOHN_3_16_17 = {
  query: "John 3:16-17",
  canonical: "John 3:16–17",
  passages: [
    "\n  [16] “For God so loved the world, that he gave his only Son, that whoever believes in him should not perish but have eternal life. [17] For God did not send his Son into the world to condemn the world, but in order that the world might be saved through him.\n\n",
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Call = { url: URL; init: RequestInit };

function stubFetch(answer: (url: URL, init: RequestInit) => Promise<Response> | Response) {
  const calls: Call[] = [];
  const fetch: FetchFunction = async (input, init) => {
    const url = new URL(input);
    calls.push({ url, init });
    return answer(url, init);
  };
  return { fetch, calls };
}

/** A server that never answers: the request ends only when its signal aborts. */
const hangingFetch: FetchFunction = (_input, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
  });

const esvWith = (fetch: FetchFunction, timeoutMs?: number) => {
  const failures: string[] = [];
  const esv = createEsvClient({ apiKey: "test-key", fetch, timeoutMs, onFailure: (what) => failures.push(what) });
  return { scripture: { esv }, failures };
};

describe("ESV passages", () => {
  it("asks the ESV API with the key and shows its text, translation and copyright", async () => {
    const { fetch, calls } = stubFetch(() => json(JOHN_3_16_17));
    const { scripture, failures } = esvWith(fetch);
    const passage = await readPassage({ scripture, input: { reference: "jn 3:16-17" } });

    expect(calls).toHaveLength(1);
    expect(`${calls[0]!.url.origin}${calls[0]!.url.pathname}`).toBe("https://api.esv.org/v3/passage/text/");
    expect(calls[0]!.url.searchParams.get("q")).toBe("John 3:16-17");
    expect(calls[0]!.url.searchParams.get("include-headings")).toBe("false");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe("Token test-key");
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);

    expect(passage).toMatchObject({
      canonical: "John 3:16–17",
      translation: "ESV",
      copyright: ESV_COPYRIGHT,
      book: "John",
      chapter: 3,
      previousChapter: "John 2",
      nextChapter: "John 4",
    });
    expect(passage.copyright).toMatch(/^Scripture quotations are from the ESV® Bible/);
    expect(passage.passages).toEqual([
      "[16] “For God so loved the world, that he gave his only Son, that whoever believes in him should not perish but have eternal life. [17] For God did not send his Son into the world to condemn the world, but in order that the world might be saved through him.",
    ]);
    expect(passage.verses.map((v) => v.reference)).toEqual(["John 3:16", "John 3:17"]);
    expect(passage.verses[1]!.text).toBe(
      "For God did not send his Son into the world to condemn the world, but in order that the world might be saved through him.",
    );
    expect(failures).toEqual([]);
  });

  it("numbers the chapters of a passage that crosses one", async () => {
    const { fetch } = stubFetch(() =>
      json({
        canonical: "Genesis 1:31–2:1",
        passages: ["[31] And God saw everything. [1] Thus the heavens <were> finished."],
      }),
    );
    const passage = await readPassage({
      scripture: esvWith(fetch).scripture,
      input: { reference: "Genesis 1:31-2:1" },
    });
    expect(passage.verses.map((v) => v.reference)).toEqual(["Genesis 1:31", "Genesis 2:1"]);
    expect(passage.passages[0]).toContain("&lt;were&gt;");
  });

  it.each([
    ["the network fails", () => Promise.reject(new TypeError("fetch failed"))],
    ["the API refuses the key", () => json({ detail: "Invalid token." }, 401)],
    ["the API is down", () => new Response("Bad gateway", { status: 502 })],
    ["the answer is not JSON", () => new Response("<html>", { status: 200 })],
    ["the answer has no passages", () => json({ canonical: "", passages: [] })],
    ["the answer has another shape", () => json({ hello: "world" })],
  ])("falls back to the KJV when %s", async (_case, answer) => {
    const { fetch } = stubFetch(answer);
    const { scripture, failures } = esvWith(fetch);
    const passage = await readPassage({ scripture, input: { reference: "John 3:16" } });
    expect(passage).toMatchObject({ translation: "KJV", copyright: null, canonical: "John 3:16" });
    expect(passage.passages[0]).toMatch(/^\[16\] For God so loved the world, that he gave his only begotten Son/);
    expect(failures).toEqual(["passage"]);
  });

  it("gives up after the timeout (3 s by default) and falls back to the KJV", async () => {
    expect(ESV_TIMEOUT_MS).toBe(3_000);
    const { scripture, failures } = esvWith(hangingFetch, 50);
    const started = Date.now();
    const passage = await readPassage({ scripture, input: { reference: "Psalm 23:1" } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(passage.translation).toBe("KJV");
    expect(failures).toEqual(["passage"]);
  });

  it("does not call the API for a reference that names no verses", async () => {
    const { fetch, calls } = stubFetch(() => json(JOHN_3_16_17));
    await expect(
      readPassage({ scripture: esvWith(fetch).scripture, input: { reference: "Hezekiah 1:1" } }),
    ).rejects.toMatchObject({ statusCode: 404, details: { hint: expect.not.stringContaining("ESV API key") } });
    expect(calls).toEqual([]);
  });
});

describe("ESV search", () => {
  it("searches the ESV and answers its verses", async () => {
    const { fetch, calls } = stubFetch(() =>
      json({
        page: 1,
        total_results: 1,
        results: [{ reference: "Psalm 23:1", content: "The LORD is my shepherd; I shall not want." }],
        total_pages: 1,
      }),
    );
    const result = await searchScripture({
      scripture: esvWith(fetch).scripture,
      input: { q: "my shepherd", limit: 20 },
    });
    expect(result).toEqual({
      verses: [{ reference: "Psalm 23:1", text: "The LORD is my shepherd; I shall not want." }],
      translation: "ESV",
    });
    expect(calls[0]!.url.pathname).toBe("/v3/passage/search/");
    expect(calls[0]!.url.searchParams.get("q")).toBe("my shepherd");
    expect(calls[0]!.url.searchParams.get("page-size")).toBe("20");
  });

  it("answers a reference typed into search from the ESV passage", async () => {
    const { fetch, calls } = stubFetch(() => json(JOHN_3_16_17));
    const result = await searchScripture({
      scripture: esvWith(fetch).scripture,
      input: { q: "John 3:16-17", limit: 1 },
    });
    expect(result.translation).toBe("ESV");
    expect(result.verses).toEqual([{ reference: "John 3:16", text: expect.stringMatching(/^“For God so loved/) }]);
    expect(calls[0]!.url.pathname).toBe("/v3/passage/text/");
  });

  it("falls back to the KJV index when the ESV fails or times out", async () => {
    for (const fetch of [stubFetch(() => Promise.reject(new Error("offline"))).fetch, hangingFetch]) {
      const { scripture, failures } = esvWith(fetch, 50);
      const result = await searchScripture({ scripture, input: { q: "the lord is my shepherd", limit: 5 } });
      expect(result.translation).toBe("KJV");
      expect(result.verses[0]!.reference).toBe("Psalm 23:1");
      expect(failures).toEqual(["search"]);
    }
  });
});

describe("ESV_API_KEY through the app", () => {
  it("is optional in the configuration", () => {
    expect(loadConfig({}).esvApiKey).toBeNull();
    expect(loadConfig({ ESV_API_KEY: "" }).esvApiKey).toBeNull();
    expect(loadConfig({ ESV_API_KEY: " abc123 " }).esvApiKey).toBe("abc123");
  });

  let t: TestApp;
  const fetchStub = vi.fn<typeof fetch>();
  beforeAll(async () => {
    vi.stubGlobal("fetch", fetchStub);
    t = await buildTestApp({ ESV_API_KEY: "from-env" });
  });
  afterEach(() => fetchStub.mockReset());
  afterAll(async () => {
    await t.close();
    vi.unstubAllGlobals();
  });

  it("serves the ESV with its copyright, and the KJV (not cached) when the ESV fails", async () => {
    fetchStub.mockResolvedValueOnce(json(JOHN_3_16_17));
    const esv = await t.app.inject({ url: "/api/bible/passage/John%203%3A16-17" });
    expect(esv.statusCode).toBe(200);
    expect(esv.json()).toMatchObject({ translation: "ESV", copyright: ESV_COPYRIGHT });
    expect(esv.headers["cache-control"]).toBe("public, max-age=86400");
    expect(new Headers(fetchStub.mock.calls[0]![1]!.headers).get("authorization")).toBe("Token from-env");

    fetchStub.mockRejectedValueOnce(new TypeError("fetch failed"));
    const kjv = await t.app.inject({ url: "/api/bible/passage/John%203%3A16-17" });
    expect(kjv.statusCode).toBe(200);
    expect(kjv.json()).toMatchObject({ translation: "KJV", copyright: null, canonical: "John 3:16-17" });
    expect(kjv.headers["cache-control"]).toBe("no-store");
  });

  it("hints at checking the reference rather than adding a key", async () => {
    const response = await t.app.inject({ url: "/api/bible/passage/Hezekiah%201%3A1" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(BibleMessages.passageNotFound);
    expect(response.json().details.hint).not.toBe(BibleMessages.passageHint);
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
