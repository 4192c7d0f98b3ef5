/**
 * The daily verse (GET /api/bible/daily-verse): one reference per day of the year, the same for
 * everyone on a date. 366 references chosen for encouragement and prayer: God's promises and love,
 * praise, prayer and its answer, faith, hope, comfort, strength, guidance and the watchman's calling
 * (Isaiah 62:6-7, Ezekiel 3:17, Habakkuk 2:1, Psalm 130:5-6 …). Single verses or ranges of at most three
 * verses within one chapter, across the whole Bible but mostly from Psalms, Isaiah, the Gospels and
 * the letters, spread so that no book comes on two days running. A few days are fixed: a new thing on
 * 1 January (Isaiah 43:18-19), the birth of Christ on 24/25 December (Luke 2:10-11, Isaiah 9:6) and
 * "new every morning" / a doxology to close the year (Lamentations 3:22-23, Jude 1:24-25).
 *
 * The references are content/daily-verses.json; the tests check every one against the KJV.
 */
import { z } from "zod";
import dailyVersesJson from "../../../content/daily-verses.json";
import { parseContent } from "../../content";

/** Index i is day-of-year i + 1; index 365 is only used on 31 December of a leap year. */
export const DAILY_VERSES: readonly string[] = parseContent(
  "daily-verses.json",
  z.array(z.string().min(1)).length(366),
  dailyVersesJson,
);

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** 1 for 1 January … 365 (366 in a leap year) for 31 December, from the date's own digits (no time zone). */
export function dayOfYear(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date like 2026-11-21: ${date}`);
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const leap = isLeapYear(year);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (daysInMonth === undefined || day < 1 || day > daysInMonth) throw new RangeError(`No such date: ${date}`);
  return DAYS_BEFORE_MONTH[month - 1]! + (leap && month > 2 ? 1 : 0) + day;
}

/** The reference of the verse for a calendar date "YYYY-MM-DD": DAILY_VERSES[dayOfYear - 1]. */
export function dailyVerseReference(date: string): string {
  return DAILY_VERSES[dayOfYear(date) - 1]!;
}
