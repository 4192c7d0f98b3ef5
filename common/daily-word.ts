import { z } from "zod";
import { isValidTimeZone } from "./time-zones";

const IsoDateSchema = z.iso.date("Use a date like 2026-11-21").max(10, "Use a date like 2026-11-21");

export const DailyWordQuerySchema = z.object({ date: IsoDateSchema });

/** GET /api/daily-word?date=YYYY-MM-DD (community spec §3 "Daily word", plus the user's own state). */
export const DailyWordSchema = z.object({
  date: z.string(),
  theme: z.string(),
  scripture: z.object({ text: z.string(), reference: z.string() }),
  reflection: z.string(),
  prayerPoints: z.array(z.string()),
  weeklyTheme: z.string(),
  /** The seven days of this date's week: the date, its scripture reference and whether the user completed it. */
  weeklyScriptures: z.array(z.object({ day: z.string(), reference: z.string(), completed: z.boolean() })),
  loved: z.boolean(),
  completed: z.boolean(),
});
export type DailyWord = z.infer<typeof DailyWordSchema>;

export const DailyWordDateParamsSchema = z.object({ date: IsoDateSchema });
export const SetLovedInputSchema = z.object({ loved: z.boolean() });
/**
 * `timeZone` is the device's IANA zone, so the server knows which day is the user's today: a day can be
 * marked complete only once it has begun there. Without it, once it has begun anywhere on earth.
 */
export const SetCompletedInputSchema = z.object({
  completed: z.boolean(),
  timeZone: z.string().max(64).refine(isValidTimeZone, "Unknown time zone, e.g. Europe/London.").optional(),
});

/** The answer (409) to marking complete a day that has not begun yet. */
export function futureDayMessage(date: string): string {
  return `${date} has not begun yet. A day can be marked complete on that day or later.`;
}
export const DailyWordStateSchema = z.object({ date: z.string(), loved: z.boolean(), completed: z.boolean() });
