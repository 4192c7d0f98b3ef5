import { describe, expect, it } from "vitest";
import { kjv } from "./kjv-text";
import { verseReference } from "./references";
import { parseQuery, searchIndex, tokenize } from "./search-index";

const search = (query: string, limit = 20) =>
  searchIndex()
    .search(query, limit)
    .map((i) => verseReference(kjv(), i));
const textOf = (reference: string) => {
  const bible = kjv();
  const index = Array.from({ length: bible.verseCount }, (_, i) => i).find(
    (i) => verseReference(bible, i) === reference,
  );
  return bible.plain[index!]!.toLowerCase();
};

describe("tokenize and parseQuery", () => {
  it("lower-cases, drops possessives and punctuation", () => {
    expect(tokenize("The LORD'S house; thy sons' wives — Jóhn")).toEqual([
      "the",
      "lord",
      "house",
      "thy",
      "sons",
      "wives",
      "john",
    ]);
  });

  it("keeps quoted phrases, curly quotes too, and an unclosed one", () => {
    expect(parseQuery('"my shepherd" want')).toEqual({
      words: ["my", "shepherd", "want"],
      phrases: [["my", "shepherd"]],
    });
    expect(parseQuery("“watch and pray”").phrases).toEqual([["watch", "and", "pray"]]);
    expect(parseQuery('lord "my shepherd').phrases).toEqual([["my", "shepherd"]]);
  });
});

describe("searchIndex", () => {
  it("ranks Psalm 23:1 first for 'the lord is my shepherd'", () => {
    expect(search("the lord is my shepherd")[0]).toBe("Psalm 23:1");
    expect(search("The LORD is my Shepherd")[0]).toBe("Psalm 23:1");
  });

  it("finds 1 Corinthians 13:13 for 'faith hope charity' and Isaiah 62:6 for 'watchmen walls'", () => {
    expect(search("faith hope charity")).toContain("1 Corinthians 13:13");
    expect(search("faith hope charity")[0]).toBe("1 Corinthians 13:13");
    expect(search("watchmen walls").slice(0, 3)).toContain("Isaiah 62:6");
  });

  it("puts the verse holding the whole query as a phrase first", () => {
    expect(search("for god so loved the world")[0]).toBe("John 3:16");
    expect(search("jesus wept")[0]).toBe("John 11:35");
    expect(search("pray without ceasing")[0]).toBe("1 Thessalonians 5:17");
  });

  it("needs every word (AND)", () => {
    const results = search("shepherd lamb", 100);
    expect(results.length).toBeGreaterThan(0);
    for (const reference of results) {
      const text = textOf(reference);
      expect(text).toMatch(/shepherd/);
      expect(text).toMatch(/lamb/);
    }
    expect(search("shepherd zerubbabel")).toEqual([]);
    expect(search("qwertyuiop")).toEqual([]);
  });

  it("needs a quoted phrase in order, while the same words unquoted match in any order", () => {
    const phrase = search('"watch and pray"', 100);
    expect(phrase.sort()).toEqual(["Mark 13:33", "Matthew 26:41"]);
    const words = search("pray and watch", 100);
    expect(words.length).toBeGreaterThan(phrase.length);
    expect(search('"shepherd my"')).toEqual([]);
  });

  it("also finds other forms of a word, after the word itself", () => {
    const results = search("ceasing pray", 50);
    expect(results).toContain("1 Thessalonians 5:17");
    expect(results).toContain("Romans 1:9"); // "…without ceasing I make mention of you always in my prayers"
    expect(results[0]).toBe("1 Thessalonians 5:17");
  });

  it("returns at most the limit, best first, and nothing for punctuation alone", () => {
    expect(search("love", 5)).toHaveLength(5);
    expect(search("love", 100)).toHaveLength(100);
    expect(search("!!! ???")).toEqual([]);
  });
});
