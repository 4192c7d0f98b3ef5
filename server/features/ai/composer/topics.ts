import type { Topic } from "./topic-types";
import { HEART_TOPICS } from "./topics-heart";
import { LIFE_TOPICS } from "./topics-life";
import { SPIRIT_TOPICS } from "./topics-spirit";
import { WORLD_TOPICS } from "./topics-world";

export type { Topic } from "./topic-types";

/** The composer's topical index (decision 010). Order breaks ties: earlier topics win. */
export const TOPICS: readonly Topic[] = [...LIFE_TOPICS, ...HEART_TOPICS, ...SPIRIT_TOPICS, ...WORLD_TOPICS];

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
