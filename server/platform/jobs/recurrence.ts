import { Temporal } from "temporal-polyfill";

/**
 * When a recurring job falls due. Wall-clock rules go through the Temporal API, so daylight-saving days
 * are right: a local time that does not exist (spring forward) is read "compatible" (02:30 → 03:30), and
 * one that happens twice (fall back) is the earlier of the two, so it fires once that day.
 */
export type Recurrence =
  /** Every day (or on the given ISO weekdays, 1 = Monday … 7 = Sunday) at a local time "HH:MM" in a zone. */
  | { every: "day"; at: string; timeZone: string; weekdays?: readonly number[] }
  /** Every n minutes, counted from the Unix epoch (60: on the hour, in every zone with whole-hour offsets). */
  | { everyMinutes: number };

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Throws a plain message when a rule can never fire or names an unknown zone. */
export function checkRecurrence(rule: Recurrence): void {
  if ("everyMinutes" in rule) {
    if (!Number.isInteger(rule.everyMinutes) || rule.everyMinutes < 1 || rule.everyMinutes > 7 * 24 * 60) {
      throw new Error(`everyMinutes must be a whole number from 1 to ${7 * 24 * 60}`);
    }
    return;
  }
  if (!TIME_OF_DAY.test(rule.at)) throw new Error(`"${rule.at}" is not a time of day as HH:MM`);
  Temporal.Now.zonedDateTimeISO(rule.timeZone);
  if (
    rule.weekdays &&
    (rule.weekdays.length === 0 || rule.weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7))
  ) {
    throw new Error("weekdays must list ISO weekdays from 1 (Monday) to 7 (Sunday)");
  }
}

/** The first time the rule falls due strictly after `after`. */
export function nextOccurrence(rule: Recurrence, after: Date): Date {
  const afterMs = after.getTime();
  if ("everyMinutes" in rule) {
    const period = rule.everyMinutes * 60_000;
    return new Date((Math.floor(afterMs / period) + 1) * period);
  }
  const [, hour, minute] = TIME_OF_DAY.exec(rule.at) ?? [];
  const time = new Temporal.PlainTime(Number(hour), Number(minute));
  // From the day before: an occurrence of yesterday's date can still lie ahead (e.g. late evening, or a
  // non-existent time pushed past midnight).
  let date = Temporal.Instant.fromEpochMilliseconds(afterMs)
    .toZonedDateTimeISO(rule.timeZone)
    .toPlainDate()
    .subtract({ days: 1 });
  for (let day = 0; day < 10; day++, date = date.add({ days: 1 })) {
    if (rule.weekdays && !rule.weekdays.includes(date.dayOfWeek)) continue;
    const instant = date.toPlainDateTime(time).toZonedDateTime(rule.timeZone, { disambiguation: "compatible" });
    if (instant.epochMilliseconds > afterMs) return new Date(instant.epochMilliseconds);
  }
  throw new Error("a recurrence without any day to fall on");
}
