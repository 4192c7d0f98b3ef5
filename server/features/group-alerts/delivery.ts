import { alertTypeAllowed, type GroupAlertType, readNotificationSettings } from "@common/group-alerts";
import { mergePreferences } from "@common/preferences";
import type { PushMessage } from "@common/push";
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import {
  groupMembers,
  groupNotificationSettings,
  groupNotifications,
  prayerGroups,
  pushSubscriptions,
  userPreferences,
  users,
} from "../../db/schema";
import { defineJob, type JobDefinition, type JobRunner } from "../../platform/jobs";
import type { MailMessage } from "../../platform/mail";
import { clip } from "./notify";

/** What sends a push to each of a user's devices once per key (`app.push`, decision 030). */
export type AlertPushSender = {
  sendToUser: (
    db: Database,
    userId: number,
    message: PushMessage,
    options: { reminderKey: string; ttlSeconds?: number; urgency?: "high" | "normal" },
  ) => Promise<unknown>;
};

/** What queues e-mail in the outbox (`app.mail`, decision 025). */
export type AlertMailer = {
  readonly enabled: boolean;
  queue: (db: Database, message: MailMessage) => Promise<unknown>;
  link: (path: string, query?: Record<string, string>) => string;
};

const id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const DeliveryPayloadSchema = z.object({
  notificationId: id,
  /** Only these members (an urgent call's keepers on watch); absent: every member. */
  to: z.array(id).max(200).optional(),
  urgent: z.boolean().optional(),
});
const PushPayloadSchema = z.object({ notificationId: id, userId: id, urgent: z.boolean().optional() });

/** How long a push service keeps an alert for a device that is offline. */
const PUSH_TTL_SECONDS = { normal: 60 * 60, reminder: 15 * 60, urgent: 30 * 60 } as const;

type Logger = { warn: (object: object, message: string) => void };

export type AlertDeliveryDependencies = {
  jobs: Pick<JobRunner, "enqueue" | "register">;
  /** Read when a delivery runs (the platforms may be registered after this feature). */
  mail: () => AlertMailer | null;
  push: () => AlertPushSender | null;
  log: Logger;
};

/** One line, no control characters: a name or title from the database put in a mail's subject. */
function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/** The page a click on the alert opens. */
function pageOf(groupId: number, type: string): string {
  return type === "urgent_call" || type === "substitute_wanted"
    ? `/groups/${groupId}/roster`
    : `/groups/${groupId}/alerts`;
}

/** A push's text: the alert's title, and a fixed line (never the prayer's or the message's words). */
function pushBody(type: string): string {
  switch (type) {
    case "urgent_call":
      return "An urgent prayer call from your group. Open the roster to answer it.";
    case "substitute_wanted":
      return "A watch needs a substitute. Open the roster to take it.";
    case "event_reminder":
      return "Your group's prayer event starts soon.";
    default:
      return "Open Prayer Alerts to read it.";
  }
}

/**
 * The members matching `conditions`, with what decides whether an alert reaches them beyond the app: their
 * settings for the group, their profile's preferences, their verified address and whether they have a device.
 */
function membersWithChoices(db: Database, conditions: SQL[]) {
  return db
    .select({
      userId: groupMembers.userId,
      settings: groupNotificationSettings.settings,
      preferences: userPreferences.preferences,
      email: sql<string | null>`case when ${users.emailVerifiedAt} is not null then ${users.email} end`,
      hasDevice: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${groupMembers.userId})`,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .leftJoin(
      groupNotificationSettings,
      and(
        eq(groupNotificationSettings.groupId, groupMembers.groupId),
        eq(groupNotificationSettings.userId, groupMembers.userId),
      ),
    )
    .leftJoin(userPreferences, eq(userPreferences.userId, groupMembers.userId))
    .where(and(...conditions));
}

/**
 * Whether a member's choices let an alert of `type` out of the app by `method`: the group's settings ask for
 * that method and (unless the alert is urgent) that type, and the profile's 'Group alerts' switch, which
 * stops everything beyond the app, is on.
 */
function wantsBeyondApp(
  member: { settings: unknown; preferences: unknown },
  type: GroupAlertType,
  urgent: boolean | undefined,
  method: "push" | "email",
): boolean {
  const settings = readNotificationSettings(member.settings);
  if (!urgent && !alertTypeAllowed(settings.alertTypes, type)) return false;
  if (!mergePreferences(member.preferences).notifications.groupAlerts) return false;
  return settings.methods[method];
}

/**
 * The delivery of a notification beyond the app (push and e-mail), run by jobs (decision 047):
 * `group-alerts.deliver { notificationId, to?, urgent? }` (queued by `notifyGroup` in the notifying
 * transaction, keyed by the notification) reads the current members it is for with their settings, the
 * profile's 'Group alerts' switch, their verified address and whether they have a device, and in ONE
 * transaction queues each e-mail in the outbox (keyed `group-alert:<id>:<userId>`) and one
 * `group-alerts.push { notificationId, userId }` job per member with a device (keyed), so a retry never sends
 * twice (decision 055). The push job reads the member's choices again as it sends. Each push goes to each
 * device once (`reminderKey` `alert:<id>`).
 */
export class AlertDelivery {
  readonly deliverJob: JobDefinition<z.infer<typeof DeliveryPayloadSchema>>;
  readonly pushJob: JobDefinition<z.infer<typeof PushPayloadSchema>>;

  constructor(private readonly deps: AlertDeliveryDependencies) {
    this.deliverJob = defineJob({
      name: "group-alerts.deliver",
      payload: DeliveryPayloadSchema,
      maxAttempts: 5,
      retryDelayMs: 10_000,
      handle: async (payload, { db }) => this.deliver(db, payload),
    });
    this.pushJob = defineJob({
      name: "group-alerts.push",
      payload: PushPayloadSchema,
      maxAttempts: 5,
      retryDelayMs: 5_000,
      maxRetryDelayMs: 5 * 60_000,
      // An alert pushed more than a day late is no longer worth a ping.
      toleranceMs: 24 * 60 * 60_000,
      handle: async (payload, { db }) => this.push(db, payload),
    });
  }

  register(): void {
    this.deps.jobs.register(this.deliverJob);
    this.deps.jobs.register(this.pushJob);
  }

  /** For `notifyGroup`: queues the delivery job in the notifying transaction. */
  enqueueDelivery(tx: Database, payload: z.infer<typeof DeliveryPayloadSchema>, key: string) {
    return this.deps.jobs.enqueue(this.deliverJob, payload, { key, db: tx });
  }

  private async deliver(db: Database, { notificationId, to, urgent }: z.infer<typeof DeliveryPayloadSchema>) {
    const [notification] = await db
      .select({
        id: groupNotifications.id,
        groupId: groupNotifications.groupId,
        type: groupNotifications.type,
        title: groupNotifications.title,
        message: groupNotifications.message,
        createdBy: groupNotifications.createdBy,
        groupName: prayerGroups.name,
      })
      .from(groupNotifications)
      .innerJoin(prayerGroups, eq(prayerGroups.id, groupNotifications.groupId))
      .where(eq(groupNotifications.id, notificationId));
    // Pruned, or the group deleted: nothing to tell.
    if (!notification) return;
    const conditions: SQL[] = [eq(groupMembers.groupId, notification.groupId)];
    if (notification.createdBy !== null) conditions.push(ne(groupMembers.userId, notification.createdBy));
    if (to !== undefined) {
      if (to.length === 0) return;
      conditions.push(inArray(groupMembers.userId, to));
    }
    const rows = await membersWithChoices(db, conditions);

    const mail = this.deps.mail();
    const mailing = mail?.enabled ? mail : null;
    const type = notification.type as GroupAlertType;
    const emails: MailMessage[] = [];
    const pushes: number[] = [];
    for (const row of rows) {
      if (wantsBeyondApp(row, type, urgent, "push") && row.hasDevice) pushes.push(row.userId);
      if (wantsBeyondApp(row, type, urgent, "email") && row.email && mailing) {
        emails.push({
          to: row.email,
          userId: row.userId,
          subject: clip(oneLine(`${notification.groupName}: ${notification.title}`), 200),
          text: [
            notification.title,
            "",
            notification.message,
            "",
            `Open the group's alerts: ${mailing.link(pageOf(notification.groupId, notification.type))}`,
            "",
            "You get this because your notification settings for this group ask for e-mail. Change them on the group's Prayer Alerts page (Settings).",
          ].join("\n"),
          // An alert read a week later is no alert.
          notAfter: new Date(Date.now() + 7 * 24 * 60 * 60_000),
          // This job retried after its transaction committed (the process stopped before the job was marked
          // done) queues no second e-mail.
          key: `group-alert:${notificationId}:${row.userId}`,
        });
      }
    }
    if (emails.length === 0 && pushes.length === 0) return;
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      for (const message of emails) await mailing!.queue(tx, message);
      for (const userId of pushes) {
        await this.deps.jobs.enqueue(
          this.pushJob,
          { notificationId, userId, urgent: urgent === true || undefined },
          { key: `${notificationId}:${userId}`, db: tx },
        );
      }
    });
  }

  private async push(db: Database, { notificationId, userId, urgent }: z.infer<typeof PushPayloadSchema>) {
    const [notification] = await db
      .select({
        groupId: groupNotifications.groupId,
        type: groupNotifications.type,
        title: groupNotifications.title,
      })
      .from(groupNotifications)
      .where(eq(groupNotifications.id, notificationId));
    if (!notification) return;
    // Read again as it is sent (a retry can come minutes later): a member who has left the group, or has
    // since turned push or this kind of alert off, is not pushed.
    const [member] = await membersWithChoices(db, [
      eq(groupMembers.groupId, notification.groupId),
      eq(groupMembers.userId, userId),
    ]);
    if (!member || !wantsBeyondApp(member, notification.type as GroupAlertType, urgent, "push")) return;
    const sender = this.deps.push();
    if (!sender) {
      this.deps.log.warn({ job: this.pushJob.name }, "group alerts: push is not available; alert not pushed");
      return;
    }
    const message: PushMessage = {
      kind: "group",
      title: clip(oneLine(notification.title), 120),
      body: pushBody(notification.type),
      tag: `group-alert:${notificationId}`,
      url: pageOf(notification.groupId, notification.type),
      // An urgent call should be heard.
      sound: urgent === true,
      vibration: urgent === true,
    };
    await sender.sendToUser(db, userId, message, {
      reminderKey: `alert:${notificationId}`,
      ttlSeconds: urgent
        ? PUSH_TTL_SECONDS.urgent
        : notification.type === "event_reminder"
          ? PUSH_TTL_SECONDS.reminder
          : PUSH_TTL_SECONDS.normal,
      urgency: urgent ? "high" : "normal",
    });
  }
}
