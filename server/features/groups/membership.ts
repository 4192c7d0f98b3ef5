import { GROUP_LIMITS, GroupMessages, type GroupRole } from "@common/groups";
import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { groupChatMessages, groupJoinRequests, groupMembers, prayerGroups, users } from "../../db/schema";
import { NotFound } from "../../errors";
import type { Emit } from "../../platform/events";
import { assertWithinCap, lockUserForCappedWrite } from "../../user-quota";
import { notifyNewMember } from "../group-alerts";

/**
 * Membership helpers of the groups feature (issue 17), shared through `index.ts` with the wall and chat
 * (S2) and the invitations (S3). Every change of membership goes through here, so the caps, the events and
 * the chat's system lines are the same whichever way a person joins.
 */

/** A member's display name in SQL: first and last name, or the username when none is set. */
export const displayNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

/** The user's role in the group, or null when they are not a member (or the group does not exist). */
export async function memberRole(db: Database, groupId: number, userId: number): Promise<GroupRole | null> {
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row?.role ?? null;
}

/** The user's display name (first and last name, or the username). */
export async function displayNameOf(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ name: displayNameSql }).from(users).where(eq(users.id, userId));
  return row?.name ?? "A member";
}

/**
 * Adds a line of type 'system' to the group's chat about `userId` ("Ruth Ade joined the group") and emits
 * `group.chat.changed`. Inside the caller's transaction.
 */
export async function addSystemLine(
  tx: Database,
  emit: Emit,
  groupId: number,
  userId: number,
  what: "joined" | "left",
): Promise<void> {
  const name = await displayNameOf(tx, userId);
  const [line] = await tx
    .insert(groupChatMessages)
    .values({ groupId, userId, type: "system", message: `${name} ${what} the group` })
    .returning({ id: groupChatMessages.id });
  // The chat keeps its newest `chatHistoryMax` lines, system lines too (as chat.service's pruneChatHistory,
  // which this module cannot import: the chat imports it).
  await tx.execute(sql`
    delete from group_chat_messages
    where group_id = ${groupId}
      and id <= (
        select id from group_chat_messages where group_id = ${groupId}
        order by id desc offset ${GROUP_LIMITS.chatHistoryMax} limit 1
      )`);
  emit({ type: "group.chat.changed", groupId, messageId: line!.id });
}

/**
 * Checks the caps for `userId` joining `groupId` (their memberships, the group's size, and, as leader,
 * the groups they lead), with the user's row and then the group's row held until the transaction ends, so
 * two joins racing for the last place cannot both pass. Lock order everywhere: user, then group.
 */
export async function lockForJoining(
  tx: Database,
  groupId: number,
  userId: number,
  { asLeader = false }: { asLeader?: boolean } = {},
): Promise<void> {
  await lockUserForCappedWrite(tx, userId);
  const [memberships] = await tx
    .select({
      all: count(),
      led: sql<number>`count(*) filter (where ${groupMembers.role} = 'leader')`.mapWith(Number),
    })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId));
  assertWithinCap({
    kept: memberships?.all ?? 0,
    adding: 1,
    max: GROUP_LIMITS.membershipsPerUserMax,
    message: GroupMessages.tooManyMemberships,
  });
  if (asLeader) {
    assertWithinCap({
      kept: memberships?.led ?? 0,
      adding: 1,
      max: GROUP_LIMITS.ledPerUserMax,
      message: GroupMessages.tooManyLed,
    });
    return;
  }
  const [group] = await tx
    .select({ id: prayerGroups.id })
    .from(prayerGroups)
    .where(eq(prayerGroups.id, groupId))
    .for("no key update");
  if (!group) throw new NotFound(GroupMessages.notFound);
  const [members] = await tx.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
  assertWithinCap({
    kept: members?.n ?? 0,
    adding: 1,
    max: GROUP_LIMITS.membersPerGroupMax,
    message: GroupMessages.groupFull,
  });
}

/**
 * Makes `userId` a member of `groupId` inside the caller's transaction (`ctx.events.transaction`): checks
 * the caps (409), adds the membership, drops a waiting join request, writes the chat's system line
 * "{name} joined the group" and emits `group.members.changed` and `group.chat.changed`.
 * Answers "already-member" (and changes nothing) when they already belong to it; a missing group is 404.
 * The caller decides whether the user may join (public group, approved request, accepted invitation).
 */
export async function joinGroupAs(
  tx: Database,
  emit: Emit,
  groupId: number,
  userId: number,
): Promise<"joined" | "already-member"> {
  if (await memberRole(tx, groupId, userId)) return "already-member";
  await lockForJoining(tx, groupId, userId);
  const added = await tx
    .insert(groupMembers)
    .values({ groupId, userId, role: "member" })
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  if (added.length === 0) return "already-member";
  await tx
    .delete(groupJoinRequests)
    .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.userId, userId)));
  emit({ type: "group.members.changed", groupId, userId });
  await addSystemLine(tx, emit, groupId, userId, "joined");
  // The other members' alerts (new_member, issue 18 §3): "{name} joined".
  await notifyNewMember(tx, emit, { groupId, userId, name: await displayNameOf(tx, userId) });
  return "joined";
}
