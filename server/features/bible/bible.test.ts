import { BibleMessages, PassageResponseSchema, READING_PLAN_TYPES, SEARCH_LIMIT_MAX } from "@common/bible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type TestApp } from "../../testing/test-app";
import { resolveScripture } from "./bible.service";
import { DAILY_VERSES } from "./daily-verses";
import { readingPlan, readingReferences } from "./reading-plans";
import { canonicalReference, parseReference, verseCountOf } from "./references";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const passage = (reference: string) => get(`/api/bible/passage/${encodeURIComponent(reference)}`);

describe("GET /api/bible/passage/{reference}", () => {
  it("answers the spec's canonical and passages, and the verses, from the KJV", async () => {
    const response = await passage("Jn 3:16");
    expect(response.statusCode).toBe(200);
    const body = PassageResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      canonical: "John 3:16",
      translation: "KJV",
      copyright: null,
      book: "John",
      chapter: 3,
      previousChapter: "John 2",
      nextChapter: "John 4",
    });
    expect(body.passages).toEqual([
      "[16] For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
    ]);
    expect(body.verses).toEqual([
      {
        reference: "John 3:16",
        book: "John",
        chapter: 3,
        verse: 16,
        text: "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
        markup:
          "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
      },
    ]);
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("shows the KJV's italic words as <i>, never as brackets", async () => {
    const body = (await passage("Psalm 23")).json();
    expect(body.canonical).toBe("Psalm 23");
    expect(body.book).toBe("Psalms");
    expect(body.verses).toHaveLength(6);
    expect(body.verses[0]).toMatchObject({
      reference: "Psalm 23:1",
      text: "The LORD is my shepherd; I shall not want.",
      markup: "The LORD <i>is</i> my shepherd; I shall not want.",
    });
    expect(body.passages[0]).toMatch(/^\[1\] The LORD <i>is<\/i> my shepherd; I shall not want\. \[2\] He maketh me/);
    for (const verse of body.verses) expect(`${verse.text} ${verse.markup}`).not.toMatch(/[[\]#]/);
    expect(body.passages[0].replace(/\[\d+\] /g, "")).not.toMatch(/[[\]#]/);
  });

  it("answers one passage string per range of a list", async () => {
    const body = (await passage("Matthew 5:3-12; 6:9-13")).json();
    expect(body.canonical).toBe("Matthew 5:3-12; 6:9-13");
    expect(body.passages).toHaveLength(2);
    expect(body.passages[0]).toMatch(/^\[3\] Blessed <i>are<\/i> the poor in spirit/);
    expect(body.passages[1]).toMatch(/^\[9\] After this manner therefore pray ye: Our Father which art in heaven/);
    expect(body.verses).toHaveLength(15);
    expect(body.verses.at(-1).reference).toBe("Matthew 6:13");
    expect(body).toMatchObject({ book: "Matthew", chapter: 5, previousChapter: "Matthew 4", nextChapter: "Matthew 6" });
  });

  it("marks a new chapter inside a passage and navigates from the passage's last chapter", async () => {
    const body = (await passage("Genesis 1:30-2:2")).json();
    expect(body.passages[0]).toMatch(/^\[30\] .* \[31\] .* \[2:1\] Thus the heavens .* \[2\] /);
    expect(body).toMatchObject({ chapter: 1, previousChapter: null, nextChapter: "Genesis 3" });
  });

  it.each([
    ["Genesis 1", "Genesis", 1, null, "Genesis 2"],
    ["Genesis 50", "Genesis", 50, "Genesis 49", null],
    ["Exodus 1", "Exodus", 1, null, "Exodus 2"],
    ["Malachi 4", "Malachi", 4, "Malachi 3", null],
    ["Matthew 1", "Matthew", 1, null, "Matthew 2"],
    ["Revelation 22", "Revelation", 22, "Revelation 21", null],
    ["Psalm 150", "Psalms", 150, "Psalm 149", null],
    ["Jude", "Jude", 1, null, null],
  ])("navigates chapters within the book: %s", async (reference, book, chapter, previousChapter, nextChapter) => {
    const body = (await passage(reference)).json();
    expect(body).toMatchObject({ book, chapter, previousChapter, nextChapter });
    if (previousChapter) expect((await passage(previousChapter)).statusCode).toBe(200);
    if (nextChapter) expect((await passage(nextChapter)).statusCode).toBe(200);
  });

  it.each([
    "John 99:1",
    "Hezekiah 1:1",
    "Rev 22:25",
    "3 John 1:15",
    "John 3:16 is a great verse",
    "🙏🙏🙏",
    "ﾖﾊﾈ 3:16",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
  ])("answers 404 with the dialog's message and a hint for %j", async (reference) => {
    const response = await passage(reference);
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body.message).toBe(BibleMessages.passageNotFound);
    expect(body.details.hint).toBe(BibleMessages.passageHint);
    expect(body.details.reason).toEqual(expect.any(String));
  });

  it("refuses a NUL in the reference with a 400, as every request does (decision 016)", async () => {
    const response = await passage("\u0000");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/NUL/);
  });

  it("says why a chapter or verse does not exist", async () => {
    expect((await passage("John 99:1")).json().details.reason).toMatch(/John has 21 chapters/);
    expect((await passage("Rev 22:25")).json().details.reason).toMatch(/Revelation 22 has 21 verses/);
  });

  it("refuses blank, over-long and malformed input with a 4xx, never a 5xx", async () => {
    const cases = [
      "/api/bible/passage/%20",
      `/api/bible/passage/${"x".repeat(10_000)}`,
      `/api/bible/passage/${encodeURIComponent("John 3:16; ".repeat(30))}`,
      `/api/bible/passage/${encodeURIComponent("€§©®™∞≠¿¡".repeat(1_000))}`,
      "/api/bible/passage/%E0%A4%A",
      "/api/bible/passage/%ZZ",
      "/api/bible/passage/",
    ];
    for (const url of cases) {
      const response = await get(url);
      expect(response.statusCode, url.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url.slice(0, 60)).toBeLessThan(500);
    }
    const blank = await get("/api/bible/passage/%20");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Enter a Bible reference/);
  });

  it("refuses a passage longer than 500 verses with a clear 400", async () => {
    const response = await passage("Genesis");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/1,533 verses; ask for at most 500/);
    expect((await passage("Psalm 119")).statusCode).toBe(200);
  });

  it("reads a reference of up to 200 characters", async () => {
    const reference = `John ${Array.from({ length: 40 }, (_, i) => `3:${i + 1}`).join("; ")}`.slice(0, 200);
    expect(reference.length).toBe(200);
    expect((await passage(reference)).statusCode).toBe(200);
  });
});

describe("GET /api/bible/search", () => {
  const search = (query: string, limit?: number) =>
    get(`/api/bible/search?q=${encodeURIComponent(query)}${limit === undefined ? "" : `&limit=${limit}`}`);

  it("ranks Psalm 23:1 first for 'the lord is my shepherd'", async () => {
    const response = await search("the lord is my shepherd");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.translation).toBe("KJV");
    expect(body.verses[0]).toEqual({ reference: "Psalm 23:1", text: "The LORD is my shepherd; I shall not want." });
  });

  it("finds 1 Corinthians 13:13 and Isaiah 62:6", async () => {
    const refs = async (query: string) =>
      (await search(query)).json().verses.map((v: { reference: string }) => v.reference);
    expect(await refs("faith hope charity")).toContain("1 Corinthians 13:13");
    expect(await refs("watchmen walls")).toContain("Isaiah 62:6");
  });

  it("needs every word, and a quoted phrase in order", async () => {
    const all = (await search("shepherd lamb", 100)).json().verses as Array<{ text: string }>;
    expect(all.length).toBeGreaterThan(0);
    for (const verse of all) expect(verse.text.toLowerCase()).toMatch(/shepherd[\s\S]*lamb|lamb[\s\S]*shepherd/);
    const phrase = (await search('"watch and pray"')).json().verses.map((v: { reference: string }) => v.reference);
    expect(phrase.sort()).toEqual(["Mark 13:33", "Matthew 26:41"]);
  });

  it("answers a reference typed into search with that passage's verses", async () => {
    expect((await search("John 3:16")).json().verses).toEqual([
      expect.objectContaining({ reference: "John 3:16", text: expect.stringMatching(/^For God so loved the world/) }),
    ]);
    const psalm = (await search("Ps 23")).json().verses;
    expect(psalm.map((v: { reference: string }) => v.reference)).toEqual(
      [1, 2, 3, 4, 5, 6].map((v) => `Psalm 23:${v}`),
    );
    expect((await search("Ps 119", 5)).json().verses).toHaveLength(5);
    // A book name alone is a word in a search box.
    const mark = (await search("mark")).json().verses as Array<{ text: string }>;
    expect(mark.every((v) => /\bmark/i.test(v.text))).toBe(true);
  });

  it("returns 20 by default and at most 100", async () => {
    expect((await search("love")).json().verses).toHaveLength(20);
    expect((await search("love", SEARCH_LIMIT_MAX)).json().verses).toHaveLength(100);
    expect((await search("love", SEARCH_LIMIT_MAX + 1)).statusCode).toBe(400);
    expect((await search("love", 0)).statusCode).toBe(400);
    expect((await search("love", 1)).json().verses).toHaveLength(1);
  });

  it("refuses a blank or over-long query with 400 and answers nothing found as an empty list", async () => {
    expect((await search("")).statusCode).toBe(400);
    expect((await search("   ")).statusCode).toBe(400);
    expect((await get("/api/bible/search")).statusCode).toBe(400);
    expect((await search("x".repeat(10_000))).statusCode).toBe(400);
    expect((await search("qwertyuiop")).json()).toEqual({ verses: [], translation: "KJV" });
    expect((await search("!!! 🙏")).json().verses).toEqual([]);
  });
});

describe("GET /api/bible/daily-verse", () => {
  it("is the same for everyone on a date, cached for a day", async () => {
    const alice = await registerUser(t.app);
    const first = await get("/api/bible/daily-verse?date=2026-11-21");
    const second = await get("/api/bible/daily-verse?date=2026-11-21", alice.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(second.json());
    expect(first.json()).toMatchObject({ date: "2026-11-21", reference: expect.any(String), text: expect.any(String) });
    expect(first.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("changes from one day to the next", async () => {
    const dates = ["2026-01-01", "2026-01-02", "2026-06-15", "2026-12-31", "2028-12-31"];
    const references = await Promise.all(
      dates.map(async (date) => (await get(`/api/bible/daily-verse?date=${date}`)).json().reference),
    );
    expect(new Set(references).size).toBe(dates.length);
  });

  it("defaults to today in UTC, cached until midnight UTC", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await get("/api/bible/daily-verse");
    expect(response.json().date).toBe(today);
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers["cache-control"]))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(86_400);
  });

  it("refuses a date that does not exist", async () => {
    for (const date of ["2026-02-29", "2026-13-01", "yesterday", "2026-1-1"]) {
      expect((await get(`/api/bible/daily-verse?date=${date}`)).statusCode, date).toBe(400);
    }
  });
});

describe("GET /api/bible/reading-plan", () => {
  it.each(READING_PLAN_TYPES)("answers the whole %s plan, cached for a day", async (type) => {
    const response = await get(`/api/bible/reading-plan?type=${type}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type, plan: readingPlan(type) });
    expect(response.json().plan.length).toBeGreaterThanOrEqual(365);
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("defaults to the canonical plan and refuses an unknown type", async () => {
    expect((await get("/api/bible/reading-plan")).json().type).toBe("canonical");
    expect((await get("/api/bible/reading-plan?type=random")).statusCode).toBe(400);
  });
});

describe("every reference the app shows resolves through the parser", () => {
  it("every daily verse", async () => {
    const failures: string[] = [];
    for (const reference of DAILY_VERSES) {
      const parsed = parseReference(reference);
      if (!parsed.ok) failures.push(`${reference}: ${parsed.reason}`);
      else if (canonicalReference(parsed.ranges) !== reference) {
        failures.push(`${reference} reads as "${canonicalReference(parsed.ranges)}"`);
      }
    }
    expect(failures).toEqual([]);
    expect(DAILY_VERSES.length).toBeGreaterThanOrEqual(366);
    await expect(resolveScripture(DAILY_VERSES[0]!)).resolves.toMatchObject({ text: expect.any(String) });
  });

  it.each(READING_PLAN_TYPES)("every day of the %s plan", (type) => {
    const failures: string[] = [];
    for (const [day, reading] of readingPlan(type).entries()) {
      for (const reference of readingReferences(reading)) {
        const parsed = parseReference(reference);
        if (!parsed.ok) failures.push(`day ${day + 1} "${reference}": ${parsed.reason}`);
        else if (verseCountOf(parsed.ranges) > 500) failures.push(`day ${day + 1} "${reference}": too long`);
      }
      // The whole day reads as one reference whose canonical form is the plan's own text, so the
      // passage dialog opened from the plan is titled exactly as the entry.
      const whole = parseReference(reading);
      if (!whole.ok) failures.push(`day ${day + 1} "${reading}": ${whole.reason}`);
      else if (canonicalReference(whole.ranges) !== reading) {
        failures.push(`day ${day + 1} "${reading}" reads as "${canonicalReference(whole.ranges)}"`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("resolveScripture", () => {
  it("gives the canonical reference and the plain text of every verse", async () => {
    await expect(resolveScripture("ps 23:1-2")).resolves.toEqual({
      reference: "Psalm 23:1-2",
      text: "The LORD is my shepherd; I shall not want. He maketh me to lie down in green pastures: he leadeth me beside the still waters.",
    });
  });

  it("throws a 404 for a reference that names no verses", async () => {
    await expect(resolveScripture("Hezekiah 1:1")).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("/api/bible/favorites", () => {
  const add = (cookie: string | undefined, reference: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/bible/favorites",
      headers: cookie ? { cookie } : {},
      payload: { reference } as object,
    });

  it("keeps a passage in canonical form, once", async () => {
    const { cookie } = await registerUser(t.app);
    const first = await add(cookie, "jn 3:16");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: expect.any(Number),
      reference: "John 3:16",
      createdAt: expect.any(String),
    });
    const again = await add(cookie, "John 3:16");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await add(cookie, "Psalm 23");
    const list = (await get("/api/bible/favorites", cookie)).json().favorites;
    expect(list.map((f: { reference: string }) => f.reference)).toEqual(["Psalm 23", "John 3:16"]);
  });

  it("refuses a reference that is not a passage", async () => {
    const { cookie } = await registerUser(t.app);
    for (const reference of ["Hezekiah 1:1", "John 99:1", "", "x".repeat(201), 42]) {
      expect((await add(cookie, reference)).statusCode, String(reference)).toBe(400);
    }
    expect((await add(cookie, "John 99:1")).json().message).toMatch(/John has 21 chapters/);
    expect((await add(cookie, "Genesis")).statusCode).toBe(400);
  });

  it("removes only the signed-in user's own favourite", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const { id } = (await add(alice.cookie, "Romans 8:28")).json();
    const remove = (cookie: string | undefined, favoriteId: number | string) =>
      t.app.inject({ method: "DELETE", url: `/api/bible/favorites/${favoriteId}`, headers: cookie ? { cookie } : {} });

    expect((await remove(bob.cookie, id)).statusCode).toBe(404);
    expect((await get("/api/bible/favorites", bob.cookie)).json().favorites).toEqual([]);
    expect((await get("/api/bible/favorites", alice.cookie)).json().favorites).toHaveLength(1);
    expect((await remove(alice.cookie, "abc")).statusCode).toBe(400);
    expect((await remove(alice.cookie, "99999999999")).statusCode).toBe(400);
    expect((await remove(alice.cookie, id)).statusCode).toBe(204);
    expect((await remove(alice.cookie, id)).statusCode).toBe(404);
    expect((await get("/api/bible/favorites", alice.cookie)).json().favorites).toEqual([]);
  });

  it("needs a signed-in user", async () => {
    expect((await get("/api/bible/favorites")).statusCode).toBe(401);
    expect((await add(undefined, "John 3:16")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/bible/favorites/1" })).statusCode).toBe(401);
  });
});

describe("/api/bible/plan-progress", () => {
  const put = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: "PUT",
      url: "/api/bible/plan-progress",
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  it("marks days read and unread, per plan and per user", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    expect((await get("/api/bible/plan-progress?type=canonical", alice.cookie)).json()).toEqual({
      type: "canonical",
      completedDays: [],
    });
    await put(alice.cookie, { type: "canonical", day: 3, completed: true });
    const marked = await put(alice.cookie, { type: "canonical", day: 1, completed: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ type: "canonical", completedDays: [1, 3] });
    expect((await put(alice.cookie, { type: "canonical", day: 3, completed: false })).json().completedDays).toEqual([
      1,
    ]);
    expect((await put(alice.cookie, { type: "canonical", day: 1, completed: true })).json().completedDays).toEqual([1]);

    expect((await get("/api/bible/plan-progress?type=devotional", alice.cookie)).json().completedDays).toEqual([]);
    expect((await get("/api/bible/plan-progress?type=canonical", bob.cookie)).json().completedDays).toEqual([]);
  });

  it("refuses a day beyond the plan, and bad input", async () => {
    const { cookie } = await registerUser(t.app);
    const days = readingPlan("canonical").length;
    expect((await put(cookie, { type: "canonical", day: days, completed: true })).statusCode).toBe(200);
    const beyond = await put(cookie, { type: "canonical", day: days + 1, completed: true });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toMatch(`has ${days} days`);
    for (const payload of [
      { type: "canonical", day: 0, completed: true },
      { type: "canonical", day: 1.5, completed: true },
      { type: "weekly", day: 1, completed: true },
      { type: "canonical", day: 1 },
      { type: "canonical", day: 1, completed: true, userId: 1 },
    ]) {
      expect((await put(cookie, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await get("/api/bible/plan-progress", cookie)).statusCode).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect((await get("/api/bible/plan-progress?type=canonical")).statusCode).toBe(401);
    expect((await put(undefined, { type: "canonical", day: 1, completed: true })).statusCode).toBe(401);
  });
});
