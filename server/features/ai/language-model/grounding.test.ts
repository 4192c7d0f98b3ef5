import { describe, expect, it } from "vitest";
import { resolvePassage } from "../scripture-check";
import { capLength, groundCitations, resolveSuggestedReference, scriptureKey } from "./grounding";

const textOf = (reference: string) => resolvePassage(reference)!.text;

describe("groundCitations", () => {
  it("quotes our text for a bracketed reference, in its canonical form", () => {
    expect(groundCitations("Lord, You love me [1 Jn 4:8].", "quote")).toEqual({
      text: `Lord, You love me "${textOf("1 John 4:8")}" (1 John 4:8).`,
      dropped: [],
    });
  });

  it("replaces the model's own quotation before or after a citation with ours", () => {
    const expected = `As You said, "${textOf("Isaiah 41:10")}" (Isaiah 41:10) I am not afraid.`;
    expect(
      groundCitations('As You said, "Fear not, I am always beside you" [Isaiah 41:10] I am not afraid.', "quote").text,
    ).toBe(expected);
    expect(
      groundCitations("As You said, [Isaiah 41:10]: “Fear not, I am always beside you” I am not afraid.", "quote").text,
    ).toBe(expected);
    expect(
      groundCitations('As You said, "Fear not, I am always beside you" — Isaiah 41:10 I am not afraid.', "quote").text,
    ).toBe(expected);
  });

  it("removes an invented reference together with the words attributed to it", () => {
    expect(
      groundCitations('I trust You, "the Lord helps those who help themselves" (Hezekiah 4:2), today.', "quote"),
    ).toEqual({
      text: "I trust You, today.",
      dropped: ["Hezekiah 4:2"],
    });
    expect(groundCitations("[John 99:1] Thank You, Lord.\n[Psalm 151:1]", "quote")).toEqual({
      text: "Thank You, Lord.",
      dropped: ["John 99:1", "Psalm 151:1"],
    });
  });

  it("takes a dangling 'and' with a removed citation, and keeps it with a known one", () => {
    expect(groundCitations("Your word [Psalm 119:105] and [Hezekiah 4:2] lights my path.", "reference").text).toBe(
      "Your word (Psalm 119:105) lights my path.",
    );
    expect(groundCitations("Love [1 John 4:8] and [John 3:16].", "reference").text).toBe(
      "Love (1 John 4:8) and (John 3:16).",
    );
  });

  it("names a passage too long to quote without quoting it", () => {
    expect(groundCitations("Your word is a lamp [Psalm 119].", "quote").text).toBe("Your word is a lamp (Psalm 119).");
  });

  it("keeps references short in reference mode", () => {
    expect(groundCitations('Strengthen me "with all might" [Col 1:11].', "reference").text).toBe(
      "Strengthen me (Colossians 1:11).",
    );
  });

  it("leaves brackets and parentheses that are not citations alone", () => {
    const text = "Bless [name] and the family (all of us) this week.";
    expect(groundCitations(text, "quote")).toEqual({ text, dropped: [] });
  });

  it("is idempotent", () => {
    const once = groundCitations(
      'Thank You [John 3:16]. "Peace be still" (Mark 4:39). [Psalm 23] [Hezekiah 4:2]',
      "quote",
    ).text;
    expect(groundCitations(once, "quote").text).toBe(once);
    const points = groundCitations('Declare "I can do all things" [Phil 4:13].', "reference").text;
    expect(groundCitations(points, "reference").text).toBe(points);
  });
});

describe("suggested references", () => {
  it("resolve to our text when short, and compare by their canonical form", () => {
    expect(resolveSuggestedReference("Jn 3:16 - For God so loved the world")?.reference).toBe("John 3:16");
    expect(resolveSuggestedReference("Psalm 23")).toBeNull();
    expect(resolveSuggestedReference("Hezekiah 4:2")).toBeNull();
    expect(scriptureKey("Ps 23:1")).toBe(scriptureKey("Psalm 23:1"));
  });

  it("capLength cuts on a word boundary with an ellipsis", () => {
    expect(capLength("short", 10)).toBe("short");
    const capped = capLength("one two three four five six", 15);
    expect(capped).toBe("one two three…");
    expect(capped.length).toBeLessThanOrEqual(15);
  });
});
