import type { ScriptureSuggestion } from "@common/ai";
import { verseAt as bibleVerseAt, searchVerses } from "../../bible";
import { resolvePassage, verseAt, verseIndicesOf } from "../scripture-check";
import { matchTopics, type TopicMatch } from "./match";
import { asSentence, focusPhrase, type Random, randomFor } from "./text";
import type { Topic } from "./topics";

/** Chooses verses and prayer points for a focus: deterministic, varied, never a duplicate. */

export const SCRIPTURES_PER_ANSWER = 7;
export const POINTS_PER_ANSWER = 6;

type Passage = { reference: string; text: string; indices: number[] };

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
      if (passage && indices) passages.push({ ...passage, indices });
    }
    topicPassages.set(topic.id, passages);
  }
  return passages;
}

/** Books whose short verses read well as a stand-alone word for prayer. */
const DEVOTIONAL_BOOKS = new Set(["Deut", "Josh", "Ps", "Prov", "Isa", "Jer", "Lam", "Mic", "Hab", "Zeph", "Mal"]);
const FIRST_NEW_TESTAMENT_BOOK = 39;
const SEARCH_VERSE_MAX_CHARS = 200;
const NAMES_GOD = /\b(?:LORD|GOD|God|Lord|Jesus|Christ|Spirit|Father)\b|\b(?:thou|thee|thy|he|him|his)\b/;

/** One verse the Bible search finds for the focus words that named the topic, from a book that suits prayer. */
function searchedVerse(words: readonly string[], taken: Set<number>, random: Random): Passage | null {
  for (const word of words) {
    if (word.length < 4) continue;
    const candidates = searchVerses(word, 40).filter((verse) => {
      if (taken.has(verse)) return false;
      const { book, text } = bibleVerseAt(verse);
      return (
        (book.index >= FIRST_NEW_TESTAMENT_BOOK || DEVOTIONAL_BOOKS.has(book.osis)) &&
        text.length <= SEARCH_VERSE_MAX_CHARS &&
        NAMES_GOD.test(text)
      );
    });
    if (candidates.length > 0) {
      const verse = random.pick(candidates.slice(0, 5));
      const { reference, text } = verseAt(verse);
      return { reference, text, indices: [verse] };
    }
  }
  return null;
}

export type ChosenScriptures = { match: TopicMatch; scriptures: ScriptureSuggestion[] };

/**
 * The verses for a focus: most from the primary topic, some from the second topic, one of the
 * watch's theme and one found by the Bible search; no verse twice (overlapping passages count).
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

  const secondaryCount = match.matchedFocus ? 2 : 1;
  takeFrom(match.primary, count - secondaryCount - 2);
  takeFrom(match.secondary, secondaryCount);
  if (match.primaryWords.length > 0) {
    const found = searchedVerse(match.primaryWords, taken, random);
    if (found) take(found);
  }
  takeFrom(match.watch, 1);
  // Fill up (overlaps or a search without hits) from the primary topic, then the others.
  for (const topic of [match.primary, match.secondary, match.watch]) takeFrom(topic, count - chosen.length);
  return { match, scriptures: chosen.map(({ reference, text }) => ({ reference, text })) };
}

const VERSE_POINTS = [
  "Father, I stand on Your word in {ref} concerning {focus}; let it be fulfilled in my life.",
  "Lord, let what You have spoken in {ref} come to pass concerning {focus}.",
  "Father, I hold on to {ref} and will not let go until I see Your answer concerning {focus}.",
  "Lord, let {ref} be more real to me than anything I see or feel concerning {focus}.",
];

const CLOSING_POINTS = [
  "Father, I thank You in advance for the answer, and I give You all the glory, in Jesus' name.",
  "Lord, let Your will be done concerning {focus}, on earth as it is in heaven.",
  "Father, let this answer become a testimony that draws others to You.",
  "Lord, keep me praying, believing and thanking You until I see Your hand concerning {focus}.",
];

/** Fills a prayer point's placeholders. */
export function fillPoint(template: string, focus: string, reference?: string): string {
  return asSentence(template.replaceAll("{focus}", focusPhrase(focus)).replaceAll("{ref}", reference ?? "Your word"));
}

/**
 * Prayer points for a focus: three or four of the primary topic's, one or two of the second
 * topic's, one standing on a chosen verse and one of thanks; no two alike.
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
  for (const point of random
    .shuffle(match.secondary.points)
    .filter((p) => !p.includes("{focus}"))
    .slice(0, 1))
    add(point);
  const verse = scriptures[random.below(Math.min(3, scriptures.length))];
  if (verse) add(random.pick(VERSE_POINTS), verse.reference);
  add(random.pick(CLOSING_POINTS));
  // Fill up from the topics in order if something above was a duplicate.
  for (const template of [...primary, ...match.secondary.points, ...match.watch.points]) add(template);
  return points;
}
