import type { ScriptureSuggestion } from "@common/ai";
import { resolvePassage, verseIndicesOf } from "../scripture-check";
import { matchTopics, type TopicMatch } from "./match";
import { asSentence, focusPhrase, randomFor, stems } from "./text";
import { DENIED_VERSES, type Topic } from "./topics";

/** Chooses verses and prayer points for a focus: deterministic, varied, never a duplicate. */

export const SCRIPTURES_PER_ANSWER = 7;
export const POINTS_PER_ANSWER = 6;

type Passage = { reference: string; text: string; indices: number[]; stems: ReadonlySet<string> };

/** The Bible-wide indices of the verses that mislead out of context (content/composer-denied-verses.json). */
let denied: ReadonlySet<number> | null = null;
export function deniedVerseIndices(): ReadonlySet<number> {
  denied ??= new Set(
    DENIED_VERSES.flatMap(({ reference }) => {
      const indices = verseIndicesOf(reference);
      if (!indices) throw new Error(`composer: denied verse "${reference}" does not resolve`);
      return indices;
    }),
  );
  return denied;
}

/** Whether a passage contains a verse that misleads out of context. */
export function isDenied(indices: readonly number[]): boolean {
  const set = deniedVerseIndices();
  return indices.some((index) => set.has(index));
}

/** Each topic's verses resolved once, on first use (parsing is the slow part). */
const topicPassages = new Map<string, Passage[]>();
function passagesOf(topic: Topic): Passage[] {
  let passages = topicPassages.get(topic.id);
  if (!passages) {
    passages = [];
    for (const reference of topic.verses) {
      const passage = resolvePassage(reference);
      const indices = verseIndicesOf(reference);
      // Every reference resolves (a test checks it); a typo is skipped rather than shown.
      // A test keeps denied verses out of the topics; this keeps them out of answers regardless.
      if (passage && indices && !isDenied(indices))
        passages.push({ ...passage, indices, stems: new Set(stems(passage.text)) });
    }
    topicPassages.set(topic.id, passages);
  }
  return passages;
}

/** Verses of the primary topic in every answer. */
const PRIMARY_MIN = 3;
/** Verses that share a word with the focus, taken first. */
const SPEAKING_MAX = 2;
/** Stems too common in verses to say a verse speaks to the focus. */
const COMMON_WORDS = new Set([
  "lord",
  "god",
  "thee",
  "thou",
  "thy",
  "unto",
  "shall",
  "have",
  "them",
  "they",
  "that",
  "this",
  "with",
  "from",
  "pray",
  "prayer",
  "please",
  "life",
]);

export type ChosenScriptures = { match: TopicMatch; scriptures: ScriptureSuggestion[] };

/**
 * The verses for a focus, only from the curated lists of the topics the focus names (issue 19 §11):
 * most from the primary topic, two from each other topic it names. A focus that names no topic
 * gets the watch's theme instead. Never a raw word search over the Bible (that is how "heathen"
 * verses reached a prayer for the nations), never a denied verse, no verse twice (overlapping
 * passages count).
 */
export function chooseScriptures(focus: string, watchNumber: number, count = SCRIPTURES_PER_ANSWER): ChosenScriptures {
  const match = matchTopics(focus, watchNumber);
  const random = randomFor(focus, watchNumber, "scriptures");
  const taken = new Set<number>();
  const chosen: Passage[] = [];
  const take = (passage: Passage) => {
    if (chosen.length >= count || passage.indices.some((index) => taken.has(index))) return false;
    chosen.push(passage);
    for (const index of passage.indices) taken.add(index);
    return true;
  };
  const takeFrom = (topic: Topic, wanted: number) => {
    let taken = 0;
    for (const passage of random.shuffle(passagesOf(topic))) {
      if (taken >= wanted) break;
      if (take(passage)) taken++;
    }
  };

  // First the topics' verses that speak the focus's own words ("peace in Jerusalem": Psalm 122:6).
  const [primary, ...others] = match.focusTopics as [Topic, ...Topic[]];
  let fromPrimary = 0;
  const words = [...new Set(stems(focus))].filter((word) => word.length >= 4 && !COMMON_WORDS.has(word));
  if (match.matchedFocus && words.length > 0) {
    const speaking = match.focusTopics
      .flatMap((topic) => passagesOf(topic).map((passage) => ({ topic, passage })))
      .map((entry) => ({ ...entry, hits: words.filter((word) => entry.passage.stems.has(word)).length }))
      .filter(({ hits }) => hits > 0)
      .sort((a, b) => b.hits - a.hits);
    let spoken = 0;
    for (const { topic, passage } of speaking) {
      if (spoken >= SPEAKING_MAX || !take(passage)) continue;
      spoken++;
      if (topic === primary) fromPrimary++;
    }
  }

  // The primary topic gives at least PRIMARY_MIN; each other named topic two (the watch's theme: two and one).
  const shares = match.matchedFocus ? others.map(() => 2) : others.map((_, i) => (i === 0 ? 2 : 1));
  const othersWanted = shares.reduce((sum, n) => sum + n, 0);
  takeFrom(primary, Math.max(PRIMARY_MIN - fromPrimary, count - chosen.length - othersWanted));
  for (const [i, topic] of others.entries()) takeFrom(topic, shares[i]!);
  // Fill up (overlapping passages) from the same topics, primary first.
  for (const topic of match.focusTopics) takeFrom(topic, count - chosen.length);
  return { match, scriptures: chosen.map(({ reference, text }) => ({ reference, text })) };
}

/** Points that stand on a verse or give thanks; they refer to the focus without repeating it. */
const VERSE_POINTS = [
  "Father, I stand on Your word in {ref}; let it be fulfilled in this very matter.",
  "Lord, let what You have spoken in {ref} come to pass in my situation.",
  "Father, I hold on to {ref} and will not let go until I see Your answer.",
  "Lord, let {ref} be more real to me than anything I see or feel.",
];

const CLOSING_POINTS = [
  "Father, I thank You in advance for the answer, and I give You all the glory, in Jesus' name.",
  "Lord, let Your will be done in this, on earth as it is in heaven.",
  "Father, let this answer become a testimony that draws others to You.",
  "Lord, keep me praying, believing and thanking You until I see Your hand at work.",
];

/** Fills a prayer point's placeholders. */
export function fillPoint(template: string, focus: string, reference?: string): string {
  return asSentence(template.replaceAll("{focus}", focusPhrase(focus)).replaceAll("{ref}", reference ?? "Your word"));
}

/**
 * Prayer points for a focus: three or four of the primary topic's, one of another topic the focus
 * names (or the primary's again), one standing on a chosen verse and one of thanks; no two alike.
 * Only the opening point names the focus word for word; the others refer to it.
 */
export function choosePrayerPoints(
  focus: string,
  watchNumber: number,
  chosen: ChosenScriptures = chooseScriptures(focus, watchNumber),
  count = POINTS_PER_ANSWER,
): string[] {
  const { match, scriptures } = chosen;
  const random = randomFor(focus, watchNumber, "points");
  const points: string[] = [];
  const add = (template: string, reference?: string) => {
    const point = fillPoint(template, focus, reference);
    if (points.length < count && !points.includes(point)) points.push(point);
  };
  const primary = random.shuffle(match.primary.points);
  // The topic's own opening point (the one naming the focus) reads best first, when it has one.
  const opening = primary.find((point) => point.includes("{focus}"));
  if (opening) add(opening);
  for (const point of primary) if (points.length < count - 3) add(point);
  const second = match.focusTopics[1] ?? match.primary;
  for (const point of random
    .shuffle(second.points)
    .filter((p) => !p.includes("{focus}"))
    .slice(0, 1))
    add(point);
  const verse = scriptures[random.below(Math.min(3, scriptures.length))];
  if (verse) add(random.pick(VERSE_POINTS), verse.reference);
  add(random.pick(CLOSING_POINTS));
  // Fill up from the topics in order if something above was a duplicate.
  // Fill up from the focus's topics if something above was a duplicate (only the opening names the focus).
  for (const topic of match.focusTopics) {
    for (const template of topic.points) if (!template.includes("{focus}")) add(template);
  }
  return points;
}
