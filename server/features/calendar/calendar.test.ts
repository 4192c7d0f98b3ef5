import { Writable } from "node:stream";
import { CALENDAR_LIMITS, FEED_TOKEN_PATTERN } from "@common/calendar";
import { eq, sql } from "drizzle-orm";
import ical, { type CalendarResponse, type VEvent } from "node-ical";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import {
  calendarFeeds,
  groupEvents,
  groupMembers,
  groupWatchCommitments,
  groupWatchSubstitutions,
  prayerGroups,
} from "../../db/schema";
import { loggerOptions } from "../../logging";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type TestApp } from "../../testing/test-app";
import { createTestDatabase } from "../../testing/test-database";
import { occurrencesBetween } from "../group-events";

const APP_URL = "https://prayer.example.org";
let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;
let leader: Person;
let member: Person;
let outsider: Person;

beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "10000", APP_URL });
  [leader, member, outsider] = (await Promise.all([0, 1, 2].map(() => registerUser(t.app)))) as [
    Person,
    Person,
    Person,
  ];
});
afterAll(async () => {
  await t?.close();
});

async function makeGroup(name: string, timeZone: string, members: Person[] = [member]): Promise<number> {
  const [group] = await t.app.db
    .insert(prayerGroups)
    .values({ name, createdBy: leader.user.id, isPublic: false, watchNumber: 4, timeZone })
    .returning({ id: prayerGroups.id });
  await t.app.db
    .insert(groupMembers)
    .values([
      { groupId: group!.id, userId: leader.user.id, role: "leader" as const },
      ...members.map((person) => ({ groupId: group!.id, userId: person.user.id, role: "member" as const })),
    ]);
  return group!.id;
}

async function makeEvent(
  groupId: number,
  values: Partial<typeof groupEvents.$inferInsert> & { startsOn: string; timeZone: string },
): Promise<number> {
  const [event] = await t.app.db
    .insert(groupEvents)
    .values({ groupId, createdBy: member.user.id, title: "Dawn prayer", startTime: "06:00", ...values })
    .returning({ id: groupEvents.id });
  return event!.id;
}

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

function parse(text: string): VEvent[] {
  const data: CalendarResponse = ical.sync.parseICS(text);
  return Object.values(data).filter((item): item is VEvent => item?.type === "VEVENT");
}

async function downloadEvent(eventId: number, cookie = member.cookie) {
  const response = await get(`/api/prayer-events/${eventId}/ics`, cookie);
  expect(response.statusCode).toBe(200);
  const events = parse(response.body);
  expect(events).toHaveLength(1);
  return { response, event: events[0]!, text: response.body };
}

/** The local wall-clock time of a Date in a zone, "YYYY-MM-DDTHH:MM". */
const wallClock = (date: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDateTime()
    .toString({ smallestUnit: "minute" });

describe("GET /api/prayer-events/{eventId}/ics", () => {
  it("answers one VEVENT with a stable UID, the zone's wall clock with TZID and VTIMEZONE, the RRULE, SEQUENCE, an alarm and a link", async () => {
    const groupId = await makeGroup("Dawn Watchers", "America/New_York");
    const eventId = await makeEvent(groupId, {
      title: "Dawn Prayer: for the City!",
      description: "We pray for the city's schools.",
      startsOn: "2026-10-25",
      recurrence: "weekly",
      timeZone: "America/New_York",
    });
    const { response, event, text } = await downloadEvent(eventId);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="dawn-prayer-for-the-city.ics"');
    expect(event.uid).toBe(`group-event-${eventId}@prayer.example.org`);
    expect(String(event.sequence)).toBe("0");
    expect(text).toContain("DTSTART;TZID=America/New_York:20261025T060000");
    expect(text).toContain("DTEND;TZID=America/New_York:20261025T070000");
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/New_York/);
    expect(text).toContain("RRULE:FREQ=WEEKLY;BYDAY=SU");
    expect(event.summary).toBe("Dawn Prayer: for the City! · Dawn Watchers");
    expect(event.description).toContain("We pray for the city's schools.");
    expect(event.description).toContain("Prayer group: Dawn Watchers");
    expect((event.url as unknown as { val: string }).val).toBe(`${APP_URL}/groups/${groupId}/schedule`);
    expect(event.status).toBeUndefined();
    const alarms = (event as unknown as { alarms: { action: string; trigger: string }[] }).alarms;
    expect(alarms).toEqual([expect.objectContaining({ action: "DISPLAY", trigger: "-PT15M" })]);
    // The parsed start is 06:00 in New York (10:00Z while daylight time lasts).
    expect(event.start.toISOString()).toBe("2026-10-25T10:00:00.000Z");
    expect(wallClock(event.start, "America/New_York")).toBe("2026-10-25T06:00");
  });

  it("keeps the UID across downloads and after an edit, whose SEQUENCE rises; a cancelled event says CANCELLED", async () => {
    const groupId = await makeGroup("Edits", "Europe/London");
    const eventId = await makeEvent(groupId, { startsOn: "2026-12-01", timeZone: "Europe/London" });
    const first = await downloadEvent(eventId);
    const second = await downloadEvent(eventId, leader.cookie);
    expect(second.event.uid).toBe(first.event.uid);
    // What an edit does to the row (the schedule's PATCH raises `sequence` with every change).
    await t.app.db
      .update(groupEvents)
      .set({
        title: "Evening prayer",
        startTime: "19:30",
        status: "cancelled",
        sequence: sql`${groupEvents.sequence} + 1`,
      })
      .where(eq(groupEvents.id, eventId));
    const edited = await downloadEvent(eventId);
    expect(edited.event.uid).toBe(first.event.uid);
    expect(Number(edited.event.sequence)).toBe(Number(first.event.sequence) + 1);
    expect(edited.event.status).toBe("CANCELLED");
    expect(edited.text).toContain("DTSTART;TZID=Europe/London:20261201T193000");
    expect(edited.response.headers["content-disposition"]).toBe('attachment; filename="evening-prayer.ics"');
  });

  it("repeats weekly and monthly exactly as the app's own occurrences do, across daylight-saving changes", async () => {
    const zone = "America/New_York";
    const groupId = await makeGroup("Recurring", zone);
    const from = Temporal.Instant.from("2026-10-01T00:00:00Z");
    const to = Temporal.Instant.from("2027-04-30T00:00:00Z");
    for (const timing of [
      { startsOn: "2026-10-25", startTime: "06:00", recurrence: "weekly" as const },
      { startsOn: "2026-10-31", startTime: "21:30", recurrence: "monthly" as const },
      { startsOn: "2027-02-28", startTime: "19:00", recurrence: "weekly" as const },
    ]) {
      const eventId = await makeEvent(groupId, { ...timing, durationMinutes: 60, timeZone: zone });
      const { event, text } = await downloadEvent(eventId);
      expect(text).toContain(`RRULE:FREQ=${timing.recurrence.toUpperCase()};`);
      const parsed = event
        .rrule!.between(new Date(from.epochMilliseconds), new Date(to.epochMilliseconds), true)
        .map((date) => date.toISOString());
      const ours = occurrencesBetween({ ...timing, durationMinutes: 60, timeZone: zone }, from, to).map((item) =>
        new Date(item.startsAt.epochMilliseconds).toISOString(),
      );
      expect(parsed.length).toBeGreaterThanOrEqual(4);
      expect(parsed).toEqual(ours);
      // Every occurrence is at the same wall-clock time in New York, before and after the change.
      const times = new Set(parsed.map((iso) => wallClock(new Date(iso), zone).slice(11)));
      expect([...times]).toEqual([timing.startTime]);
    }
  });

  it("a monthly event on the 31st skips the months without one, in the file as in the app", async () => {
    const groupId = await makeGroup("Month ends", "UTC");
    const timing = { startsOn: "2027-01-31", startTime: "12:00", recurrence: "monthly" as const, timeZone: "UTC" };
    const eventId = await makeEvent(groupId, timing);
    const { event } = await downloadEvent(eventId);
    const from = Temporal.Instant.from("2027-01-01T00:00:00Z");
    const to = Temporal.Instant.from("2028-01-01T00:00:00Z");
    const parsed = event.rrule!.between(new Date(from.epochMilliseconds), new Date(to.epochMilliseconds), true);
    expect(parsed.map((date) => date.toISOString().slice(0, 10))).toEqual(
      occurrencesBetween({ ...timing, durationMinutes: 60 }, from, to).map((item) => item.date),
    );
    expect(parsed).toHaveLength(7);
  });

  it("is not found for anyone outside the group and for an unknown event; signed out is 401", async () => {
    const groupId = await makeGroup("Private", "UTC");
    const eventId = await makeEvent(groupId, { startsOn: "2026-12-01", timeZone: "UTC" });
    expect((await get(`/api/prayer-events/${eventId}/ics`, outsider.cookie)).statusCode).toBe(404);
    expect((await get(`/api/prayer-events/999999/ics`, member.cookie)).statusCode).toBe(404);
    expect((await get(`/api/prayer-events/${eventId}/ics`)).statusCode).toBe(401);
    expect((await get(`/api/prayer-events/abc/ics`, member.cookie)).statusCode).toBe(400);
  });
});

describe("the private calendar feed", () => {
  async function createFeed(person: Person) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/calendar-feed",
      headers: { cookie: person.cookie },
    });
    expect(response.statusCode).toBe(201);
    const link = response.json() as { url: string; webcalUrl: string; createdAt: string };
    expect(link.url.startsWith(`${APP_URL}/calendar/`)).toBe(true);
    expect(link.webcalUrl).toBe(link.url.replace("https://", "webcal://"));
    return { ...link, path: new URL(link.url).pathname };
  }

  it("made, fetched without a cookie, replaced (the old address is gone) and turned off", async () => {
    const person = await registerUser(t.app);
    const groupId = await makeGroup("Feed group", "America/Chicago", [person]);
    const eventId = await makeEvent(groupId, {
      startsOn: "2026-11-29",
      recurrence: "weekly",
      timeZone: "America/Chicago",
    });

    const before = await get("/api/calendar-feed", person.cookie);
    expect(before.json()).toEqual({ exists: false, createdAt: null, lastFetchedAt: null });

    const feed = await createFeed(person);
    const token = feed.path.slice("/calendar/".length, -".ics".length);
    expect(token).toMatch(FEED_TOKEN_PATTERN);
    // Only the secret's digest is stored.
    const [row] = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, person.user.id));
    expect(row!.tokenDigest).not.toContain(token);
    expect(row!.tokenDigest).toMatch(/^[0-9a-f]{64}$/);

    const fetched = await get(feed.path);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(fetched.headers["cache-control"]).toBe("private, max-age=300");
    expect(fetched.body).toContain("X-WR-CALNAME:Prayer Journey");
    expect(fetched.body).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(fetched.body).toContain("X-PUBLISHED-TTL:PT1H");
    expect(fetched.body).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/Chicago/);
    const events = parse(fetched.body);
    const event = events.find((item) => item.uid === `group-event-${eventId}@prayer.example.org`);
    expect(event?.rrule?.toString()).toContain("FREQ=WEEKLY");
    expect(event?.summary).toBe("Dawn prayer · Feed group");
    expect((event as unknown as { alarms: unknown[] }).alarms).toHaveLength(1);

    const status = (await get("/api/calendar-feed", person.cookie)).json();
    expect(status.exists).toBe(true);
    expect(status.createdAt).toBe(feed.createdAt);
    expect(typeof status.lastFetchedAt).toBe("string");

    const replaced = await createFeed(person);
    expect(replaced.path).not.toBe(feed.path);
    expect((await get(feed.path)).statusCode).toBe(404);
    expect((await get(replaced.path)).statusCode).toBe(200);

    const off = await t.app.inject({ method: "DELETE", url: "/api/calendar-feed", headers: { cookie: person.cookie } });
    expect(off.statusCode).toBe(204);
    expect((await get(replaced.path)).statusCode).toBe(404);
    expect((await get("/api/calendar-feed", person.cookie)).json().exists).toBe(false);
    // Turning off a feed that is already off changes nothing.
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/calendar-feed", headers: { cookie: person.cookie } }))
        .statusCode,
    ).toBe(204);
  });

  it("is not found for a malformed or made-up token, and never reaches the web app's page", async () => {
    for (const path of ["/calendar/nope.ics", `/calendar/pjcal_${"A".repeat(43)}.ics`, "/calendar/x"]) {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
    }
  });

  it("leaves out a group the user left, and lists each event of each group only once", async () => {
    const person = await registerUser(t.app);
    const stay = await makeGroup("Stay", "UTC", [person]);
    const leave = await makeGroup("Leave", "UTC", [person]);
    const other = await makeGroup("Never joined", "UTC");
    const kept = await makeEvent(stay, { startsOn: "2026-12-05", timeZone: "UTC" });
    const gone = await makeEvent(leave, { startsOn: "2026-12-06", timeZone: "UTC", recurrence: "monthly" });
    const foreign = await makeEvent(other, { startsOn: "2026-12-07", timeZone: "UTC" });
    const feed = await createFeed(person);
    const uids = async () => parse((await get(feed.path)).body).map((item) => item.uid);

    const first = await uids();
    expect(first).toContain(`group-event-${kept}@prayer.example.org`);
    expect(first).toContain(`group-event-${gone}@prayer.example.org`);
    expect(first).not.toContain(`group-event-${foreign}@prayer.example.org`);
    expect(new Set(first).size).toBe(first.length);

    const left = await t.app.inject({
      method: "POST",
      url: `/api/prayer-groups/${leave}/leave`,
      headers: { cookie: person.cookie },
    });
    expect(left.statusCode).toBeLessThan(300);
    const after = await uids();
    expect(after).toContain(`group-event-${kept}@prayer.example.org`);
    expect(after).not.toContain(`group-event-${gone}@prayer.example.org`);
  });

  it("lists committed watches as weekly events on their weekdays in the group's zone, minus days handed to a substitute, plus watches taken for others", async () => {
    const keeper = await registerUser(t.app);
    const helper = await registerUser(t.app);
    const zone = "America/New_York";
    const groupId = await makeGroup("Night Watch", zone, [keeper, helper]);
    // Watch 4 (3-6 AM) on Monday, Wednesday and Friday; watch 1 (6-9 PM) every day.
    await t.app.db.insert(groupWatchCommitments).values([
      {
        groupId,
        userId: keeper.user.id,
        watchNumber: 4,
        weekdays: [5, 1, 3],
        createdAt: new Date("2026-11-02T12:00:00Z"),
      },
      {
        groupId,
        userId: keeper.user.id,
        watchNumber: 1,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        createdAt: new Date("2026-11-02T12:00:00Z"),
      },
    ]);
    // The keeper's Wednesday 2026-11-11 watch 4 was taken by the helper; the helper's feed shows it.
    const [taken] = await t.app.db
      .insert(groupWatchSubstitutions)
      .values({
        groupId,
        watchNumber: 4,
        watchDate: "2026-11-11",
        requestedBy: keeper.user.id,
        takenBy: helper.user.id,
        takenAt: new Date(),
      })
      .returning({ id: groupWatchSubstitutions.id });

    const keeperFeed = await createFeed(keeper);
    const keeperText = (await get(keeperFeed.path)).body;
    const keeperEvents = parse(keeperText);
    const fourth = keeperEvents.find(
      (item) => item.uid === `group-watch-${groupId}-${keeper.user.id}-4@prayer.example.org`,
    );
    expect(fourth).toBeDefined();
    expect(fourth!.summary).toBe("Fourth Watch (3-6 AM) · Night Watch");
    expect(fourth!.rrule!.toString()).toContain("FREQ=WEEKLY;BYDAY=MO,WE,FR");
    // The first is the first chosen weekday on or after the commitment: Monday 2026-11-02, 03:00 in New York.
    expect(keeperText).toContain("DTSTART;TZID=America/New_York:20261102T030000");
    expect(keeperText).toContain("DTEND;TZID=America/New_York:20261102T060000");
    expect(keeperText).toContain("EXDATE;TZID=America/New_York:20261111T030000");
    const week = fourth!.rrule!.between(new Date("2026-11-09T00:00:00Z"), new Date("2026-11-16T00:00:00Z"), true);
    expect(week.map((date) => wallClock(date, zone))).toEqual([
      "2026-11-09T03:00",
      "2026-11-11T03:00",
      "2026-11-13T03:00",
    ]);
    const first = keeperEvents.find(
      (item) => item.uid === `group-watch-${groupId}-${keeper.user.id}-1@prayer.example.org`,
    );
    expect(first!.rrule!.toString()).toContain("BYDAY=MO,TU,WE,TH,FR,SA,SU");
    expect(wallClock(first!.start, zone)).toBe("2026-11-02T18:00");

    const helperEvents = parse((await get((await createFeed(helper)).path)).body);
    const substitute = helperEvents.find(
      (item) => item.uid === `group-watch-substitute-${taken!.id}@prayer.example.org`,
    );
    expect(substitute).toBeDefined();
    expect(substitute!.rrule).toBeUndefined();
    expect(wallClock(substitute!.start, zone)).toBe("2026-11-11T03:00");
    expect(wallClock(substitute!.end!, zone)).toBe("2026-11-11T06:00");
    // The helper keeps no watch of their own.
    expect(helperEvents.some((item) => item.uid.startsWith(`group-watch-${groupId}-${helper.user.id}-`))).toBe(false);
  });

  it("is rate limited per address", async () => {
    const person = await registerUser(t.app);
    const feed = await createFeed(person);
    const statuses: number[] = [];
    for (let i = 0; i <= CALENDAR_LIMITS.fetchesPerMinute; i++) statuses.push((await get(feed.path)).statusCode);
    expect(statuses.slice(0, CALENDAR_LIMITS.fetchesPerMinute).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("records when it was fetched at most once a minute", async () => {
    const person = await registerUser(t.app);
    const feed = await createFeed(person);
    await get(feed.path);
    const [first] = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, person.user.id));
    await get(feed.path);
    const [second] = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, person.user.id));
    expect(first!.lastFetchedAt).not.toBeNull();
    expect(second!.lastFetchedAt!.getTime()).toBe(first!.lastFetchedAt!.getTime());
  });
});

describe("the feed's secret in the logs", () => {
  it("is never written: the request line says /calendar/…", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "", APP_URL }),
      database,
      logger: loggerOptions({ level: "info", stream }),
    });
    try {
      await app.ready();
      const person = await registerUser(app);
      const created = await app.inject({
        method: "POST",
        url: "/api/calendar-feed",
        headers: { cookie: person.cookie },
      });
      const path = new URL(created.json().url).pathname;
      const token = path.slice("/calendar/".length, -".ics".length);
      expect((await app.inject({ method: "GET", url: path })).statusCode).toBe(200);
      const text = lines.join("");
      expect(text).toContain('"url":"/calendar/…"');
      expect(text).not.toContain(token);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
