import { getWatch } from "@common/watches";

/**
 * Times on the roster screen (decision 050). The server reckons watches in the group's zone and sends each
 * cell's start and end as instants; the browser only formats those instants with Intl, in the group's zone
 * or the viewer's own (no time-zone library is shipped).
 */

/** The browser's time zone, e.g. "America/New_York". */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** The eight watches in the day's order, midnight first (the server's cell order). */
export const DAY_ORDER = [3, 4, 5, 6, 7, 8, 1, 2] as const;

export function watchName(watchNumber: number): string {
  return getWatch(watchNumber)?.name ?? `Watch ${watchNumber}`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let found = timeFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", { timeZone: zone, ...options });
    timeFormats.set(key, found);
  }
  return found;
}

interface ClockParts {
  hour: string;
  minute: string;
  dayPeriod: string;
}

function clock(iso: string, zone: string): ClockParts {
  const parts = format(zone, { hour: "numeric", minute: "2-digit", hour12: true }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { hour: part("hour"), minute: part("minute"), dayPeriod: part("dayPeriod").toUpperCase() };
}

const hourText = ({ hour, minute }: ClockParts) => (minute === "00" ? hour : `${hour}:${minute}`);

/** "3 AM", "9:30 PM". */
export function formatTime(iso: string, zone: string): string {
  const parts = clock(iso, zone);
  return `${hourText(parts)} ${parts.dayPeriod}`;
}

/** "3–6 AM", "9 PM–12 AM", "10:30 PM–1:30 AM". */
export function formatRange(startsAt: string, endsAt: string, zone: string): string {
  const start = clock(startsAt, zone);
  const end = clock(endsAt, zone);
  return start.dayPeriod === end.dayPeriod
    ? `${hourText(start)}–${hourText(end)} ${end.dayPeriod}`
    : `${hourText(start)} ${start.dayPeriod}–${hourText(end)} ${end.dayPeriod}`;
}

/** A group date (YYYY-MM-DD) as "Sun 22 Nov". */
export function formatGroupDate(date: string, style: "short" | "long" = "short"): string {
  const options: Intl.DateTimeFormatOptions =
    style === "short"
      ? { weekday: "short", day: "numeric", month: "short" }
      : { weekday: "long", day: "numeric", month: "long" };
  return dayMonth(format("UTC", options), new Date(`${date}T12:00:00Z`));
}

/** The local date of an instant in a zone, as "Sat 21 Nov". */
export function formatZonedDate(iso: string, zone: string): string {
  return dayMonth(format(zone, { weekday: "short", day: "numeric", month: "short" }), new Date(iso));
}

/** "Sun 22 Nov" rather than en-US's "Sun, Nov 22". */
function dayMonth(formatter: Intl.DateTimeFormat, date: Date): string {
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")}`;
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export function zonedDate(iso: string, zone: string): string {
  return format(zone, { year: "numeric", month: "2-digit", day: "2-digit" })
    .format(new Date(iso))
    .replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, "$3-$1-$2");
}

/** "2 h 15 min left", "40 min left", "less than a minute left". */
export function timeLeft(endsAt: string, now: number): string {
  const minutes = Math.floor((Date.parse(endsAt) - now) / 60_000);
  if (minutes < 1) return "less than a minute left";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min left`;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
}

/** A group date moved by whole days (calendar arithmetic on the date itself, not on instants). */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday … 7 Sunday) of a group date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const WEEKDAY_NAMES: Record<number, string> = {
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
  7: "Sunday",
};

/** "Every day", "Weekdays", "Mon, Wed, Fri". */
export function weekdaysText(weekdays: readonly number[]): string {
  const set = new Set(weekdays);
  if (set.size === 7) return "Every day";
  if (set.size === 5 && [1, 2, 3, 4, 5].every((d) => set.has(d))) return "Weekdays";
  if (set.size === 2 && set.has(6) && set.has(7)) return "Weekends";
  return [...set]
    .sort((a, b) => a - b)
    .map((d) => WEEKDAY_NAMES[d]?.slice(0, 3))
    .join(", ");
}
