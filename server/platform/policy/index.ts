/**
 * Policy (decision 027): the one place that answers who may do what. Services and the live-update
 * delivery ask it; no feature writes its own permission check.
 *
 * - `can(actor, action, resource)`: may this actor do this to this one thing (a row whose owner is known,
 *   or a change event about to be delivered)?
 * - `scope(actor, action, kind)`: the SQL condition every row of that kind the actor may do this to meets,
 *   for a service's reads and writes (`where(and(eq(prayers.id, id), scope(user, "write", "prayer")))`),
 *   so listing and checking share one rule. A row outside the scope is simply not found: a service answers
 *   404 for another user's row, never 403, and so does not even tell that it exists.
 * - `ownRows(actor, table)`: every row of a table that names the actor as its owner (the account's own
 *   sweeps: export, clear data).
 *
 * Each kind has one rule, giving both the check and the SQL, over one table. Personal rows follow `owner`:
 * the user a row names. A group's rows (issue 17) follow its membership: members read, the leader runs the
 * group, authors change what they wrote. Their SQL is an `exists (… group_members …)`; their check reads
 * the actor's memberships (`Actor.groups`, loaded by `withGroups` once per request or stream), and throws
 * when they were not loaded, so a forgotten load is a bug found at once, never a silent "no".
 * Group events name a group; `audienceOf` maps them to it.
 */
import type { User } from "@common/auth";
import type { GroupRole } from "@common/groups";
import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  bibleFavorites,
  calendarFeeds,
  dailyWordStates,
  groupChatMessages,
  groupEventConfirmations,
  groupEvents,
  groupHandoverNotes,
  groupInvitations,
  groupJoinRequests,
  groupMembers,
  groupNotificationRecipients,
  groupNotificationSettings,
  groupNotifications,
  groupPostComments,
  groupPostReactions,
  groupPosts,
  groupStudies,
  groupStudyProgress,
  groupWatchCommitments,
  groupWatchSubstitutions,
  prayerGroups,
  prayerPresence,
  prayerSessions,
  prayerStrategies,
  prayers,
  pushSubscriptions,
  readingPlanProgress,
  reminderSettings,
  sessions,
  userAppearance,
  userPreferences,
  users,
  userWatchSettings,
} from "../../db/schema";
import type { ChangeEvent } from "../events";

/**
 * Who asks: a signed-in user, and (for a group's rows and events) their memberships: group id → role.
 * `withGroups` loads them.
 */
export type Actor = Pick<User, "id"> & { groups?: ReadonlyMap<number, GroupRole> };
/** What they want to do: see it, or change or remove it. */
export type Action = "read" | "write";

/** A rule for one kind of resource: the check of one row, and the same rule as SQL over its table. */
type Rule<R> = {
  table: PgTable;
  check: (actor: Actor, action: Action, resource: R) => boolean;
  where: (actor: Actor, action: Action) => SQL;
};

/** Owner only: the row names the user (`column`: its owner column, `users.id` for the account itself). */
const owner = (table: PgTable, column: AnyColumn): Rule<{ userId: number }> => ({
  table,
  check: (actor, _action, resource) => resource.userId === actor.id,
  where: (actor) => eq(column, actor.id),
});

/** The actor's role in a group, from their loaded memberships. */
function roleIn(actor: Actor, groupId: number): GroupRole | undefined {
  if (!actor.groups) throw new Error("The policy needs the actor's group memberships: load them with withGroups.");
  return actor.groups.get(groupId);
}
const isMember = (actor: Actor, groupId: number) => roleIn(actor, groupId) !== undefined;
const isLeader = (actor: Actor, groupId: number) => roleIn(actor, groupId) === "leader";

/** SQL: the actor is a member (or, with `leader`, the leader) of the group whose id `groupId` gives. */
function memberSql(actor: Actor, groupId: SQL | AnyColumn, leader = false): SQL {
  return sql`exists (select 1 from group_members as gm where gm.group_id = ${groupId} and gm.user_id = ${actor.id}${
    leader ? sql` and gm.role = 'leader'` : sql``
  })`;
}
/** The group of a comment's post, as SQL. */
const groupOfComment = sql`(select gp.group_id from group_posts as gp where gp.id = ${groupPostComments.postId})`;
const groupOfReaction = sql`(select gp.group_id from group_posts as gp where gp.id = ${groupPostReactions.postId})`;

/** A row of a group written by someone: its group and its author (or the member it is about). */
type GroupRow = { groupId: number; userId: number };

/**
 * Members read; the author changes their own while a member; the leader may remove any (community §6,
 * issue 17 §4).
 */
const authored = (table: PgTable, groupId: SQL | AnyColumn, author: AnyColumn): Rule<GroupRow> => ({
  table,
  check: (actor, action, row) =>
    action === "read"
      ? isMember(actor, row.groupId)
      : isLeader(actor, row.groupId) || (row.userId === actor.id && isMember(actor, row.groupId)),
  where: (actor, action) =>
    action === "read"
      ? memberSql(actor, groupId)
      : sql`(${memberSql(actor, groupId, true)} or (${author} = ${actor.id} and ${memberSql(actor, groupId)}))`,
});

/** Members read; only the leader changes (a group's shared studies, community §6). */
const led = (table: PgTable, groupId: SQL | AnyColumn): Rule<{ groupId: number }> => ({
  table,
  check: (actor, action, row) => (action === "read" ? isMember(actor, row.groupId) : isLeader(actor, row.groupId)),
  where: (actor, action) => memberSql(actor, groupId, action === "write"),
});

/** A member's own row in a group (their settings, their alerts): theirs alone, while they are a member. */
const ownInGroup = (table: PgTable, groupId: SQL | AnyColumn, userId: AnyColumn): Rule<GroupRow> => ({
  table,
  check: (actor, _action, row) => row.userId === actor.id && isMember(actor, row.groupId),
  where: (actor) => sql`(${userId} = ${actor.id} and ${memberSql(actor, groupId)})`,
});

const groupOfConfirmation = sql`(select ge.group_id from group_events as ge where ge.id = ${groupEventConfirmations.eventId})`;
const groupOfProgress = sql`(select gs.group_id from group_studies as gs where gs.id = ${groupStudyProgress.studyId})`;

const rules = {
  /** The account itself and its sign-in sessions. */
  account: owner(users, users.id),
  session: owner(sessions, sessions.userId),
  prayer: owner(prayers, prayers.userId),
  prayerStrategy: owner(prayerStrategies, prayerStrategies.userId),
  prayerSession: owner(prayerSessions, prayerSessions.userId),
  bibleFavorite: owner(bibleFavorites, bibleFavorites.userId),
  readingPlanProgress: owner(readingPlanProgress, readingPlanProgress.userId),
  dailyWordState: owner(dailyWordStates, dailyWordStates.userId),
  preferences: owner(userPreferences, userPreferences.userId),
  appearance: owner(userAppearance, userAppearance.userId),
  watchSettings: owner(userWatchSettings, userWatchSettings.userId),
  pushSubscription: owner(pushSubscriptions, pushSubscriptions.userId),
  reminderSettings: owner(reminderSettings, reminderSettings.userId),
  prayerPresence: owner(prayerPresence, prayerPresence.userId),
  /** Invitations a user sent: theirs to see. */
  groupInvitation: owner(groupInvitations, groupInvitations.userId),
  /**
   * A group: its card is seen by members, and by anyone signed in when it is public; the leader changes
   * it (settings, pins, members, the invitation link, deletion).
   */
  group: {
    table: prayerGroups,
    check: (actor, action, group) =>
      action === "read" ? group.isPublic || isMember(actor, group.groupId) : isLeader(actor, group.groupId),
    where: (actor, action) =>
      action === "read"
        ? sql`(${prayerGroups.isPublic} or ${memberSql(actor, prayerGroups.id)})`
        : memberSql(actor, prayerGroups.id, true),
  } satisfies Rule<{ groupId: number; isPublic: boolean }>,
  /**
   * A membership: members see the group's members; a person sees their own place. The leader changes any
   * (removes, hands over); a member changes their own (leaves).
   */
  groupMember: {
    table: groupMembers,
    check: (actor, action, row) =>
      action === "read"
        ? row.userId === actor.id || isMember(actor, row.groupId)
        : row.userId === actor.id || isLeader(actor, row.groupId),
    where: (actor, action) =>
      action === "read"
        ? sql`(${groupMembers.userId} = ${actor.id} or ${memberSql(actor, groupMembers.groupId)})`
        : sql`(${groupMembers.userId} = ${actor.id} or ${memberSql(actor, groupMembers.groupId, true)})`,
  } satisfies Rule<GroupRow>,
  /** A join request: the one who asked and the leader see it and act on it. */
  groupJoinRequest: {
    table: groupJoinRequests,
    check: (actor, _action, row) => row.userId === actor.id || isLeader(actor, row.groupId),
    where: (actor) =>
      sql`(${groupJoinRequests.userId} = ${actor.id} or ${memberSql(actor, groupJoinRequests.groupId, true)})`,
  } satisfies Rule<GroupRow>,
  groupPost: authored(groupPosts, groupPosts.groupId, groupPosts.userId),
  groupPostComment: authored(groupPostComments, groupOfComment, groupPostComments.userId),
  /** A reaction: members see them; each member gives or takes back only their own. */
  groupPostReaction: {
    table: groupPostReactions,
    check: (actor, action, row) => isMember(actor, row.groupId) && (action === "read" || row.userId === actor.id),
    where: (actor, action) =>
      action === "read"
        ? memberSql(actor, groupOfReaction)
        : sql`(${groupPostReactions.userId} = ${actor.id} and ${memberSql(actor, groupOfReaction)})`,
  } satisfies Rule<GroupRow>,
  groupChatMessage: authored(groupChatMessages, groupChatMessages.groupId, groupChatMessages.userId),
  /**
   * A prayer event (issue 18): members read it and schedule new ones (community §6); whoever scheduled it
   * (while a member) or the leader changes, cancels or deletes it. `userId`: who scheduled it (0 if gone).
   */
  groupEvent: authored(groupEvents, groupEvents.groupId, groupEvents.createdBy),
  /** An attendance: members see who comes; each member confirms or withdraws only their own. */
  groupEventConfirmation: {
    table: groupEventConfirmations,
    check: (actor, action, row) => isMember(actor, row.groupId) && (action === "read" || row.userId === actor.id),
    where: (actor, action) =>
      action === "read"
        ? memberSql(actor, groupOfConfirmation)
        : sql`(${groupEventConfirmations.userId} = ${actor.id} and ${memberSql(actor, groupOfConfirmation)})`,
  } satisfies Rule<GroupRow>,
  /** A shared study: members read it; the leader adds, changes and removes (community §6). */
  groupStudy: led(groupStudies, groupStudies.groupId),
  /**
   * A member's progress and notes on a study: their own to read and change; the leader reads everyone's
   * (to see how far the group has come; the service leaves other members' personal notes out).
   */
  groupStudyProgress: {
    table: groupStudyProgress,
    check: (actor, action, row) =>
      action === "read"
        ? (row.userId === actor.id && isMember(actor, row.groupId)) || isLeader(actor, row.groupId)
        : row.userId === actor.id && isMember(actor, row.groupId),
    where: (actor, action) =>
      action === "read"
        ? sql`((${groupStudyProgress.userId} = ${actor.id} and ${memberSql(actor, groupOfProgress)}) or ${memberSql(actor, groupOfProgress, true)})`
        : sql`(${groupStudyProgress.userId} = ${actor.id} and ${memberSql(actor, groupOfProgress)})`,
  } satisfies Rule<GroupRow>,
  /**
   * A group notification: read by the members it was sent to (its recipients), while they are members;
   * removed by the leader. `userId` in the check: the recipient asking, known to be one.
   */
  groupNotification: {
    table: groupNotifications,
    check: (actor, action, row) => (action === "read" ? isMember(actor, row.groupId) : isLeader(actor, row.groupId)),
    where: (actor, action) =>
      action === "read"
        ? sql`(${memberSql(actor, groupNotifications.groupId)} and exists (select 1 from group_notification_recipients as gnr where gnr.notification_id = ${groupNotifications.id} and gnr.user_id = ${actor.id}))`
        : memberSql(actor, groupNotifications.groupId, true),
  } satisfies Rule<{ groupId: number }>,
  /** That a member was sent a notification, and whether they read it: theirs alone. */
  groupNotificationRecipient: ownInGroup(
    groupNotificationRecipients,
    groupNotificationRecipients.groupId,
    groupNotificationRecipients.userId,
  ),
  /** A member's notification settings for a group: theirs alone (community §6). */
  groupNotificationSettings: ownInGroup(
    groupNotificationSettings,
    groupNotificationSettings.groupId,
    groupNotificationSettings.userId,
  ),
  /** A commitment to keep a watch: members see the roster; a member changes their own, the leader any. */
  groupWatchCommitment: authored(groupWatchCommitments, groupWatchCommitments.groupId, groupWatchCommitments.userId),
  /**
   * A request for a substitute: members see them (and any member but the one who asked may take an open
   * one, a service verb); the one who asked, or the leader, withdraws it. `userId`: who asked.
   */
  groupWatchSubstitution: authored(
    groupWatchSubstitutions,
    groupWatchSubstitutions.groupId,
    groupWatchSubstitutions.requestedBy,
  ),
  /** A hand-over note: members read; its author or the leader removes it. */
  groupHandoverNote: authored(groupHandoverNotes, groupHandoverNotes.groupId, groupHandoverNotes.userId),
  /** A user's private calendar feed. */
  calendarFeed: owner(calendarFeeds, calendarFeeds.userId),
};

type Rules = typeof rules;
/** A kind of row with a rule (and a table the rule's SQL speaks of). */
export type ResourceKind = keyof Rules;
/** One row of a kind, as far as its rule needs it (its owner, or its group and author). */
export type RowResource = {
  [K in ResourceKind]: { kind: K } & (Rules[K] extends Rule<infer R> ? R : never);
}[ResourceKind];
/** Kept for the personal kinds' callers. */
export type OwnedResource = Exclude<Extract<RowResource, { userId: number }>, { groupId: number }>;
/** What an actor may be allowed to act on: a row, or a change event about to be delivered. */
export type Resource = RowResource | { kind: "event"; event: ChangeEvent };

/** The table each kind's rule speaks of (for the test that every user's table has a rule). */
export const ruleTables: Readonly<Record<ResourceKind, PgTable>> = Object.fromEntries(
  Object.entries(rules).map(([kind, rule]) => [kind, rule.table]),
) as Record<ResourceKind, PgTable>;

/** What a change event is about: whoever may read that may hear the event. */
export function audienceOf(event: ChangeEvent): RowResource {
  switch (event.type) {
    case "prayers.changed":
      return { kind: "prayer", userId: event.userId };
    case "user.sessions.changed":
      return { kind: "session", userId: event.userId };
    case "prayer-strategies.changed":
      return { kind: "prayerStrategy", userId: event.userId };
    case "preferences.changed":
      return { kind: "preferences", userId: event.userId };
    case "push.subscriptions.changed":
      return { kind: "pushSubscription", userId: event.userId };
    case "reminders.settings.changed":
      return { kind: "reminderSettings", userId: event.userId };
    case "group.members.changed":
      return { kind: "groupMember", groupId: event.groupId, userId: event.userId };
    // Heard by members only, public group or not: a stranger's open page has nothing of the group's to refresh.
    case "group.changed":
    case "group.deleted":
    case "group.posts.changed":
    case "group.chat.changed":
    case "group.events.changed":
    case "group.studies.changed":
    case "group.notifications.changed":
    case "group.roster.changed":
      return { kind: "group", groupId: event.groupId, isPublic: false };
    case "group.notifications.read":
      return { kind: "groupNotificationSettings", groupId: event.groupId, userId: event.userId };
    case "calendar-feed.changed":
      return { kind: "calendarFeed", userId: event.userId };
  }
}

/** May `actor` do `action` to `resource`? An event may only be read, by whoever may read what it is about. */
export function can(actor: Actor, action: Action, resource: Resource): boolean {
  if (resource.kind === "event") return action === "read" && can(actor, "read", audienceOf(resource.event));
  const rule = rules[resource.kind] as Rule<typeof resource>;
  return rule.check(actor, action, resource);
}

/** The SQL condition the rows of `kind` that `actor` may `action` meet; `and` it with the row's id. */
export function scope(actor: Actor, action: Action, kind: ResourceKind): SQL {
  return rules[kind].where(actor, action);
}

/** Every row of `table` whose owner is `actor` (the account's own sweeps over all its tables). */
export function ownRows(actor: Actor, table: { userId: AnyColumn }): SQL {
  return eq(table.userId, actor.id);
}

/** The user's group memberships (group id → role), as `Actor.groups` needs them. */
export async function loadGroupRoles(db: Database, userId: number): Promise<Map<number, GroupRole>> {
  const rows = await db
    .select({ groupId: groupMembers.groupId, role: groupMembers.role })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId));
  return new Map(rows.map((row) => [row.groupId, row.role]));
}

/** The actor with their group memberships loaded (one query). */
export async function withGroups(db: Database, actor: Pick<User, "id">): Promise<Actor> {
  return { id: actor.id, groups: await loadGroupRoles(db, actor.id) };
}
