import { randomBytes } from "node:crypto";
import {
  CALENDAR_LIMITS,
  type CalendarFeedLink,
  type CalendarFeedStatus,
  CalendarMessages,
  calendarFeedPath,
  FEED_TOKEN_PATTERN,
  FEED_TOKEN_PREFIX,
  webcalUrlOf,
} from "@common/calendar";
import { getWatch } from "@common/watches";
import * as timezones from "@touch4it/ical-timezones";
import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import ical, {
  ICalAlarmType,
  type ICalCalendar,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalWeekday,
} from "ical-generator";
import { Temporal } from "temporal-polyfill";
import type { AuthenticatedContext, ServiceContext } from "../../context";
import type { Database } from "../../db/client";
import {
  calendarFeeds,
  groupEvents,
  groupMembers,
  groupWatchCommitments,
  groupWatchSubstitutions,
  prayerGroups,
} from "../../db/schema";
import { NotFound } from "../../errors";
import { digestToken } from "../../platform/mail";
import { type Actor, scope } from "../../platform/policy";
import { recurrenceRule } from "../group-events";

/**
 * Calendars (issue 18 §1, decision 045): one prayer event as an ICS file for its group's members, and each
 * user's private feed of their groups' events and their watches. Events keep one UID for life
 * (`group-event-<id>@<host>`), so a calendar app that fetches again updates them instead of adding copies;
 * SEQUENCE is the event's own counter, raised on each change. Times are written as the wall clock of the
 * event's zone with its TZID and VTIMEZONE, and repeating events carry the same RRULE the app's own
 * occurrences follow (`group-events/occurrences.ts`), so both agree across daylight-saving changes.
 */

/** Where links and UIDs point: the app's public address (`APP_URL`). */
export type CalendarSite = { appUrl: string };

const ISO_WEEKDAY: Record<number, ICalWeekday> = {
  1: ICalWeekday.MO,
  2: ICalWeekday.TU,
  3: ICalWeekday.WE,
  4: ICalWeekday.TH,
  5: ICalWeekday.FR,
  6: ICalWeekday.SA,
  7: ICalWeekday.SU,
};

const hostOf = (site: CalendarSite) => new URL(site.appUrl).hostname || "prayer-journey";
const linkTo = (site: CalendarSite, path: string) => new URL(path, `${site.appUrl}/`).toString();

/** A local date and time in a zone; a time the clocks skip is moved forward by the gap (RFC 5545's reading). */
function zoned(date: string, time: string, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.PlainDate.from(date)
    .toPlainDateTime(Temporal.PlainTime.from(time))
    .toZonedDateTime(timeZone, { disambiguation: "compatible" });
}

/** Today's date in a zone. */
const todayIn = (timeZone: string, now: Date) =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();

/** VTIMEZONE blocks by zone, read once from the package's files (null: a zone it does not know). */
const vtimezones = new Map<string, string | null>();
function vtimezoneOf(zone: string): string | null {
  if (!vtimezones.has(zone)) vtimezones.set(zone, timezones.getVtimezoneComponent(zone));
  return vtimezones.get(zone) ?? null;
}

function newCalendar(name: string): ICalCalendar {
  const calendar = ical({
    name,
    prodId: { company: "Prayer Journey", product: "Prayer Journey", language: "EN" },
  });
  // A VTIMEZONE block for every zone an event names (null: no calendar-wide zone; each event has its own).
  calendar.timezone({ name: null, generator: vtimezoneOf });
  return calendar;
}

type EventRow = {
  id: number;
  groupId: number;
  groupName: string;
  title: string;
  description: string;
  startsOn: string;
  startTime: string;
  durationMinutes: number;
  recurrence: "weekly" | "monthly" | null;
  timeZone: string;
  status: "scheduled" | "cancelled";
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
};

const eventColumns = {
  id: groupEvents.id,
  groupId: groupEvents.groupId,
  groupName: prayerGroups.name,
  title: groupEvents.title,
  description: groupEvents.description,
  startsOn: groupEvents.startsOn,
  startTime: groupEvents.startTime,
  durationMinutes: groupEvents.durationMinutes,
  recurrence: groupEvents.recurrence,
  timeZone: groupEvents.timeZone,
  status: groupEvents.status,
  sequence: groupEvents.sequence,
  createdAt: groupEvents.createdAt,
  updatedAt: groupEvents.updatedAt,
};

/**
 * The event's RRULE with its day spelled out (`FREQ=WEEKLY;BYDAY=SU`, `FREQ=MONTHLY;BYMONTHDAY=31`): the
 * same set RFC 5545 derives from DTSTART, but some readers clamp a monthly 31st to the month's last day
 * unless the day is named. Months without that day are skipped, as the app's own occurrences skip them.
 */
function explicitRule(event: Pick<EventRow, "recurrence" | "startsOn">): string | null {
  const rule = recurrenceRule(event);
  if (rule === null) return null;
  const day = Temporal.PlainDate.from(event.startsOn);
  return event.recurrence === "weekly"
    ? `${rule};BYDAY=${ISO_WEEKDAY[day.dayOfWeek]}`
    : `${rule};BYMONTHDAY=${day.day}`;
}

/** The stable UID of a group's prayer event. */
export const eventUid = (site: CalendarSite, eventId: number) => `group-event-${eventId}@${hostOf(site)}`;

function addEvent(calendar: ICalCalendar, site: CalendarSite, event: EventRow) {
  const start = zoned(event.startsOn, event.startTime, event.timeZone);
  const rule = explicitRule(event);
  const scheduleUrl = linkTo(site, `/groups/${event.groupId}/schedule`);
  const repeats =
    event.recurrence === "weekly" ? "Repeats weekly. " : event.recurrence === "monthly" ? "Repeats monthly. " : "";
  const item = calendar.createEvent({
    id: eventUid(site, event.id),
    sequence: event.sequence,
    start,
    end: start.add({ minutes: event.durationMinutes }),
    timezone: event.timeZone,
    summary: `${event.title} · ${event.groupName}`,
    description: [
      event.description.trim(),
      `Prayer group: ${event.groupName}`,
      `${repeats}Times are in the group's time zone, ${event.timeZone}.`,
      scheduleUrl,
    ]
      .filter(Boolean)
      .join("\n\n"),
    url: scheduleUrl,
    created: event.createdAt,
    lastModified: event.updatedAt,
    ...(rule ? { repeating: rule } : {}),
    ...(event.status === "cancelled" ? { status: ICalEventStatus.CANCELLED } : {}),
  });
  item.createAlarm({
    type: ICalAlarmType.display,
    trigger: CALENDAR_LIMITS.alarmMinutes * 60,
    description: `${event.title} begins in ${CALENDAR_LIMITS.alarmMinutes} minutes`,
  });
}

/** A file name for an event: its title in lower-case words joined by dashes. */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "prayer-event";
}

/**
 * `GET /api/prayer-events/{eventId}/ics`: the event as a calendar file, for members of its group (anyone
 * else: not found, whether or not it exists).
 */
export async function eventCalendar({
  ctx,
  site,
  eventId,
}: {
  ctx: AuthenticatedContext;
  site: CalendarSite;
  eventId: number;
}): Promise<{ fileName: string; body: string }> {
  const [event] = await ctx.db
    .select(eventColumns)
    .from(groupEvents)
    .innerJoin(prayerGroups, eq(prayerGroups.id, groupEvents.groupId))
    .where(and(eq(groupEvents.id, eventId), scope(ctx.user, "read", "groupEvent")))
    .limit(1);
  if (!event) throw new NotFound(CalendarMessages.eventNotFound);
  const calendar = newCalendar(event.title);
  addEvent(calendar, site, event);
  return { fileName: `${slugOf(event.title)}.ics`, body: calendar.toString() };
}

// ----- The private feed -----

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `GET /api/calendar-feed`: whether the caller has a feed, and when it was made and last fetched. */
export async function getCalendarFeed({ ctx }: { ctx: AuthenticatedContext }): Promise<CalendarFeedStatus> {
  const [feed] = await ctx.db
    .select({ createdAt: calendarFeeds.createdAt, lastFetchedAt: calendarFeeds.lastFetchedAt })
    .from(calendarFeeds)
    .where(scope(ctx.user, "read", "calendarFeed"));
  return {
    exists: feed !== undefined,
    createdAt: iso(feed?.createdAt ?? null),
    lastFetchedAt: iso(feed?.lastFetchedAt ?? null),
  };
}

/**
 * `POST /api/calendar-feed`: a new secret address for the caller's feed, replacing any old one (whose
 * address stops working at once). Only the secret's SHA-256 is kept; the address is answered this once.
 */
export async function createCalendarFeed({
  ctx,
  site,
  now = new Date(),
}: {
  ctx: AuthenticatedContext;
  site: CalendarSite;
  now?: Date;
}): Promise<CalendarFeedLink> {
  const token = `${FEED_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const userId = ctx.user.id;
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    await tx
      .insert(calendarFeeds)
      .values({ userId, tokenDigest: digestToken(token), createdAt: now, lastFetchedAt: null })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenDigest: digestToken(token), createdAt: now, lastFetchedAt: null },
      });
    emit({ type: "calendar-feed.changed", userId });
  });
  const url = linkTo(site, calendarFeedPath(token));
  return { url, webcalUrl: webcalUrlOf(url), createdAt: now.toISOString() };
}

/** `DELETE /api/calendar-feed`: the caller's feed address stops working (nothing to do when there is none). */
export async function deleteCalendarFeed({ ctx }: { ctx: AuthenticatedContext }): Promise<void> {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const gone = await tx
      .delete(calendarFeeds)
      .where(scope(ctx.user, "write", "calendarFeed"))
      .returning({ userId: calendarFeeds.userId });
    if (gone.length > 0) emit({ type: "calendar-feed.changed", userId: ctx.user.id });
  });
}

/** The feed's owner for a token from its address, or null (a malformed, unknown or revoked token). */
async function feedOwner(db: Database, token: string): Promise<number | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenDigest, digestToken(token)))
    .limit(1);
  return feed?.userId ?? null;
}

/**
 * `GET /calendar/{token}.ics`: the feed of the token's owner, with no cookie (the token is the credential).
 * Every event of every group the owner is a member of now (repeating ones, then single ones from the last
 * year, newest first, at most `feedEventsMax`), each watch they committed to as a weekly event on its
 * weekdays (3 hours from the watch's start in the group's zone; a day they handed to a substitute is left
 * out), and each watch they took as a substitute. Records when it was fetched, at most once a minute.
 */
export async function feedCalendar({
  ctx,
  site,
  token,
  now = new Date(),
}: {
  ctx: ServiceContext;
  site: CalendarSite;
  token: string;
  now?: Date;
}): Promise<string> {
  const userId = await feedOwner(ctx.db, token);
  if (userId === null) throw new NotFound(CalendarMessages.feedNotFound);
  // The owner, as the policy sees them: each read below is scoped to what they may read now.
  const owner: Actor = { id: userId };
  const db = ctx.db;
  const pastDay = new Date(now.getTime() - CALENDAR_LIMITS.feedPastDays * 86_400_000).toISOString().slice(0, 10);

  const [events, commitments, handedOver, substitutes] = await Promise.all([
    db
      .select(eventColumns)
      .from(groupMembers)
      .innerJoin(groupEvents, eq(groupEvents.groupId, groupMembers.groupId))
      .innerJoin(prayerGroups, eq(prayerGroups.id, groupEvents.groupId))
      .where(
        and(
          eq(groupMembers.userId, userId),
          scope(owner, "read", "groupEvent"),
          or(isNotNull(groupEvents.recurrence), gte(groupEvents.startsOn, pastDay)),
        ),
      )
      // Repeating events first (they never end), then the newest single ones.
      .orderBy(sql`${groupEvents.recurrence} is null`, desc(groupEvents.startsOn), desc(groupEvents.id))
      .limit(CALENDAR_LIMITS.feedEventsMax),
    db
      .select({
        groupId: groupWatchCommitments.groupId,
        groupName: prayerGroups.name,
        timeZone: prayerGroups.timeZone,
        watchNumber: groupWatchCommitments.watchNumber,
        weekdays: groupWatchCommitments.weekdays,
        createdAt: groupWatchCommitments.createdAt,
        updatedAt: groupWatchCommitments.updatedAt,
      })
      .from(groupWatchCommitments)
      .innerJoin(prayerGroups, eq(prayerGroups.id, groupWatchCommitments.groupId))
      .where(and(eq(groupWatchCommitments.userId, userId), scope(owner, "read", "groupWatchCommitment")))
      .orderBy(groupWatchCommitments.groupId, groupWatchCommitments.watchNumber)
      .limit(CALENDAR_LIMITS.feedWatchesMax),
    // Days of the owner's own watches that someone else took.
    db
      .select({
        groupId: groupWatchSubstitutions.groupId,
        watchNumber: groupWatchSubstitutions.watchNumber,
        watchDate: groupWatchSubstitutions.watchDate,
      })
      .from(groupWatchSubstitutions)
      .where(
        and(
          eq(groupWatchSubstitutions.requestedBy, userId),
          isNotNull(groupWatchSubstitutions.takenBy),
          scope(owner, "read", "groupWatchSubstitution"),
        ),
      )
      .orderBy(desc(groupWatchSubstitutions.watchDate))
      .limit(CALENDAR_LIMITS.feedWatchesMax),
    // Watches the owner took for someone else.
    db
      .select({
        id: groupWatchSubstitutions.id,
        groupId: groupWatchSubstitutions.groupId,
        groupName: prayerGroups.name,
        timeZone: prayerGroups.timeZone,
        watchNumber: groupWatchSubstitutions.watchNumber,
        watchDate: groupWatchSubstitutions.watchDate,
        takenAt: groupWatchSubstitutions.takenAt,
      })
      .from(groupWatchSubstitutions)
      .innerJoin(prayerGroups, eq(prayerGroups.id, groupWatchSubstitutions.groupId))
      .where(
        and(
          eq(groupWatchSubstitutions.takenBy, userId),
          scope(owner, "read", "groupWatchSubstitution"),
          gte(
            groupWatchSubstitutions.watchDate,
            new Date(now.getTime() - CALENDAR_LIMITS.feedSubstitutePastDays * 86_400_000).toISOString().slice(0, 10),
          ),
        ),
      )
      .orderBy(desc(groupWatchSubstitutions.watchDate))
      .limit(CALENDAR_LIMITS.feedWatchesMax),
  ]);

  const calendar = newCalendar("Prayer Journey");
  calendar.description("Your prayer groups' events and your watches, from Prayer Journey.");
  calendar.ttl(CALENDAR_LIMITS.refreshMinutes * 60);
  for (const event of events) addEvent(calendar, site, event);

  const host = hostOf(site);
  for (const commitment of commitments) {
    const watch = getWatch(commitment.watchNumber);
    const weekdays = [...new Set(commitment.weekdays)].filter((day) => ISO_WEEKDAY[day] !== undefined).sort();
    if (!watch || weekdays.length === 0) continue;
    // The first day on or after the commitment (group zone) that is one of its weekdays.
    let first = todayIn(commitment.timeZone, commitment.createdAt);
    while (!weekdays.includes(first.dayOfWeek)) first = first.add({ days: 1 });
    const time = `${String(watch.startHour).padStart(2, "0")}:00`;
    const start = zoned(first.toString(), time, commitment.timeZone);
    const excluded = handedOver
      .filter((item) => item.groupId === commitment.groupId && item.watchNumber === commitment.watchNumber)
      .map((item) => zoned(item.watchDate, time, commitment.timeZone));
    const everyDay = weekdays.length === 7;
    const item = calendar.createEvent({
      id: `group-watch-${commitment.groupId}-${userId}-${commitment.watchNumber}@${host}`,
      start,
      end: start
        .toPlainDateTime()
        .add({ hours: 3 })
        .toZonedDateTime(commitment.timeZone, { disambiguation: "compatible" }),
      timezone: commitment.timeZone,
      summary: `${watch.name} (${watch.timeRange}) · ${commitment.groupName}`,
      description: [
        `Your watch for ${commitment.groupName}: ${watch.theme}.`,
        `${everyDay ? "Every day" : "On the days you chose"}, in the group's time zone, ${commitment.timeZone}.`,
        linkTo(site, `/groups/${commitment.groupId}/roster`),
      ].join("\n\n"),
      url: linkTo(site, `/groups/${commitment.groupId}/roster`),
      created: commitment.createdAt,
      lastModified: commitment.updatedAt,
      repeating: {
        freq: ICalEventRepeatingFreq.WEEKLY,
        byDay: weekdays.map((day) => ISO_WEEKDAY[day]!),
        ...(excluded.length > 0 ? { exclude: excluded } : {}),
      },
    });
    item.createAlarm({
      type: ICalAlarmType.display,
      trigger: CALENDAR_LIMITS.alarmMinutes * 60,
      description: `Your ${watch.name} begins in ${CALENDAR_LIMITS.alarmMinutes} minutes`,
    });
  }

  for (const substitute of substitutes) {
    const watch = getWatch(substitute.watchNumber);
    if (!watch) continue;
    const start = zoned(substitute.watchDate, `${String(watch.startHour).padStart(2, "0")}:00`, substitute.timeZone);
    const item = calendar.createEvent({
      id: `group-watch-substitute-${substitute.id}@${host}`,
      start,
      end: start
        .toPlainDateTime()
        .add({ hours: 3 })
        .toZonedDateTime(substitute.timeZone, { disambiguation: "compatible" }),
      timezone: substitute.timeZone,
      summary: `${watch.name} (${watch.timeRange}) · ${substitute.groupName} · as a substitute`,
      description: [
        `You are keeping this watch for ${substitute.groupName} as a substitute: ${watch.theme}.`,
        `Times are in the group's time zone, ${substitute.timeZone}.`,
        linkTo(site, `/groups/${substitute.groupId}/roster`),
      ].join("\n\n"),
      url: linkTo(site, `/groups/${substitute.groupId}/roster`),
      ...(substitute.takenAt ? { lastModified: substitute.takenAt } : {}),
    });
    item.createAlarm({
      type: ICalAlarmType.display,
      trigger: CALENDAR_LIMITS.alarmMinutes * 60,
      description: `Your ${watch.name} begins in ${CALENDAR_LIMITS.alarmMinutes} minutes`,
    });
  }

  // When calendar apps last fetched it (the settings show it), written at most once a minute.
  await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: now })
    .where(
      and(
        eq(calendarFeeds.userId, userId),
        or(isNull(calendarFeeds.lastFetchedAt), lt(calendarFeeds.lastFetchedAt, new Date(now.getTime() - 60_000))),
      ),
    );
  return calendar.toString();
}
