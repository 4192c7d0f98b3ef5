import { ALERT_LIMITS, AlertMessages, DEFAULT_NOTIFICATION_SETTINGS } from "@common/group-alerts";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import {
  groupMembers,
  groupNotificationRecipients,
  groupNotifications,
  jobs,
  prayerGroups,
  users,
} from "../../db/schema";
import type { Clock } from "../../platform/jobs";
import { registerUser } from "../../testing/factories";
import { requestAs } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { pruneNotifications } from "./alerts.service";

/**
 * The alerts' API (issue 18 §3; community §2, §7): settings saved as ticked, the member's list and read
 * state, the leader's alerts, the alerts the wall, joining and the schedule cause, pruning. The app's own
 * job runner on a clock the test moves (event reminders).
 */

let now = new Date();
const clock: Clock = { now: () => now };
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "", AUTH_RATE_LIMIT_IP_MAX: "10000" });
  app = await buildApp({ config, database, clock });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Person = { id: number; cookie: string };

async function person(firstName = "Ruth"): Promise<Person> {
  const { user, cookie } = await registerUser(app, { firstName, lastName: "Ade" });
  return { id: user.id, cookie };
}

async function group(leader: Person, members: Person[], { isPublic = true, name = "Night Watch" } = {}) {
  const [row] = await app.db
    .insert(prayerGroups)
    .values({ name, createdBy: leader.id, isPublic })
    .returning({ id: prayerGroups.id });
  await app.db
    .insert(groupMembers)
    .values([
      { groupId: row!.id, userId: leader.id, role: "leader" as const },
      ...members.map((member) => ({ groupId: row!.id, userId: member.id, role: "member" as const })),
    ]);
  return row!.id;
}

const list = async (who: Person, groupId: number) => {
  const response = await requestAs(app, "GET", `/api/prayer-groups/${groupId}/notifications`, who.cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { id: number; title: string; type: string; isRead: boolean; message: string }[];
};
const unread = async (who: Person) => (await requestAs(app, "GET", "/api/notifications/unread", who.cookie)).json();
const send = (who: Person, groupId: number, body: object) =>
  requestAs(app, "POST", `/api/prayer-groups/${groupId}/notifications`, who.cookie, body);

describe("notification settings", () => {
  it("answers the spec's defaults until saved, then exactly what was ticked (never the defaults)", async () => {
    const leader = await person();
    const member = await person();
    const groupId = await group(leader, [member]);
    const first = await requestAs(app, "GET", `/api/notification-settings/${groupId}`, member.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, emailVerified: false, groupAlertsEnabled: true });

    const ticked = {
      userId: leader.id,
      alertTypes: { all: false, prayerOnly: true, scheduleOnly: true },
      methods: { inApp: false, email: true, sms: false, push: false },
    };
    const saved = await requestAs(app, "POST", `/api/notification-settings/${groupId}`, member.cookie, ticked);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ alertTypes: ticked.alertTypes, methods: ticked.methods });
    const again = await requestAs(app, "GET", `/api/notification-settings/${groupId}`, member.cookie);
    expect(again.json()).toMatchObject({ alertTypes: ticked.alertTypes, methods: ticked.methods });
    // The ignored userId saved nothing for the leader.
    const leaders = await requestAs(app, "GET", `/api/notification-settings/${groupId}`, leader.cookie);
    expect(leaders.json()).toMatchObject(DEFAULT_NOTIFICATION_SETTINGS);

    // A client knowing only the spec's fields keeps the saved push choice.
    const specOnly = await requestAs(app, "POST", `/api/notification-settings/${groupId}`, member.cookie, {
      alertTypes: { all: true, prayerOnly: false, scheduleOnly: false },
      methods: { inApp: true, email: false, sms: false },
    });
    expect(specOnly.json().methods).toEqual({ inApp: true, email: false, sms: false, push: false });
  });

  it("refuses SMS (400, a plain sentence) and malformed settings", async () => {
    const leader = await person();
    const groupId = await group(leader, []);
    const sms = await requestAs(app, "POST", `/api/notification-settings/${groupId}`, leader.cookie, {
      alertTypes: { all: true, prayerOnly: false, scheduleOnly: false },
      methods: { inApp: true, email: false, sms: true, push: true },
    });
    expect(sms.statusCode).toBe(400);
    expect(sms.json().message).toBe(AlertMessages.smsNotOffered);
    const bad = await requestAs(app, "POST", `/api/notification-settings/${groupId}`, leader.cookie, {
      alertTypes: { all: "yes" },
      methods: {},
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the leader's alerts, the member's list and read state", () => {
  it("the leader sends an admin_message to every other member; 201 { id, recipients }", async () => {
    const leader = await person();
    const a = await person();
    const b = await person();
    const groupId = await group(leader, [a, b]);
    const sent = await send(leader, groupId, {
      title: "  Fast on Friday ",
      message: "We fast together.",
      type: "admin_message",
      createdBy: a.id,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ id: expect.any(Number), recipients: 2 });
    const [item] = await list(a, groupId);
    expect(item).toMatchObject({
      id: sent.json().id,
      groupId,
      title: "Fast on Friday",
      message: "We fast together.",
      type: "admin_message",
      isRead: false,
      createdBy: leader.id,
      createdByName: "Ruth Ade",
      refId: null,
    });
    // The sender is not told of their own alert.
    expect(await list(leader, groupId)).toEqual([]);
  });

  it("refuses a member (403), a blank title or message (400), and more than 10 an hour (429)", async () => {
    const leader = await person();
    const member = await person();
    const groupId = await group(leader, [member]);
    expect((await send(member, groupId, { title: "t", message: "m" })).statusCode).toBe(403);
    expect((await send(leader, groupId, { title: "   ", message: "m" })).statusCode).toBe(400);
    expect((await send(leader, groupId, { title: "t", message: "" })).statusCode).toBe(400);
    expect(
      (await send(leader, groupId, { title: "t".repeat(ALERT_LIMITS.titleMax + 1), message: "m" })).statusCode,
    ).toBe(400);
    for (let i = 0; i < ALERT_LIMITS.sentPerHour; i++) {
      expect((await send(leader, groupId, { title: `t${i}`, message: "m" })).statusCode).toBe(201);
    }
    const limited = await send(leader, groupId, { title: "one more", message: "m" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(AlertMessages.tooMany);
  });

  it("keeps read state per member: read one, read all, unread counts per group", async () => {
    const leader = await person();
    const a = await person();
    const b = await person();
    const groupId = await group(leader, [a, b]);
    const other = await group(leader, [a], { name: "Dawn" });
    const first = (await send(leader, groupId, { title: "one", message: "m" })).json().id as number;
    await send(leader, groupId, { title: "two", message: "m" });
    await send(leader, other, { title: "three", message: "m" });
    expect(await unread(a)).toEqual({ [groupId]: 2, [other]: 1 });

    const read = await requestAs(app, "POST", `/api/notifications/${first}/read`, a.cookie, { userId: b.id });
    expect(read.statusCode).toBe(204);
    const items = await list(a, groupId);
    expect(items.map((item) => [item.title, item.isRead])).toEqual([
      ["two", false],
      ["one", true],
    ]);
    // b's copy is untouched.
    expect((await list(b, groupId)).every((item) => !item.isRead)).toBe(true);
    expect(await unread(a)).toEqual({ [groupId]: 1, [other]: 1 });

    // The leader was not sent it: 404, as for one that does not exist.
    expect((await requestAs(app, "POST", `/api/notifications/${first}/read`, leader.cookie)).statusCode).toBe(404);
    expect((await requestAs(app, "POST", "/api/notifications/999999999/read", a.cookie)).statusCode).toBe(404);

    const all = await requestAs(app, "POST", `/api/prayer-groups/${groupId}/notifications/read-all`, a.cookie);
    expect(all.json()).toEqual({ marked: 1 });
    expect(await unread(a)).toEqual({ [other]: 1 });
    expect(await unread(b)).toEqual({ [groupId]: 2 });
  });

  it("a member who leaves no longer sees the group's alerts or counts them", async () => {
    const leader = await person();
    const a = await person();
    const groupId = await group(leader, [a]);
    const id = (await send(leader, groupId, { title: "one", message: "m" })).json().id as number;
    await app.db.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, a.id)));
    expect(await unread(a)).toEqual({});
    expect((await requestAs(app, "GET", `/api/prayer-groups/${groupId}/notifications`, a.cookie)).statusCode).toBe(404);
    expect((await requestAs(app, "POST", `/api/notifications/${id}/read`, a.cookie)).statusCode).toBe(404);
  });
});

describe("alerts that happen", () => {
  it("a post on the wall tells the others 'New prayer in {group}' with its title, not its author", async () => {
    const leader = await person();
    const author = await person();
    const prayerOnly = await person();
    const groupId = await group(leader, [author, prayerOnly], { name: "Harvest" });
    await requestAs(app, "POST", `/api/notification-settings/${groupId}`, prayerOnly.cookie, {
      alertTypes: { all: false, prayerOnly: true, scheduleOnly: false },
      methods: { inApp: true, email: false, sms: false, push: false },
    });
    const posted = await requestAs(app, "POST", `/api/prayer-groups/${groupId}/posts`, author.cookie, {
      title: "Rain for the farms",
      content: "Lord, send rain.",
      tags: [],
    });
    expect(posted.statusCode).toBe(201);
    for (const who of [leader, prayerOnly]) {
      expect(await list(who, groupId)).toMatchObject([
        { type: "prayer_post", title: "New prayer in Harvest", message: "Rain for the farms", refId: posted.json().id },
      ]);
    }
    expect(await list(author, groupId)).toEqual([]);
  });

  it("a new member: '{name} joined' to the others, only to those whose settings take every activity", async () => {
    const leader = await person();
    const prayerOnly = await person();
    const groupId = await group(leader, [prayerOnly]);
    await requestAs(app, "POST", `/api/notification-settings/${groupId}`, prayerOnly.cookie, {
      alertTypes: { all: false, prayerOnly: true, scheduleOnly: false },
      methods: { inApp: true, email: false, sms: false, push: false },
    });
    const newcomer = await person("Lydia");
    const joined = await requestAs(app, "POST", `/api/prayer-groups/${groupId}/join`, newcomer.cookie);
    expect(joined.statusCode).toBeLessThan(300);
    expect(await list(leader, groupId)).toMatchObject([{ type: "new_member", title: "Lydia Ade joined" }]);
    expect(await list(prayerOnly, groupId)).toEqual([]);
    expect(await list(newcomer, groupId)).toEqual([]);
  });
});

describe("event reminders", () => {
  const utc = (ms: number) => {
    const iso = new Date(ms).toISOString();
    return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
  };
  /** A whole minute from the real now (the schedule refuses events in the past). */
  const minuteFromNow = (minutes: number) => Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000;

  async function schedule(who: Person, groupId: number, startMs: number, title: string) {
    const { date, time } = utc(startMs);
    const response = await requestAs(app, "POST", `/api/prayer-groups/${groupId}/events`, who.cookie, {
      title,
      date,
      time,
      duration: 30,
      isRecurring: true,
      recurringPattern: "weekly",
    });
    expect(response.statusCode).toBe(201);
    await app.groupAlerts.eventReminders.idle();
    return response.json().id as number;
  }
  const reminderJobs = (eventId: number) =>
    app.db
      .select({ runAt: jobs.runAt, key: jobs.key, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.name, "group-alerts.event-reminder"), like(jobs.key, `event:${eventId}:%`)));

  it("is planned when an event is scheduled, and sent 15 minutes before it starts to every member", async () => {
    now = new Date();
    const leader = await person();
    const member = await person();
    const groupId = await group(leader, [member]);
    const start = minuteFromNow(40);
    const eventId = await schedule(member, groupId, start, "Dawn prayer");
    const planned = await reminderJobs(eventId);
    expect(planned).toHaveLength(1);
    expect(planned[0]!.runAt.getTime()).toBe(start - 15 * 60_000);

    // Not yet.
    now = new Date(start - 16 * 60_000);
    await app.jobs.tick();
    expect(await list(member, groupId)).toEqual([]);
    now = new Date(start - 15 * 60_000 + 1_000);
    await app.jobs.tick();
    for (const who of [leader, member]) {
      expect(await list(who, groupId)).toMatchObject([
        { type: "event_reminder", title: "Dawn prayer starts in 15 minutes", refId: eventId, createdBy: null },
      ]);
    }
    // Planning again (the planner every 15 minutes) queues nothing twice, and sends nothing twice.
    await app.groupAlerts.eventReminders.planAll(app.db);
    await app.jobs.tick();
    expect(await list(member, groupId)).toHaveLength(1);
  });

  it("sends nothing for an event cancelled or deleted before its reminder", async () => {
    now = new Date();
    const leader = await person();
    const groupId = await group(leader, [await person()]);
    const start = minuteFromNow(50);
    const cancelled = await schedule(leader, groupId, start, "Cancelled one");
    const deleted = await schedule(leader, groupId, start, "Deleted one");
    expect(await reminderJobs(cancelled)).toHaveLength(1);
    const patched = await requestAs(app, "PATCH", `/api/prayer-events/${cancelled}`, leader.cookie, {
      status: "cancelled",
    });
    expect(patched.statusCode).toBe(200);
    expect((await requestAs(app, "DELETE", `/api/prayer-events/${deleted}`, leader.cookie)).statusCode).toBeLessThan(
      300,
    );
    now = new Date(start - 14 * 60_000);
    await app.jobs.tick();
    const sent = await app.db
      .select()
      .from(groupNotifications)
      .where(and(eq(groupNotifications.groupId, groupId), eq(groupNotifications.type, "event_reminder")));
    expect(sent).toEqual([]);
  });

  it("reminds of an event cancelled and restored before its reminder (the restore plans it anew)", async () => {
    now = new Date();
    const leader = await person();
    const member = await person();
    const groupId = await group(leader, [member]);
    const start = minuteFromNow(45);
    const eventId = await schedule(leader, groupId, start, "Restored one");
    const patch = (status: string) =>
      requestAs(app, "PATCH", `/api/prayer-events/${eventId}`, leader.cookie, { status });
    expect((await patch("cancelled")).statusCode).toBe(200);
    await app.groupAlerts.eventReminders.idle();
    // The first reminder's job runs while the event is cancelled: nothing.
    now = new Date(start - 15 * 60_000 + 1_000);
    await app.jobs.tick();
    expect(await list(member, groupId)).toEqual([]);
    expect((await patch("scheduled")).statusCode).toBe(200);
    await app.groupAlerts.eventReminders.idle();
    await app.jobs.tick();
    expect(await list(member, groupId)).toMatchObject([{ type: "event_reminder", refId: eventId }]);
  });

  it("a reminder job run twice (at least once, as jobs are) sends one reminder", async () => {
    now = new Date();
    const leader = await person();
    const member = await person();
    const groupId = await group(leader, [member]);
    const start = minuteFromNow(40);
    const eventId = await schedule(leader, groupId, start, "Once only");
    now = new Date(start - 15 * 60_000 + 1_000);
    await app.jobs.tick();
    expect(await list(member, groupId)).toHaveLength(1);
    // A try that sent but was not marked done runs again.
    const [job] = await reminderJobs(eventId);
    await app.db.update(jobs).set({ status: "queued", finishedAt: null }).where(eq(jobs.key, job!.key!));
    await app.jobs.tick();
    expect(await list(member, groupId)).toHaveLength(1);
  });

  it("reminds at once when the reminder's moment has passed but the event has not begun", async () => {
    now = new Date();
    const leader = await person();
    const member = await person();
    const groupId = await group(leader, [member]);
    const start = minuteFromNow(6);
    await schedule(leader, groupId, start, "Soon");
    await app.jobs.tick();
    const [item] = await list(member, groupId);
    expect(item?.type).toBe("event_reminder");
    expect(item?.title).toMatch(/^Soon starts in \d+ minutes?$/);
  });
});

describe("pruning", () => {
  it("deletes notifications (and their recipients) older than ALERT_LIMITS.keptDays", async () => {
    const leader = await person();
    const member = await person();
    const groupId = await group(leader, [member]);
    const old = (await send(leader, groupId, { title: "old", message: "m" })).json().id as number;
    const fresh = (await send(leader, groupId, { title: "fresh", message: "m" })).json().id as number;
    const longAgo = new Date(Date.now() - (ALERT_LIMITS.keptDays + 1) * 86_400_000);
    await app.db.update(groupNotifications).set({ createdAt: longAgo }).where(eq(groupNotifications.id, old));
    await pruneNotifications(app.db, new Date());
    const kept = await app.db
      .select({ id: groupNotificationRecipients.notificationId })
      .from(groupNotificationRecipients)
      .where(eq(groupNotificationRecipients.userId, member.id));
    expect(kept.map((row) => row.id)).toEqual([fresh]);
    // The daily job is scheduled.
    const scheduled = await app.db.select({ name: jobs.name }).from(jobs).where(eq(jobs.name, "group-alerts.prune"));
    expect(scheduled.length).toBeGreaterThan(0);
    expect(await app.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(1);
  });
});
