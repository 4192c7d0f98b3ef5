import { isValidTimeZone } from "@common/time-zones";
import { clockTimeIn } from "@common/watch-clock";

export { deviceTimeZone, deviceZoneOverride, renderInDeviceTimeZone } from "@/lib/device-time-zone";

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

/**
 * "7:30 PM" as a clock in that zone (the device's when none is given) shows it: the hour without a leading
 * zero, two-digit minutes, a space and AM or PM, as `Intl.DateTimeFormat("en-US", { hour: "numeric",
 * minute: "2-digit" })` writes it in the browser. Written here from the wall-clock reading, so the device's
 * own clock needs no date formatter (decision 054) and the server's page writes it as the browser does.
 */
export function formatClockTime(date: Date, timeZone?: string): string {
  const { hour, minute } = clockTimeIn(date, timeZone);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}
