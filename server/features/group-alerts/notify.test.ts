import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from "@common/group-alerts";
import { DEFAULT_PREFERENCES } from "@common/preferences";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import {
  groupMembers,
  groupNotificationRecipients,
  groupNotificationSettings,
  groupNotifications,
  jobs,
  prayerGroups,
  pushSubscriptions,
  userPreferences,
  users,
} from "../../db/schema";
import type { ChangeEvent } from "../../platform/events";
import type { Clock } from "../../platform/jobs";
import { registerUser, uniqueUsername } from "../../testing/factories";
import { type FakePushService, startFakePushService } from "../../testing/fake-push-service";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/test-smtp";
import { type NotifyGroupInput, notifyGroup } from "./index";

/**
 * `notifyGroup` (the API the wall, joining and the roster call) and the delivery it queues: recipient rows
 * by each member's settings, the change event, e-mail through the outbox to verified addresses (a real
 * SMTP server in this process), push to each device (the fake push service decrypts what it gets).
 */

const now = new Date();
const clock: Clock = { now: () => now };
let database: TestDatabase;
let push: FakePushService;
let smtp: TestSmtpServer;
let app: App;
const heard: ChangeEvent[] = [];

beforeAll(async () => {
  push = await startFakePushService();
  smtp = await startTestSmtpServer();
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    WEB_DIST_DIR: "",
    SMTP_URL: smtp.url,
    APP_URL: "https://prayer.example",
    AUTH_RATE_LIMIT_IP_MAX: "10000",
  });
  app = await buildApp({ config, database, clock, pushAgent: push.agent });
  await app.ready();
  app.events.subscribe(["group.notifications.changed"], { onEvent: (event) => heard.push(event) });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
  await push?.close();
});

type Person = { id: number; cookie: string; email: string };

async function person({ verified = false, device = false } = {}): Promise<Person & { endpoint: string | null }> {
  const username = uniqueUsername("alert");
  const email = `${username}@example.com`;
  const { user, cookie } = await registerUser(app, { username, email, firstName: "Ruth" });
  if (verified) await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  let endpoint: string | null = null;
  if (device) {
    const subscription = push.newSubscription();
    endpoint = subscription.endpoint;
    await app.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
  }
  return { id: user.id, cookie, email, endpoint };
}

async function group(leader: Person, members: Person[], isPublic = true): Promise<number> {
  const [row] = await app.db
    .insert(prayerGroups)
    .values({ name: "Night Watch", createdBy: leader.id, isPublic })
    .returning({ id: prayerGroups.id });
  await app.db
    .insert(groupMembers)
    .values([
      { groupId: row!.id, userId: leader.id, role: "leader" as const },
      ...members.map((member) => ({ groupId: row!.id, userId: member.id, role: "member" as const })),
    ]);
  return row!.id;
}

async function setSettings(groupId: number, userId: number, settings: NotificationSettings) {
  await app.db.insert(groupNotificationSettings).values({ groupId, userId, settings });
}

const settings = (
  alertTypes: Partial<NotificationSettings["alertTypes"]>,
  methods: Partial<NotificationSettings["methods"]> = {},
): NotificationSettings => ({
  alertTypes: { ...DEFAULT_NOTIFICATION_SETTINGS.alertTypes, ...alertTypes },
  methods: { ...DEFAULT_NOTIFICATION_SETTINGS.methods, ...methods },
});

const notify = (input: NotifyGroupInput) => app.events.transaction(app.db, (tx, emit) => notifyGroup(tx, emit, input));

async function recipientsOf(notificationId: number): Promise<number[]> {
  const rows = await app.db
    .select({ userId: groupNotificationRecipients.userId })
    .from(groupNotificationRecipients)
    .where(eq(groupNotificationRecipients.notificationId, notificationId));
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

/** Runs due jobs until none is left (delivery queues push jobs and mail jobs). */
async function runJobs() {
  for (let i = 0; i < 5; i++) {
    const summary = await app.jobs.tick();
    if (summary.done + summary.retried + summary.failed + summary.missed === 0) return;
  }
}

describe("notifyGroup: who is told in the app", () => {
  it("tells every current member but the one who caused it, and emits group.notifications.changed", async () => {
    const leader = await person();
    const a = await person();
    const b = await person();
    const outsider = await person();
    const groupId = await group(leader, [a, b]);
    const { notificationId, recipients } = await notify({
      groupId,
      type: "prayer_post",
      title: "New prayer in Night Watch",
      message: "For rain",
      createdBy: a.id,
    });
    expect(recipients).toBe(2);
    expect(await recipientsOf(notificationId)).toEqual(sorted(leader.id, b.id));
    expect(await recipientsOf(notificationId)).not.toContain(outsider.id);
    expect(heard).toContainEqual({ type: "group.notifications.changed", groupId, notificationId });
    const [row] = await app.db
      .select({ groupId: groupNotificationRecipients.groupId, readAt: groupNotificationRecipients.readAt })
      .from(groupNotificationRecipients)
      .where(
        and(
          eq(groupNotificationRecipients.notificationId, notificationId),
          eq(groupNotificationRecipients.userId, b.id),
        ),
      );
    expect(row).toEqual({ groupId, readAt: null });
  });

  it("`to` narrows it to those users who are still members (never the causer)", async () => {
    const leader = await person();
    const a = await person();
    const b = await person();
    const outsider = await person();
    const groupId = await group(leader, [a, b]);
    const { notificationId } = await notify({
      groupId,
      type: "urgent_call",
      title: "Urgent prayer call",
      message: "Pray now",
      createdBy: a.id,
      to: [a.id, b.id, outsider.id],
      urgent: true,
    });
    expect(await recipientsOf(notificationId)).toEqual([b.id]);
    const none = await notify({ groupId, type: "urgent_call", title: "x", message: "y", createdBy: a.id, to: [] });
    expect(none.recipients).toBe(0);
  });

  it("obeys each member's settings: alert types and the in-app method", async () => {
    const leader = await person();
    const prayerOnly = await person();
    const scheduleOnly = await person();
    const appOff = await person();
    const groupId = await group(leader, [prayerOnly, scheduleOnly, appOff]);
    await setSettings(groupId, prayerOnly.id, settings({ all: false, prayerOnly: true }));
    await setSettings(groupId, scheduleOnly.id, settings({ all: false, scheduleOnly: true }));
    await setSettings(groupId, appOff.id, settings({}, { inApp: false }));

    const told = async (type: NotifyGroupInput["type"], urgent = false) =>
      recipientsOf(
        (await notify({ groupId, type, title: "t", message: "m", createdBy: leader.id, urgent })).notificationId,
      );
    expect(await told("prayer_post")).toEqual([prayerOnly.id]);
    expect(await told("new_member")).toEqual([]);
    expect(await told("event_reminder")).toEqual([scheduleOnly.id]);
    expect(await told("substitute_wanted")).toEqual([scheduleOnly.id]);
    // The leader addresses everyone; an urgent call reaches its addressees whatever their alert types.
    expect(await told("admin_message")).toEqual(sorted(prayerOnly.id, scheduleOnly.id));
    expect(await told("urgent_call", true)).toEqual(sorted(prayerOnly.id, scheduleOnly.id));
    // Nobody with the app method off gets a row, whatever the type.
    expect(await told("admin_message")).not.toContain(appOff.id);
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const leader = await person();
    const a = await person();
    const groupId = await group(leader, [a]);
    await expect(
      app.events.transaction(app.db, async (tx, emit) => {
        await notifyGroup(tx, emit, { groupId, type: "admin_message", title: "t", message: "m", createdBy: leader.id });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const rows = await app.db.select().from(groupNotifications).where(eq(groupNotifications.groupId, groupId));
    expect(rows).toEqual([]);
  });
});

describe("delivery beyond the app: e-mail and push", () => {
  it("e-mails verified addresses that ask for it, pushes each device once, and respects the profile switch", async () => {
    const leader = await person();
    const mailer = await person({ verified: true });
    const unverified = await person();
    const pusher = await person({ device: true });
    const switchedOff = await person({ verified: true, device: true });
    const inAppOnly = await person({ verified: true, device: true });
    const groupId = await group(leader, [mailer, unverified, pusher, switchedOff, inAppOnly]);
    await setSettings(groupId, mailer.id, settings({}, { email: true, push: false }));
    await setSettings(groupId, unverified.id, settings({}, { email: true, push: false }));
    await setSettings(groupId, switchedOff.id, settings({}, { email: true, push: true }));
    await setSettings(groupId, inAppOnly.id, settings({}, { email: false, push: false }));
    await app.db.insert(userPreferences).values({
      userId: switchedOff.id,
      preferences: {
        ...DEFAULT_PREFERENCES,
        notifications: { ...DEFAULT_PREFERENCES.notifications, groupAlerts: false },
      },
    });

    const { notificationId } = await notify({
      groupId,
      type: "admin_message",
      title: "Fast on Friday",
      message: "We fast together this Friday.",
      createdBy: leader.id,
    });
    await runJobs();

    // E-mail: only the verified member who asked for it (registering mailed each a verification link too).
    const alerts = smtp.received.filter((mail) => mail.subject?.startsWith("Night Watch:"));
    expect(alerts).toHaveLength(1);
    const [mail] = alerts;
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : "").toBe(mailer.email);
    expect(mail!.subject).toBe("Night Watch: Fast on Friday");
    expect(mail!.text).toContain("We fast together this Friday.");
    expect(mail!.text).toContain(`https://prayer.example/groups/${groupId}/alerts`);

    // Push: the device of the member with push on (the default), none for the switched-off or in-app-only ones.
    const deliveries = push.deliveriesTo(pusher.endpoint!);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.payload).toEqual({
      kind: "group",
      title: "Fast on Friday",
      body: "Open Prayer Alerts to read it.",
      tag: `group-alert:${notificationId}`,
      url: `/groups/${groupId}/alerts`,
      sound: false,
      vibration: false,
    });
    expect(push.deliveriesTo(switchedOff.endpoint!)).toHaveLength(0);
    expect(push.deliveriesTo(inAppOnly.endpoint!)).toHaveLength(0);

    // Delivering again (a retry after the delivery committed but was not marked done) sends nothing twice:
    // no second push and no second e-mail.
    await app.jobs.enqueue(app.groupAlerts.delivery.deliverJob, { notificationId }, { key: `again:${notificationId}` });
    await runJobs();
    expect(push.deliveriesTo(pusher.endpoint!)).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.subject?.startsWith("Night Watch:"))).toHaveLength(1);
  });

  it("reads a member's choices again when the push is sent: not to one who left or turned push off since", async () => {
    const leader = await person();
    const stays = await person({ device: true });
    const leaves = await person({ device: true });
    const turnsOff = await person({ device: true });
    const groupId = await group(leader, [stays, leaves, turnsOff]);
    await setSettings(groupId, turnsOff.id, settings({}, { push: true }));
    const { notificationId } = await notify({
      groupId,
      type: "admin_message",
      title: "Pray at noon",
      message: "Let us pray together at noon.",
      createdBy: leader.id,
    });
    // The push service fails each device's first push (a 500): the delivery ran, and each push waits for a retry.
    for (const member of [stays, leaves, turnsOff]) push.answer(member.endpoint!, 500, 1);
    await runJobs();
    const waiting = await app.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.name, "group-alerts.push"), eq(jobs.status, "queued")));
    expect(waiting.map((job) => job.key).sort()).toEqual(
      [stays.id, leaves.id, turnsOff.id].map((id) => `${notificationId}:${id}`).sort(),
    );
    expect(push.deliveriesTo(stays.endpoint!)).toHaveLength(0);

    // Meanwhile one member leaves and another turns push off; then the retries fall due.
    await app.db.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, leaves.id)));
    await app.db
      .update(groupNotificationSettings)
      .set({ settings: settings({}, { push: false }) })
      .where(and(eq(groupNotificationSettings.groupId, groupId), eq(groupNotificationSettings.userId, turnsOff.id)));
    await app.db
      .update(jobs)
      .set({ runAt: now })
      .where(and(eq(jobs.name, "group-alerts.push"), eq(jobs.status, "queued")));
    await runJobs();
    expect(push.deliveriesTo(stays.endpoint!)).toHaveLength(1);
    expect(push.deliveriesTo(leaves.endpoint!)).toHaveLength(0);
    expect(push.deliveriesTo(turnsOff.endpoint!)).toHaveLength(0);
  });

  it("pushes an urgent call with high urgency, linking to the roster, to a member whose types would not let it through", async () => {
    const leader = await person();
    const keeper = await person({ device: true });
    const groupId = await group(leader, [keeper]);
    await setSettings(groupId, keeper.id, settings({ all: false, scheduleOnly: true }));
    await notify({
      groupId,
      type: "urgent_call",
      title: "Urgent prayer call",
      message: "Pray for the hospital now",
      createdBy: leader.id,
      to: [keeper.id],
      urgent: true,
    });
    await runJobs();
    const [delivery] = push.deliveriesTo(keeper.endpoint!);
    expect(delivery?.urgency).toBe("high");
    expect(delivery?.payload).toMatchObject({ url: `/groups/${groupId}/roster`, kind: "group", sound: true });
    // The call's words stay out of the push.
    expect(JSON.stringify(delivery?.payload)).not.toContain("hospital");
  });
});
