import type { PassageResponse, Verse } from "@common/bible";
import { ESV_COPYRIGHT } from "./esv";
import { type BibleBook, type KjvBible, kjv, verseMarkup } from "./kjv-text";
import { canonicalReference, type PassageRange, verseReference } from "./references";

/** A passage from the embedded KJV: one numbered string per range, italics as <i>. */
export function kjvPassage(ranges: readonly PassageRange[]): PassageResponse {
  const bible = kjv();
  const verses: Verse[] = [];
  const passages = ranges.map((range) => {
    const parts: string[] = [];
    for (let index = range.start; index <= range.end; index++) {
      const verse = kjvVerse(bible, index);
      verses.push(verse);
      const newChapter = verse.verse === 1 && index !== range.start;
      parts.push(`[${newChapter ? `${verse.chapter}:` : ""}${verse.verse}] ${verse.markup}`);
    }
    return parts.join(" ");
  });
  return {
    canonical: canonicalReference(ranges),
    passages,
    verses,
    translation: "KJV",
    copyright: null,
    ...chapterNavigation(bible, ranges),
  };
}

function kjvVerse(bible: KjvBible, index: number): Verse {
  const book = bible.books[bible.verseBook[index]!]!;
  return {
    reference: verseReference(bible, index),
    book: book.name,
    chapter: bible.verseChapter[index]!,
    verse: bible.verseNumber[index]!,
    text: bible.plain[index]!,
    markup: verseMarkup(bible.raw[index]!),
  };
}

/**
 * A passage as the ESV API returned it. Its `passages` carry "[n]" verse numbers, which also split
 * it into verses; the chapter of each comes from our own reading of the reference (a verse number
 * lower than the one before starts the next chapter).
 */
export function esvPassage(
  ranges: readonly PassageRange[],
  answer: { canonical: string; passages: string[] },
): PassageResponse {
  const bible = kjv();
  const verses: Verse[] = [];
  const passages = answer.passages.map((raw, position) => {
    const text = raw.replace(/\s+/g, " ").trim();
    const range = ranges[Math.min(position, ranges.length - 1)]!;
    let chapter = bible.verseChapter[range.start]!;
    let previousVerse = 0;
    for (const match of text.matchAll(/\[(\d+)\]\s*([^[]*)/g)) {
      const verse = Number(match[1]);
      if (verse < previousVerse) chapter++;
      previousVerse = verse;
      const plain = match[2]!.trim();
      verses.push({
        reference: `${range.book.chapterName} ${chapter}:${verse}`,
        book: range.book.name,
        chapter,
        verse,
        text: plain,
        markup: escapeHtml(plain),
      });
    }
    return escapeHtml(text);
  });
  return {
    canonical: answer.canonical,
    passages,
    verses,
    translation: "ESV",
    copyright: ESV_COPYRIGHT,
    ...chapterNavigation(bible, ranges),
  };
}

/** The first range's book and chapter, and the chapters either side of it within that book. */
function chapterNavigation(bible: KjvBible, ranges: readonly PassageRange[]) {
  const first = ranges[0]!;
  const chapter = bible.verseChapter[first.start]!;
  const lastChapter = bible.verseChapter[first.end]!;
  return {
    book: first.book.name,
    chapter,
    previousChapter: chapter > 1 ? chapterName(first.book, chapter - 1) : null,
    nextChapter: lastChapter < first.book.verseCounts.length ? chapterName(first.book, lastChapter + 1) : null,
  };
}

function chapterName(book: BibleBook, chapter: number): string {
  return `${book.chapterName} ${chapter}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));
}
