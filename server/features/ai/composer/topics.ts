import { z } from "zod";
import deniedVerses from "../../../../content/composer-denied-verses.json";
import heartTopics from "../../../../content/composer-topics/heart.json";
import lifeTopics from "../../../../content/composer-topics/life.json";
import spiritTopics from "../../../../content/composer-topics/spirit.json";
import worldTopics from "../../../../content/composer-topics/world.json";
import { parseContent } from "../../../content";

/**
 * One entry of the composer's topical index (decision 010): what people type when they mean it,
 * the verses that speak to it (KJV references, checked by a test to resolve in the app's Bible),
 * and prayer points written for it. The entries are content/composer-topics/*.json.
 */
const TopicSchema = z.strictObject({
  /** Stable id, e.g. "healing". */
  id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  /** Display name, e.g. "Healing". */
  label: z.string().min(1),
  /** What is prayed for, as a noun phrase that follows "for": "healing and health". */
  need: z.string().min(1),
  /** Who God is in this need, following "You are": "the LORD that heals". */
  godIs: z.string().min(1),
  /** Words and phrases that clearly name the topic (weight 3; a phrase of n words weighs more). */
  keywords: z.array(z.string().min(1)).min(1),
  /** Words that lean towards it (weight 1). */
  related: z.array(z.string().min(1)),
  /** KJV references, single verses or short passages, best first. */
  verses: z.array(z.string().min(1)).min(1),
  /** First-person prayer points addressed to God; `{focus}` is replaced with the person's focus. */
  points: z.array(z.string().min(1)).min(1),
});
export type Topic = z.infer<typeof TopicSchema>;

const topicsIn = (group: string, data: unknown) =>
  parseContent(`composer-topics/${group}.json`, z.array(TopicSchema), data);

/** The composer's topical index (decision 010). Order breaks ties: earlier topics win. */
export const TOPICS: readonly Topic[] = [
  ...topicsIn("life", lifeTopics),
  ...topicsIn("heart", heartTopics),
  ...topicsIn("spirit", spiritTopics),
  ...topicsIn("world", worldTopics),
];

/**
 * Verses that mislead when read out of their context (issue 19 §11): the composer never suggests or
 * quotes them, even when a topic or a strategy names a passage that contains one. A test checks that
 * no topic lists one. content/composer-denied-verses.json, each with why.
 */
export const DENIED_VERSES: ReadonlyArray<{ reference: string; reason: string }> = parseContent(
  "composer-denied-verses.json",
  z.array(z.strictObject({ reference: z.string().min(1), reason: z.string().min(1) })).min(1),
  deniedVerses,
);

export const TOPICS_BY_ID: ReadonlyMap<string, Topic> = new Map(TOPICS.map((topic) => [topic.id, topic]));

/**
 * Each watch's default topics, from its theme and prayer-room title (common/watches.ts), first the
 * theme's. Used when a focus names no topic, and to add one verse of the watch's theme.
 */
export const WATCH_TOPICS: Readonly<Record<number, readonly string[]>> = {
  // Healing and Reflection
  1: ["healing", "reflection", "peace"],
  // Divine Visitation and Protection / Intercession and Protection
  2: ["visitation", "protection", "sleep"],
  // Deliverance and Breakthrough / Breakthrough and Warfare
  3: ["deliverance", "breakthrough", "warfare"],
  // Resurrection Power and Boldness / Nations and Revival
  4: ["resurrection", "courage", "nations", "revival"],
  // Empowerment for Daily Mission / Morning Glory
  5: ["purpose", "holy-spirit", "morning"],
  // Marketplace Intercession / Marketplace Ministry
  6: ["work", "business", "favor"],
  // Dominion and Vision / Family and Relationships
  7: ["vision", "family", "reconciliation"],
  // Grace, Transition, and Power / Harvest and Evangelism
  8: ["grace", "transition", "evangelism"],
};

export function topicById(id: string): Topic {
  const topic = TOPICS_BY_ID.get(id);
  if (!topic) throw new Error(`composer: no topic "${id}"`);
  return topic;
}
