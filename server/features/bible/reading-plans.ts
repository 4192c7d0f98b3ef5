import type { ReadingPlanType } from "@common/bible";
import {
  BIBLE_BOOKS,
  type BibleBook,
  chapterRangeReference,
  chapterReference,
  findBibleBook,
  verseCount,
  verseRangeReference,
} from "@common/bible-books";
import { z } from "zod";
import readingPlansJson from "../../../content/reading-plans.json";
import { parseContent } from "../../content";

const ReadingPlansContentSchema = z.strictObject({
  /** The chronological order in sections ("Moses and the Law"), each a list of "Book chapters". */
  chronological: z.array(z.strictObject({ section: z.string().min(1), readings: z.array(z.string().min(1)).min(1) })),
  /** The New Testament's books in the order the devotional plan reads them. */
  devotionalNewTestament: z.array(z.string().min(1)),
});
const content = parseContent("reading-plans.json", ReadingPlansContentSchema, readingPlansJson);

/**
 * The three year-long reading plans of the Bible page (GET /api/bible/reading-plan). `plan[i]` is day
 * i + 1: one or more references joined by "; ", e.g. "Genesis 1-3", "Genesis 50; Exodus 1-2" or
 * "Matthew 5:1-24; Psalm 5; Proverbs 5". Every plan is complete, not a sample, and computed once.
 *
 * - canonical: all 1,189 chapters from Genesis to Revelation, in order.
 * - chronological: all 1,189 chapters in the order of {@link CHRONOLOGICAL_ORDER}.
 * - devotional: every day a portion of the New Testament (Gospels woven with the letters, read
 *   through once), a portion of Psalms (read through twice, long psalms in parts) and a chapter of
 *   Proverbs (read through about monthly).
 *
 * Days are balanced by verse count: the chapters are split into days so that every day is as close as
 * possible to the average (least squares), preferring to start a day at a new book or section.
 */

export const READING_PLAN_LENGTH = 365;
export const READING_SEPARATOR = "; ";

/** The references of one day's reading: "Genesis 50; Exodus 1-2" → ["Genesis 50", "Exodus 1-2"]. */
export function readingReferences(reading: string): string[] {
  return reading.split(READING_SEPARATOR);
}

/**
 * The chronological order: Creation to Babel, Job (set in the patriarchs' time), Abraham to Joseph,
 * the Law; Psalms 90-91 (Moses) after Deuteronomy; Joshua, Judges, Ruth; 1 Samuel with the psalms of
 * David's flight beside the events they recall; 2 Samuel with the genealogies of 1 Chronicles and its
 * parallel chapters, and the psalms of David's reign; Solomon's accession with Psalms 72 and 119, Song
 * of Solomon and Proverbs, the temple (1 Kings, 2 Chronicles), Ecclesiastes at the end of his reign;
 * the divided kingdom (1 Kings, 2 Kings and 2 Chronicles side by side) with the prophets in the reigns
 * they served: Obadiah with Jehoram; Jonah, Isaiah, Amos, Micah and Hosea with Jeroboam II and
 * Uzziah to Hezekiah (Psalms 46, 48, 76, 80 and 135 beside Sennacherib's invasion); Nahum with
 * Manasseh; Zephaniah and Jeremiah with Josiah to Zedekiah; Habakkuk before the fall; then the exile:
 * Jeremiah's last chapters, Lamentations, Ezekiel, Joel, Daniel; the return: Ezra 1-6 with Psalm 137,
 * Haggai, Zechariah, Esther, Ezra 7-10, Nehemiah with Psalm 126, Malachi.
 *
 * The New Testament: the Gospels as a harmony at the level of chapters (Luke 1, John 1, Matthew 1,
 * Luke 2, … the Passion week in all four, the resurrection in all four); Acts 1-14, James, Acts 15,
 * Galatians, Acts 16-18, 1-2 Thessalonians, Acts 19, 1 Corinthians, Acts 20, 2 Corinthians, Romans,
 * Acts 21-28; the prison letters (Colossians, Philemon, Ephesians, Philippians); the pastorals
 * (1 Timothy, Titus, 2 Timothy); Hebrews, 1-2 Peter, Jude, 1-3 John and Revelation.
 *
 * Each entry is "Book chapters" with chapters and ranges separated by commas; the list is
 * content/reading-plans.json, in sections.
 */
export const CHRONOLOGICAL_ORDER: readonly string[] = content.chronological.flatMap((section) => section.readings);

/**
 * The order of the New Testament in the devotional plan: each Gospel followed by letters (Luke by
 * Acts), ending with Revelation. Every book of the New Testament, once.
 */
export const DEVOTIONAL_NEW_TESTAMENT: readonly string[] = content.devotionalNewTestament;

/** Days over which Psalms is read the first and the second time in the devotional plan (183 + 182). */
const PSALMS_FIRST_PASS = Math.ceil(READING_PLAN_LENGTH / 2);
/** New Testament chapters of more verses than this are read in parts of about equal length. */
const NEW_TESTAMENT_PART = 30;
/** Psalms of more verses than this are read in parts of about equal length. */
const PSALM_PART = 22;
/** Psalm 119's 22 stanzas of eight verses, two at a time. */
const PSALM_119_PARTS = 11;
/** Cost of one more reference in a day, in squared verses: a day may rather start at a new book. */
const REFERENCE_COST = 150;

/** A whole chapter or verses first..last of it. */
interface Portion {
  book: BibleBook;
  chapter: number;
  first: number;
  last: number;
}

function bookNamed(name: string): BibleBook {
  const found = findBibleBook(name);
  if (!found) throw new Error(`Unknown book in a reading plan: ${name}`);
  return found;
}

function wholeChapter(book: BibleBook, chapter: number): Portion {
  return { book, chapter, first: 1, last: verseCount(book, chapter) };
}

function isWhole(p: Portion): boolean {
  return p.first === 1 && p.last === verseCount(p.book, p.chapter);
}

function size(p: Portion): number {
  return p.last - p.first + 1;
}

/** Every chapter of `book`, each cut into `parts(verses, chapter)` pieces of about equal length. */
function bookPortions(book: BibleBook, parts: (verses: number, chapter: number) => number = () => 1): Portion[] {
  const portions: Portion[] = [];
  for (let chapter = 1; chapter <= book.chapters; chapter++) {
    const verses = verseCount(book, chapter);
    const count = Math.max(1, Math.min(verses, parts(verses, chapter)));
    let first = 1;
    for (let part = 0; part < count; part++) {
      const length = Math.floor(verses / count) + (part < verses % count ? 1 : 0);
      portions.push({ book, chapter, first, last: first + length - 1 });
      first += length;
    }
  }
  return portions;
}

/** "Psalms 121, 123-125" → the whole chapters it lists, in order. */
function segmentPortions(segment: string): Portion[] {
  const match = /^(.+?) (\d[\d\s,-]*)$/.exec(segment);
  if (!match) throw new Error(`Malformed reading-plan segment: ${segment}`);
  const [, name = "", list = ""] = match;
  const book = bookNamed(name);
  const portions: Portion[] = [];
  for (const item of list.split(",")) {
    const [from, to = from] = item.trim().split("-").map(Number);
    if (from === undefined || to === undefined) throw new Error(`Malformed reading-plan segment: ${segment}`);
    for (let chapter = from; chapter <= to; chapter++) {
      if (chapter < 1 || chapter > book.chapters) throw new Error(`${book.name} has no chapter ${chapter}`);
      portions.push(wholeChapter(book, chapter));
    }
  }
  return portions;
}

/** Does `next` carry straight on from `p` as the next whole chapter of the same book? */
function continues(p: Portion, next: Portion): boolean {
  return p.book === next.book && next.chapter === p.chapter + 1 && isWhole(p) && isWhole(next);
}

/**
 * Splits `portions`, in order, into exactly `days` non-empty days with verse counts as even as
 * possible (dynamic programming over the sum of squared differences from the mean, plus a small cost
 * per reference). A day is either whole chapters or parts of one chapter, never a mixture.
 */
function divide(portions: readonly Portion[], days: number): Portion[][] {
  const n = portions.length;
  if (n < days) throw new Error(`Cannot divide ${n} portions into ${days} days`);
  const sizes = portions.map(size);
  const whole = portions.map(isWhole);
  // joins[i]: may portions i and i + 1 share a day? links[i]: do they make one reference there?
  const joins = portions.map((p, i) => {
    const next = portions[i + 1];
    if (!next) return false;
    return whole[i] ? whole[i + 1] === true : next.book === p.book && next.chapter === p.chapter;
  });
  const links = portions.map((p, i) => {
    const next = portions[i + 1];
    return next !== undefined && (whole[i] ? continues(p, next) : joins[i] === true);
  });
  const mean = sizes.reduce((sum, verses) => sum + verses, 0) / days;
  const maxLoad = 3 * mean;
  const width = n + 1;
  const best = new Float64Array((days + 1) * width).fill(Number.POSITIVE_INFINITY);
  const from = new Int32Array((days + 1) * width).fill(-1);
  best[0] = 0;
  for (let day = 1; day <= days; day++) {
    const previous = (day - 1) * width;
    for (let end = day; end <= n - (days - day); end++) {
      let load = 0;
      let references = 0;
      let lowest = Number.POSITIVE_INFINITY;
      let start = -1;
      for (let begin = end - 1; begin >= day - 1; begin--) {
        if (begin < end - 1 && !joins[begin]) break;
        if (begin === end - 1 || !links[begin]) references++;
        load += sizes[begin]!;
        if (load > maxLoad && begin < end - 1) break;
        const cost = best[previous + begin]! + (load - mean) ** 2 + REFERENCE_COST * (references - 1);
        if (cost < lowest) {
          lowest = cost;
          start = begin;
        }
      }
      best[day * width + end] = lowest;
      from[day * width + end] = start;
    }
  }
  const result: Portion[][] = [];
  let end = n;
  for (let day = days; day >= 1; day--) {
    const start = from[day * width + end]!;
    if (start < 0) throw new Error("Reading plan could not be divided");
    result.push(portions.slice(start, end));
    end = start;
  }
  return result.reverse();
}

/** One day's portions as compact references: "Genesis 50; Exodus 1-2", "Psalm 119:1-16". */
function format(portions: readonly Portion[]): string {
  const references: string[] = [];
  let i = 0;
  while (i < portions.length) {
    const p = portions[i]!;
    let j = i;
    if (isWhole(p)) {
      while (j + 1 < portions.length && continues(portions[j]!, portions[j + 1]!)) j++;
      references.push(chapterRangeReference(p.book, p.chapter, portions[j]!.chapter));
    } else {
      while (j + 1 < portions.length) {
        const next = portions[j + 1]!;
        if (next.book !== p.book || next.chapter !== p.chapter || next.first !== portions[j]!.last + 1) break;
        j++;
      }
      references.push(verseRangeReference(p.book, p.chapter, p.first, portions[j]!.last));
    }
    i = j + 1;
  }
  return references.join(READING_SEPARATOR);
}

function canonicalPlan(): string[] {
  const portions = BIBLE_BOOKS.flatMap((book) => bookPortions(book));
  return divide(portions, READING_PLAN_LENGTH).map(format);
}

function chronologicalPlan(): string[] {
  const portions = CHRONOLOGICAL_ORDER.flatMap(segmentPortions);
  return divide(portions, READING_PLAN_LENGTH).map(format);
}

function devotionalPlan(): string[] {
  const newTestament = divide(
    DEVOTIONAL_NEW_TESTAMENT.flatMap((name) =>
      bookPortions(bookNamed(name), (verses) => Math.ceil(verses / NEW_TESTAMENT_PART)),
    ),
    READING_PLAN_LENGTH,
  );
  const psalms = bookPortions(bookNamed("Psalms"), (verses, chapter) =>
    chapter === 119 ? PSALM_119_PARTS : Math.ceil(verses / PSALM_PART),
  );
  const psalmDays = [...divide(psalms, PSALMS_FIRST_PASS), ...divide(psalms, READING_PLAN_LENGTH - PSALMS_FIRST_PASS)];
  const proverbs = bookNamed("Proverbs");
  return newTestament.map((portions, day) =>
    [format(portions), format(psalmDays[day]!), chapterReference(proverbs, (day % proverbs.chapters) + 1)].join(
      READING_SEPARATOR,
    ),
  );
}

const BUILDERS: Record<ReadingPlanType, () => string[]> = {
  canonical: canonicalPlan,
  chronological: chronologicalPlan,
  devotional: devotionalPlan,
};
const plans = new Map<ReadingPlanType, readonly string[]>();

/** The whole plan, READING_PLAN_LENGTH days; built on first use and kept. Returns a fresh copy. */
export function readingPlan(type: ReadingPlanType): string[] {
  let plan = plans.get(type);
  if (!plan) {
    plan = Object.freeze(BUILDERS[type]());
    plans.set(type, plan);
  }
  return [...plan];
}
