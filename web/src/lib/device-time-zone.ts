import { runtimeTemporal } from "@common/temporal";

/**
 * The device's time zone, which several features read (the watch clock, reminders, the profile's streaks):
 * features never import each other, so it lives here.
 */

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

/**
 * While the app hydrates the server's page, the zone the server drew it in (decision 054): the first render must
 * give the server's HTML, the watches in the zone the server knew. Null after.
 */
export function setRenderedZone(zone: string | null): void {
  renderedForZone = zone;
}

/** The zone the device's own clock follows when nothing is pinned: undefined means this runtime's. */
export function deviceZoneOverride(): string | undefined {
  return renderedForZone ?? undefined;
}

/**
 * The device's own IANA time zone, e.g. "Europe/Berlin": the zone of the device the page is drawn for while the
 * server renders it or the app hydrates the server's page, else this runtime's.
 */
export function deviceTimeZone(): string {
  return renderedForZone ?? runtimeTimeZone();
}

/**
 * This runtime's IANA time zone, whatever page is being drawn. Temporal names it at once; a date formatter's
 * resolved options (the fallback) first build the formatter (decision 054).
 */
export function runtimeTimeZone(): string {
  try {
    const zone = runtimeTemporal()?.Now.timeZoneId();
    if (zone) return zone;
  } catch {
    // Intl below.
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
