import { isValidTimeZone } from "@common/time-zones";

/**
 * The zone of the device the page is drawn for while the server renders it (web/src/render-home.tsx,
 * decision 053): the one the browser reported (the `pj_tz` cookie), not the server's. Null in the browser.
 */
let renderedForZone: string | null = null;

/** Runs `render` (synchronous) as if on a device in `zone`; the server's rendering of the signed-in home. */
export function renderInDeviceTimeZone<T>(zone: string | null, render: () => T): T {
  renderedForZone = zone;
  try {
    return render();
  } finally {
    renderedForZone = null;
  }
}

/** The zone the device's own clock follows when nothing is pinned: undefined means this runtime's. */
export function deviceZoneOverride(): string | undefined {
  return renderedForZone ?? undefined;
}

/** The device's own IANA time zone, e.g. "Europe/Berlin". */
export function deviceTimeZone(): string {
  return renderedForZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
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
