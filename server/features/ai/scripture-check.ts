import type { ScriptureSuggestion } from "@common/ai";
import { verseAt as bibleVerseAt, findScripture } from "../bible";

/**
 * The one gate every scripture passes before an AI answer leaves the server (decision 010): a
 * reference is re-read in the app's own Bible (the KJV) through the bible feature's one resolver,
 * and the text returned is that Bible's text, never text a model or a client supplied. Italic
 * markup is stripped; the words are the verse's exact words.
 */

/** A passage longer than this is not a suggestion or a prayer's quotation (whole chapters, books). */
export const PASSAGE_VERSES_MAX = 12;

/** "Psalm 91:1" and its exact plain text. */
export function verseAt(index: number): ScriptureSuggestion {
  const { reference, text } = bibleVerseAt(index);
  return { reference, text };
}

/** A reference with a chapter, of at most `maxVerses` verses, read in our Bible; null otherwise. */
function found(reference: string, maxVerses: number) {
  return findScripture(reference, { requireChapter: true, maxVerses });
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
  return found(reference, maxVerses)?.verses.map(verseAt) ?? null;
}

/**
 * A reference as one passage: its canonical form ("Psalm 91:1-2") and the exact text of its verses
 * joined by spaces. Null when it does not resolve or names more than `maxVerses` verses.
 */
export function resolvePassage(
  reference: string,
  { maxVerses = PASSAGE_VERSES_MAX }: { maxVerses?: number } = {},
): ScriptureSuggestion | null {
  const scripture = found(reference, maxVerses);
  return scripture && { reference: scripture.reference, text: scripture.text };
}

/** The Bible-wide indices of the verses a reference names; null as for resolveVerses. */
export function verseIndicesOf(reference: string, { maxVerses = PASSAGE_VERSES_MAX } = {}): number[] | null {
  const scripture = found(reference, maxVerses);
  return scripture && [...scripture.verses];
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
