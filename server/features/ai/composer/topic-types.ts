/**
 * One entry of the composer's topical index (decision 010): what people type when they mean it,
 * the verses that speak to it (KJV references, checked by a test to resolve in the app's Bible),
 * and prayer points written for it.
 */
export type Topic = {
  /** Stable id, e.g. "healing". */
  id: string;
  /** Display name, e.g. "Healing". */
  label: string;
  /** What is prayed for, as a noun phrase that follows "for": "healing and health". */
  need: string;
  /** Who God is in this need, following "You are": "the LORD that heals". */
  godIs: string;
  /** Words and phrases that clearly name the topic (weight 3; a phrase of n words weighs more). */
  keywords: string[];
  /** Words that lean towards it (weight 1). */
  related: string[];
  /** KJV references, single verses or short passages, best first. */
  verses: string[];
  /** First-person prayer points addressed to God; `{focus}` is replaced with the person's focus. */
  points: string[];
};
