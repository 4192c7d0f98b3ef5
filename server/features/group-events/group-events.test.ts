import { EVENT_LIMITS, EventMessages, type PrayerEvent, PrayerEventSchema } from "@common/group-events";
import { GroupSummarySchema } from "@common/groups";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupEventConfirmations, groupEvents, groupMembers, prayerGroups } from "../../db/schema";
import type { ChangeEvent } from "../../platform/events";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type HttpMethod, requestAs, type TestApp } from "../../testing/test-app";

let t: TestApp;
const heard: ChangeEvent[] = [];
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "1000" });
  t.app.events.subscribe(["group.events.changed"], { onEvent: (event) => heard.push(event) });
});
afterAll(() => t?.close());

type Person = Awaited<ReturnType<typeof registerUser>>;

const call = (method: HttpMethod, url: string, who?: Person, payload?: unknown) =>
  requestAs(t.app, method, url, who?.cookie, payload);

const DAY = 86_400_000;
/** A UTC date `days` from today. */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** A group (in `timeZone`) with a leader, two members and an outsider. */
async function cast({ timeZone = "UTC", isPublic = true } = {}) {
  const leader = await registerUser(t.app, { firstName: "Ruth", lastName: "Ade" });
  const member = await registerUser(t.app, { firstName: "Boaz", lastName: "" });
  const other = await registerUser(t.app);
  const outsider = await registerUser(t.app);
  const [group] = await t.app.db
    .insert(prayerGroups)
    .values({ name: "Night Watch", createdBy: leader.user.id, isPublic, timeZone })
    .returning({ id: prayerGroups.id });
  const groupId = group!.id;
  await t.app.db.insert(groupMembers).values([
    { groupId, userId: leader.user.id, role: "leader" },
    { groupId, userId: member.user.id, role: "member" },
    { groupId, userId: other.user.id, role: "member" },
  ]);
  return { leader, member, other, outsider, groupId };
}

const schedule = (who: Person, groupId: number, body: object) =>
  call("POST", `/api/prayer-groups/${groupId}/events`, who, {
    title: "Dawn prayer",
    description: "We pray for the city",
    date: day(3),
    time: "06:00",
    duration: 60,
    isRecurring: false,
    ...body,
  });

async function list(who: Person, groupId: number, query = ""): Promise<PrayerEvent[]> {
  const response = await call("GET", `/api/prayer-groups/${groupId}/events${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return PrayerEventSchema.array().parse(response.json());
}

/** An event written as a row (for dates the API would refuse as past). */
async function insertEvent(values: {
  groupId: number;
  createdBy: number;
  startsOn: string;
  startTime: string;
  recurrence?: "weekly" | "monthly" | null;
  timeZone: string;
  durationMinutes?: number;
  status?: "scheduled" | "cancelled";
}) {
  const [row] = await t.app.db
    .insert(groupEvents)
    .values({ title: "Watch", durationMinutes: 60, recurrence: null, ...values })
    .returning({ id: groupEvents.id });
  return row!.id;
}

describe("scheduling a prayer event", () => {
  it("a member schedules: 201, the signed-in user is its creator whatever createdBy says, in the group's zone", async () => {
    const { leader, member, groupId } = await cast({ timeZone: "America/New_York" });
    const before = heard.length;
    const response = await schedule(member, groupId, {
      title: "  Dawn prayer  ",
      date: day(3),
      time: "06:30",
      duration: 90,
      createdBy: leader.user.id,
      recurringPattern: "weekly",
    });
    expect(response.statusCode, response.body).toBe(201);
    const event = PrayerEventSchema.parse(response.json());
    expect(event).toMatchObject({
      groupId,
      title: "Dawn prayer",
      description: "We pray for the city",
      date: day(3),
      occurrenceDate: day(3),
      time: "06:30",
      duration: 90,
      isRecurring: false,
      // Ignored when the event does not repeat.
      recurringPattern: null,
      status: "scheduled",
      confirmedMembers: [],
      confirmedByMe: false,
      createdBy: member.user.id,
      createdByName: "Boaz",
      timeZone: "America/New_York",
      canEdit: true,
    });
    // 06:30 in New York is 11:30 or 10:30 UTC depending on the season; 90 minutes later it ends.
    expect(new Date(event.endsAt).getTime() - new Date(event.startsAt).getTime()).toBe(90 * 60_000);
    expect(["10:30", "11:30"]).toContain(event.startsAt.slice(11, 16));
    expect(heard.slice(before)).toContainEqual({ type: "group.events.changed", groupId, eventId: event.id });
    const [row] = await t.app.db.select().from(groupEvents).where(eq(groupEvents.id, event.id));
    expect(row).toMatchObject({ createdBy: member.user.id, timeZone: "America/New_York", sequence: 0 });
    // The leader sees it, and may change it too.
    expect((await list(leader, groupId)).map((item) => [item.id, item.canEdit])).toEqual([[event.id, true]]);
  });

  it("duration defaults to 60; a repeating event needs its pattern", async () => {
    const { member, groupId } = await cast();
    const plain = await call("POST", `/api/prayer-groups/${groupId}/events`, member, {
      title: "Vigil",
      date: day(2),
      time: "21:00",
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ duration: 60, isRecurring: false, recurringPattern: null, description: "" });
    const missing = await schedule(member, groupId, { isRecurring: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(EventMessages.pattern);
    const weekly = await schedule(member, groupId, { isRecurring: true, recurringPattern: "weekly" });
    expect(weekly.json()).toMatchObject({ isRecurring: true, recurringPattern: "weekly" });
  });

  it("refuses a blank title, an unreal date, a bad time or duration, a date past, and outsiders", async () => {
    const { member, outsider, groupId } = await cast();
    const cases: [object, string][] = [
      [{ title: "   " }, EventMessages.titleRequired],
      [{ title: "x".repeat(EVENT_LIMITS.titleMax + 1) }, EventMessages.titleTooLong],
      [{ description: "x".repeat(EVENT_LIMITS.descriptionMax + 1) }, EventMessages.descriptionTooLong],
      [{ date: "2027-02-30" }, EventMessages.date],
      [{ date: "" }, EventMessages.date],
      [{ time: "25:00" }, EventMessages.time],
      [{ time: "6:00" }, EventMessages.time],
      [{ duration: 45 }, EventMessages.duration],
      [{ date: day(-3) }, EventMessages.datePast],
      [{ date: "0000-01-01" }, EventMessages.datePast],
      [{ date: day(EVENT_LIMITS.futureDaysAllowed + 2) }, EventMessages.dateTooFar],
      [{ date: "9999-12-31" }, EventMessages.dateTooFar],
    ];
    for (const [body, message] of cases) {
      const response = await schedule(member, groupId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    // An event that started less than a day ago is still allowed (a day's grace for zones behind): one
    // that began 20 hours ago (yesterday for most of the day; written from the clock, so it holds at any hour).
    const began = new Date(Date.now() - 20 * 60 * 60 * 1000).toISOString();
    const recent = { date: began.slice(0, 10), time: began.slice(11, 16) };
    expect((await schedule(member, groupId, recent)).statusCode).toBe(201);
    expect((await schedule(outsider, groupId, {})).statusCode).toBe(404);
    expect((await call("POST", `/api/prayer-groups/${groupId}/events`, undefined, {})).statusCode).toBe(401);
  });

  it(`a group keeps at most ${EVENT_LIMITS.eventsPerGroupMax} events to come or repeating: then 409`, async () => {
    const { member, groupId } = await cast();
    await t.app.db.insert(groupEvents).values(
      Array.from({ length: EVENT_LIMITS.eventsPerGroupMax - 1 }, (_, index) => ({
        groupId,
        createdBy: member.user.id,
        title: `Watch ${index}`,
        startsOn: day(5),
        startTime: "06:00",
        recurrence: index % 2 === 0 ? ("weekly" as const) : null,
        timeZone: "UTC",
      })),
    );
    // Past single events do not count.
    await insertEvent({ groupId, createdBy: member.user.id, startsOn: day(-30), startTime: "06:00", timeZone: "UTC" });
    expect((await schedule(member, groupId, {})).statusCode).toBe(201);
    const refused = await schedule(member, groupId, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EventMessages.tooMany);
  });
});

describe("the schedule as occurrences", () => {
  it("a weekly event gives one item per week in time order; a single event outside the window is left out", async () => {
    const { member, groupId } = await cast();
    const weekly = (
      await schedule(member, groupId, { title: "Weekly", isRecurring: true, recurringPattern: "weekly", date: day(1) })
    ).json();
    await schedule(member, groupId, { title: "Once soon", date: day(2), time: "07:00" });
    await schedule(member, groupId, { title: "Once far", date: day(70) });
    const events = await list(member, groupId);
    // Default window: a day ago to eight weeks ahead: weekly from day 1 gives 8 occurrences.
    const weeklyDates = events.filter((event) => event.id === weekly.id).map((event) => event.occurrenceDate);
    expect(weeklyDates).toEqual(Array.from({ length: 8 }, (_, week) => day(1 + 7 * week)));
    expect(events.map((event) => event.title)).not.toContain("Once far");
    expect(events.slice(0, 2).map((event) => event.title)).toEqual(["Weekly", "Once soon"]);
    const starts = events.map((event) => event.startsAt);
    expect(starts).toEqual(starts.toSorted());
    // A window far ahead finds the far one.
    const from = new Date(Date.now() + 60 * DAY).toISOString();
    const to = new Date(Date.now() + 80 * DAY).toISOString();
    const later = await list(member, groupId, `?from=${from}&to=${to}`);
    expect(later.map((event) => event.title)).toContain("Once far");
  });

  it("a window longer than 100 days, or ending before it starts, is a 400", async () => {
    const { member, groupId } = await cast();
    const base = `/api/prayer-groups/${groupId}/events`;
    const tooLong = await call("GET", `${base}?from=2026-01-01T00:00:00Z&to=2026-04-12T00:00:00Z`, member);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(EventMessages.window);
    expect((await call("GET", `${base}?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`, member)).statusCode).toBe(
      400,
    );
    expect((await call("GET", `${base}?from=yesterday`, member)).statusCode).toBe(400);
    // From 1970 to five years ahead (no walk through centuries of a weekly event).
    for (const far of ["?from=9999-12-01T00:00:00Z", "?from=0000-01-01T00:00:00Z", "?to=0000-02-01T00:00:00Z"]) {
      const response = await call("GET", `${base}${far}`, member);
      expect(response.statusCode, far).toBe(400);
      expect(response.json().message).toBe(EventMessages.window);
    }
    expect((await call("GET", `${base}?from=2026-01-01T00:00:00Z&to=2026-04-10T00:00:00Z`, member)).statusCode).toBe(
      200,
    );
  });

  it("a monthly event keeps its day of month and skips months without it", async () => {
    const { member, groupId } = await cast();
    await insertEvent({
      groupId,
      createdBy: member.user.id,
      startsOn: "2027-01-31",
      startTime: "19:00",
      recurrence: "monthly",
      timeZone: "UTC",
    });
    const events = await list(member, groupId, "?from=2027-01-01T00:00:00Z&to=2027-04-09T00:00:00Z");
    expect(events.map((event) => event.date)).toEqual(["2027-01-31", "2027-03-31"]);
    expect(events.every((event) => event.time === "19:00" && event.recurringPattern === "monthly")).toBe(true);
  });

  it("America/New_York across 2026-03-08: 06:00 stays 06:00 there, UTC moves an hour", async () => {
    const { member, groupId } = await cast({ timeZone: "America/New_York" });
    await insertEvent({
      groupId,
      createdBy: member.user.id,
      startsOn: "2026-03-01",
      startTime: "06:00",
      recurrence: "weekly",
      timeZone: "America/New_York",
    });
    const events = await list(member, groupId, "?from=2026-02-28T00:00:00Z&to=2026-03-20T00:00:00Z");
    expect(events.map((event) => [event.date, event.time, event.startsAt])).toEqual([
      ["2026-03-01", "06:00", "2026-03-01T11:00:00Z"],
      ["2026-03-08", "06:00", "2026-03-08T10:00:00Z"],
      ["2026-03-15", "06:00", "2026-03-15T10:00:00Z"],
    ]);
    expect(events[0]!.timeZone).toBe("America/New_York");
  });

  it("Europe/London across 2026-10-25: 18:00 stays 18:00 there, UTC moves an hour", async () => {
    const { member, groupId } = await cast({ timeZone: "Europe/London" });
    await insertEvent({
      groupId,
      createdBy: member.user.id,
      startsOn: "2026-10-18",
      startTime: "18:00",
      recurrence: "weekly",
      timeZone: "Europe/London",
    });
    const events = await list(member, groupId, "?from=2026-10-17T00:00:00Z&to=2026-11-02T00:00:00Z");
    expect(events.map((event) => [event.date, event.time, event.startsAt, event.endsAt])).toEqual([
      ["2026-10-18", "18:00", "2026-10-18T17:00:00Z", "2026-10-18T18:00:00Z"],
      ["2026-10-25", "18:00", "2026-10-25T18:00:00Z", "2026-10-25T19:00:00Z"],
      ["2026-11-01", "18:00", "2026-11-01T18:00:00Z", "2026-11-01T19:00:00Z"],
    ]);
  });

  it("members only: an outsider gets 404 on a public group, anonymous 401", async () => {
    const { outsider, groupId } = await cast({ isPublic: true });
    expect((await call("GET", `/api/prayer-groups/${groupId}/events`, outsider)).statusCode).toBe(404);
    expect((await call("GET", `/api/prayer-groups/${groupId}/events`)).statusCode).toBe(401);
  });
});

describe("confirming attendance per occurrence", () => {
  async function weeklyEvent() {
    const people = await cast();
    const event = PrayerEventSchema.parse(
      (
        await schedule(people.member, people.groupId, {
          date: day(1),
          time: "06:00",
          isRecurring: true,
          recurringPattern: "weekly",
        })
      ).json(),
    );
    return { ...people, event };
  }
  const confirm = (who: Person, eventId: number, body?: object) =>
    call("POST", `/api/prayer-events/${eventId}/confirm`, who, body);

  it("confirms one occurrence only, twice is fine, and withdraws", async () => {
    const { leader, member, other, groupId, event } = await weeklyEvent();
    const before = heard.length;
    const first = await confirm(other, event.id, { date: day(8), userId: leader.user.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      occurrenceDate: day(8),
      status: "confirmed",
      confirmedMembers: [other.user.id],
      confirmedByMe: true,
      canEdit: false,
    });
    expect(heard.slice(before)).toContainEqual({ type: "group.events.changed", groupId, eventId: event.id });
    expect((await confirm(other, event.id, { date: day(8) })).statusCode).toBe(200);
    const [{ n } = { n: 0 }] = await t.app.db
      .select({ n: count() })
      .from(groupEventConfirmations)
      .where(eq(groupEventConfirmations.eventId, event.id));
    expect(n).toBe(1);
    const seen = await list(member, groupId);
    const byDate = new Map(seen.map((item) => [item.occurrenceDate, item]));
    expect(byDate.get(day(8))).toMatchObject({
      status: "confirmed",
      confirmedMembers: [other.user.id],
      confirmedByMe: false,
      attendees: [{ userId: other.user.id, userName: other.user.username }],
    });
    expect(byDate.get(day(1))).toMatchObject({ status: "scheduled", confirmedMembers: [] });
    expect(byDate.get(day(15))).toMatchObject({ status: "scheduled", confirmedMembers: [] });

    const withdrawn = await call("DELETE", `/api/prayer-events/${event.id}/confirm?date=${day(8)}`, other);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: "scheduled", confirmedMembers: [], confirmedByMe: false });
    expect((await call("DELETE", `/api/prayer-events/${event.id}/confirm?date=${day(8)}`, other)).statusCode).toBe(200);
  });

  it("without a date, confirms the next occurrence not yet ended", async () => {
    const { member, event } = await weeklyEvent();
    const response = await call("POST", `/api/prayer-events/${event.id}/confirm`, member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ occurrenceDate: day(1), confirmedByMe: true });
  });

  it("400 for a date the event does not take place on, 409 once it ended, 400 too far ahead, 404 to outsiders", async () => {
    const { member, outsider, groupId, event } = await weeklyEvent();
    const notOne = await confirm(member, event.id, { date: day(2) });
    expect(notOne.statusCode).toBe(400);
    expect(notOne.json().message).toBe(EventMessages.notAnOccurrence);
    expect((await confirm(member, event.id, { date: "2026-02-31" })).statusCode).toBe(400);
    const past = await insertEvent({
      groupId,
      createdBy: member.user.id,
      startsOn: day(-3),
      startTime: "06:00",
      timeZone: "UTC",
    });
    const ended = await confirm(member, past, { date: day(-3) });
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(EventMessages.ended);
    expect((await confirm(member, past)).statusCode).toBe(409);
    // The bound on confirmations: occurrences up to confirmDaysAhead days ahead (a weekly event: ~13 a member).
    const weeksOut = Math.ceil((EVENT_LIMITS.confirmDaysAhead + 7) / 7) * 7;
    const far = await confirm(member, event.id, { date: day(1 + weeksOut) });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(EventMessages.tooFarAhead);
    const lastAllowed = Math.floor((EVENT_LIMITS.confirmDaysAhead - 1) / 7) * 7;
    expect((await confirm(member, event.id, { date: day(1 + lastAllowed) })).statusCode).toBe(200);
    const centuries = await confirm(member, event.id, { date: "9999-12-29" });
    expect(centuries.statusCode).toBe(400);
    expect(centuries.json().message).toBe(EventMessages.tooFarAhead);
    expect((await confirm(outsider, event.id, { date: day(1) })).statusCode).toBe(404);
    expect((await confirm(member, 2_000_000_000, { date: day(1) })).statusCode).toBe(404);
  });

  it("only current members count: a member who leaves drops out of confirmedMembers", async () => {
    const { leader, other, groupId, event } = await weeklyEvent();
    await confirm(other, event.id, { date: day(1) });
    await confirm(leader, event.id, { date: day(1) });
    await t.app.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, other.user.id)));
    const [first] = (await list(leader, groupId)).filter((item) => item.occurrenceDate === day(1));
    expect(first).toMatchObject({ confirmedMembers: [leader.user.id], status: "confirmed" });
    expect((await confirm(other, event.id, { date: day(8) })).statusCode).toBe(404);
  });
});

describe("changing, cancelling and deleting an event", () => {
  async function memberEvent() {
    const people = await cast();
    const event = PrayerEventSchema.parse((await schedule(people.member, people.groupId, { date: day(4) })).json());
    return { ...people, event };
  }
  const patch = (who: Person | undefined, eventId: number, body: object) =>
    call("PATCH", `/api/prayer-events/${eventId}`, who, body);
  const sequenceOf = async (eventId: number) =>
    (await t.app.db.select({ sequence: groupEvents.sequence }).from(groupEvents).where(eq(groupEvents.id, eventId)))[0]
      ?.sequence;

  it("whoever scheduled it and the leader change it (sequence goes up); another member 403; an outsider 404", async () => {
    const { leader, member, other, outsider, event } = await memberEvent();
    const byCreator = await patch(member, event.id, { title: "Dawn watch", time: "05:30", duration: 30 });
    expect(byCreator.statusCode, byCreator.body).toBe(200);
    expect(byCreator.json()).toMatchObject({ title: "Dawn watch", time: "05:30", duration: 30, date: day(4) });
    expect(await sequenceOf(event.id)).toBe(1);
    const byLeader = await patch(leader, event.id, { isRecurring: true, recurringPattern: "monthly" });
    expect(byLeader.json()).toMatchObject({ isRecurring: true, recurringPattern: "monthly" });
    expect(await sequenceOf(event.id)).toBe(2);
    const refused = await patch(other, event.id, { title: "Mine now" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(EventMessages.creatorOrLeader);
    expect((await patch(outsider, event.id, { title: "Mine now" })).statusCode).toBe(404);
    expect((await patch(member, event.id, { date: day(-5) })).statusCode).toBe(400);
    expect((await patch(member, event.id, { isRecurring: false })).json()).toMatchObject({ isRecurring: false });
    expect(await sequenceOf(event.id)).toBe(3);
  });

  it("a cancelled event shows 'cancelled' and cannot be confirmed; restoring it brings it back", async () => {
    const { leader, other, groupId, event } = await memberEvent();
    expect((await patch(leader, event.id, { status: "cancelled" })).json()).toMatchObject({ status: "cancelled" });
    expect((await list(other, groupId))[0]).toMatchObject({ id: event.id, status: "cancelled" });
    const refused = await call("POST", `/api/prayer-events/${event.id}/confirm`, other, { date: day(4) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EventMessages.cancelled);
    expect((await patch(leader, event.id, { status: "scheduled" })).json()).toMatchObject({ status: "scheduled" });
  });

  it("moving an event drops confirmations of occurrences it no longer has", async () => {
    const { member, other, event } = await memberEvent();
    await call("POST", `/api/prayer-events/${event.id}/confirm`, other, { date: day(4) });
    const moved = await patch(member, event.id, { date: day(5) });
    expect(moved.json()).toMatchObject({ date: day(5), confirmedMembers: [], status: "scheduled" });
    const [{ n } = { n: 0 }] = await t.app.db
      .select({ n: count() })
      .from(groupEventConfirmations)
      .where(eq(groupEventConfirmations.eventId, event.id));
    expect(n).toBe(0);
  });

  it("deletes: another member 403, an outsider 404, the leader 204 (and it is gone)", async () => {
    const { leader, other, outsider, groupId, event } = await memberEvent();
    expect((await call("DELETE", `/api/prayer-events/${event.id}`, other)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/prayer-events/${event.id}`, outsider)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/prayer-events/${event.id}`, leader)).statusCode).toBe(204);
    expect(await list(leader, groupId)).toEqual([]);
    expect((await call("DELETE", `/api/prayer-events/${event.id}`, leader)).statusCode).toBe(404);
  });
});

describe("nextSessionAt on group cards", () => {
  it("is the start of the group's next occurrence not yet ended, for members; cancelled events do not count", async () => {
    const { leader, member, groupId } = await cast();
    const cards = async (who: Person) => {
      const response = await call("GET", "/api/prayer-groups/user", who);
      expect(response.statusCode).toBe(200);
      return GroupSummarySchema.array().parse(response.json());
    };
    expect((await cards(member)).find((card) => card.id === groupId)?.nextSessionAt).toBeNull();
    const weekly = PrayerEventSchema.parse(
      (
        await schedule(member, groupId, { date: day(6), time: "06:00", isRecurring: true, recurringPattern: "weekly" })
      ).json(),
    );
    const sooner = PrayerEventSchema.parse((await schedule(member, groupId, { date: day(2), time: "20:15" })).json());
    const card = (await cards(member)).find((item) => item.id === groupId);
    expect(card?.nextSessionAt).toBe(`${day(2)}T20:15:00.000Z`);
    expect(new Date(card!.nextSessionAt!).toISOString()).toBe(new Date(sooner.startsAt).toISOString());
    await call("PATCH", `/api/prayer-events/${sooner.id}`, leader, { status: "cancelled" });
    expect((await cards(leader)).find((item) => item.id === groupId)?.nextSessionAt).toBe(
      new Date(weekly.startsAt).toISOString(),
    );
    const detail = await call("GET", `/api/prayer-groups/${groupId}`, member);
    expect(detail.json().nextSessionAt).toBe(new Date(weekly.startsAt).toISOString());
  });
});
