/** One day of the Daily Word: its title, a KJV scripture (one verse or a short range), a reflection and three prayers. */
export type DailyWordDay = {
  /** The day's title, e.g. "Set as a Watchman". */
  theme: string;
  /** A simple KJV reference, "Book C:V" or "Book C:V-W" (at most four verses), as common/scripture-reference.ts parses it. */
  reference: string;
  /** Three to five sentences grounded in the scripture, for someone who prays. */
  reflection: string;
  /** Three prayers, each a full sentence addressed to God. */
  prayerPoints: readonly [string, string, string];
};

/** One week of the year's arc: a theme and exactly seven days. */
export type DailyWordWeek = {
  theme: string;
  days: readonly [DailyWordDay, DailyWordDay, DailyWordDay, DailyWordDay, DailyWordDay, DailyWordDay, DailyWordDay];
};
