import { REFERENCE_MAX } from "@common/bible";
import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as english from "bible-passage-reference-parser/esm/lang/en.js";
import { type BibleBook, type KjvBible, kjv } from "./kjv-text";

/** Verses `start`..`end` (Bible-wide indices, inclusive) of one book. */
export type PassageRange = { readonly book: BibleBook; readonly start: number; readonly end: number };

/** Shared by every caller that asks for the same reference (see the cache below), so read-only. */
export type ParsedReference = { ok: true; ranges: readonly PassageRange[] } | { ok: false; reason: string };

type Point = { b: string; c?: number; v?: number };
type Entity = {
  osis: string;
  indices: [number, number];
  start: Point;
  end: Point;
  entities?: Array<{ valid?: { valid: boolean; messages: Record<string, unknown> } }>;
};

let parser: bcv_parser | null = null;
function referenceParser(): bcv_parser {
  if (parser) return parser;
  parser = new bcv_parser(english);
  parser.set_options({
    versification_system: "kjv",
    osis_compaction_strategy: "bcv",
    sequence_combination_strategy: "separate",
    consecutive_combination_strategy: "separate",
    // Keep the invalid parts ("John 99") so they can be reported instead of silently dropped.
    invalid_passage_strategy: "include",
    invalid_sequence_strategy: "include",
    book_alone_strategy: "full",
    captive_end_digits_strategy: "include",
    passage_existence_strategy: "bcv",
    non_latin_digits_strategy: "replace",
    warn_level: "none",
  });
  return parser;
}

/** What may sit between the references of a list ("Matthew 5:3-12; 6:9-13", "John 3:16 and 18"). */
const SEPARATORS = /^(?:[\s;,.:()[\]&\-–—]|\band\b)*$/i;

/**
 * Reads what a person typed ("Jn 3:16", "ps 23:1-4", "Matthew 5:3-12; 6:9-13") into verse ranges,
 * clamped to the KJV's real chapters and verses. The whole input must be references: "John 3:16 is
 * great" is not one. `requireChapter` refuses a bare book name ("Mark", "Job"), which in a search
 * box is more likely a word than a request for the whole book.
 */
export function parseReference(input: string, { requireChapter = false } = {}): ParsedReference {
  const text = cleanInput(input);
  if (text === "") return { ok: false, reason: "Enter a Bible reference, e.g. John 3:16." };
  if (text.length > REFERENCE_MAX) return { ok: false, reason: `A reference has at most ${REFERENCE_MAX} characters.` };
  if (requireChapter && !/\d/.test(text)) return { ok: false, reason: "A reference needs a chapter, e.g. Psalm 23." };

  const key = `${requireChapter ? "c" : "-"}${text}`;
  const cached = parsedCache.get(key);
  if (cached) {
    parsedCache.delete(key);
    parsedCache.set(key, cached);
    return cached;
  }
  const parsed = parseCleanReference(text);
  parsedCache.set(key, parsed);
  if (parsedCache.size > PARSED_CACHE_SIZE) parsedCache.delete(parsedCache.keys().next().value!);
  return parsed;
}

/**
 * The parser tries every book's patterns on every input (about 1 ms for "John 3:16"), and the same
 * references come again and again (quick references, daily verses, reading plans): keep the last few
 * thousand answers, least recently used dropped first.
 */
const PARSED_CACHE_SIZE = 5_000;
const parsedCache = new Map<string, ParsedReference>();

function parseCleanReference(text: string): ParsedReference {
  const bible = kjv();
  const entities = referenceParser().parse(text).parsed_entities() as Entity[];
  const unrecognised = { ok: false as const, reason: `"${text}" is not a Bible reference we recognise.` };
  if (entities.length === 0) return unrecognised;

  let rest = text;
  for (const entity of entities) {
    const [from, to] = entity.indices;
    rest = rest.slice(0, from) + " ".repeat(Math.max(0, to - from)) + rest.slice(to);
  }
  if (!SEPARATORS.test(rest)) return unrecognised;

  const ranges: PassageRange[] = [];
  for (const entity of entities) {
    const part = text.slice(entity.indices[0], entity.indices[1]).trim();
    const start = entity.osis ? pointIndex(bible, entity.start) : null;
    const end = entity.osis ? pointIndex(bible, entity.end) : null;
    if (start === null || end === null || end < start) return { ok: false, reason: invalidReason(bible, entity, part) };
    ranges.push(...splitByBook(bible, start, end));
  }
  return { ok: true, ranges: Object.freeze(mergeAdjacent(ranges).map((range) => Object.freeze(range))) };
}

function cleanInput(input: string): string {
  return (
    input
      .normalize("NFKC")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

function pointIndex(bible: KjvBible, point: Point): number | null {
  const book = bible.byOsis.get(point.b);
  if (!book || point.c === undefined || point.v === undefined) return null;
  const count = book.verseCounts[point.c - 1];
  if (count === undefined || point.v < 1) return null;
  return book.firstVerse[point.c - 1]! + Math.min(point.v, count) - 1;
}

function invalidReason(bible: KjvBible, entity: Entity, part: string): string {
  const messages = entity.entities?.find((e) => e.valid && !e.valid.valid)?.valid?.messages ?? {};
  const book = bible.byOsis.get(entity.start.b);
  const chapters = messages.start_chapter_not_exist ?? messages.end_chapter_not_exist;
  const verses = messages.start_verse_not_exist ?? messages.end_verse_not_exist;
  if (book && typeof chapters === "number") {
    return `${book.name} has ${chapters} chapter${chapters === 1 ? "" : "s"}; "${part}" is not one of them.`;
  }
  if (book && typeof verses === "number" && entity.start.c !== undefined) {
    return `${book.chapterName} ${entity.start.c} has ${verses} verses; "${part}" is not in it.`;
  }
  if (Object.keys(messages).some((key) => key.endsWith("_is_zero"))) {
    return `Chapters and verses start at 1; "${part}" is not a passage.`;
  }
  return `"${part}" is not a passage in the Bible.`;
}

/** A range that runs across books ("Genesis 50:26-Exodus 1:3") becomes one range per book. */
function splitByBook(bible: KjvBible, start: number, end: number): PassageRange[] {
  const ranges: PassageRange[] = [];
  let from = start;
  while (from <= end) {
    const book = bible.books[bible.verseBook[from]!]!;
    const lastOfBook = book.firstVerse.at(-1)! + book.verseCounts.at(-1)! - 1;
    const to = Math.min(end, lastOfBook);
    ranges.push({ book, start: from, end: to });
    from = to + 1;
  }
  return ranges;
}

/** "John 3:16, 17" is one passage, John 3:16-17. */
function mergeAdjacent(ranges: PassageRange[]): PassageRange[] {
  const merged: PassageRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && last.book === range.book && range.start === last.end + 1)
      merged[merged.length - 1] = { ...last, end: range.end };
    else merged.push(range);
  }
  return merged;
}

export function verseCountOf(ranges: readonly PassageRange[]): number {
  return ranges.reduce((sum, range) => sum + range.end - range.start + 1, 0);
}

/** "Psalm 23:1" for one verse. */
export function verseReference(bible: KjvBible, index: number): string {
  const book = bible.books[bible.verseBook[index]!]!;
  return `${book.chapterName} ${bible.verseChapter[index]}:${bible.verseNumber[index]}`;
}

/**
 * The canonical form of a list of ranges, in the style of the ESV API's `canonical`:
 * "John 3:16", "Psalm 23", "Psalms 1-2", "Genesis 1:30-2:5", "Matthew 5:3-12; 6:9-13", "Isaiah 62:6-7, 10",
 * "Psalm 11; Psalm 59".
 * Every canonical form parses back to the same ranges.
 */
export function canonicalReference(ranges: readonly PassageRange[]): string {
  const bible = kjv();
  let text = "";
  type Previous = { book: BibleBook; chapter: number; versesOfOneChapter: boolean };
  let previous = null as Previous | null;
  for (const { book, start, end } of ranges) {
    const startChapter = bible.verseChapter[start]!;
    const startVerse = bible.verseNumber[start]!;
    const endChapter = bible.verseChapter[end]!;
    const endVerse = bible.verseNumber[end]!;
    const oneChapter = startChapter === endChapter;
    const wholeChapters = startVerse === 1 && endVerse === book.verseCounts[endChapter - 1];

    let part: string;
    if (wholeChapters) part = oneChapter ? `${startChapter}` : `${startChapter}-${endChapter}`;
    else if (!oneChapter) part = `${startChapter}:${startVerse}-${endChapter}:${endVerse}`;
    else part = `${startChapter}:${startVerse}${endVerse !== startVerse ? `-${endVerse}` : ""}`;

    const named = `${oneChapter ? book.chapterName : book.name} ${part}`;
    if (previous?.book !== book) {
      text += `${text ? "; " : ""}${named}`;
    } else if (oneChapter && !wholeChapters && previous.versesOfOneChapter && previous.chapter === startChapter) {
      text += `, ${part.slice(part.indexOf(":") + 1)}`;
    } else {
      // "Matthew 5:3-12; 6:9-13", but "Psalm 11; Psalm 59": a bare "59" would read as a verse.
      text += `; ${wholeChapters ? named : part}`;
    }
    previous = { book, chapter: endChapter, versesOfOneChapter: oneChapter && !wholeChapters };
  }
  return text;
}
