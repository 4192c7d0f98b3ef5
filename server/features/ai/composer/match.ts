import { stems } from "./text";
import { TOPICS, type Topic, topicById, WATCH_TOPICS } from "./topics";

/** Maps a focus (and the watch) to topics of the index by vocabulary hits (decision 010). */

const KEYWORD_WEIGHT = 3;
const RELATED_WEIGHT = 1;
/** Each extra word of a matched phrase adds this fraction of its weight: "school fees" beats "school". */
const PHRASE_BONUS = 0.5;
/** Topics of the watch lean ahead on ties and weak matches. */
const WATCH_BONUS = 0.5;

/** Topics a focus may draw its verses from ("revival / salvation for the nations" names three). */
const FOCUS_TOPICS_MAX = 3;

type Term = { stems: string[]; weight: number };
type IndexedTopic = { topic: Topic; order: number; terms: Term[] };

let indexed: IndexedTopic[] | null = null;
function indexedTopics(): IndexedTopic[] {
  indexed ??= TOPICS.map((topic, order) => {
    const terms = new Map<string, Term>();
    const add = (phrase: string, weight: number) => {
      const words = stems(phrase);
      if (words.length === 0) return;
      const key = words.join(" ");
      const existing = terms.get(key);
      if (!existing || existing.weight < weight) terms.set(key, { stems: words, weight });
    };
    for (const word of [topic.id.replace(/-/g, " "), topic.label]) add(word, KEYWORD_WEIGHT);
    for (const word of topic.keywords) add(word, KEYWORD_WEIGHT);
    for (const word of topic.related) add(word, RELATED_WEIGHT);
    return { topic, order, terms: [...terms.values()] };
  });
  return indexed;
}

function containsPhrase(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let i = 0; i < needle.length; i++) if (haystack[start + i] !== needle[i]) continue outer;
    return true;
  }
  return false;
}

export type TopicScore = { topic: Topic; score: number; matched: string[] };

export type TopicMatch = {
  /** The topic the focus is mostly about (the watch's first topic when the focus names none). */
  primary: Topic;
  /** A second topic the focus names, or the watch's next one. */
  secondary: Topic;
  /** A topic of the watch's theme other than the two above. */
  watch: Topic;
  /**
   * The topics the focus itself names (a keyword hit each), best first, at most three; when it
   * names none, the watch's topics. Verses and prayer points come from these only.
   */
  focusTopics: Topic[];
  /** Whether the focus itself named a topic. */
  matchedFocus: boolean;
  /** The focus words that hit the primary topic's keywords (stems). */
  primaryWords: string[];
  scores: TopicScore[];
};

/** Every topic the focus hits, best first (ties: the watch's topics, then index order). */
export function scoreTopics(focus: string, watchNumber: number): TopicScore[] {
  const words = stems(focus);
  const watchTopics = WATCH_TOPICS[watchNumber] ?? [];
  const scored: Array<TopicScore & { order: number }> = [];
  for (const { topic, order, terms } of indexedTopics()) {
    let score = 0;
    const matched: string[] = [];
    for (const term of terms) {
      if (!containsPhrase(words, term.stems)) continue;
      score += term.weight * (1 + PHRASE_BONUS * (term.stems.length - 1));
      if (term.weight === KEYWORD_WEIGHT) matched.push(...term.stems);
    }
    if (score === 0) continue;
    if (watchTopics.includes(topic.id)) score += WATCH_BONUS;
    scored.push({ topic, score, matched: [...new Set(matched)], order });
  }
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map(({ topic, score, matched }) => ({ topic, score, matched }));
}

export function matchTopics(focus: string, watchNumber: number): TopicMatch {
  const scores = scoreTopics(focus, watchNumber);
  const watchIds = WATCH_TOPICS[watchNumber] ?? WATCH_TOPICS[1]!;
  const watchTopics = watchIds.map(topicById);
  const primary = scores[0]?.topic ?? watchTopics[0]!;
  // A second topic of the focus needs a real keyword ("healing for my mother" is not about family).
  const secondary =
    scores.find((entry) => entry.topic !== primary && entry.score >= KEYWORD_WEIGHT)?.topic ??
    watchTopics.find((topic) => topic !== primary)!;
  const watch = watchTopics.find((topic) => topic !== primary && topic !== secondary) ?? watchTopics[0]!;
  const named = scores.filter((entry) => entry.score >= KEYWORD_WEIGHT).map((entry) => entry.topic);
  const focusTopics = named.length > 0 ? named.slice(0, FOCUS_TOPICS_MAX) : [primary, secondary, watch];
  return {
    primary,
    focusTopics,
    secondary,
    watch,
    matchedFocus: scores.length > 0 && scores[0]!.score >= KEYWORD_WEIGHT,
    primaryWords: scores[0]?.matched ?? [],
    scores,
  };
}
