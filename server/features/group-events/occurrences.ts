import { RRuleTemporal } from "rrule-temporal";
import { Temporal } from "temporal-polyfill";

/**
 * When a group's prayer event happens (issue 18, decision 044). An event is a wall-clock date and time in
 * its zone (the group's home time zone), once or repeating weekly or monthly. Repetition follows RFC 5545
 * through `rrule-temporal`, exactly as a calendar app reading the event's ICS does, so the app, its alerts
 * and the member's calendar agree:
 * - a weekly 06:00 stays 06:00 local across daylight-saving changes (its UTC time moves by the hour);
 * - a monthly event keeps its day of month and is skipped in months without it (the 31st: 7 a year);
 * - a repetition whose local time does not exist that day (02:30 when clocks spring forward) is skipped;
 *   the first occurrence itself is read 'compatible' (moved forward by the gap), as RFC 5545 says of DTSTART.
 */

export type EventTiming = {
  /** The first (or only) occurrence's local date, YYYY-MM-DD. */
  startsOn: string;
  /** Local start time, HH:MM. */
  startTime: string;
  durationMinutes: number;
  recurrence: "weekly" | "monthly" | null;
  /** IANA zone. */
  timeZone: string;
};

export type Occurrence = {
  /** The occurrence's local date in the event's zone (what a confirmation names). */
  date: string;
  /** Local start time, HH:MM, in the event's zone. */
  time: string;
  startsAt: Temporal.Instant;
  endsAt: Temporal.Instant;
};

/** Occurrences one window may list at most (a weekly event over a year is 53). */
export const OCCURRENCES_MAX = 1_000;

function firstStart(event: EventTiming): Temporal.ZonedDateTime {
  return Temporal.PlainDate.from(event.startsOn)
    .toPlainDateTime(Temporal.PlainTime.from(event.startTime))
    .toZonedDateTime(event.timeZone, { disambiguation: "compatible" });
}

function occurrence(event: EventTiming, start: Temporal.ZonedDateTime): Occurrence {
  const local = start.withTimeZone(event.timeZone);
  return {
    date: local.toPlainDate().toString(),
    time: local.toPlainTime().toString({ smallestUnit: "minute" }),
    startsAt: local.toInstant(),
    endsAt: local.toInstant().add({ minutes: event.durationMinutes }),
  };
}

function rule(event: EventTiming, recurrence: "weekly" | "monthly"): RRuleTemporal {
  return new RRuleTemporal({
    temporal: Temporal,
    freq: recurrence === "weekly" ? "WEEKLY" : "MONTHLY",
    dtstart: firstStart(event),
    tzid: event.timeZone,
  });
}

/** The RRULE line of a repeating event ("FREQ=WEEKLY"), for calendar files; null for a single event. */
export function recurrenceRule(event: Pick<EventTiming, "recurrence">): string | null {
  return event.recurrence === null ? null : `FREQ=${event.recurrence === "weekly" ? "WEEKLY" : "MONTHLY"}`;
}

/**
 * The occurrences that overlap [from, to) (started before `to` and not ended by `from`), in time order,
 * at most `limit`.
 */
export function occurrencesBetween(
  event: EventTiming,
  from: Temporal.Instant,
  to: Temporal.Instant,
  limit = OCCURRENCES_MAX,
): Occurrence[] {
  if (Temporal.Instant.compare(from, to) >= 0) return [];
  const overlaps = (item: Occurrence) =>
    Temporal.Instant.compare(item.startsAt, to) < 0 && Temporal.Instant.compare(item.endsAt, from) > 0;
  if (event.recurrence === null) {
    const only = occurrence(event, firstStart(event));
    return overlaps(only) ? [only] : [];
  }
  // An occurrence overlapping `from` started at most its duration earlier.
  const windowStart = from.subtract({ minutes: event.durationMinutes });
  const found: Occurrence[] = [];
  const starts = rule(event, event.recurrence).between(
    new Date(windowStart.epochMilliseconds),
    new Date(to.epochMilliseconds),
    true,
  );
  for (const start of starts) {
    const item = occurrence(event, Temporal.ZonedDateTime.from(start.toString()));
    if (!overlaps(item)) continue;
    found.push(item);
    if (found.length >= limit) break;
  }
  return found;
}

/** The first occurrence that has not ended by `at` (the current one while it runs), or null. */
export function nextOccurrence(event: EventTiming, at: Temporal.Instant): Occurrence | null {
  const initial = occurrence(event, firstStart(event));
  // Not begun yet (however far ahead it starts): its first occurrence is next.
  if (event.recurrence === null || Temporal.Instant.compare(initial.startsAt, at) > 0) {
    return Temporal.Instant.compare(initial.endsAt, at) > 0 ? initial : null;
  }
  // Monthly on the 31st skips months; two months always hold one more.
  const [first] = occurrencesBetween(event, at, at.add({ hours: 24 * 70 }), 1);
  return first ?? null;
}

/** The occurrence on a local date (YYYY-MM-DD in the event's zone), or null when the event has none that day. */
export function occurrenceOn(event: EventTiming, date: string): Occurrence | null {
  let day: Temporal.PlainDate;
  try {
    day = Temporal.PlainDate.from(date);
  } catch {
    return null;
  }
  const startOfDay = day.toZonedDateTime({ timeZone: event.timeZone }).toInstant();
  const endOfDay = day.add({ days: 1 }).toZonedDateTime({ timeZone: event.timeZone }).toInstant();
  return occurrencesBetween(event, startOfDay, endOfDay).find((item) => item.date === date) ?? null;
}
