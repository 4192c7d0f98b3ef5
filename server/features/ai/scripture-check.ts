import type { ScriptureSuggestion } from "@common/ai";
import { kjv } from "../bible/kjv-text";
import {
  canonicalReference,
  type PassageRange,
  parseReference,
  verseCountOf,
  verseReference,
} from "../bible/references";

/**
 * The one gate every scripture passes before an AI answer leaves the server (decision 010): a
 * reference is re-read in the app's own Bible (the KJV) and the text returned is that Bible's text,
 * never text a model or a client supplied. Italic markup is stripped; the words are the verse's
 * exact words.
 */

/** A passage longer than this is not a suggestion or a prayer's quotation (whole chapters, books). */
export const PASSAGE_VERSES_MAX = 12;

/** The plain text of verse `index` (Bible-wide): the KJV's words, without italic brackets or markup. */
export function verseText(index: number): string {
  return kjv().plain[index]!;
}

/** "Psalm 91:1" and its exact plain text. */
export function verseAt(index: number): ScriptureSuggestion {
  return { reference: verseReference(kjv(), index), text: verseText(index) };
}

function rangesOf(reference: string, maxVerses: number): readonly PassageRange[] | null {
  const parsed = parseReference(reference, { requireChapter: true });
  if (!parsed.ok || parsed.ranges.length === 0) return null;
  const count = verseCountOf(parsed.ranges);
  if (count < 1 || count > maxVerses) return null;
  return parsed.ranges;
}

/**
 * Each verse a reference names, one entry per verse ("Psalm 91:1-2" → Psalm 91:1, Psalm 91:2),
 * with that verse's exact text. Null when the reference does not resolve in our Bible, or names
 * more than `maxVerses` verses.
 */
export function resolveVerses(
  reference: string,
  { maxVerses = PASSAGE_VERSES_MAX }: { maxVerses?: number } = {},
): ScriptureSuggestion[] | null {
  const ranges = rangesOf(reference, maxVerses);
  if (!ranges) return null;
  const verses: ScriptureSuggestion[] = [];
  for (const range of ranges) for (let index = range.start; index <= range.end; index++) verses.push(verseAt(index));
  return verses;
}

/**
 * A reference as one passage: its canonical form ("Psalm 91:1-2") and the exact text of its verses
 * joined by spaces. Null when it does not resolve or names more than `maxVerses` verses.
 */
export function resolvePassage(
  reference: string,
  { maxVerses = PASSAGE_VERSES_MAX }: { maxVerses?: number } = {},
): ScriptureSuggestion | null {
  const ranges = rangesOf(reference, maxVerses);
  if (!ranges) return null;
  const texts: string[] = [];
  for (const range of ranges) for (let index = range.start; index <= range.end; index++) texts.push(verseText(index));
  return { reference: canonicalReference(ranges), text: texts.join(" ") };
}

/** The Bible-wide indices of the verses a reference names; null as for resolveVerses. */
export function verseIndicesOf(reference: string, { maxVerses = PASSAGE_VERSES_MAX } = {}): number[] | null {
  const ranges = rangesOf(reference, maxVerses);
  if (!ranges) return null;
  const indices: number[] = [];
  for (const range of ranges) for (let index = range.start; index <= range.end; index++) indices.push(index);
  return indices;
}

/** Where the reference ends in a strategy entry: `Psalm 91:1 - He that…`, `John 3:16 "For God…"`, `Ps 23:1: The LORD…`. */
const ENTRY_SEPARATORS = [
  /\s+[-–—]\s+/,
  /\s*[-–—]\s*["“'‘]/,
  /\s*["“‘]/,
  /(?<=\d)\s*[:–—-]\s+(?=\D)/,
  /\s*\(/,
  /\s*\n/,
];

/**
 * A strategy's scripture entry, resolved: a bare reference ("Psalm 91:1-2"), "reference - text" or
 * `reference "text"`. Only the reference is read; the text returned is always our Bible's.
 */
export function resolveScriptureEntry(entry: string, options: { maxVerses?: number } = {}): ScriptureSuggestion | null {
  const trimmed = entry.trim();
  if (trimmed === "") return null;
  const whole = resolvePassage(trimmed, options);
  if (whole) return whole;
  for (const separator of ENTRY_SEPARATORS) {
    const match = separator.exec(trimmed);
    if (!match || match.index === 0) continue;
    const passage = resolvePassage(
      trimmed.slice(0, match.index).replace(/\s*\((?:kjv|nkjv|esv|niv)\)\s*$/i, ""),
      options,
    );
    if (passage) return passage;
  }
  // A leading reference followed by anything ("John 3:16 For God so loved…").
  const leading =
    /^((?:[1-3]\s*)?[A-Za-z][A-Za-z. ]{1,30}?\s*\d{1,3}(?::\d{1,3}(?:\s*[-–]\s*\d{1,3}(?::\d{1,3})?)?)?)/.exec(trimmed);
  return leading ? resolvePassage(leading[1]!, options) : null;
}

/** Words of a text for comparing quotations: lower case, letters and digits only. */
function comparable(text: string): string {
  return text
    .replace(/<\/?i>/g, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * A scripture someone else produced (a language model), checked: null when the reference does not
 * resolve; otherwise our reference and our text, and whether the given text matched ours
 * (ignoring case, punctuation and italic markup). Callers return `scripture`, never the given text.
 */
export function checkScripture(
  given: { reference: string; text?: string | null },
  options: { maxVerses?: number } = {},
): { scripture: ScriptureSuggestion; textMatched: boolean } | null {
  const scripture = resolvePassage(given.reference, options) ?? resolveScriptureEntry(given.reference, options);
  if (!scripture) return null;
  const textMatched = given.text != null && comparable(given.text) === comparable(scripture.text);
  return { scripture, textMatched };
}

/** Removes the KJV's italic markup (`<i>…</i>`) and brackets from a verse text: its plain words. */
export function stripVerseMarkup(text: string): string {
  return text
    .replace(/<\/?i>/g, "")
    .replace(/[[\]#]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
