import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { normalizeKjvText } from "@common/scripture-reference";
import { BOOK_NAMES, type BookName } from "./books";

export type BibleBook = BookName & {
  index: number;
  /** verseCounts[c - 1] is the number of verses in chapter c. */
  verseCounts: number[];
  /** firstVerse[c - 1] is the Bible-wide index of chapter c's first verse. */
  firstVerse: number[];
};

/**
 * The whole KJV in flat arrays indexed by a verse's position in the Bible (0 = Genesis 1:1,
 * 31101 = Revelation 22:21): compact, and a passage is a contiguous index range.
 */
export type KjvBible = {
  books: readonly BibleBook[];
  byOsis: ReadonlyMap<string, BibleBook>;
  verseCount: number;
  /** The text as the package stores it: italic words in [brackets], "# " before a paragraph. */
  raw: readonly string[];
  /** Plain text: no brackets, no paragraph marks. */
  plain: readonly string[];
  verseBook: Uint8Array;
  verseChapter: Uint8Array;
  verseNumber: Uint8Array;
};

const VERSES_FILE = "kjv/json/verses-1769.json";
const KEY = /^(.+) (\d+):(\d+)$/;

let bible: KjvBible | null = null;

/** The KJV, read and indexed on first use (about 100 ms); later calls return the same object. */
export function kjv(): KjvBible {
  bible ??= loadKjv();
  return bible;
}

function loadKjv(): KjvBible {
  const file = createRequire(import.meta.url).resolve(VERSES_FILE);
  // Parsed here and dropped, rather than require()d, so the module cache does not keep a second copy.
  const verses = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  const keys = Object.keys(verses);
  const byKjvName = new Map(BOOK_NAMES.map((name, index) => [name.kjvName, index]));
  const books: BibleBook[] = BOOK_NAMES.map((name, index) => ({ ...name, index, verseCounts: [], firstVerse: [] }));

  const raw: string[] = new Array(keys.length);
  const plain: string[] = new Array(keys.length);
  const verseBook = new Uint8Array(keys.length);
  const verseChapter = new Uint8Array(keys.length);
  const verseNumber = new Uint8Array(keys.length);

  // The JSON lists the verses in canonical order; anything else would break index ranges, so check.
  let previousBook = -1;
  keys.forEach((key, position) => {
    const match = KEY.exec(key);
    const bookIndex = match ? byKjvName.get(match[1]!) : undefined;
    if (!match || bookIndex === undefined) throw new Error(`kjv: unexpected verse key "${key}"`);
    const chapter = Number(match[2]);
    const verse = Number(match[3]);
    const book = books[bookIndex]!;
    const counts = book.verseCounts;
    const startsChapter = verse === 1 && chapter === counts.length + 1;
    const continuesChapter = chapter === counts.length && verse === counts[chapter - 1]! + 1;
    if (bookIndex < previousBook || bookIndex > previousBook + 1 || !(startsChapter || continuesChapter)) {
      throw new Error(`kjv: verse "${key}" is out of order`);
    }
    previousBook = bookIndex;
    if (startsChapter) {
      counts.push(1);
      book.firstVerse.push(position);
    } else {
      counts[chapter - 1] = verse;
    }
    const text = verses[key]!;
    raw[position] = text;
    plain[position] = normalizeKjvText(text);
    verseBook[position] = bookIndex;
    verseChapter[position] = chapter;
    verseNumber[position] = verse;
  });
  if (books.some((book) => book.verseCounts.length === 0)) throw new Error("kjv: a book has no verses");

  return {
    books,
    byOsis: new Map(books.map((book) => [book.osis, book])),
    verseCount: keys.length,
    raw,
    plain,
    verseBook,
    verseChapter,
    verseNumber,
  };
}

/** The verse's text with the KJV's italic words as <i>…</i>, the only markup it ever has. */
export function verseMarkup(raw: string): string {
  return raw
    .replace(/#\s*/g, "")
    .replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"))
    .replace(/\[([^\]]*)\]/g, "<i>$1</i>")
    .replace(/\s+/g, " ")
    .trim();
}
