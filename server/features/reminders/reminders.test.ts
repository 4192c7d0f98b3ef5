import { DEFAULT_PREFERENCES } from "@common/preferences";
import { defaultReminderSettings, type ReminderSettings } from "@common/reminders";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { jobs, pushSubscriptions, reminderDeliveries, reminderSettings, users } from "../../db/schema";
import type { Clock } from "../../platform/jobs";
import { registerUser } from "../../testing/factories";
import { type FakePushService, startFakePushService } from "../../testing/fake-push-service";
import { requestAs } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { REMINDER_TIMING } from "./reminders.service";

/**
 * Reminder settings through the API, and reminders that fire: the app's real job runner on a clock the
 * test moves, the real push platform, and a push service over HTTPS in this process that decrypts each
 * message (server/testing/fake-push-service.ts).
 */

let now = new Date("2026-06-01T00:00:00Z");
const clock: Clock = { now: () => now };
const setClock = (iso: string) => {
  now = new Date(iso);
};

let database: TestDatabase;
let push: FakePushService;
let app: App;
const closers: (() => Promise<void>)[] = [];

async function clockedApp(handle: TestDatabase): Promise<App> {
  const config = loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "" });
  const built = await buildApp({ config, database: handle, clock, pushAgent: push.agent });
  await built.ready();
  closers.push(() => built.close());
  return built;
}

beforeAll(async () => {
  push = await startFakePushService();
  database = await createTestDatabase();
  app = await clockedApp(database);
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await database.close();
  await push.close();
});

/** A signed-in user with `devices` subscribed devices on the fake push service. */
async function userWithDevices(devices = 1) {
  const { user, cookie } = await registerUser(app);
  const subscriptions = [];
  for (let i = 0; i < devices; i++) {
    const subscription = push.newSubscription();
    await database.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
    subscriptions.push(subscription);
  }
  return { user: user as { id: number }, cookie, subscriptions };
}

function settings(overrides: Partial<ReminderSettings> = {}): ReminderSettings {
  return { ...defaultReminderSettings("UTC"), enabled: true, ...overrides };
}

async function save(cookie: string, body: unknown) {
  return requestAs(app, "PUT", "/api/reminder-settings", cookie, body);
}

/** The decrypted messages one device received. */
const received = (endpoint: string) => push.deliveriesTo(endpoint).map((delivery) => delivery.payload);

/** Moves the clock and runs every job due then. */
async function tickAt(iso: string, on: App = app) {
  setClock(iso);
  return on.jobs.tick();
}

describe("GET and PUT /api/reminder-settings", () => {
  it("needs a signed-in user", async () => {
    expect((await requestAs(app, "GET", "/api/reminder-settings")).statusCode).toBe(401);
    expect((await requestAs(app, "PUT", "/api/reminder-settings", undefined, settings())).statusCode).toBe(401);
  });

  it("answers the defaults before the first save, in UTC or the pinned home time zone", async () => {
    const { cookie } = await registerUser(app);
    const first = await requestAs(app, "GET", "/api/reminder-settings", cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...defaultReminderSettings("UTC"), updatedAt: null });

    const pinned = await requestAs(app, "PUT", "/api/watch-settings", cookie, { homeTimeZone: "America/New_York" });
    expect(pinned.statusCode).toBe(200);
    const again = await requestAs(app, "GET", "/api/reminder-settings", cookie);
    expect(again.json()).toMatchObject({ timeZone: "America/New_York", enabled: false, updatedAt: null });
    expect(again.json().selectedWatches).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(again.json().reminderMinutes).toBe(5);
  });

  it("saves the whole record and answers it back, for this user only", async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const input = settings({
      selectedWatches: [3, 5],
      reminderMinutes: 15,
      sound: false,
      quietHours: { enabled: true, start: "23:00", end: "05:30" },
      timeZone: "Europe/London",
      personalRemindersEnabled: true,
      personalReminderTimes: ["06:30", "21:00"],
      personalReminderMessage: "Watch and pray",
    });
    const saved = await save(alice.cookie, input);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(input);
    expect(typeof saved.json().updatedAt).toBe("string");
    const read = await requestAs(app, "GET", "/api/reminder-settings", alice.cookie);
    expect(read.json()).toEqual(saved.json());
    // Bob still has his defaults.
    expect((await requestAs(app, "GET", "/api/reminder-settings", bob.cookie)).json().updatedAt).toBeNull();
  });

  it.each([
    ["a lead time over 60 minutes", { reminderMinutes: 61 }],
    ["a negative lead time", { reminderMinutes: -5 }],
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }],
    ["a time that is not HH:mm", { personalReminderTimes: ["7:30"] }],
    ["an hour past 23", { quietHours: { enabled: true, start: "24:00", end: "06:00" } }],
    ["a watch twice", { selectedWatches: [3, 3] }],
    ["watch 9", { selectedWatches: [9] }],
    ["a time twice", { personalReminderTimes: ["06:30", "06:30"] }],
    ["an empty message", { personalReminderMessage: "  " }],
    ["a message over 200 characters", { personalReminderMessage: "x".repeat(201) }],
    ["an unknown field", { snooze: true }],
  ])("refuses %s (400) and keeps what was saved", async (_what, change) => {
    const { cookie } = await registerUser(app);
    const response = await save(cookie, { ...settings(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await requestAs(app, "GET", "/api/reminder-settings", cookie)).json().updatedAt).toBeNull();
  });

  it("refuses a record with a field missing (400)", async () => {
    const { cookie } = await registerUser(app);
    const { vibration: _left, ...partial } = settings();
    expect((await save(cookie, partial)).statusCode).toBe(400);
  });
});

describe("reminders fire", () => {
  it("a watch reminder: once to each device when its time comes, not before, not again", async () => {
    setClock("2026-06-01T11:30:00Z");
    const { user, cookie, subscriptions } = await userWithDevices(2);
    expect((await save(cookie, settings({ selectedWatches: [7], reminderMinutes: 5 }))).statusCode).toBe(200);

    // Saving planned it: one job at 11:55Z, keyed by user and occurrence.
    const planned = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, "reminders.send"), like(jobs.key, `${user.id}:%`)));
    expect(planned.map((job) => [job.key, job.runAt.toISOString()])).toEqual([
      [`${user.id}:watch:7:2026-06-01T11:55:00Z`, "2026-06-01T11:55:00.000Z"],
    ]);

    await tickAt("2026-06-01T11:54:59Z");
    expect(received(subscriptions[0]!.endpoint)).toEqual([]);

    await tickAt("2026-06-01T11:55:01Z");
    for (const { endpoint } of subscriptions) {
      expect(received(endpoint)).toEqual([
        {
          kind: "watch",
          title: "Seventh Watch begins in 5 minutes",
          body: "12-3 PM · Dominion and Vision",
          tag: "watch-7",
          url: "/prayer-room/7",
          watchNumber: 7,
          sound: true,
          vibration: true,
        },
      ]);
      expect(push.deliveriesTo(endpoint)[0]?.urgency).toBe("high");
    }

    // Planning again (another save, a planner run) and ticking again send nothing more.
    await save(cookie, settings({ selectedWatches: [7], reminderMinutes: 5 }));
    await app.reminders.planUser(app.db, user.id);
    await tickAt("2026-06-01T11:56:00Z");
    for (const { endpoint } of subscriptions) expect(received(endpoint)).toHaveLength(1);
    const deliveries = await database.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, user.id));
    expect(deliveries).toHaveLength(2);
  });

  it("nothing in quiet hours (crossing midnight), and the reminder after them fires", async () => {
    setClock("2026-06-02T20:30:00Z");
    const { cookie, subscriptions } = await userWithDevices();
    await save(
      cookie,
      settings({
        selectedWatches: [2, 3, 4, 5],
        reminderMinutes: 0,
        quietHours: { enabled: true, start: "22:00", end: "06:00" },
      }),
    );
    // 21:00 fires; 00:00 and 03:00 are quiet; 06:00 (the end, exclusive) fires. The planner job runs
    // every 15 minutes, so the night is planned as the clock moves.
    for (let minutes = 0; minutes <= 10 * 60; minutes += 15) {
      await tickAt(new Date(Date.parse("2026-06-02T20:30:00Z") + minutes * 60_000).toISOString());
    }
    expect(received(subscriptions[0]!.endpoint).map((m) => (m as { title: string }).title)).toEqual([
      "Second Watch begins now",
      "Fifth Watch begins now",
    ]);
  });

  it("nothing after reminders are turned off, even for a reminder already queued", async () => {
    setClock("2026-06-03T11:30:00Z");
    const { user, cookie, subscriptions } = await userWithDevices();
    await save(cookie, settings({ selectedWatches: [7], reminderMinutes: 0 }));
    const queued = await database.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `${user.id}:watch:7:%`));
    expect(queued).toHaveLength(1);

    await save(cookie, settings({ enabled: false, selectedWatches: [7], reminderMinutes: 0 }));
    await tickAt("2026-06-03T12:00:30Z");
    expect(received(subscriptions[0]!.endpoint)).toEqual([]);
    // The job ran (done) and found the occurrence gone from the schedule.
    const [job] = await database.db.select().from(jobs).where(eq(jobs.id, queued[0]!.id));
    expect(job?.status).toBe("done");
  });

  it("a changed lead time takes effect at once: the old time sends nothing, the new one fires", async () => {
    setClock("2026-06-04T11:00:00Z");
    const { cookie, subscriptions } = await userWithDevices();
    await save(cookie, settings({ selectedWatches: [7], reminderMinutes: 30 }));
    await save(cookie, settings({ selectedWatches: [7], reminderMinutes: 10 }));
    await tickAt("2026-06-04T11:30:05Z");
    expect(received(subscriptions[0]!.endpoint)).toEqual([]);
    await tickAt("2026-06-04T11:50:05Z");
    expect(received(subscriptions[0]!.endpoint).map((m) => (m as { title: string }).title)).toEqual([
      "Seventh Watch begins in 10 minutes",
    ]);
  });

  it("nothing while the profile's 'Prayer reminders' switch is off; again once it is back on", async () => {
    setClock("2026-06-05T11:30:00Z");
    const { cookie, subscriptions } = await userWithDevices();
    await save(cookie, settings({ selectedWatches: [7, 8], reminderMinutes: 0 }));
    const off = {
      ...DEFAULT_PREFERENCES,
      notifications: { ...DEFAULT_PREFERENCES.notifications, prayerReminders: false },
    };
    expect((await requestAs(app, "PUT", "/api/preferences", cookie, off)).statusCode).toBe(200);
    await tickAt("2026-06-05T12:00:10Z");
    expect(received(subscriptions[0]!.endpoint)).toEqual([]);

    setClock("2026-06-05T14:30:00Z");
    expect((await requestAs(app, "PUT", "/api/preferences", cookie, DEFAULT_PREFERENCES)).statusCode).toBe(200);
    await app.reminders.idle();
    await tickAt("2026-06-05T15:00:10Z");
    expect(received(subscriptions[0]!.endpoint).map((m) => (m as { title: string }).title)).toEqual([
      "Eighth Watch begins now",
    ]);
  });

  it("personal and strategy reminders fire, with no strategy text in the notification", async () => {
    setClock("2026-06-06T08:00:00Z");
    const { user, cookie, subscriptions } = await userWithDevices();
    await save(
      cookie,
      settings({
        timeZone: "America/New_York",
        watchNotificationsEnabled: false,
        personalRemindersEnabled: true,
        personalReminderTimes: ["04:10"],
        personalReminderMessage: "Time to seek His face",
      }),
    );
    // A strategy with a reminder at 04:20 New York time (08:20Z): creating it plans it at once.
    const created = await requestAs(app, "POST", "/api/prayer-strategies", cookie, {
      title: "Secret strategy title",
      focus: "Secret focus words",
      watchNumber: 4,
      frequency: "daily",
      reminderTimes: ["04:20"],
    });
    expect(created.statusCode).toBe(201);
    // Planned when the creation's change event is heard, before any planner run.
    await app.reminders.idle();
    const planned = await database.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(like(jobs.key, `${user.id}:%`));
    expect(planned.map((job) => job.key).sort()).toEqual([
      `${user.id}:personal:2026-06-06T08:10:00Z`,
      `${user.id}:strategy:${created.json().id}:2026-06-06T08:20:00Z`,
    ]);

    await tickAt("2026-06-06T08:10:02Z");
    await tickAt("2026-06-06T08:20:02Z");
    const messages = received(subscriptions[0]!.endpoint);
    expect(messages).toEqual([
      {
        kind: "personal",
        title: "Prayer Reminder",
        body: "Time to seek His face",
        tag: "personal-reminder",
        url: "/",
        sound: true,
        vibration: true,
      },
      {
        kind: "strategy",
        title: "Prayer strategy reminder",
        body: "Your prayer strategy for the Fourth Watch",
        tag: `strategy-${created.json().id}`,
        url: "/prayer-room/4",
        sound: true,
        vibration: true,
      },
    ]);
    expect(JSON.stringify(messages)).not.toMatch(/Secret/);

    // Editing the strategy's time moves its reminder: the job already queued for the old time sends
    // nothing, the new time fires.
    setClock("2026-06-07T07:30:00Z");
    await app.reminders.planUser(app.db, user.id);
    const moved = await requestAs(app, "PATCH", `/api/prayer-strategies/${created.json().id}`, cookie, {
      reminderTimes: ["04:40"],
    });
    expect(moved.statusCode).toBe(200);
    await tickAt("2026-06-07T08:10:02Z");
    await tickAt("2026-06-07T08:20:02Z");
    expect(
      received(subscriptions[0]!.endpoint)
        .slice(2)
        .map((m) => (m as { kind: string }).kind),
    ).toEqual(["personal"]);
    const [old] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `${user.id}:strategy:${created.json().id}:2026-06-07T08:20:00Z`));
    expect(old?.status).toBe("done");
    await tickAt("2026-06-07T08:40:02Z");
    expect(
      received(subscriptions[0]!.endpoint)
        .slice(2)
        .map((m) => (m as { kind: string }).kind),
    ).toEqual(["personal", "strategy"]);
  });

  it("the recurring planner plans enabled users with a device, so a restart or outage heals", async () => {
    setClock("2026-06-08T11:40:00Z");
    const { user, cookie, subscriptions } = await userWithDevices();
    await save(cookie, settings({ selectedWatches: [7], reminderMinutes: 0 }));
    // As if the job queued by the save had been lost: only the planner can bring it back.
    await database.db.delete(jobs).where(like(jobs.key, `${user.id}:%`));
    await tickAt("2026-06-08T11:45:01Z");
    const replanned = await database.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `${user.id}:%`));
    expect(replanned.map((job) => job.key)).toEqual([`${user.id}:watch:7:2026-06-08T12:00:00Z`]);
    await tickAt("2026-06-08T12:00:01Z");
    expect(received(subscriptions[0]!.endpoint)).toHaveLength(1);
  });

  it("a reminder found more than 10 minutes late is not sent (missed)", async () => {
    setClock("2026-06-09T11:30:00Z");
    const { user, cookie, subscriptions } = await userWithDevices();
    await save(cookie, settings({ selectedWatches: [7], reminderMinutes: 0 }));
    await app.jobs.runDue();
    setClock("2026-06-09T12:10:01Z");
    await app.jobs.runDue();
    expect(received(subscriptions[0]!.endpoint)).toEqual([]);
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `${user.id}:watch:7:%`));
    expect(job?.status).toBe("missed");
  });

  it("two instances on the same database ticking at once send each reminder once per device", async () => {
    // PostgreSQL: a second instance with its own connections; PGlite: a second app on the same database.
    const second = database.url ? await openDatabase({ kind: "postgres", url: database.url, poolMax: 5 }) : database;
    if (second !== database) closers.push(() => second.close());
    const other = await clockedApp(second);

    setClock("2026-06-10T11:30:00Z");
    const users = await Promise.all([userWithDevices(2), userWithDevices(1), userWithDevices(1)]);
    for (const { cookie } of users) await save(cookie, settings({ selectedWatches: [7], reminderMinutes: 0 }));
    // Both plan too (keyed: nothing doubles), then both run what is due at the same moment.
    await Promise.all(users.map(({ user }) => other.reminders.planUser(other.db, user.id)));
    setClock("2026-06-10T12:00:02Z");
    await Promise.all([app.jobs.tick(), other.jobs.tick(), app.jobs.tick(), other.jobs.tick()]);
    for (const { subscriptions } of users) {
      for (const { endpoint } of subscriptions) expect(received(endpoint)).toHaveLength(1);
    }
  });
});

describe("a device subscribed", () => {
  it("through POST /api/push/subscriptions has the user's coming reminders planned at once", async () => {
    setClock("2026-06-11T11:40:00Z");
    const { user, cookie } = await registerUser(app);
    await save(cookie, settings({ selectedWatches: [7], reminderMinutes: 0 }));
    // No device yet: nothing planned.
    expect(
      await database.db
        .select()
        .from(jobs)
        .where(like(jobs.key, `${user.id}:%`)),
    ).toEqual([]);
    const subscription = push.newSubscription();
    const subscribed = await requestAs(app, "POST", "/api/push/subscriptions", cookie, subscription);
    expect(subscribed.statusCode).toBe(201);
    // Planned when the subscription's change event is heard (in the background, not by the request).
    await app.reminders.idle();
    const planned = await database.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(like(jobs.key, `${user.id}:%`));
    expect(planned.map((job) => job.key)).toEqual([`${user.id}:watch:7:2026-06-11T12:00:00Z`]);
    await tickAt("2026-06-11T12:00:01Z");
    expect(received(subscription.endpoint)).toHaveLength(1);
  });
});

describe("the planner", () => {
  it("goes through every enabled user with a device in batches, and leaves out the others", async () => {
    setClock("2026-06-12T11:40:00Z");
    const count = REMINDER_TIMING.planBatchSize + 3;
    const made = await database.db
      .insert(users)
      .values(Array.from({ length: count + 2 }, (_, i) => ({ username: `planned_${i}`, passwordHash: "unused" })))
      .returning({ id: users.id });
    const withDevice = made.slice(0, count + 1);
    await database.db.insert(pushSubscriptions).values(
      withDevice.map(({ id }) => {
        const subscription = push.newSubscription();
        return {
          userId: id,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
        };
      }),
    );
    const on = settings({ selectedWatches: [7], reminderMinutes: 0 });
    await database.db.insert(reminderSettings).values([
      ...made.slice(0, count).map(({ id }) => ({ userId: id, settings: on })),
      // Reminders off (with a device); reminders on without a device.
      { userId: made[count]!.id, settings: { ...on, enabled: false } },
      { userId: made[count + 1]!.id, settings: on },
    ]);

    await app.jobs.enqueue(app.reminders.planJob, { afterUserId: made[0]!.id - 1 }, { key: "test-run" });
    const summary = await app.jobs.runDue();
    expect(summary.done).toBeGreaterThanOrEqual(2);
    const planned = await database.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.name, "reminders.send"), like(jobs.key, "%:watch:7:2026-06-12T12:00:00Z")));
    const plannedUsers = new Set(planned.map((job) => Number(job.key?.split(":")[0])));
    for (const { id } of made.slice(0, count)) expect(plannedUsers.has(id)).toBe(true);
    expect(plannedUsers.has(made[count]!.id)).toBe(false);
    expect(plannedUsers.has(made[count + 1]!.id)).toBe(false);
  });
});

describe("delivery records", () => {
  it("are pruned after a week by the daily job", async () => {
    const { user, subscriptions } = await userWithDevices();
    const [row] = await database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscriptions[0]!.endpoint));
    setClock("2026-06-20T00:00:00Z");
    await database.db.insert(reminderDeliveries).values([
      {
        reminderKey: "watch:1:old",
        subscriptionId: row!.id,
        userId: user.id,
        sentAt: new Date("2026-06-12T23:59:00Z"),
      },
      {
        reminderKey: "watch:1:new",
        subscriptionId: row!.id,
        userId: user.id,
        sentAt: new Date("2026-06-13T00:01:00Z"),
      },
    ]);
    const { pruneDeliveriesJob } = await import("./reminders.service");
    await app.jobs.enqueue(pruneDeliveriesJob, {});
    await app.jobs.runDue();
    const left = await database.db
      .select({ key: reminderDeliveries.reminderKey })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, user.id));
    expect(left.map((r) => r.key)).toEqual(["watch:1:new"]);
  });
});
