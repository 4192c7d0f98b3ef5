import type { ScriptureSuggestion } from "@common/ai";
import { resolveScriptureEntry } from "../scripture-check";

/**
 * Makes a model's text safe to show: every scripture it cites is looked up in our Bible, the words
 * shown are our Bible's, and citations our Bible does not have (invented verses) disappear along
 * with any words the model attributed to them.
 */

/** A citation of more verses than this is shown as a reference only, not quoted in full. */
export const QUOTED_VERSES_MAX = 4;
/** A suggested scripture is a verse or a short passage. */
export const SUGGESTED_VERSES_MAX = 5;
/** Large enough for any real reference; only used to tell "too long to quote" from "not in the Bible". */
const ANY_LENGTH = Number.MAX_SAFE_INTEGER;

/** Our reference and exact text for a reference a model gave, or null when our Bible does not have it. */
export function resolveSuggestedReference(reference: string): ScriptureSuggestion | null {
  return resolveScriptureEntry(reference, { maxVerses: SUGGESTED_VERSES_MAX });
}

/** Comparison key for de-duplicating scriptures ("Ps 23:1" and "Psalm 23:1" are the same). */
export function scriptureKey(reference: string): string {
  const resolved = resolveScriptureEntry(reference, { maxVerses: ANY_LENGTH });
  return (resolved?.reference ?? reference).toLowerCase().replace(/\s+/g, " ").trim();
}

type Lookup =
  | { kind: "quote"; scripture: ScriptureSuggestion }
  | { kind: "reference"; reference: string }
  | { kind: "unknown" };

function lookUp(reference: string): Lookup {
  const short = resolveScriptureEntry(reference, { maxVerses: QUOTED_VERSES_MAX });
  if (short) return { kind: "quote", scripture: short };
  const long = resolveScriptureEntry(reference, { maxVerses: ANY_LENGTH });
  return long ? { kind: "reference", reference: long.reference } : { kind: "unknown" };
}

const QUOTE = String.raw`(?:"[^"\n]{1,2000}"|“[^”\n]{1,2000}”)`;
/** [John 3:16]: the form the prompts ask for. Brackets without a digit ("[name]") are not citations. */
const BRACKET = String.raw`\[((?=[^[\]\n]*\d)[^[\]\n]{1,100})\]`;
/** (John 3:16), (Ps 91:1-2, KJV): a book-like word, then chapter:verse. */
const PAREN = String.raw`\(((?:[1-3] ?)?[A-Za-z][A-Za-z. ]{0,30} \d{1,3}:\d{1,3}[^()\n]{0,60})\)`;
/** "…" — John 3:16: only recognised right after a quotation. */
const DASHED = String.raw`((?:[1-3] ?)?[A-Z][A-Za-z]+(?: of [A-Z][a-z]+| [A-Z][a-z]+)?\.? \d{1,3}:\d{1,3}(?: ?[-–] ?\d{1,3})?)`;

const GAP = String.raw`[ \t]*[,:;—–-]?[ \t]*`;
/** "… and [Hezekiah 4:2]": the conjunction goes with a removed citation. */
const CONJUNCTION = String.raw`(\b(?:and|or)[ \t]+)?`;
const CITATION = new RegExp(`${CONJUNCTION}(${QUOTE}${GAP})?(?:${BRACKET}|${PAREN})(?:${GAP}(${QUOTE}))?`, "g");
const DASHED_CITATION = new RegExp(`${CONJUNCTION}(${QUOTE})[ \\t]*[—–-]{1,2}[ \\t]*${DASHED}`, "g");

export type GroundedText = { text: string; dropped: string[] };

/**
 * Replaces each citation in a model's text.
 * - `quote`: a known reference becomes `"<our exact text>" (Reference)` (too long to quote: `(Reference)`);
 * - `reference`: it becomes `(Reference)` (prayer points stay short).
 * Quotation marks right before or after a citation are the model's own rendering of the verse and
 * are dropped; an unknown reference is removed together with them. Idempotent.
 */
export function groundCitations(text: string, mode: "quote" | "reference"): GroundedText {
  const dropped: string[] = [];
  const render = (reference: string): string => {
    const found = lookUp(reference.trim());
    if (found.kind === "unknown") {
      dropped.push(reference.trim());
      return "";
    }
    if (found.kind === "reference") return `(${found.reference})`;
    if (mode === "reference") return `(${found.scripture.reference})`;
    return `"${found.scripture.text}" (${found.scripture.reference})`;
  };

  const withConjunction = (conjunction: string | undefined, rendered: string) =>
    rendered === "" ? "" : `${conjunction ?? ""}${rendered}`;
  const dashed = text.replace(
    DASHED_CITATION,
    (_match, conjunction: string | undefined, _quote: string, reference: string) =>
      withConjunction(conjunction, render(reference)),
  );
  const grounded = dashed.replace(
    CITATION,
    (
      _match,
      conjunction: string | undefined,
      _before: string | undefined,
      bracket: string | undefined,
      paren?: string,
    ) => withConjunction(conjunction, render(bracket ?? paren!)),
  );
  return { text: tidy(grounded), dropped };
}

/** Cleans up the gaps a removed citation leaves: doubled spaces, a space before punctuation, ",." */
function tidy(text: string): string {
  return text
    .replace(/\(\s*\)/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+([,.;:!?])/g, "$1")
    .replace(/[,;:]+([.!?])/g, "$1")
    .replace(/([,;:])[,;:]+/g, "$1")
    .replace(/^[ \t]+|[ \t]+$/gm, "")
    .replace(/^[,;:][ \t]*/gm, "")
    .trim();
}

/** Caps a text at `max` characters on a word boundary, marking the cut with an ellipsis. */
export function capLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
