import { defaultReminderSettings, type ReminderSettings } from "@common/reminders";
import { eq, like } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { groupMembers, jobs, prayerGroups, pushSubscriptions } from "../../db/schema";
import type { Clock } from "../../platform/jobs";
import { registerUser } from "../../testing/factories";
import { type FakePushService, startFakePushService } from "../../testing/fake-push-service";
import { requestAs } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { findOccurrence, reminderOccurrences } from "../reminders";
import type { RosterReminderSource } from "./reminder-sources";

/**
 * Committed watches feed the member's reminders (issue 18 §4, decision 048): the schedule's `roster` kind,
 * and the whole path on the app's job runner with a clock the test moves, the real push platform and a push
 * service in this process.
 */

const settings = (overrides: Partial<ReminderSettings> = {}): ReminderSettings => ({
  ...defaultReminderSettings("America/New_York"),
  enabled: true,
  watchNotificationsEnabled: false,
  reminderMinutes: 5,
  ...overrides,
});
const instant = (iso: string) => Temporal.Instant.from(iso);
const london = (overrides: Partial<RosterReminderSource> = {}): RosterReminderSource => ({
  groupId: 7,
  groupName: "Night Watchers",
  timeZone: "Europe/London",
  watchNumber: 3,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  givenAway: [],
  takenOver: [],
  ...overrides,
});

describe("the schedule's roster reminders", () => {
  it("fire before the watch's start in the group's zone, for a member in another zone", () => {
    const occurrences = reminderOccurrences({
      settings: settings(),
      strategies: [],
      roster: [london()],
      from: instant("2026-11-24T12:00:00Z"),
      until: instant("2026-11-26T12:00:00Z"),
    });
    // London's Third Watch starts at 00:00 GMT; 5 minutes before is 18:55 in New York.
    expect(occurrences.map((o) => [o.kind, o.key])).toEqual([
      ["roster", "roster:7:3:2026-11-24T23:55:00Z"],
      ["roster", "roster:7:3:2026-11-25T23:55:00Z"],
    ]);
    expect(occurrences[0]!.message).toMatchObject({
      kind: "watch",
      title: "Your watch for Night Watchers: Third Watch begins in 5 minutes",
      url: "/groups/7/roster",
      watchNumber: 3,
    });
    // In London's summer, the same watch starts at 23:00 UTC.
    const summer = reminderOccurrences({
      settings: settings({ reminderMinutes: 0 }),
      strategies: [],
      roster: [london()],
      from: instant("2026-06-30T12:00:00Z"),
      until: instant("2026-07-01T12:00:00Z"),
    });
    expect(summer.map((o) => o.key)).toEqual(["roster:7:3:2026-06-30T23:00:00Z"]);
    expect(summer[0]!.message.title).toBe("Your watch for Night Watchers: Third Watch begins now");
  });

  it("keeps the committed weekdays, leaves out dates given away, adds dates taken over; quiet hours on the member's clock", () => {
    const window = { from: instant("2026-11-22T12:00:00Z"), until: instant("2026-11-29T12:00:00Z") };
    const keys = (source: RosterReminderSource, extra: Partial<ReminderSettings> = {}) =>
      reminderOccurrences({ settings: settings(extra), strategies: [], roster: [source], ...window }).map((o) => o.key);
    // Tuesdays only: Tue 24 Nov (London date) starts 2026-11-24T00:00Z.
    expect(keys(london({ weekdays: [2] }))).toEqual(["roster:7:3:2026-11-23T23:55:00Z"]);
    expect(keys(london({ weekdays: [2], givenAway: ["2026-11-24"] }))).toEqual([]);
    expect(keys(london({ weekdays: [], takenOver: ["2026-11-26"] }))).toEqual(["roster:7:3:2026-11-25T23:55:00Z"]);
    // 18:55 in New York falls in the member's quiet hours 18:00–20:00.
    expect(keys(london({ weekdays: [2] }), { quietHours: { enabled: true, start: "18:00", end: "20:00" } })).toEqual(
      [],
    );
    // Reminders off: nothing.
    expect(keys(london(), { enabled: false })).toEqual([]);
  });

  it("sends one reminder, not two, when the member's own watch reminder fires at the same instant for the same watch", () => {
    const occurrences = reminderOccurrences({
      settings: settings({ timeZone: "Europe/London", watchNotificationsEnabled: true, selectedWatches: [3] }),
      strategies: [],
      roster: [london()],
      from: instant("2026-11-24T12:00:00Z"),
      until: instant("2026-11-25T12:00:00Z"),
    });
    expect(occurrences.map((o) => o.key)).toEqual(["watch:3:2026-11-24T23:55:00Z"]);
    // A roster in New York's zone: a different instant, so both.
    const both = reminderOccurrences({
      settings: settings({ timeZone: "Europe/London", watchNotificationsEnabled: true, selectedWatches: [3] }),
      strategies: [],
      roster: [london({ timeZone: "America/New_York" })],
      from: instant("2026-11-24T12:00:00Z"),
      until: instant("2026-11-25T12:00:00Z"),
    });
    expect(both.map((o) => o.key)).toEqual(["watch:3:2026-11-24T23:55:00Z", "roster:7:3:2026-11-25T04:55:00Z"]);
    expect(
      findOccurrence(
        { settings: settings(), strategies: [], roster: [london({ weekdays: [] })] },
        instant("2026-11-24T23:55:00Z"),
        "roster:7:3:2026-11-24T23:55:00Z",
      ),
    ).toBeUndefined();
  });
});

describe("roster reminders on the job runner", () => {
  let now = new Date("2026-11-24T23:00:00Z");
  const clock: Clock = { now: () => now };
  let database: TestDatabase;
  let push: FakePushService;
  let app: App;

  beforeAll(async () => {
    push = await startFakePushService();
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "", AUTH_RATE_LIMIT_IP_MAX: "10000" });
    app = await buildApp({ config, database, clock, pushAgent: push.agent });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await push?.close();
  });

  async function memberWithDevice(groupId: number) {
    const person = await registerUser(app, { firstName: "Ruth", lastName: "Ade" });
    const subscription = push.newSubscription();
    await database.db.insert(pushSubscriptions).values({
      userId: person.user.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
    await database.db.insert(groupMembers).values({ groupId, userId: person.user.id, role: "member" });
    const saved = await requestAs(app, "PUT", "/api/reminder-settings", person.cookie, settings());
    expect(saved.statusCode).toBe(200);
    return { ...person, endpoint: subscription.endpoint };
  }

  const rosterJobs = async (userId: number) =>
    (
      await database.db
        .select({ key: jobs.key })
        .from(jobs)
        .where(like(jobs.key, `${userId}:roster:%`))
    ).map((row) => row.key);

  it("a committed watch is planned and pushed at its time; a withdrawn one and a given-away one send nothing", async () => {
    now = new Date("2026-11-24T23:00:00Z");
    const leader = await registerUser(app);
    const [group] = await database.db
      .insert(prayerGroups)
      .values({
        name: "Night Watchers",
        createdBy: leader.user.id,
        isPublic: false,
        watchNumber: 3,
        timeZone: "Europe/London",
      })
      .returning({ id: prayerGroups.id });
    const groupId = group!.id;
    await database.db.insert(groupMembers).values({ groupId, userId: leader.user.id, role: "leader" });
    const ruth = await memberWithDevice(groupId);
    const sam = await memberWithDevice(groupId);
    const tom = await memberWithDevice(groupId);

    // Committing re-plans the member's reminders at once.
    for (const person of [ruth, sam, tom]) {
      const put = await requestAs(app, "PUT", `/api/prayer-groups/${groupId}/roster/commitments`, person.cookie, {
        watchNumber: 3,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
      });
      expect(put.statusCode).toBe(200);
    }
    await app.reminders.idle();
    const key = `roster:${groupId}:3:2026-11-24T23:55:00Z`;
    expect(await rosterJobs(ruth.user.id)).toEqual([`${ruth.user.id}:${key}`]);

    // Sam withdraws his commitment (his reminder was planned: it is not sent); Tom asks for a substitute for
    // the Third Watch of the 25th (00:00 London, tonight) and Sam takes it: it is his that night (Ruth, who
    // keeps it already, could not take it: she would cover nothing).
    expect(
      (await requestAs(app, "DELETE", `/api/prayer-groups/${groupId}/roster/commitments/3`, sam.cookie)).statusCode,
    ).toBe(204);
    const asked = await requestAs(app, "POST", `/api/prayer-groups/${groupId}/roster/substitutions`, tom.cookie, {
      watchNumber: 3,
      date: "2026-11-25",
    });
    expect(asked.statusCode).toBe(201);
    expect(
      (await requestAs(app, "POST", `/api/roster-substitutions/${asked.json().id}/take`, ruth.cookie)).statusCode,
    ).toBe(409);
    expect(
      (await requestAs(app, "POST", `/api/roster-substitutions/${asked.json().id}/take`, sam.cookie)).statusCode,
    ).toBe(200);
    await app.reminders.idle();

    const watchReminders = (endpoint: string) =>
      push
        .deliveriesTo(endpoint)
        .map((d) => d.payload as { kind: string; title: string })
        .filter((payload) => payload.kind === "watch");
    now = new Date("2026-11-24T23:55:00Z");
    await app.jobs.tick();
    expect(watchReminders(ruth.endpoint)).toEqual([
      expect.objectContaining({
        title: "Your watch for Night Watchers: Third Watch begins in 5 minutes",
        watchNumber: 3,
      }),
    ]);
    expect(watchReminders(tom.endpoint)).toEqual([]);
    // Sam's withdrawn commitment sends nothing; the watch he took over sends one.
    expect(watchReminders(sam.endpoint)).toEqual([
      expect.objectContaining({ title: "Your watch for Night Watchers: Third Watch begins in 5 minutes" }),
    ]);

    // The next night: Ruth and Tom keep their own; Sam has none.
    now = new Date("2026-11-25T23:00:00Z");
    for (const person of [ruth, sam, tom]) await app.reminders.planUser(database.db, person.user.id);
    // (Tom's first was planned when he committed, before he gave that night away; it sent nothing.)
    expect(await rosterJobs(tom.user.id)).toEqual([
      `${tom.user.id}:${key}`,
      `${tom.user.id}:roster:${groupId}:3:2026-11-25T23:55:00Z`,
    ]);
    expect(await rosterJobs(ruth.user.id)).toEqual([
      `${ruth.user.id}:${key}`,
      `${ruth.user.id}:roster:${groupId}:3:2026-11-25T23:55:00Z`,
    ]);
    // Tom leaves the group after his reminder was planned: it is not sent (read again at send time).
    await database.db.delete(groupMembers).where(eq(groupMembers.userId, tom.user.id));
    now = new Date("2026-11-25T23:55:00Z");
    await app.jobs.tick();
    expect(watchReminders(ruth.endpoint)).toHaveLength(2);
    expect(watchReminders(tom.endpoint)).toEqual([]);
    expect(watchReminders(sam.endpoint)).toHaveLength(1);
  });
});
