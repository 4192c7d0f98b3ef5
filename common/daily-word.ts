import { z } from "zod";

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
export const SetCompletedInputSchema = z.object({ completed: z.boolean() });
export const DailyWordStateSchema = z.object({ date: z.string(), loved: z.boolean(), completed: z.boolean() });
