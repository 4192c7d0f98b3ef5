import type { DailyWord, DailyWordStateSchema } from "@common/daily-word";
import {
  DAILY_WORD_FIRST_DATE,
  DAILY_WORD_LAST_DATE,
  dailyWordFor,
  isIsoDate,
  weekDates,
} from "@common/daily-word-content";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { AuthenticatedContext } from "../../context";
import { dailyWordStates } from "../../db/schema";
import { ValidationError } from "../../errors";
import { resolveScripture } from "../bible/bible.service";

export type DailyWordState = z.infer<typeof DailyWordStateSchema>;

/** 400 unless the date is a real "YYYY-MM-DD" date inside the years the Daily Word serves. */
function assertServedDate(date: string): void {
  if (!isIsoDate(date)) throw new ValidationError(`There is no date ${date}. Use a date like 2026-11-21.`);
  if (date < DAILY_WORD_FIRST_DATE || date > DAILY_WORD_LAST_DATE) {
    throw new ValidationError(
      `The Daily Word covers ${DAILY_WORD_FIRST_DATE} to ${DAILY_WORD_LAST_DATE}; choose a date in that range.`,
    );
  }
}

/** GET /api/daily-word: the date's word, its week's theme and seven scriptures, and this user's loves and completions. */
export async function getDailyWord({
  ctx,
  input: { date },
}: {
  ctx: AuthenticatedContext;
  input: { date: string };
}): Promise<DailyWord> {
  assertServedDate(date);
  const { week, day } = dailyWordFor(date);
  const dates = weekDates(date);
  const [scripture, rows] = await Promise.all([
    resolveScripture(day.reference),
    ctx.db
      .select({ date: dailyWordStates.date, loved: dailyWordStates.loved, completed: dailyWordStates.completed })
      .from(dailyWordStates)
      .where(and(eq(dailyWordStates.userId, ctx.user.id), inArray(dailyWordStates.date, dates))),
  ]);
  const stateOf = new Map(rows.map((row) => [row.date, row]));
  return {
    date,
    theme: day.theme,
    scripture: { reference: scripture.reference, text: scripture.text },
    reflection: day.reflection,
    prayerPoints: [...day.prayerPoints],
    weeklyTheme: week.theme,
    weeklyScriptures: dates.map((weekDate) => ({
      day: weekDate,
      reference: dailyWordFor(weekDate).day.reference,
      completed: stateOf.get(weekDate)?.completed ?? false,
    })),
    loved: stateOf.get(date)?.loved ?? false,
    completed: stateOf.get(date)?.completed ?? false,
  };
}

/** Upserts one of the user's flags for a date, leaving the other as it was (false for a new row). */
async function saveState(
  ctx: AuthenticatedContext,
  date: string,
  change: { loved: boolean } | { completed: boolean },
): Promise<DailyWordState> {
  assertServedDate(date);
  const updatedAt = new Date();
  const [row] = await ctx.db
    .insert(dailyWordStates)
    .values({ userId: ctx.user.id, date, ...change, updatedAt })
    .onConflictDoUpdate({ target: [dailyWordStates.userId, dailyWordStates.date], set: { ...change, updatedAt } })
    .returning();
  return { date: row!.date, loved: row!.loved, completed: row!.completed };
}

/** PUT /api/daily-word/:date/love */
export function setDailyWordLoved({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { date: string; loved: boolean };
}): Promise<DailyWordState> {
  return saveState(ctx, input.date, { loved: input.loved });
}

/** PUT /api/daily-word/:date/complete */
export function setDailyWordCompleted({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { date: string; completed: boolean };
}): Promise<DailyWordState> {
  return saveState(ctx, input.date, { completed: input.completed });
}
