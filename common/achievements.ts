import { z } from "zod";

/**
 * Prayer streaks and the four achievements (community spec §9; issue 7), as pure functions so the
 * server's GET /api/prayer-sessions/stats and any screen compute the same thing.
 *
 * Days. A session counts on its calendar day in the user's time zone (`localDateOf`). Days are
 * compared as calendar dates ("YYYY-MM-DD" → a day number), never as 24-hour spans, so the 23- and
 * 25-hour days around a DST change and month ends need no special care.
 *
 * Streak with grace. A streak is a run of days with at least one session. A single missed day
 * inside the run is bridged (a "grace day") provided the previous grace day in the same run is at
 * least 7 days earlier, so any 7 consecutive calendar days hold at most one missed day. Two missed
 * days in a row, or a second missed day within 7 days of the last grace day, end the run. A grace
 * day keeps the streak but does not add to it: the length is the number of days WITH a session.
 * Today never counts as missed while it lasts: the current streak stays alive through today
 * (and through a forgivable missed yesterday) until the day is over.
 *
 * So praying every night but one each week keeps a month-long streak alive (about 26 days long),
 * while "Consistent" (a streak of 7) still needs seven nights of prayer.
 */

/** Days apart that two grace days of one streak must be at least. */
export const GRACE_DAY_SPACING = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A "YYYY-MM-DD" calendar date as a whole day number (days since 1970-01-01), independent of any time zone. */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  return Math.round(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS);
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    if (dateFormatters.size >= 64) dateFormatters.clear();
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date ("YYYY-MM-DD") of an instant in an IANA time zone. */
export function localDateOf(instant: Date | string, timeZone: string): string {
  const parts = dateFormatterOf(timeZone).formatToParts(typeof instant === "string" ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export interface StreakSummary {
  /** The streak that is still alive today (0 when none). */
  current: number;
  /** The longest streak ever. */
  longest: number;
}

/**
 * The longest valid run ending on each day, walked oldest first. When a second missed day comes
 * within GRACE_DAY_SPACING of the run's last grace day, the run cannot hold both: the longest run
 * ending here then starts on the first day after the older grace day.
 */
function createRunWalker(days: readonly number[]) {
  let runStart = 0; // index into `days` of the run's first day
  let lastGrace: number | null = null;
  return {
    /** Moves the run from days[index - 1] on to `day` (days[index], or the virtual today at index = days.length). */
    step(index: number, day: number) {
      const previous = days[index - 1]!;
      const missed = day - previous - 1;
      if (missed <= 0) return;
      if (missed === 1) {
        const grace = previous + 1;
        if (lastGrace !== null && grace - lastGrace < GRACE_DAY_SPACING) {
          const restartDay = lastGrace + 1;
          while (days[runStart]! < restartDay) runStart++;
        }
        lastGrace = grace;
        return;
      }
      runStart = index;
      lastGrace = null;
    },
    /** Days with a session in the run that ends at `index`. */
    length(index: number) {
      return Math.max(0, index - runStart + 1);
    },
  };
}

/** The current and longest streaks from the calendar dates ("YYYY-MM-DD") that have a session. */
export function computeStreaks(sessionDates: Iterable<string>, today: string): StreakSummary {
  const todayNumber = dayNumber(today);
  // A date after today (a device clock ahead) counts as today.
  const days = [...new Set([...sessionDates].map((date) => Math.min(dayNumber(date), todayNumber)))].sort(
    (a, b) => a - b,
  );
  if (days.length === 0) return { current: 0, longest: 0 };

  const walker = createRunWalker(days);
  let longest = 0;
  for (let index = 0; index < days.length; index++) {
    if (index > 0) walker.step(index, days[index]!);
    longest = Math.max(longest, walker.length(index));
  }

  const last = days.length - 1;
  const lastDay = days[last]!;
  if (lastDay >= todayNumber - 1) return { current: walker.length(last), longest };
  // No session yet today or yesterday: the run is alive only if the days missed since can be bridged.
  walker.step(days.length, todayNumber);
  return { current: walker.length(last), longest };
}

export const ACHIEVEMENT_IDS = ["faithful", "voice-user", "consistent", "devoted"] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

/** Thresholds (community spec §9). */
export const ACHIEVEMENT_TARGETS = {
  faithful: 10,
  "voice-user": 5,
  consistent: 7,
  devoted: 300,
} as const satisfies Record<AchievementId, number>;

const ACHIEVEMENT_TEXT: Record<AchievementId, { title: string; description: string }> = {
  faithful: { title: "Faithful", description: "Complete 10 prayer sessions" },
  "voice-user": { title: "Voice User", description: "Complete 5 voice-guided sessions" },
  consistent: { title: "Consistent", description: "Pray 7 days in a row (one grace day a week)" },
  devoted: { title: "Devoted", description: "Pray for 300 minutes in all" },
};

export const AchievementSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  title: z.string(),
  description: z.string(),
  earned: z.boolean(),
  /** Progress towards the target, capped at the target. */
  progress: z.number().int(),
  target: z.number().int(),
});
export type Achievement = z.infer<typeof AchievementSchema>;

export const PrayerStatsSchema = z.object({
  totalSessions: z.number().int(),
  totalMinutes: z.number().int(),
  voiceGuidedSessions: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** The time zone the days were counted in. */
  timeZone: z.string(),
  achievements: z.array(AchievementSchema),
});
export type PrayerStats = z.infer<typeof PrayerStatsSchema>;

export interface AchievementInput {
  totalSessions: number;
  voiceGuidedSessions: number;
  totalMinutes: number;
  longestStreak: number;
}

/** The four achievements, in the spec's order. Consistent is kept once any streak reached 7. */
export function computeAchievements(input: AchievementInput): Achievement[] {
  const values: Record<AchievementId, number> = {
    faithful: input.totalSessions,
    "voice-user": input.voiceGuidedSessions,
    consistent: input.longestStreak,
    devoted: input.totalMinutes,
  };
  return ACHIEVEMENT_IDS.map((id) => {
    const target = ACHIEVEMENT_TARGETS[id];
    const value = Math.max(0, Math.floor(values[id]));
    return { id, ...ACHIEVEMENT_TEXT[id], earned: value >= target, progress: Math.min(value, target), target };
  });
}
