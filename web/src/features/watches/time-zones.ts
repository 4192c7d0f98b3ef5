import { isValidTimeZone } from "@common/time-zones";

/** The device's own IANA time zone, e.g. "Europe/Berlin". */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The runtime's spelling of a zone ("europe/london" → "Europe/London"), or null when unknown. */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "" || !isValidTimeZone(trimmed)) return null;
  return new Intl.DateTimeFormat("en-US", { timeZone: trimmed }).resolvedOptions().timeZone;
}

/** Every zone to offer in a picker. */
export function supportedTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes("UTC") ? zones : [...zones, "UTC"];
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** "7:30 PM" as a clock in that zone (the device's when none is given) shows it. */
export function formatClockTime(date: Date, timeZone?: string): string {
  const key = timeZone ?? "";
  let formatter = timeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
    timeFormatters.set(key, formatter);
  }
  return formatter.format(date);
}
