import type { GroupAlertType } from "@common/group-alerts";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { groupNotificationRecipients, groupNotifications, prayerGroups } from "../../db/schema";
import type { Emit } from "../../platform/events";

export type { GroupAlertType } from "@common/group-alerts";

/** What `notifyGroup` is told (issue 18 §3, decision 047). */
export type NotifyGroupInput = {
  groupId: number;
  type: GroupAlertType;
  title: string;
  message: string;
  /** Who caused it; never told of their own doing. null for the schedule's reminders. */
  createdBy: number | null;
  refId?: number | null;
  /** Only these users (those still members); default: every member. */
  to?: readonly number[];
  /** urgent_call: delivered whatever the member's alert types say (methods still apply), push urgency high. */
  urgent?: boolean;
};

/**
 * Queues the delivery (push and e-mail) of one notification in the caller's transaction. Bound by the
 * group-alerts plugin when an app is built (`bindAlertDelivery`): the services that notify (the wall,
 * joining, the roster) get only a transaction, not the app's job runner.
 */
export type AlertDeliveryQueue = {
  enqueueDelivery: (
    tx: Database,
    payload: { notificationId: number; to?: number[]; urgent?: boolean },
    key: string,
  ) => Promise<unknown>;
};

const bound: AlertDeliveryQueue[] = [];

/**
 * Lets `notifyGroup` queue deliveries on this app's job runner; returns the function that unbinds it (on
 * close). With several apps in one process (tests), the one built last queues them: a job row goes into
 * the caller's transaction, so it lands in the caller's database whichever runner inserts it.
 */
export function bindAlertDelivery(queue: AlertDeliveryQueue): () => void {
  bound.push(queue);
  return () => {
    const index = bound.lastIndexOf(queue);
    if (index >= 0) bound.splice(index, 1);
  };
}

/** Ids per delivery job (its payload holds at most 2 KB). */
const DELIVERY_IDS_PER_JOB = 200;

/** A title or message kept within the contract's limits, on one line where it must be. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** SQL: a member's settings row `s` lets `type` through (no row: the defaults). */
function typeAllowedSql(type: GroupAlertType, urgent: boolean): SQL {
  if (urgent || type === "admin_message") return sql`true`;
  const flag = (name: string, fallback: boolean) =>
    sql`coalesce(s.settings #>> ${`{alertTypes,${name}}`}, ${fallback ? "true" : "false"}) = 'true'`;
  const parts = [flag("all", true)];
  if (type === "prayer_post" || type === "urgent_call") parts.push(flag("prayerOnly", false));
  if (type === "event_reminder" || type === "substitute_wanted") parts.push(flag("scheduleOnly", false));
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Tells a group's current members (minus whoever caused it, intersected with `to`) of something, inside the
 * caller's transaction (tx and emit of ctx.events.transaction): inserts the notification, then one
 * `insert … select` of recipient rows for the members whose settings let this type through in the app,
 * emits `group.notifications.changed`, and queues one delivery job (keyed by the notification) that sends
 * push and e-mail to those whose settings ask for them. Answers the notification's id and how many members
 * see it in the app.
 */
export async function notifyGroup(
  tx: Database,
  emit: Emit,
  input: NotifyGroupInput,
): Promise<{ notificationId: number; recipients: number }> {
  const urgent = input.urgent === true;
  const [notification] = await tx
    .insert(groupNotifications)
    .values({
      groupId: input.groupId,
      type: input.type,
      title: clip(input.title, 200),
      message: clip(input.message, 2_000),
      createdBy: input.createdBy,
      refId: input.refId ?? null,
    })
    .returning({ id: groupNotifications.id, createdAt: groupNotifications.createdAt });
  const notificationId = notification!.id;

  const to = input.to === undefined ? undefined : [...new Set(input.to)].filter((id) => id !== input.createdBy);
  const conditions: SQL[] = [sql`gm.group_id = ${input.groupId}`];
  if (input.createdBy !== null) conditions.push(sql`gm.user_id <> ${input.createdBy}`);
  if (to !== undefined) {
    conditions.push(
      to.length === 0
        ? sql`false`
        : sql`gm.user_id in (${sql.join(
            to.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  }
  conditions.push(sql`coalesce(s.settings #>> '{methods,inApp}', 'true') = 'true'`);
  conditions.push(typeAllowedSql(input.type, urgent));
  const inserted = await tx
    .insert(groupNotificationRecipients)
    .select(
      sql`select ${notificationId}::bigint, gm.user_id, gm.group_id, null::timestamptz, ${notification!.createdAt}::timestamptz
          from group_members as gm
          left join group_notification_settings as s on s.group_id = gm.group_id and s.user_id = gm.user_id
          where ${sql.join(conditions, sql` and `)}`,
    )
    .onConflictDoNothing()
    .returning({ userId: groupNotificationRecipients.userId });

  emit({ type: "group.notifications.changed", groupId: input.groupId, notificationId });

  const queue = bound.at(-1);
  if (queue && (to === undefined || to.length > 0)) {
    if (to === undefined) {
      await queue.enqueueDelivery(tx, { notificationId, urgent }, `${notificationId}`);
    } else {
      for (let start = 0; start < to.length; start += DELIVERY_IDS_PER_JOB) {
        const part = to.slice(start, start + DELIVERY_IDS_PER_JOB);
        await queue.enqueueDelivery(tx, { notificationId, to: part, urgent }, `${notificationId}:${start}`);
      }
    }
  }
  return { notificationId, recipients: inserted.length };
}

/** The group's name (for the texts of the wall's and joining's alerts). */
async function groupName(tx: Database, groupId: number): Promise<string> {
  const [row] = await tx.select({ name: prayerGroups.name }).from(prayerGroups).where(eq(prayerGroups.id, groupId));
  return row?.name ?? "your group";
}

/** A new post on the wall: "New prayer in {group}", the post's title; not told to its author. */
export async function notifyNewPost(
  tx: Database,
  emit: Emit,
  input: { groupId: number; postId: number; title: string; authorId: number },
): Promise<void> {
  await notifyGroup(tx, emit, {
    groupId: input.groupId,
    type: "prayer_post",
    title: `New prayer in ${await groupName(tx, input.groupId)}`,
    message: input.title,
    createdBy: input.authorId,
    refId: input.postId,
  });
}

/** A new member: "{name} joined"; not told to the newcomer. */
export async function notifyNewMember(
  tx: Database,
  emit: Emit,
  input: { groupId: number; userId: number; name: string },
): Promise<void> {
  await notifyGroup(tx, emit, {
    groupId: input.groupId,
    type: "new_member",
    title: `${input.name} joined`,
    message: `${input.name} joined ${await groupName(tx, input.groupId)}. Welcome them in prayer.`,
    createdBy: input.userId,
    refId: input.userId,
  });
}
