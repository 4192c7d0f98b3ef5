import { setRenderedZone } from "./device-time-zone";

/**
 * The instant the server rendered the signed-in home at (decision 054). While the app hydrates that HTML, its
 * clocks read this instant, so the first render draws what the server drew (a minute later, the remaining time
 * would differ and React would throw the server's page away); they move on to the real time just after.
 */
let renderedNow: number | null = null;
/** Whether the server's page shows the Prayer Reminders card (its `pj_rp` cookie); null when no page is being hydrated. */
let renderedReminderPrompt: boolean | null = null;

/** Sets (or clears) whether the page being rendered or hydrated shows the Prayer Reminders card. */
export function setRenderedReminderPrompt(shown: boolean | null): void {
  renderedReminderPrompt = shown;
}

/** While the server's page is rendered or hydrated: whether it shows the Prayer Reminders card. */
export function renderedShowsReminderPrompt(): boolean {
  return renderedReminderPrompt === true;
}

/** Sets (a number) or clears (null) the instant the page was rendered at. */
export function setRenderedNow(now: number | null): void {
  renderedNow = now;
}

/** "Now" for a clock's first render: the page's instant while it is being hydrated, else the real time. */
export function initialNow(): Date {
  return renderedNow === null ? new Date() : new Date(renderedNow);
}

/** True while the page's instant stands in for the real time. */
export function readingRenderedNow(): boolean {
  return renderedNow !== null;
}

/** The server's page is the app's now: the real time and the device's own zone from here on. */
export function finishRenderedPage(): void {
  renderedNow = null;
  renderedReminderPrompt = null;
  setRenderedZone(null);
}
