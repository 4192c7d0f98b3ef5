import { describe, expect, it } from "vitest";
import { kjv } from "./kjv-text";
import { canonicalReference, parseReference, verseCountOf, verseReference } from "./references";

function read(input: string) {
  const parsed = parseReference(input);
  if (!parsed.ok) throw new Error(`${input}: ${parsed.reason}`);
  const bible = kjv();
  return {
    canonical: canonicalReference(parsed.ranges),
    verses: verseCountOf(parsed.ranges),
    first: verseReference(bible, parsed.ranges[0]!.start),
    last: verseReference(bible, parsed.ranges.at(-1)!.end),
    ranges: parsed.ranges.length,
  };
}

describe("parseReference", () => {
  it.each([
    ["John 3:16", "John 3:16", 1],
    ["Jn 3:16", "John 3:16", 1],
    ["jn3:16", "John 3:16", 1],
    ["JOHN 3:16", "John 3:16", 1],
    ["Psalm 23", "Psalm 23", 6],
    ["psalms 23", "Psalm 23", 6],
    ["Ps 23:1-4", "Psalm 23:1-4", 4],
    ["Ps 23:1–4", "Psalm 23:1-4", 4],
    ["1 Cor 13", "1 Corinthians 13", 13],
    ["1cor 13:4-7", "1 Corinthians 13:4-7", 4],
    ["Romans 8:28-39", "Romans 8:28-39", 12],
    ["Matthew 5:3-12; 6:9-13", "Matthew 5:3-12; 6:9-13", 15],
    ["matt 5:3-12, 6:9-13", "Matthew 5:3-12; 6:9-13", 15],
    ["Song of Solomon 2:1", "Song of Solomon 2:1", 1],
    ["Song of Songs 2", "Song of Solomon 2", 17],
    ["Genesis 1-3", "Genesis 1-3", 31 + 25 + 24],
    ["Psalms 23-24", "Psalms 23-24", 16],
    ["Genesis 1:30-2:5", "Genesis 1:30-2:5", 7],
    ["Genesis 50:26-Exodus 1:3", "Genesis 50:26; Exodus 1:1-3", 4],
    ["Isaiah 62:6-7, 10", "Isaiah 62:6-7, 10", 3],
    ["Psalm 11; Psalm 59; 1 Samuel 21", "Psalm 11; Psalm 59; 1 Samuel 21", 7 + 17 + 15],
    ["Ps 11; 59", "Psalm 11; Psalm 59", 7 + 17],
    ["Psalm 121; Psalms 123-125", "Psalm 121; Psalms 123-125", 8 + 4 + 8 + 5],
    ["John 3:16, 17", "John 3:16-17", 2],
    ["Jude 3", "Jude 1:3", 1],
    ["Jude", "Jude 1", 25],
    ["Philemon 1:4-7", "Philemon 1:4-7", 4],
    ["Revelation 22:21", "Revelation 22:21", 1],
    ["3 John 1:14", "3 John 1:14", 1],
    ["１ Cor 13:13", "1 Corinthians 13:13", 1],
    ["  John\t3:16  ", "John 3:16", 1],
  ])("%s → %s", (input, canonical, verses) => {
    const result = read(input);
    expect(result.canonical).toBe(canonical);
    expect(result.verses).toBe(verses);
  });

  it("clamps a range that runs past the end of a chapter to its real verses", () => {
    expect(read("John 3:16-99")).toMatchObject({ canonical: "John 3:16-36", verses: 21, last: "John 3:36" });
    expect(read("Ps 117:1-10")).toMatchObject({ canonical: "Psalm 117", verses: 2 });
  });

  it("uses the singular for one psalm and the plural for the book", () => {
    expect(read("Ps 23:1").first).toBe("Psalm 23:1");
    expect(read("Psalms 1-2").canonical).toBe("Psalms 1-2");
  });

  it("reads every canonical form back to the same passage", () => {
    for (const input of [
      "Matthew 5:3-12; 6:9-13",
      "Genesis 1:30-2:5",
      "Isaiah 62:6-7, 10",
      "Psalms 23-24",
      "Jude 1:3",
    ]) {
      const once = read(input);
      expect(read(once.canonical)).toEqual(once);
    }
  });

  it.each([
    ["John 99:1", /John has 21 chapters/],
    ["Rev 22:25", /Revelation 22 has 21 verses/],
    ["3 John 1:15", /3 John 1 has 14 verses/],
    ["Ps 23:0", /start at 1/],
    ["Hezekiah 1:1", /not a Bible reference/],
    ["John 3:16 is a great verse", /not a Bible reference/],
    ["the lord is my shepherd", /not a Bible reference/],
    ["", /Enter a Bible reference/],
    ["   ", /Enter a Bible reference/],
    ["x".repeat(10_000), /at most 200 characters/],
    ["🙏🙏🙏", /not a Bible reference/],
    ["\u0000John 3:16\u202e", undefined],
    ["ﾖﾊﾈ 3:16", /not a Bible reference/],
    ["John 3:16\n<script>alert(1)</script>", /not a Bible reference/],
  ])("refuses %j with a readable reason", (input, reason) => {
    const parsed = parseReference(input);
    if (reason === undefined) {
      // Control and direction characters are dropped, not fatal.
      expect(parsed.ok).toBe(true);
      return;
    }
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it("remembers what it read: the same input gives the same frozen answer", () => {
    const first = parseReference("jn 3:16");
    expect(parseReference("  jn 3:16 ")).toBe(first);
    expect(Object.isFrozen(first.ok && first.ranges)).toBe(true);
  });

  it("needs a chapter when asked to (a search for 'mark' is a word, not the Gospel)", () => {
    expect(parseReference("Mark", { requireChapter: true }).ok).toBe(false);
    expect(parseReference("Mark 4", { requireChapter: true }).ok).toBe(true);
    expect(parseReference("Mark").ok).toBe(true);
  });
});

describe("kjv", () => {
  it("holds all 31,102 verses of 66 books, in order", () => {
    const bible = kjv();
    expect(bible.verseCount).toBe(31_102);
    expect(bible.books).toHaveLength(66);
    expect(bible.books.reduce((sum, book) => sum + book.verseCounts.length, 0)).toBe(1_189);
    expect(verseReference(bible, 0)).toBe("Genesis 1:1");
    expect(verseReference(bible, 31_101)).toBe("Revelation 22:21");
  });

  it("keeps plain text free of brackets and paragraph marks", () => {
    const bible = kjv();
    expect(bible.plain.some((text) => /[[\]#]/.test(text))).toBe(false);
  });
});
