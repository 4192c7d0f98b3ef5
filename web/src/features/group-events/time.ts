import type { PrayerEvent } from "@common/group-events";

/**
 * Times on the schedule (decision 044): the browser formats each occurrence's `startsAt` with Intl in the
 * viewer's own zone, and notes the group's local time and zone when they differ. No Temporal here: the
 * server did the calendar arithmetic.
 */

/** The same wall-clock time `days` later (the viewer's zone; a day across a clock change is 23 or 25 hours). */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

export const isSameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

const pad = (n: number) => String(n).padStart(2, "0");

/** The viewer's IANA zone. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Sunday 00:00 (the viewer's zone) of the week holding `date` (community §9: weeks start on Sunday). */
export function weekStartOf(date: Date): Date {
  const start = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  return addDays(start, -start.getDay());
}

/** The seven days of the week starting `start`. */
export const weekDays = (start: Date) => Array.from({ length: 7 }, (_, index) => addDays(start, index));

/** A local calendar day as a key (YYYY-MM-DD in the viewer's zone). */
export const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** "Sun", "Nov 22", "Sunday, November 22" for a day of the week grid. */
export const dayNames = (date: Date) => ({
  short: new Intl.DateTimeFormat("en-US", { weekday: "short" }).format(date),
  date: new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" }).format(date),
  long: new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric" }).format(date),
});

const clock = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

/**
 * "6:00 AM" in the viewer's zone; and, when the viewer is elsewhere, the group's own "06:00" and zone
 * (every member sees their time with the group's noted).
 */
export function eventTimes(event: Pick<PrayerEvent, "startsAt" | "time" | "timeZone">, zone = viewerTimeZone()) {
  return { local: clock.format(new Date(event.startsAt)), group: zone === event.timeZone ? null : event.time };
}

/** "Tuesday, November 24" for an occurrence in the viewer's zone. */
export const eventDay = (event: Pick<PrayerEvent, "startsAt">) =>
  new Intl.DateTimeFormat(undefined, { weekday: "long", month: "long", day: "numeric" }).format(
    new Date(event.startsAt),
  );

/** "Nov 22 – Nov 28, 2026". */
export function weekLabel(start: Date) {
  const end = addDays(start, 6);
  const sameYear = start.getFullYear() === end.getFullYear();
  const short = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
  const long = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
  return `${(sameYear ? short : long).format(start)} – ${long.format(end)}`;
}
