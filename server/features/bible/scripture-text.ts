import { PASSAGE_VERSES_MAX } from "@common/bible";
import { kjv } from "./kjv-text";
import { canonicalReference, type PassageRange, parseReference, verseCountOf, verseReference } from "./references";
import { searchIndex } from "./search-index";

/**
 * The one resolver of a scripture reference to its text, for this feature's routes and for every
 * other feature (the daily word, the AI composer and the check of a language model's answers): the
 * reference is read by our parser and the words are always the embedded KJV's plain text.
 */

/** A reference read in our Bible: its canonical form, the plain text of its verses and their Bible-wide indices. */
export type FoundScripture = { reference: string; text: string; verses: readonly number[] };

export type ReferenceRanges =
  | { ok: true; ranges: readonly PassageRange[] }
  | { ok: false; reason: string; tooManyVerses?: number };

/**
 * The ranges a reference names, or why not: it names no verses of the Bible (`reason` from the
 * parser), or more than `maxVerses` (`tooManyVerses`). `requireChapter` refuses a bare book ("Job").
 */
export function referenceRanges(
  reference: string,
  { requireChapter = false, maxVerses = PASSAGE_VERSES_MAX }: { requireChapter?: boolean; maxVerses?: number } = {},
): ReferenceRanges {
  const parsed = parseReference(reference, { requireChapter });
  if (!parsed.ok) return parsed;
  const verses = verseCountOf(parsed.ranges);
  if (parsed.ranges.length === 0 || verses < 1) return { ok: false, reason: "The reference names no verses." };
  if (verses > maxVerses) return { ok: false, reason: "The passage is too long.", tooManyVerses: verses };
  return parsed;
}

/** The canonical reference and the plain text (verses joined by spaces) of ranges already read. */
export function scriptureOfRanges(ranges: readonly PassageRange[]): FoundScripture {
  const bible = kjv();
  const verses: number[] = [];
  for (const range of ranges) for (let index = range.start; index <= range.end; index++) verses.push(index);
  return { reference: canonicalReference(ranges), text: verses.map((index) => bible.plain[index]!).join(" "), verses };
}

/** A reference's canonical form, text and verses; null when it does not resolve or is longer than `maxVerses`. */
export function findScripture(
  reference: string,
  options: { requireChapter?: boolean; maxVerses?: number } = {},
): FoundScripture | null {
  const read = referenceRanges(reference, options);
  return read.ok ? scriptureOfRanges(read.ranges) : null;
}

/** Verse `index` (Bible-wide, 0 = Genesis 1:1): "Psalm 91:1", its plain KJV text and its book. */
export function verseAt(index: number): { reference: string; text: string; book: { index: number; osis: string } } {
  const bible = kjv();
  const book = bible.books[bible.verseBook[index]!]!;
  return {
    reference: verseReference(bible, index),
    text: bible.plain[index]!,
    book: { index: book.index, osis: book.osis },
  };
}

/** The indices of the verses a full-text search finds, best first (every word; "quoted phrases" in order). */
export function searchVerses(query: string, limit: number): number[] {
  return searchIndex().search(query, limit);
}
