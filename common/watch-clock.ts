import { runtimeTemporal } from "./temporal";
import { type PrayerWatch, WATCHES, type WatchNumber } from "./watches";

export { isValidTimeZone } from "./time-zones";

/** The clock refreshes the current watch this often (spec §9). */
export const CLOCK_REFRESH_MS = 60_000;

export type WatchStatus = "active" | "completed" | "upcoming";

/** A wall-clock reading: what a clock on the wall of the user's (or their home) time zone shows. */
export type ClockTime = { hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string | undefined) {
  const key = timeZone ?? "";
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The wall-clock time of an instant in a time zone (the device's own when none is given).
 * Watches follow the wall clock, so on a daylight-saving day a watch can last two or four hours.
 */
export function clockTimeIn(date: Date, timeZone?: string): ClockTime {
  // The runtime's own zone is the Date's: no date formatter to build (the first one of a page costs about
  // 100 ms at Lighthouse's 4× CPU, decision 054).
  if (timeZone === undefined) return { hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() };
  const temporal = runtimeTemporal();
  if (temporal) {
    const { hour, minute, second } = temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(
      timeZone,
    );
    return { hour, minute, second };
  }
  const parts = formatterFor(timeZone).formatToParts(date);
  const read = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { hour: read("hour") % 24, minute: read("minute"), second: read("second") };
}

/** The watch whose hours contain the given hour; the first watch if none matches. */
export function watchForHour(hour: number): PrayerWatch {
  return WATCHES.find((watch) => hour >= watch.startHour && hour < watch.endHour) ?? WATCHES[0]!;
}

/** Status by number, as the spec defines it: lower numbers are completed, higher ones upcoming. */
export function watchStatus(watchNumber: WatchNumber, currentNumber: WatchNumber): WatchStatus {
  if (watchNumber === currentNumber) return "active";
  return watchNumber < currentNumber ? "completed" : "upcoming";
}

const minutesOfDay = (time: ClockTime) => time.hour * 60 + time.minute + time.second / 60;

/** Share of the watch already past, 0–100, clamped. */
export function watchProgress(watch: PrayerWatch, time: ClockTime): number {
  const elapsed = minutesOfDay(time) - watch.startHour * 60;
  const length = (watch.endHour - watch.startHour) * 60;
  return Math.min(100, Math.max(0, (elapsed / length) * 100));
}

/** Whole minutes left in the watch (0 when it has ended). */
export function minutesRemaining(watch: PrayerWatch, time: ClockTime): number {
  return Math.max(0, watch.endHour * 60 - (time.hour * 60 + time.minute));
}

/** "Xh Ym", or "Ym" under an hour. */
export function formatRemaining(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h ${rest}m` : `${rest}m`;
}

export type WatchClock = {
  current: PrayerWatch;
  time: ClockTime;
  /** Share of the current watch already past, 0–100. */
  progress: number;
  minutesRemaining: number;
  /** "Xh Ym" or "Ym". */
  timeRemaining: string;
};

/** Everything the dashboard shows about "now", from one instant and an optional pinned time zone. */
export function readWatchClock(date: Date, timeZone?: string): WatchClock {
  const time = clockTimeIn(date, timeZone);
  const current = watchForHour(time.hour);
  const remaining = minutesRemaining(current, time);
  return {
    current,
    time,
    progress: watchProgress(current, time),
    minutesRemaining: remaining,
    timeRemaining: formatRemaining(remaining),
  };
}

/** A card's progress bar: full for completed watches, empty for upcoming ones, live for the active one. */
export function cardProgress(watch: PrayerWatch, clock: WatchClock): number {
  const status = watchStatus(watch.number, clock.current.number);
  if (status === "completed") return 100;
  if (status === "upcoming") return 0;
  return clock.progress;
}
