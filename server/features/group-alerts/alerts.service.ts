import {
  ALERT_LIMITS,
  AlertMessages,
  type AlertSent,
  type GroupNotification,
  readNotificationSettings,
  type SaveNotificationSettings,
  type SendAlertInput,
  SendAlertSchema,
  type StoredNotificationSettings,
  type UnreadCounts,
} from "@common/group-alerts";
import { GroupMessages } from "@common/groups";
import { mergePreferences } from "@common/preferences";
import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import type { Database } from "../../db/client";
import {
  groupMembers,
  groupNotificationRecipients,
  groupNotificationSettings,
  groupNotifications,
  prayerGroups,
  userPreferences,
  users,
} from "../../db/schema";
import { Forbidden, NotFound, RateLimited, ValidationError } from "../../errors";
import { type Actor, can, scope, withGroups } from "../../platform/policy";
import { notifyGroup } from "./notify";

/**
 * The member's way into a group's alerts: their list, their settings, their read marks are inner rows, not
 * found (404) for anyone else, public group or not (as the wall's posts). `groupAction`: sending an alert,
 * which a stranger to a public group (who may see the group) is refused (403).
 */
async function memberOf(db: Database, user: { id: number }, groupId: number, groupAction = false): Promise<Actor> {
  const actor = await withGroups(db, user);
  if (actor.groups?.has(groupId)) return actor;
  if (groupAction) {
    const [group] = await db
      .select({ isPublic: prayerGroups.isPublic })
      .from(prayerGroups)
      .where(eq(prayerGroups.id, groupId));
    if (group?.isPublic) throw new Forbidden(GroupMessages.notMember);
  }
  throw new NotFound(GroupMessages.notFound);
}

// ----- Settings (GET/POST /api/notification-settings/{groupId}) -----

async function settingsAnswer(
  db: Database,
  actor: Actor,
  userId: number,
  groupId: number,
): Promise<StoredNotificationSettings> {
  const [row] = await db
    .select({ settings: groupNotificationSettings.settings })
    .from(groupNotificationSettings)
    .where(and(eq(groupNotificationSettings.groupId, groupId), scope(actor, "read", "groupNotificationSettings")));
  const [person] = await db
    .select({ emailVerifiedAt: users.emailVerifiedAt, preferences: userPreferences.preferences })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return {
    ...readNotificationSettings(row?.settings),
    emailVerified: Boolean(person?.emailVerifiedAt),
    groupAlertsEnabled: mergePreferences(person?.preferences).notifications.groupAlerts,
  };
}

/** The member's notification settings for the group (the spec's defaults until saved). */
export async function getNotificationSettings({
  ctx,
  groupId,
}: {
  ctx: AuthenticatedContext;
  groupId: number;
}): Promise<StoredNotificationSettings> {
  const actor = await memberOf(ctx.db, ctx.user, groupId);
  return settingsAnswer(ctx.db, actor, ctx.user.id, groupId);
}

/**
 * Saves what was ticked (the prototype saved the defaults whatever was ticked). SMS is not offered (400).
 * `push` left out keeps its saved value. Emits `group.notifications.read` (only the member hears it).
 */
export async function saveNotificationSettings({
  ctx,
  groupId,
  input,
}: {
  ctx: AuthenticatedContext;
  groupId: number;
  input: SaveNotificationSettings;
}): Promise<StoredNotificationSettings> {
  if (input.methods.sms) throw new ValidationError(AlertMessages.smsNotOffered);
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const actor = await memberOf(tx, ctx.user, groupId);
    if (!can(actor, "write", { kind: "groupNotificationSettings", groupId, userId: ctx.user.id })) {
      throw new NotFound(GroupMessages.notFound);
    }
    const [saved] = await tx
      .select({ settings: groupNotificationSettings.settings })
      .from(groupNotificationSettings)
      .where(and(eq(groupNotificationSettings.groupId, groupId), scope(actor, "write", "groupNotificationSettings")))
      .for("update");
    const before = readNotificationSettings(saved?.settings);
    const settings = {
      alertTypes: { ...input.alertTypes },
      methods: {
        inApp: input.methods.inApp,
        email: input.methods.email,
        sms: false,
        push: input.methods.push ?? before.methods.push,
      },
    };
    const updatedAt = new Date();
    await tx
      .insert(groupNotificationSettings)
      .values({ groupId, userId: ctx.user.id, settings, updatedAt })
      .onConflictDoUpdate({
        target: [groupNotificationSettings.groupId, groupNotificationSettings.userId],
        set: { settings, updatedAt },
      });
    emit({ type: "group.notifications.read", groupId, userId: ctx.user.id });
    return settingsAnswer(tx, actor, ctx.user.id, groupId);
  });
}

// ----- The member's list, reading, sending -----

/** The member's own alerts in the group, newest first, at most ALERT_LIMITS.listMax (older by `before`). */
export async function listNotifications({
  ctx,
  groupId,
  before,
}: {
  ctx: AuthenticatedContext;
  groupId: number;
  before?: number;
}): Promise<GroupNotification[]> {
  const actor = await memberOf(ctx.db, ctx.user, groupId);
  const rows = await ctx.db
    .select({
      id: groupNotifications.id,
      groupId: groupNotifications.groupId,
      title: groupNotifications.title,
      message: groupNotifications.message,
      type: groupNotifications.type,
      readAt: groupNotificationRecipients.readAt,
      createdAt: groupNotificationRecipients.createdAt,
      createdBy: groupNotifications.createdBy,
      createdByName: sql<
        string | null
      >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`,
      refId: groupNotifications.refId,
    })
    .from(groupNotificationRecipients)
    .innerJoin(groupNotifications, eq(groupNotifications.id, groupNotificationRecipients.notificationId))
    .leftJoin(users, eq(users.id, groupNotifications.createdBy))
    .where(
      and(
        eq(groupNotificationRecipients.userId, ctx.user.id),
        eq(groupNotificationRecipients.groupId, groupId),
        scope(actor, "read", "groupNotificationRecipient"),
        before === undefined ? undefined : lt(groupNotificationRecipients.notificationId, before),
      ),
    )
    // Newest first: recipients are written with their notification, so creation order is id order.
    .orderBy(desc(groupNotificationRecipients.createdAt), desc(groupNotificationRecipients.notificationId))
    .limit(ALERT_LIMITS.listMax);
  return rows.map(({ readAt, createdAt, ...row }) => ({
    ...row,
    isRead: readAt !== null,
    createdAt: createdAt.toISOString(),
  }));
}

/** The leader's 'Send Group Alert' (admin_message) to every other member; 10 an hour per group. */
export async function sendAlert({
  ctx,
  groupId,
  input,
}: {
  ctx: AuthenticatedContext;
  groupId: number;
  input: SendAlertInput;
}): Promise<AlertSent> {
  const { title, message } = SendAlertSchema.parse(input);
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const actor = await memberOf(tx, ctx.user, groupId, true);
    if (!can(actor, "write", { kind: "groupNotification", groupId })) throw new Forbidden(AlertMessages.leaderOnly);
    // One alert at a time per group, so two at once cannot both take the last place in the hour.
    await tx.select({ id: prayerGroups.id }).from(prayerGroups).where(eq(prayerGroups.id, groupId)).for("update");
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    const [sent] = await tx
      .select({ n: count() })
      .from(groupNotifications)
      .where(
        and(
          eq(groupNotifications.groupId, groupId),
          eq(groupNotifications.type, "admin_message"),
          gt(groupNotifications.createdAt, hourAgo),
        ),
      );
    if ((sent?.n ?? 0) >= ALERT_LIMITS.sentPerHour) throw new RateLimited(AlertMessages.tooMany, 60 * 10);
    const { notificationId, recipients } = await notifyGroup(tx, emit, {
      groupId,
      type: "admin_message",
      title,
      message,
      createdBy: ctx.user.id,
    });
    return { id: notificationId, recipients };
  });
}

/** Marks the caller's own copy read (404 when they were not sent it, or are no longer a member). */
export async function markRead({ ctx, notificationId }: { ctx: AuthenticatedContext; notificationId: number }) {
  const actor = await withGroups(ctx.db, ctx.user);
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const [row] = await tx
      .select({ groupId: groupNotificationRecipients.groupId, readAt: groupNotificationRecipients.readAt })
      .from(groupNotificationRecipients)
      .where(
        and(
          eq(groupNotificationRecipients.notificationId, notificationId),
          eq(groupNotificationRecipients.userId, ctx.user.id),
          scope(actor, "write", "groupNotificationRecipient"),
        ),
      );
    if (!row) throw new NotFound(AlertMessages.notificationNotFound);
    if (row.readAt !== null) return;
    await tx
      .update(groupNotificationRecipients)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(groupNotificationRecipients.notificationId, notificationId),
          eq(groupNotificationRecipients.userId, ctx.user.id),
        ),
      );
    emit({ type: "group.notifications.read", groupId: row.groupId, userId: ctx.user.id });
  });
}

/** Marks every alert of the group the caller has not read as read; answers how many. */
export async function markAllRead({
  ctx,
  groupId,
}: {
  ctx: AuthenticatedContext;
  groupId: number;
}): Promise<{ marked: number }> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const actor = await memberOf(tx, ctx.user, groupId);
    const marked = await tx
      .update(groupNotificationRecipients)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(groupNotificationRecipients.userId, ctx.user.id),
          eq(groupNotificationRecipients.groupId, groupId),
          isNull(groupNotificationRecipients.readAt),
          scope(actor, "write", "groupNotificationRecipient"),
        ),
      )
      .returning({ id: groupNotificationRecipients.notificationId });
    if (marked.length > 0) emit({ type: "group.notifications.read", groupId, userId: ctx.user.id });
    return { marked: marked.length };
  });
}

/** Unread alerts per group over the caller's current groups (groups with none left out). */
export async function unreadCounts({ ctx }: { ctx: AuthenticatedContext }): Promise<UnreadCounts> {
  const rows = await ctx.db
    .select({ groupId: groupNotificationRecipients.groupId, n: count() })
    .from(groupNotificationRecipients)
    .innerJoin(
      groupMembers,
      and(
        eq(groupMembers.groupId, groupNotificationRecipients.groupId),
        eq(groupMembers.userId, groupNotificationRecipients.userId),
      ),
    )
    .where(and(eq(groupNotificationRecipients.userId, ctx.user.id), isNull(groupNotificationRecipients.readAt)))
    .groupBy(groupNotificationRecipients.groupId);
  return Object.fromEntries(rows.map((row) => [String(row.groupId), Number(row.n)]));
}

/** Deletes notifications sent more than ALERT_LIMITS.keptDays ago (their recipients go with them). */
export async function pruneNotifications(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ALERT_LIMITS.keptDays * 24 * 60 * 60_000);
  const removed = await db
    .delete(groupNotifications)
    .where(lt(groupNotifications.createdAt, cutoff))
    .returning({ id: groupNotifications.id });
  return removed.length;
}
