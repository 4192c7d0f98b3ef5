import { getWatch, WATCH_NUMBERS, type WatchNumber } from "@common/watches";
import { Temporal } from "temporal-polyfill";

/**
 * Watch time of a group's roster (decision 048), reckoned in the group's home time zone with Temporal.
 *
 * A watch occurrence is (watchNumber, date): `date` is the local date on which the watch starts, at its
 * start hour (18, 21, 0, 3, 6, 9, 12, 15 for watches 1–8). Watch 2 of a date runs 21:00–24:00 on that date;
 * watch 3 of a date starts at 00:00 on it. An occurrence ends when the next one starts, so on a day the
 * clocks change a watch lasts 2 or 4 hours of real time (Europe/London's watch 3 on 2026-03-29 runs 00:00
 * GMT to 03:00 BST: two hours). A start that does not exist (a zone that springs forward at midnight, such
 * as America/Santiago) is read 'compatible': moved forward by the gap; a start that happens twice is the
 * earlier one.
 */

export type WatchOccurrence = { watchNumber: WatchNumber; date: string };

/** The order of a group date's watches: midnight first. */
export const DAY_ORDER: readonly WatchNumber[] = [3, 4, 5, 6, 7, 8, 1, 2];

const startHourOf = (watchNumber: number) => {
  const watch = getWatch(watchNumber);
  if (!watch) throw new Error(`no watch ${watchNumber}`);
  return watch.startHour;
};

/** When the occurrence starts, in the zone. */
export function watchStart({ watchNumber, date }: WatchOccurrence, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.PlainDate.from(date)
    .toPlainDateTime(new Temporal.PlainTime(startHourOf(watchNumber)))
    .toZonedDateTime(timeZone, { disambiguation: "compatible" });
}

/** The occurrence after this one: 8 → 1 the same date, 2 → 3 the next date, else n + 1 the same date. */
export function nextWatch({ watchNumber, date }: WatchOccurrence): WatchOccurrence {
  if (watchNumber === 8) return { watchNumber: 1, date };
  if (watchNumber === 2) return { watchNumber: 3, date: Temporal.PlainDate.from(date).add({ days: 1 }).toString() };
  return { watchNumber: (watchNumber + 1) as WatchNumber, date };
}

/** The occurrence before this one (the inverse of `nextWatch`). */
export function previousWatch({ watchNumber, date }: WatchOccurrence): WatchOccurrence {
  if (watchNumber === 1) return { watchNumber: 8, date };
  if (watchNumber === 3)
    return { watchNumber: 2, date: Temporal.PlainDate.from(date).subtract({ days: 1 }).toString() };
  return { watchNumber: (watchNumber - 1) as WatchNumber, date };
}

/** When the occurrence ends: the next one's start (three hours of wall clock; 2 or 4 real hours on a change day). */
export function watchEnd(occurrence: WatchOccurrence, timeZone: string): Temporal.ZonedDateTime {
  return watchStart(nextWatch(occurrence), timeZone);
}

/** Start and end as instants. */
export function watchSpan(
  occurrence: WatchOccurrence,
  timeZone: string,
): { start: Temporal.Instant; end: Temporal.Instant } {
  return { start: watchStart(occurrence, timeZone).toInstant(), end: watchEnd(occurrence, timeZone).toInstant() };
}

/**
 * The occurrence running at `instant`: the watch whose start hour is the local hour rounded down to a
 * multiple of three, on the local date. (Local times are what the starts were made of, so this agrees with
 * start ≤ instant < end on every day, including days the clocks change.)
 */
export function watchAt(instant: Temporal.Instant, timeZone: string): WatchOccurrence {
  const local = instant.toZonedDateTimeISO(timeZone);
  const startHour = Math.floor(local.hour / 3) * 3;
  const watch = WATCH_NUMBERS.find((n) => startHourOf(n) === startHour)!;
  return { watchNumber: watch, date: local.toPlainDate().toString() };
}

/** The group's date at `instant`. */
export function dateAt(instant: Temporal.Instant, timeZone: string): string {
  return instant.toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The seven dates (Sunday to Saturday) of the week holding `date`. */
export function weekOf(date: string): string[] {
  const day = Temporal.PlainDate.from(date);
  const sunday = day.subtract({ days: day.dayOfWeek % 7 });
  return Array.from({ length: 7 }, (_, index) => sunday.add({ days: index }).toString());
}

/** The ISO weekday (1 Monday … 7 Sunday) of an occurrence: its date's. */
export function isoWeekday(date: string): number {
  return Temporal.PlainDate.from(date).dayOfWeek;
}

export const addDays = (date: string, days: number) => Temporal.PlainDate.from(date).add({ days }).toString();

const WEEKDAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Fourth Watch on Tue 1 Dec". */
export function describeOccurrence({ watchNumber, date }: WatchOccurrence): string {
  const day = Temporal.PlainDate.from(date);
  const name = getWatch(watchNumber)?.name ?? `Watch ${watchNumber}`;
  return `${name} on ${WEEKDAY_NAMES[day.dayOfWeek - 1]} ${day.day} ${MONTH_NAMES[day.month - 1]}`;
}
