import { hash, type Random, seededRandom } from "@common/seeded-random";
import { tokenize } from "../../bible";

export type { Random };

/** Words, stemming and seeded choice: the composer's small text toolbox (deterministic everywhere). */

const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ["ies", "y"],
  ["ied", "y"],
  ["ness", ""],
  ["ment", ""],
  ["ings", ""],
  ["ing", ""],
  ["ers", ""],
  ["ed", ""],
  ["es", ""],
  ["er", ""],
  ["ly", ""],
  ["s", ""],
];

/** A crude stem, applied alike to the index's vocabulary and to the focus: "healing", "healed", "heals" → "heal". */
export function stem(word: string): string {
  let result = word;
  if (result.length > 4) {
    for (const [suffix, replacement] of SUFFIXES) {
      if (result.endsWith(suffix) && !(suffix === "s" && result.endsWith("ss"))) {
        const candidate = result.slice(0, -suffix.length) + replacement;
        if (candidate.length >= 3) {
          result = candidate;
          break;
        }
      }
    }
  }
  if (result.length > 3 && result.endsWith("e")) result = result.slice(0, -1);
  return result;
}

/** The stems of a text's words, in order. */
export function stems(text: string): string[] {
  return tokenize(text).map(stem);
}

/** The focus as a lookup key: lower case, single spaces. */
export function normalizeFocus(focus: string): string {
  return tokenize(focus).join(" ");
}

/** A generator seeded by the focus, the watch and what it is for, so each use draws its own sequence. */
export function randomFor(focus: string, watchNumber: number, purpose: string): Random {
  return seededRandom(hash(`${normalizeFocus(focus)}|${watchNumber}|${purpose}`));
}

const FOCUS_PHRASE_MAX = 110;
/** Words a focus may start with that are not names, so they can be lower-cased mid-sentence. */
const COMMON_STARTS = new Set(
  "a an the my our his her their your its this that these those for to in on at with about over healing health peace protection provision strength wisdom guidance favour favor breakthrough revival restoration comfort salvation deliverance freedom safe safety success help grace hope joy love unity justice rain forgiveness victory direction courage patience thanksgiving thanks new financial good all every each some more less open divine spiritual family marriage children work job business travel fear anxiety grief loneliness sleep rest".split(
    " ",
  ),
);

/**
 * The focus as it reads inside a sentence: no "please pray for" in front, no end punctuation, a
 * common first word lower-cased ("Healing for my mother" → "healing for my mother"), and a long
 * focus cut at a word boundary.
 */
export function focusPhrase(focus: string): string {
  let phrase = focus
    .replace(/\s+/g, " ")
    .trim()
    .replace(
      /^(?:(?:please|kindly)\s+)?(?:(?:let us|let's|i want to|i need to|i would like to)\s+)?(?:pray(?:ing)?|prayers?)\s+(?:for|about|over|concerning|that)\s+/i,
      "",
    )
    .replace(/[\s.!?;:,]+$/, "");
  if (phrase === "") phrase = focus.trim();
  const [first = "", ...rest] = phrase.split(" ");
  if (/^[A-Z][a-z'’]*$/.test(first) && COMMON_STARTS.has(first.toLowerCase())) {
    phrase = [first.toLowerCase(), ...rest].join(" ");
  }
  if (phrase.length > FOCUS_PHRASE_MAX) {
    const cut = phrase.slice(0, FOCUS_PHRASE_MAX);
    const end = cut.lastIndexOf(" ");
    phrase = `${(end > 40 ? cut.slice(0, end) : cut).replace(/[\s.,;:!?]+$/, "")}…`;
  }
  return phrase;
}

/** A prayer point as a sentence: capitalised, ending in punctuation. */
export function asSentence(text: string): string {
  const trimmed = text.replace(/\s+/g, " ").trim();
  if (trimmed === "") return trimmed;
  const capitalised = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?…"”']$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
