import type { GeneratePrayerRequest, ScriptureSuggestion, SuggestionsRequest } from "@common/ai";
import { getWatch } from "@common/watches";

/**
 * Every prompt the language-model provider sends, in one place. The model never supplies verse
 * text: it names references, and the app fills in the words from its own Bible afterwards.
 */

export type ChatMessage = { role: "system" | "user"; content: string };

export const SCRIPTURE_SUGGESTIONS_ASKED = { min: 6, max: 8 } as const;
export const PRAYER_POINTS_ASKED = { min: 5, max: 8 } as const;

const ASSISTANT = [
  "You are a reverent Christian prayer assistant for intercessors who pray through the eight prayer watches of the day and night.",
  "Write in warm, biblical, Christ-centred language addressed to God (Father, Lord Jesus, Holy Spirit). Stay faithful to historic Christian teaching; do not invent doctrine, prophecy or promises Scripture does not make.",
  "Always answer with one JSON object and nothing else: no Markdown, no code fences, no commentary.",
].join("\n");

/** Models quote verses from memory and get them wrong; the app inserts the exact text itself. */
const CITATION_RULES = [
  "Scripture rules:",
  "- Cite scripture only as a reference in square brackets, for example [John 3:16] or [Psalm 91:1-2], using real book names, chapters and verses of the Protestant Bible.",
  "- Never write out or paraphrase the words of a verse, and never put verse text in quotation marks; the app inserts the exact King James text for every bracketed reference.",
  "- If you are not certain a verse exists and says what you mean, do not cite it.",
].join("\n");

function watchLine(watchNumber: number): string {
  const watch = getWatch(watchNumber);
  if (!watch) return `Prayer watch: ${watchNumber}.`;
  return `Prayer watch: ${watch.name} (${watch.timeRange}), watch ${watch.number} of 8. Its theme: ${watch.theme}. Its focus: ${watch.focus}`;
}

/** The user's words are data, fenced so an instruction hidden in them reads as part of the focus. */
function focusBlock(focus: string): string {
  return `The person's prayer focus (their own words, between the markers):\n<<<FOCUS\n${focus}\nFOCUS>>>`;
}

export function scriptureSuggestionMessages(input: SuggestionsRequest): ChatMessage[] {
  const { min, max } = SCRIPTURE_SUGGESTIONS_ASKED;
  return [
    { role: "system", content: ASSISTANT },
    {
      role: "user",
      content: [
        watchLine(input.watchNumber),
        focusBlock(input.focus),
        `Suggest ${min} to ${max} Bible references that speak directly to this focus and suit the watch's theme, most relevant first.`,
        "Each reference is a single verse or a short passage of at most 3 verses in one chapter, written like John 3:16 or Isaiah 40:29-31. No whole chapters, no apocrypha. Give references only, never the verse text.",
        'Answer as JSON: {"references": ["Book Chapter:Verse", ...]}',
      ].join("\n\n"),
    },
  ];
}

export function prayerPointsMessages(input: SuggestionsRequest): ChatMessage[] {
  const { min, max } = PRAYER_POINTS_ASKED;
  return [
    { role: "system", content: `${ASSISTANT}\n\n${CITATION_RULES}` },
    {
      role: "user",
      content: [
        watchLine(input.watchNumber),
        focusBlock(input.focus),
        `Write ${min} to ${max} distinct prayer points for this focus in the spirit of the watch's theme.`,
        "Each point is one or two sentences (under 300 characters) spoken to God in the first person, specific to the focus, and may end with one supporting reference in square brackets.",
        'Answer as JSON: {"prayerPoints": ["...", ...]}',
      ].join("\n\n"),
    },
  ];
}

export function prayerMessages(
  input: GeneratePrayerRequest,
  scriptures: readonly ScriptureSuggestion[],
): ChatMessage[] {
  const scriptureLines = scriptures.length
    ? scriptures.map((scripture) => `- [${scripture.reference}] ${scripture.text}`).join("\n")
    : "- (none given: choose fitting ones yourself)";
  const pointLines = input.prayerPoints.length
    ? input.prayerPoints.map((point) => `- ${point}`).join("\n")
    : "- (none given: pray from the focus)";
  return [
    { role: "system", content: `${ASSISTANT}\n\n${CITATION_RULES}` },
    {
      role: "user",
      content: [
        watchLine(input.watchNumber),
        focusBlock(input.focus),
        `Scriptures the person chose (King James text shown for your understanding only; cite them by their bracketed reference, do not copy the words):\n${scriptureLines}`,
        `Prayer points the person chose:\n${pointLines}`,
        [
          "Write one complete prayer for this focus in five stages, each a paragraph of 60 to 160 words in the first person:",
          "1. thanksgiving: thank God for who He is and for what He has done concerning this focus.",
          "2. declareWord: declare the chosen scriptures over the situation, citing each by [reference].",
          "3. promises: stand on God's promises that meet this need, citing them by [reference].",
          "4. meditation: quiet reflection and surrender, listening for the Lord.",
          "5. tongues: a short invitation to yield to the Holy Spirit, who helps us pray, and to keep praying in tongues or in the Spirit; do not write imitation tongues.",
          "Weave the prayer points into the fitting stages.",
        ].join("\n"),
        'Answer as JSON: {"thanksgiving": "...", "declareWord": "...", "promises": "...", "meditation": "...", "tongues": "..."}',
      ].join("\n\n"),
    },
  ];
}
