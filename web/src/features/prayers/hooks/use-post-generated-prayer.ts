import type { StructuredPrayer } from "@common/prayers";

export interface GeneratedPrayerSource {
  /** The strategy's id: a server id, or a local one while signed out. */
  id: number | string;
  title: string;
  watchNumber?: number | null;
}

/**
 * Posts a generated five-stage prayer to the wall (spec §4): first in the list, structured-prayer,
 * thanksgiving, #e879f9, unanswered, the strategy's watch or 1. Placeholder until the wall lands.
 */
export function usePostGeneratedPrayer(
  _userId: number | null,
): (prayer: StructuredPrayer, source: GeneratedPrayerSource) => Promise<void> {
  return async () => {
    throw new Error("Posting to the wall is not built yet.");
  };
}
