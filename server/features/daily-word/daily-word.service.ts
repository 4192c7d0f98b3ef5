import { type DailyWord, type DailyWordStateSchema, futureDayMessage } from "@common/daily-word";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AuthenticatedContext } from "../../context";
import { dailyWordStates } from "../../db/schema";
import { Conflict, ValidationError } from "../../errors";
import { scope } from "../../platform/policy";
import { assertWithinCap, lockUserForCappedWrite } from "../../user-quota";
import { resolveScripture } from "../bible";
import { DAILY_WORD_FIRST_DATE, DAILY_WORD_LAST_DATE, dailyWordFor, isIsoDate, weekDates } from "./daily-word-content";

export type DailyWordState = z.infer<typeof DailyWordStateSchema>;

/** Days one user may have loved or completed: more than thirteen years of every day. */
export const DAILY_WORD_MARKED_DAYS_MAX = 5_000;
export const DailyWordLimitMessages = {
  tooMany: `You can mark up to ${DAILY_WORD_MARKED_DAYS_MAX.toLocaleString("en-US")} days of the Daily Word. Unmark some days to mark another.`,
} as const;

/** 400 unless the date is a real "YYYY-MM-DD" date inside the years the Daily Word serves. */
function assertServedDate(date: string): void {
  if (!isIsoDate(date)) throw new ValidationError(`There is no date ${date}. Use a date like 2026-11-21.`);
  if (date < DAILY_WORD_FIRST_DATE || date > DAILY_WORD_LAST_DATE) {
    throw new ValidationError(
      `The Daily Word covers ${DAILY_WORD_FIRST_DATE} to ${DAILY_WORD_LAST_DATE}; choose a date in that range.`,
    );
  }
}

/** The zone where each day begins first (UTC+14): its date is the latest "today" anywhere on earth. */
export const EARLIEST_TIME_ZONE = "Pacific/Kiritimati";

/** The date (YYYY-MM-DD) it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** 409 when `date` is after today in the user's zone (without one: after the latest today on earth). */
function assertDayHasBegun(date: string, timeZone: string | undefined, now: Date): void {
  if (date > todayIn(timeZone ?? EARLIEST_TIME_ZONE, now)) throw new Conflict(futureDayMessage(date));
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
      .where(and(scope(ctx.user, "read", "dailyWordState"), inArray(dailyWordStates.date, dates))),
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

/**
 * Upserts one of the user's flags for a date, leaving the other as it was (false for a new row). A day
 * with neither flag keeps no row, and a newly marked day past the per-user cap is refused (409).
 */
async function saveState(
  ctx: AuthenticatedContext,
  date: string,
  change: { loved: boolean } | { completed: boolean },
): Promise<DailyWordState> {
  assertServedDate(date);
  const updatedAt = new Date();
  const mine = and(scope(ctx.user, "write", "dailyWordState"), eq(dailyWordStates.date, date));
  return ctx.db.transaction(async (tx) => {
    await lockUserForCappedWrite(tx, ctx.user.id);
    const [row] = await tx
      .insert(dailyWordStates)
      .values({ userId: ctx.user.id, date, ...change, updatedAt })
      .onConflictDoUpdate({ target: [dailyWordStates.userId, dailyWordStates.date], set: { ...change, updatedAt } })
      // xmax is 0 on a row this statement inserted (not updated).
      .returning({ ...rowColumns, inserted: sql<boolean>`(xmax = 0)` });
    const state = { date: row!.date, loved: row!.loved, completed: row!.completed };
    if (!state.loved && !state.completed) {
      await tx.delete(dailyWordStates).where(mine);
      return state;
    }
    if (row!.inserted) {
      const [{ kept } = { kept: 0 }] = await tx
        .select({ kept: count() })
        .from(dailyWordStates)
        .where(scope(ctx.user, "read", "dailyWordState"));
      // Counted after the insert; a refusal rolls it back.
      assertWithinCap({
        kept: kept - 1,
        adding: 1,
        max: DAILY_WORD_MARKED_DAYS_MAX,
        message: DailyWordLimitMessages.tooMany,
      });
    }
    return state;
  });
}

const rowColumns = {
  date: dailyWordStates.date,
  loved: dailyWordStates.loved,
  completed: dailyWordStates.completed,
};

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

/**
 * PUT /api/daily-word/:date/complete: only today and past days can be marked complete (a future day is
 * refused with 409); un-marking is allowed for any day.
 */
export async function setDailyWordCompleted({
  ctx,
  input,
  now = new Date(),
}: {
  ctx: AuthenticatedContext;
  input: { date: string; completed: boolean; timeZone?: string | undefined };
  now?: Date;
}): Promise<DailyWordState> {
  assertServedDate(input.date);
  if (input.completed) assertDayHasBegun(input.date, input.timeZone, now);
  return saveState(ctx, input.date, { completed: input.completed });
}
