import { z } from "zod";

/**
 * A group's alerts (issue 18 §3, community spec §2 'Prayer Alerts', §3, §7; decision 047).
 *
 * A notification is something that happened in a group, told to some of its members: a new post on the
 * wall (prayer_post), a new member (new_member), an event about to start (event_reminder), the leader's
 * message (admin_message), an urgent prayer call to those on watch (urgent_call), a substitute wanted for a
 * watch (substitute_wanted). Each member's notification settings for the group decide what they are told
 * and how:
 * - alert types: `all` lets every type through; otherwise the union of `prayerOnly` (prayer_post,
 *   urgent_call) and `scheduleOnly` (event_reminder, substitute_wanted). admin_message always goes (the
 *   leader addresses every member), and an urgent call always reaches its addressees; new_member only with
 *   `all`.
 * - methods: `inApp` (the Alerts list, its unread badge and the live toast), `email` (to a verified address
 *   only), `push` (each subscribed device, when the profile's 'Group alerts' switch is on). SMS is not
 *   offered.
 */

export const GROUP_ALERT_TYPES = [
  "prayer_post",
  "new_member",
  "event_reminder",
  "admin_message",
  "urgent_call",
  "substitute_wanted",
] as const;
export const GroupAlertTypeSchema = z.enum(GROUP_ALERT_TYPES);
export type GroupAlertType = z.infer<typeof GroupAlertTypeSchema>;

export const ALERT_LIMITS = {
  titleMax: 120,
  messageMax: 1_000,
  /** The leader's alerts to one group per hour. */
  sentPerHour: 10,
  /** A member's list shows at most this many (newest first; older ones by the `before` cursor). */
  listMax: 100,
  /** Notifications are deleted this many days after they were sent (a daily job). */
  keptDays: 90,
  /** An event's reminder is sent this many minutes before an occurrence starts. */
  reminderMinutesBefore: 15,
} as const;

export const AlertTypesSchema = z.object({
  all: z.boolean(),
  prayerOnly: z.boolean(),
  scheduleOnly: z.boolean(),
});
export const AlertMethodsSchema = z.object({
  inApp: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
  /** Ours (not the spec's): push to each of the member's subscribed devices. */
  push: z.boolean(),
});

/** `GET /api/notification-settings/{groupId}`: the member's settings for the group (defaults when never saved). */
export const NotificationSettingsSchema = z.object({
  alertTypes: AlertTypesSchema,
  methods: AlertMethodsSchema,
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** The spec's defaults (community §3), with push on (still gated by the profile switch and a device). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  alertTypes: { all: true, prayerOnly: false, scheduleOnly: false },
  methods: { inApp: true, email: false, sms: false, push: true },
};

/** Saved settings over the defaults; anything that no longer parses falls back to them. */
export function readNotificationSettings(saved: unknown): NotificationSettings {
  const value = (typeof saved === "object" && saved !== null ? saved : {}) as Partial<Record<string, unknown>>;
  const part = <T extends object>(schema: z.ZodType<T>, raw: unknown, fallback: T): T => {
    const parsed = schema.safeParse({ ...fallback, ...(typeof raw === "object" && raw !== null ? raw : {}) });
    return parsed.success ? parsed.data : fallback;
  };
  return {
    alertTypes: part(AlertTypesSchema, value.alertTypes, DEFAULT_NOTIFICATION_SETTINGS.alertTypes),
    methods: { ...part(AlertMethodsSchema, value.methods, DEFAULT_NOTIFICATION_SETTINGS.methods), sms: false },
  };
}

/** Whether settings let a notification of `type` through (before the methods decide the channels). */
export function alertTypeAllowed(alertTypes: NotificationSettings["alertTypes"], type: GroupAlertType): boolean {
  if (type === "admin_message") return true;
  if (alertTypes.all) return true;
  if (alertTypes.prayerOnly && (type === "prayer_post" || type === "urgent_call")) return true;
  if (alertTypes.scheduleOnly && (type === "event_reminder" || type === "substitute_wanted")) return true;
  return false;
}

/**
 * `POST /api/notification-settings/{groupId}`: saves what was sent (the prototype sent the defaults
 * whatever was ticked). `userId` is accepted and ignored: the signed-in member saves their own.
 * `push` may be left out by a client that knows only the spec's fields (then it keeps its saved value).
 */
/** A client-sent user id: accepted for the spec's payloads, never used. */
const IgnoredId = z.union([z.number(), z.string().max(40), z.null()]).optional();

export const SaveNotificationSettingsSchema = z.object({
  userId: IgnoredId,
  alertTypes: AlertTypesSchema,
  methods: AlertMethodsSchema.extend({ push: z.boolean().optional() }),
});
export type SaveNotificationSettings = z.infer<typeof SaveNotificationSettingsSchema>;

/** The settings answer, with what the screen needs to explain e-mail and push. */
export const StoredNotificationSettingsSchema = NotificationSettingsSchema.extend({
  /** The member's e-mail address is verified (e-mail goes to verified addresses only). */
  emailVerified: z.boolean(),
  /** The profile's 'Group alerts' switch (push and e-mail are sent only while it is on). */
  groupAlertsEnabled: z.boolean(),
});
export type StoredNotificationSettings = z.infer<typeof StoredNotificationSettingsSchema>;

/** One notification in the member's list (`GET /api/prayer-groups/{id}/notifications`). */
export const GroupNotificationSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  title: z.string(),
  message: z.string(),
  /** One of GROUP_ALERT_TYPES; any other gets the generic style. */
  type: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  refId: z.number().int().nullable(),
});
export type GroupNotification = z.infer<typeof GroupNotificationSchema>;

export const NotificationListQuerySchema = z.object({
  /** Older than this notification id (the cursor of the page before). */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** `POST /api/prayer-groups/{id}/notifications`: the leader's alert. `createdBy` is ignored. */
export const SendAlertSchema = z.object({
  title: z
    .string()
    .max(ALERT_LIMITS.titleMax * 2)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, "Please enter a title.").max(ALERT_LIMITS.titleMax)),
  message: z
    .string()
    .max(ALERT_LIMITS.messageMax * 2)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, "Please enter a message.").max(ALERT_LIMITS.messageMax)),
  type: z.literal("admin_message").default("admin_message"),
  createdBy: IgnoredId,
});
export type SendAlertInput = z.input<typeof SendAlertSchema>;

export const AlertSentSchema = z.object({ id: z.number().int(), recipients: z.number().int() });
export type AlertSent = z.infer<typeof AlertSentSchema>;

/** `POST /api/notifications/{id}/read`: `userId` accepted and ignored; a bare POST (no body) is the same. */
export const MarkReadSchema = z.object({ userId: IgnoredId }).nullable();

/** `GET /api/notifications/unread`: unread counts by group id (groups with none are left out). */
export const UnreadCountsSchema = z.record(z.string().max(12), z.number().int());
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

export const AlertMessages = {
  smsNotOffered: "Text messages are not offered.",
  notificationNotFound: "No such notification.",
  leaderOnly: "Only the group leader can send alerts.",
  tooMany: `A group can be sent up to ${ALERT_LIMITS.sentPerHour} alerts an hour. Please wait a while.`,
} as const;

/** The spec's toasts (community §8). */
export const AlertToasts = {
  sent: { title: "Alert Sent", description: "Your alert has been sent to all group members." },
  settingsSaved: { title: "Settings Updated", description: "Your notification preferences have been saved." },
} as const;
