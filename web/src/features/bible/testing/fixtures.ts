import type { PassageResponse, Verse } from "@common/bible";

/** A KJV passage as the server answers it: one chapter (or the given verses) with its neighbours. */
export function passageFixture(
  book: string,
  chapter: number,
  {
    verses = [
      "The LORD <i>is</i> my shepherd; I shall not want.",
      "He maketh me to lie down in green pastures: he leadeth me beside the still waters.",
    ],
    firstVerse = 1,
    lastChapter = 150,
    canonical = `${book} ${chapter}`,
  }: { verses?: string[]; firstVerse?: number; lastChapter?: number; canonical?: string } = {},
): PassageResponse {
  const verseList: Verse[] = verses.map((markup, index) => {
    const verse = firstVerse + index;
    return {
      reference: `${book} ${chapter}:${verse}`,
      book,
      chapter,
      verse,
      text: markup.replace(/<\/?i>/g, ""),
      markup,
    };
  });
  return {
    canonical,
    passages: [verseList.map((verse) => `[${verse.verse}] ${verse.markup}`).join(" ")],
    verses: verseList,
    translation: "KJV",
    copyright: null,
    book,
    chapter,
    previousChapter: chapter > 1 ? `${book} ${chapter - 1}` : null,
    nextChapter: chapter < lastChapter ? `${book} ${chapter + 1}` : null,
  };
}

/** "Psalm 23" → the fixture for it; unknown books give null. */
export function passageFor(reference: string): PassageResponse | null {
  const match = /^(.+?) (\d+)(?::(\d+))?$/.exec(reference);
  if (!match) return null;
  const [, book = "", chapterText = "1", verseText] = match;
  const lastChapter = { Psalm: 150, Genesis: 50, Revelation: 22, John: 21 }[book];
  if (lastChapter === undefined) return null;
  const chapter = Number(chapterText);
  if (verseText) {
    return passageFixture(book, chapter, {
      verses: ["For God so loved the world, that he gave his only begotten Son."],
      firstVerse: Number(verseText),
      lastChapter,
      canonical: reference,
    });
  }
  return passageFixture(book, chapter, { lastChapter });
}

export const canonicalPlan = Array.from({ length: 365 }, (_, index) => `Genesis ${index * 3 + 1}-${index * 3 + 3}`);
