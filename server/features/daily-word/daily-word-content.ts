/**
 * The Daily Word: a year of 52 weekly themes, each with seven days of a KJV scripture, a reflection
 * and three prayer points, and the calendar that maps a date to its day.
 *
 * Weeks are counted from 1 January: days 1–7 of the year are week 1, …, days 358–364 are week 52.
 * The one or two days left over (31 December, or 30 and 31 December in a leap year) wrap to the
 * first days of week 1, so every date of every year has a word. The seasonal weeks (Lent around
 * weeks 9–13, Easter 14–15, Ascension 20, Pentecost 21, Advent 48–51, Christmas 52) sit where those
 * seasons usually fall; the church calendar moves, so they are approximate by design.
 *
 * The words themselves are content/daily-word.json; daily-word-content.test.ts checks every
 * reference against the kjv package.
 */
import { z } from "zod";
import dailyWordJson from "../../../content/daily-word.json";
import { parseContent } from "../../content";

const DailyWordDaySchema = z.strictObject({
  /** The day's title, e.g. "Set as a Watchman". */
  theme: z.string().min(1),
  /** A simple KJV reference, "Book C:V" or "Book C:V-W" (at most four verses), as common/scripture-reference.ts parses it. */
  reference: z.string().min(1),
  /** Three to five sentences grounded in the scripture, for someone who prays. */
  reflection: z.string().min(1),
  /** Three prayers, each a full sentence addressed to God. */
  prayerPoints: z.tuple([z.string().min(1), z.string().min(1), z.string().min(1)]),
});
/** One week of the year's arc: a theme and exactly seven days. */
const DailyWordWeekSchema = z.strictObject({
  theme: z.string().min(1),
  days: z.tuple([
    DailyWordDaySchema,
    DailyWordDaySchema,
    DailyWordDaySchema,
    DailyWordDaySchema,
    DailyWordDaySchema,
    DailyWordDaySchema,
    DailyWordDaySchema,
  ]),
});
export type DailyWordDay = z.infer<typeof DailyWordDaySchema>;
export type DailyWordWeek = z.infer<typeof DailyWordWeekSchema>;

export const DAILY_WORD_WEEK_COUNT = 52;
export const DAYS_PER_WEEK = 7;

/** The year's 52 weeks, in calendar order (index 0 = the week of 1 January): content/daily-word.json. */
export const DAILY_WORD_WEEKS: readonly DailyWordWeek[] = parseContent(
  "daily-word.json",
  z.array(DailyWordWeekSchema).length(DAILY_WORD_WEEK_COUNT),
  dailyWordJson,
);

/** The dates the Daily Word API serves; anything outside is refused with a readable message. */
export const DAILY_WORD_FIRST_DATE = "1900-01-01";
export const DAILY_WORD_LAST_DATE = "2200-12-31";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of a calendar date; setUTCFullYear keeps years 0–99 as written (Date.UTC would add 1900). */
function utcMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** Parses "YYYY-MM-DD" as a calendar date (no time zone involved); RangeError if it is not a real date. */
function parseIsoDate(date: string): Date {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`"${date}" is not a date like 2026-11-21`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = utcMidnight(year, month, day);
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) {
    throw new RangeError(`There is no date ${date}`);
  }
  return parsed;
}

function formatIsoDate(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** Whether a string is a real calendar date written "YYYY-MM-DD". */
export function isIsoDate(date: string): boolean {
  try {
    parseIsoDate(date);
    return true;
  } catch {
    return false;
  }
}

/** 1 for 1 January … 365 (or 366 in a leap year) for 31 December. */
export function dayOfYear(date: string): number {
  const parsed = parseIsoDate(date);
  const januaryFirst = utcMidnight(parsed.getUTCFullYear(), 1, 1);
  return Math.round((parsed.getTime() - januaryFirst.getTime()) / DAY_MS) + 1;
}

/**
 * Where a date's word sits in DAILY_WORD_WEEKS, both zero-based: week = ⌊(dayOfYear−1)/7⌋ mod 52,
 * day = (dayOfYear−1) mod 7. Day 365 wraps to week 0, day 0 and day 366 to week 0, day 1.
 */
export function dailyWordIndex(date: string): { week: number; day: number } {
  const offset = dayOfYear(date) - 1;
  return {
    week: Math.floor(offset / DAYS_PER_WEEK) % DAILY_WORD_WEEK_COUNT,
    day: offset % DAYS_PER_WEEK,
  };
}

/** A date's week and day of content. */
export function dailyWordFor(date: string): { week: DailyWordWeek; day: DailyWordDay } {
  const index = dailyWordIndex(date);
  const week = DAILY_WORD_WEEKS[index.week]!;
  return { week, day: week.days[index.day]! };
}

/**
 * The seven dates of a date's content week, first to last: the date minus its day index, then the
 * six days after it. A normal week lies inside its year (week 1 is 1–7 January, week 52 ends on
 * 30 December, or 29 December in a leap year). The wrap days are the only dates whose week crosses
 * into the next year: 31 December gives 31 December–6 January, and in a leap year 30 and 31 December
 * give 30 December–5 January. Each of those dates keeps its own word (so 1 January of the new year
 * starts week 1 afresh and repeats the word of the wrap day before it).
 */
export function weekDates(date: string): string[] {
  const start = parseIsoDate(date).getTime() - dailyWordIndex(date).day * DAY_MS;
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => formatIsoDate(new Date(start + i * DAY_MS)));
}
