import { z } from "zod";

/**
 * Calendars (issue 18 §1, decision 045): a prayer event as a calendar file, and each user's private feed
 * (`/calendar/{token}.ics`) that calendar apps subscribe to: every event of every group the user belongs to
 * now, their committed watches and the watches they took as a substitute. The feed's secret is shown once,
 * when it is made; the server keeps only its SHA-256, so a lost link is replaced, not shown again.
 */

export const CALENDAR_LIMITS = {
  /** Events of a group's schedule one feed lists at most (repeating ones and the newest single ones first). */
  feedEventsMax: 500,
  /** Committed watches and substitute watches one feed lists at most, each. */
  feedWatchesMax: 200,
  /** Single events that ended longer ago than this are left out of the feed. */
  feedPastDays: 365,
  /** Substitute watches taken longer ago than this are left out of the feed. */
  feedSubstitutePastDays: 90,
  /** Minutes before an event or watch its alarm goes off. */
  alarmMinutes: 15,
  /** How often calendar apps are asked to fetch the feed again. */
  refreshMinutes: 60,
  /** Fetches of one feed per minute before 429. */
  fetchesPerMinute: 30,
} as const;

/** The secret in a feed's address: a prefix and 32 random bytes, base64url. */
export const FEED_TOKEN_PREFIX = "pjcal_";
export const FEED_TOKEN_PATTERN = /^pjcal_[A-Za-z0-9_-]{43}$/;

export const CalendarEventParamsSchema = z.object({
  eventId: z.coerce
    .number({ error: "An event id is a whole number." })
    .int("An event id is a whole number.")
    .min(1, "An event id is a whole number.")
    .max(2_147_483_647, "An event id is a whole number."),
});

/** `GET /calendar/{token}.ics`: the path's last segment, `<token>.ics` (anything else is simply not found). */
export const CalendarFeedParamsSchema = z.object({ token: z.string().max(120) });

/** `GET /api/calendar-feed`: whether the user has a feed (its address cannot be shown again). */
export const CalendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** `POST /api/calendar-feed`: the new feed's address, shown this once. */
export const CalendarFeedLinkSchema = z.object({
  url: z.url(),
  /** The same address as `webcal://`, which opens the device's calendar app to subscribe. */
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedLink = z.infer<typeof CalendarFeedLinkSchema>;

/** The feed's path for a token. */
export const calendarFeedPath = (token: string) => `/calendar/${token}.ics`;

/** The `webcal://` form of an http(s) address (calendar apps subscribe to it). */
export const webcalUrlOf = (url: string) => url.replace(/^https?:\/\//i, "webcal://");

/** The address of one event's calendar file (signed-in members of its group). */
export const eventIcsPath = (eventId: number) => `/api/prayer-events/${eventId}/ics`;

export const CalendarMessages = {
  eventNotFound: "This prayer event could not be found.",
  feedNotFound: "This calendar link does not exist or was turned off.",
  tooManyFetches: "This calendar link was fetched too often. Please try again in a minute.",
} as const;
