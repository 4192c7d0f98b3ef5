import { randomBytes } from "node:crypto";
import type { CreateGroupInputSchema, UpdateGroupInputSchema } from "@common/groups";
import {
  type DiscoverGroupsQuery,
  GROUP_LIMITS,
  type GroupMember,
  GroupMessages,
  type GroupRole,
  type GroupSummary,
  initialsOf,
  type JoinGroupResult,
  type JoinRequest,
  PRAYER_PRESENCE_TTL_SECONDS,
  type PrayerGroup,
} from "@common/groups";
import { type AnyColumn, and, asc, count, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { AuthenticatedContext } from "../../context";
import type { Database } from "../../db/client";
import {
  groupInvitations,
  groupJoinRequests,
  groupMembers,
  prayerGroups,
  prayerPresence,
  users,
} from "../../db/schema";
import { Conflict, Forbidden, NotFound } from "../../errors";
import type { Emit } from "../../platform/events";
import { scope } from "../../platform/policy";
import { assertWithinCap, lockUserForCappedWrite } from "../../user-quota";
import { nextStartsByGroup } from "../group-events";
import { getWatchSettings } from "../watches";
import { addSystemLine, joinGroupAs, lockForJoining, memberRole } from "./membership";

type CreateGroup = z.output<typeof CreateGroupInputSchema>;
type UpdateGroup = z.output<typeof UpdateGroupInputSchema>;

const MemberMessages = {
  notMember: "No such member of this group.",
  requestNotFound: "No such join request.",
  removeSelf: "You cannot remove yourself: hand over leadership to another member first, or delete the group.",
} as const;

/** A display name from a users table (or an alias of it): first and last name, or the username. */
const nameOf = (table: { firstName: AnyColumn; lastName: AnyColumn; username: AnyColumn }) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), ''), ${table.username})`;

const leaderMember = alias(groupMembers, "leader_member");
const leaderUser = alias(users, "leader_user");

/**
 * The card fields of each group `where` selects, for the signed-in user `userId`, in one query: the
 * leader and their name (a join), the member count, the user's role and request, and who prays now
 * (correlated subqueries over indexed keys). `prayingNow`: members with an unexpired presence for the
 * group's watch (for any watch when the group keeps none).
 */
function cardQuery(db: Database, userId: number) {
  return db
    .select({
      id: prayerGroups.id,
      name: prayerGroups.name,
      description: prayerGroups.description,
      createdBy: prayerGroups.createdBy,
      leaderId: leaderMember.userId,
      leaderName: nameOf(leaderUser),
      isActive: prayerGroups.isActive,
      isPublic: prayerGroups.isPublic,
      watchNumber: prayerGroups.watchNumber,
      tags: prayerGroups.tags,
      timeZone: prayerGroups.timeZone,
      createdAt: prayerGroups.createdAt,
      memberCount: memberCountSql,
      myRole: sql<GroupRole | null>`(select m.role from group_members as m where m.group_id = ${prayerGroups.id} and m.user_id = ${userId})`,
      joinRequested: sql<boolean>`exists (select 1 from group_join_requests as r where r.group_id = ${prayerGroups.id} and r.user_id = ${userId})`,
      prayingNow:
        sql<number>`(select count(*) from group_members as m join prayer_presence as p on p.user_id = m.user_id
        where m.group_id = ${prayerGroups.id} and p.expires_at > now()
          and (${prayerGroups.watchNumber} is null or p.watch_number = ${prayerGroups.watchNumber}))`.mapWith(Number),
    })
    .from(prayerGroups)
    .innerJoin(leaderMember, and(eq(leaderMember.groupId, prayerGroups.id), eq(leaderMember.role, "leader")))
    .innerJoin(leaderUser, eq(leaderUser.id, leaderMember.userId));
}
const memberCountSql =
  sql<number>`(select count(*) from group_members as mc where mc.group_id = ${prayerGroups.id})`.mapWith(Number);

type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>["execute"]>>[number];

/** `nextSessionAt`: when the group next prays together, from its schedule (members only; issue 18). */
function toCard(row: CardRow, nextSessionAt: string | null = null) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    myRole: row.myRole ?? null,
    joinRequested: Boolean(row.joinRequested),
    nextSessionAt: row.myRole ? nextSessionAt : null,
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Up to `perGroup` members of each group (leader first, then longest-standing), in one query. */
async function membersOf(db: Database, groupIds: number[], perGroup?: number): Promise<Map<number, GroupMember[]>> {
  const byGroup = new Map<number, GroupMember[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const ranked = db
    .select({
      groupId: groupMembers.groupId,
      userId: groupMembers.userId,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
      userName: nameOf(users).as("user_name"),
      username: users.username,
      rank: sql<number>`row_number() over (partition by ${groupMembers.groupId} order by (${groupMembers.role} = 'leader') desc, ${groupMembers.joinedAt}, ${groupMembers.userId})`
        .mapWith(Number)
        .as("rank"),
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(inArray(groupMembers.groupId, groupIds))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(perGroup === undefined ? undefined : lte(ranked.rank, perGroup))
    .orderBy(asc(ranked.groupId), asc(ranked.rank));
  for (const row of rows) {
    byGroup.get(row.groupId)?.push({
      userId: row.userId,
      userName: row.userName,
      username: row.username,
      initials: initialsOf(row.userName),
      role: row.role,
      joinedAt: iso(row.joinedAt),
    });
  }
  return byGroup;
}

/** Cards with avatars (members only; others get none), in two queries for the whole list. */
async function summaries(db: Database, rows: CardRow[]): Promise<GroupSummary[]> {
  const mine = rows.filter((row) => row.myRole).map((row) => row.id);
  const [avatars, nextSessions] = await Promise.all([
    membersOf(db, mine, GROUP_LIMITS.cardAvatars),
    nextStartsByGroup(db, mine),
  ]);
  return rows.map((row) => ({
    ...toCard(row, nextSessions.get(row.id) ?? null),
    avatars: avatars.get(row.id) ?? [],
  }));
}

/** The groups the signed-in user belongs to, newest joined first. */
export async function listMyGroups({ ctx }: { ctx: AuthenticatedContext }): Promise<GroupSummary[]> {
  const mine = alias(groupMembers, "mine");
  const rows = await cardQuery(ctx.db, ctx.user.id)
    .innerJoin(mine, and(eq(mine.groupId, prayerGroups.id), eq(mine.userId, ctx.user.id)))
    .orderBy(desc(mine.joinedAt), desc(prayerGroups.id));
  return summaries(ctx.db, rows);
}

/**
 * Discovery: public groups (and the user's own private ones) by watch, tag (exact, any case) and a name or
 * description containing `q`; the largest first, then the newest.
 */
export async function discoverGroups({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: DiscoverGroupsQuery;
}): Promise<GroupSummary[]> {
  const conditions: SQL[] = [scope(ctx.user, "read", "group")];
  if (input.watch !== undefined) conditions.push(eq(prayerGroups.watchNumber, input.watch));
  if (input.tag) {
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${prayerGroups.tags}) as t(tag) where lower(t.tag) = lower(${input.tag}))`,
    );
  }
  if (input.q) {
    const pattern = `%${input.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${prayerGroups.name} ilike ${pattern} or ${prayerGroups.description} ilike ${pattern})`);
  }
  const rows = await cardQuery(ctx.db, ctx.user.id)
    .where(and(...conditions))
    .orderBy(desc(memberCountSql), desc(prayerGroups.createdAt), desc(prayerGroups.id))
    .limit(input.limit ?? GROUP_LIMITS.discoveryMax);
  return summaries(ctx.db, rows);
}

/** The group as `userId` may see it: members get its members; the leader how many requests wait. */
async function groupAs(db: Database, userId: number, groupId: number, where?: SQL): Promise<PrayerGroup | null> {
  const [row] = await cardQuery(db, userId).where(and(eq(prayerGroups.id, groupId), where));
  if (!row) return null;
  const nextSessions = row.myRole ? await nextStartsByGroup(db, [groupId]) : new Map<number, string>();
  const card = toCard(row, nextSessions.get(groupId) ?? null);
  if (!card.myRole) return { ...card, members: [], memberList: [], pendingRequests: 0 };
  const memberList = (await membersOf(db, [groupId])).get(groupId) ?? [];
  let pendingRequests = 0;
  if (card.myRole === "leader") {
    const [waiting] = await db
      .select({ n: count() })
      .from(groupJoinRequests)
      .where(eq(groupJoinRequests.groupId, groupId));
    pendingRequests = waiting?.n ?? 0;
  }
  return { ...card, members: memberList.map((member) => member.userId), memberList, pendingRequests };
}

export async function getGroup({ ctx, groupId }: { ctx: AuthenticatedContext; groupId: number }): Promise<PrayerGroup> {
  const group = await groupAs(ctx.db, ctx.user.id, groupId, scope(ctx.user, "read", "group"));
  if (!group) throw new NotFound(GroupMessages.notFound);
  return group;
}

/**
 * The group if the user may see it (else 404), with whether they may run it; `lock`: holds its row until
 * the transaction ends (after the user's own row, the order every membership write takes).
 */
async function visibleGroup(
  db: Database,
  ctx: AuthenticatedContext,
  groupId: number,
  { leader = false, lock = false }: { leader?: boolean; lock?: boolean } = {},
) {
  const query = db
    .select({
      id: prayerGroups.id,
      isPublic: prayerGroups.isPublic,
      isLeader: sql<boolean>`${scope(ctx.user, "write", "group")}`,
    })
    .from(prayerGroups)
    .where(and(eq(prayerGroups.id, groupId), scope(ctx.user, "read", "group")));
  const [group] = lock ? await query.for("no key update", { of: prayerGroups }) : await query;
  if (!group) throw new NotFound(GroupMessages.notFound);
  if (leader && !group.isLeader) throw new Forbidden(GroupMessages.leaderOnly);
  return group;
}

/** The creator's home time zone (watch settings) when they pinned one, else UTC. */
async function defaultTimeZone(ctx: AuthenticatedContext): Promise<string> {
  const { homeTimeZone } = await getWatchSettings({ ctx });
  return homeTimeZone ?? "UTC";
}

/** Creates a group led by the signed-in user, its first member (whatever createdBy or members say). */
export async function createGroup({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: CreateGroup;
}): Promise<PrayerGroup> {
  const timeZone = input.timeZone ?? (await defaultTimeZone(ctx));
  const groupId = await ctx.events.transaction(ctx.db, async (tx, emit) => {
    await lockForJoining(tx, 0, ctx.user.id, { asLeader: true });
    const [group] = await tx
      .insert(prayerGroups)
      .values({
        name: input.name,
        description: input.description,
        createdBy: ctx.user.id,
        isActive: input.isActive,
        isPublic: input.isPublic,
        watchNumber: input.watchNumber ?? input.watch ?? null,
        tags: input.tags,
        timeZone,
      })
      .returning({ id: prayerGroups.id });
    await tx.insert(groupMembers).values({ groupId: group!.id, userId: ctx.user.id, role: "leader" });
    emit({ type: "group.members.changed", groupId: group!.id, userId: ctx.user.id });
    return group!.id;
  });
  return getGroup({ ctx, groupId });
}

/** The leader changes the group's settings. */
export async function updateGroup({
  ctx,
  groupId,
  input,
}: {
  ctx: AuthenticatedContext;
  groupId: number;
  input: UpdateGroup;
}): Promise<PrayerGroup> {
  const { userId: _ignored, ...changes } = input as UpdateGroup & { userId?: unknown };
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    await visibleGroup(tx, ctx, groupId, { leader: true });
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    await tx
      .update(prayerGroups)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(prayerGroups.id, groupId), scope(ctx.user, "write", "group")));
    emit({ type: "group.changed", groupId });
  });
  return getGroup({ ctx, groupId });
}

/** The leader deletes the group, and with it its members, posts and chat. */
export async function deleteGroup({ ctx, groupId }: { ctx: AuthenticatedContext; groupId: number }): Promise<void> {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    await visibleGroup(tx, ctx, groupId, { leader: true });
    const deleted = await tx
      .delete(prayerGroups)
      .where(and(eq(prayerGroups.id, groupId), scope(ctx.user, "write", "group")))
      .returning({ id: prayerGroups.id });
    // Handed over meanwhile: no longer theirs to delete.
    if (deleted.length === 0) throw new Forbidden(GroupMessages.leaderOnly);
    emit({ type: "group.deleted", groupId });
  });
}

/**
 * Whether the user holds an unexpired, unused e-mailed invitation to the group, at an address they have
 * verified (anyone can type another's address into their profile).
 */
async function holdsInvitation(db: Database, ctx: AuthenticatedContext, groupId: number): Promise<boolean> {
  if (!ctx.user.email || !ctx.user.emailVerified) return false;
  const [row] = await db
    .select({ id: groupInvitations.id })
    .from(groupInvitations)
    .where(
      and(
        eq(groupInvitations.groupId, groupId),
        sql`lower(${groupInvitations.email}) = lower(${ctx.user.email})`,
        sql`${groupInvitations.acceptedAt} is null`,
        sql`${groupInvitations.expiresAt} > now()`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Join: a public group at once; a private one by a request the leader decides on. A private group the
 * user cannot see is 404, unless they hold an invitation to it.
 */
export async function joinGroup({
  ctx,
  groupId,
}: {
  ctx: AuthenticatedContext;
  groupId: number;
}): Promise<JoinGroupResult> {
  const status = await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const [group] = await tx
      .select({
        id: prayerGroups.id,
        isPublic: prayerGroups.isPublic,
        visible: sql<boolean>`${scope(ctx.user, "read", "group")}`,
      })
      .from(prayerGroups)
      .where(eq(prayerGroups.id, groupId));
    if (!group || (!group.visible && !(await holdsInvitation(tx, ctx, groupId)))) {
      throw new NotFound(GroupMessages.notFound);
    }
    if (await memberRole(tx, groupId, ctx.user.id)) throw new Conflict(GroupMessages.alreadyMember);
    if (group.isPublic) {
      if ((await joinGroupAs(tx, emit, groupId, ctx.user.id)) === "already-member") {
        throw new Conflict(GroupMessages.alreadyMember);
      }
      return "joined" as const;
    }
    await lockUserForCappedWrite(tx, ctx.user.id);
    const [existing] = await tx
      .select({ groupId: groupJoinRequests.groupId })
      .from(groupJoinRequests)
      .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.userId, ctx.user.id)));
    if (existing) return "requested" as const;
    const [waiting] = await tx
      .select({ n: count() })
      .from(groupJoinRequests)
      .where(eq(groupJoinRequests.userId, ctx.user.id));
    assertWithinCap({
      kept: waiting?.n ?? 0,
      adding: 1,
      max: GROUP_LIMITS.joinRequestsPerUserMax,
      message: GroupMessages.tooManyJoinRequests,
    });
    await tx.insert(groupJoinRequests).values({ groupId, userId: ctx.user.id }).onConflictDoNothing();
    emit({ type: "group.members.changed", groupId, userId: ctx.user.id });
    return "requested" as const;
  });
  // A requester of a private group may not read it yet: they get its card, as the invitation showed it.
  const group = await groupAs(ctx.db, ctx.user.id, groupId);
  if (!group) throw new NotFound(GroupMessages.notFound);
  return { status, group };
}

/** Withdraws the user's own join request (nothing to withdraw is fine). */
export async function withdrawJoinRequest({ ctx, groupId }: { ctx: AuthenticatedContext; groupId: number }) {
  const changed = { type: "group.members.changed", groupId, userId: ctx.user.id } as const;
  const deleted = await ctx.db
    .delete(groupJoinRequests)
    .where(
      and(
        eq(groupJoinRequests.groupId, groupId),
        eq(groupJoinRequests.userId, ctx.user.id),
        scope(ctx.user, "write", "groupJoinRequest"),
      ),
    )
    .returning({ notified: ctx.events.notifySql(changed) });
  if (deleted.length > 0) ctx.events.committed(ctx.db, [changed]);
}

/** The leader's list of waiting join requests, oldest first. */
export async function listJoinRequests({
  ctx,
  groupId,
}: {
  ctx: AuthenticatedContext;
  groupId: number;
}): Promise<JoinRequest[]> {
  await visibleGroup(ctx.db, ctx, groupId, { leader: true });
  const rows = await ctx.db
    .select({
      userId: groupJoinRequests.userId,
      userName: nameOf(users),
      username: users.username,
      createdAt: groupJoinRequests.createdAt,
    })
    .from(groupJoinRequests)
    .innerJoin(users, eq(users.id, groupJoinRequests.userId))
    .where(and(eq(groupJoinRequests.groupId, groupId), scope(ctx.user, "read", "groupJoinRequest")))
    .orderBy(asc(groupJoinRequests.createdAt), asc(groupJoinRequests.userId));
  return rows.map((row) => ({ ...row, initials: initialsOf(row.userName), createdAt: iso(row.createdAt) }));
}

/** The leader approves (the requester becomes a member, within the caps) or declines a join request. */
export async function decideJoinRequest({
  ctx,
  groupId,
  userId,
  approve,
}: {
  ctx: AuthenticatedContext;
  groupId: number;
  userId: number;
  approve: boolean;
}): Promise<void> {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    await visibleGroup(tx, ctx, groupId, { leader: true });
    const request = and(
      eq(groupJoinRequests.groupId, groupId),
      eq(groupJoinRequests.userId, userId),
      scope(ctx.user, "write", "groupJoinRequest"),
    );
    const [found] = await tx.select({ userId: groupJoinRequests.userId }).from(groupJoinRequests).where(request);
    if (!found) throw new NotFound(MemberMessages.requestNotFound);
    if (approve) {
      await joinGroupAs(tx, emit, groupId, userId);
      await tx.delete(groupJoinRequests).where(request);
      return;
    }
    await tx.delete(groupJoinRequests).where(request);
    emit({ type: "group.members.changed", groupId, userId });
  });
}

/** A member leaves; the leader must hand over first (409). A system line says so in the chat. */
export async function leaveGroup({ ctx, groupId }: { ctx: AuthenticatedContext; groupId: number }): Promise<void> {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    await lockUserForCappedWrite(tx, ctx.user.id);
    await visibleGroup(tx, ctx, groupId, { lock: true });
    const role = await memberRole(tx, groupId, ctx.user.id);
    if (!role) throw new Forbidden(GroupMessages.notMember);
    if (role === "leader") throw new Conflict(GroupMessages.leaderCannotLeave);
    await tx
      .delete(groupMembers)
      .where(
        and(
          eq(groupMembers.groupId, groupId),
          eq(groupMembers.userId, ctx.user.id),
          scope(ctx.user, "write", "groupMember"),
        ),
      );
    emit({ type: "group.members.changed", groupId, userId: ctx.user.id });
    await addSystemLine(tx, emit, groupId, ctx.user.id, "left");
  });
}

/** The leader removes a member (not themself: 409). */
export async function removeMember({
  ctx,
  groupId,
  userId,
}: {
  ctx: AuthenticatedContext;
  groupId: number;
  userId: number;
}): Promise<void> {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    await visibleGroup(tx, ctx, groupId, { leader: true, lock: true });
    if (userId === ctx.user.id) throw new Conflict(MemberMessages.removeSelf);
    const removed = await tx
      .delete(groupMembers)
      .where(
        and(
          eq(groupMembers.groupId, groupId),
          eq(groupMembers.userId, userId),
          eq(groupMembers.role, "member"),
          scope(ctx.user, "write", "groupMember"),
        ),
      )
      .returning({ userId: groupMembers.userId });
    if (removed.length === 0) throw new NotFound(MemberMessages.notMember);
    // Every member may copy a private group's shareable link: a removed one must not come straight back
    // through it. A link that was on is replaced by a new one (the members see the new one).
    const rotated = await tx
      .update(prayerGroups)
      .set({ inviteCode: randomBytes(24).toString("base64url"), updatedAt: sql`now()` })
      .where(
        and(
          eq(prayerGroups.id, groupId),
          eq(prayerGroups.isPublic, false),
          sql`${prayerGroups.inviteCode} is not null`,
        ),
      )
      .returning({ id: prayerGroups.id });
    if (rotated.length > 0) emit({ type: "group.changed", groupId });
    emit({ type: "group.members.changed", groupId, userId });
    await addSystemLine(tx, emit, groupId, userId, "left");
  });
}

/**
 * Moves the leadership of `groupId` from `from` to the member `to` inside the caller's transaction (the
 * group's row is already held): the old leader becomes a member first, so the one-leader index never sees
 * two, and the transaction never leaves none.
 */
async function moveLeadership(tx: Database, emit: Emit, groupId: number, from: number, to: number): Promise<void> {
  await tx
    .update(groupMembers)
    .set({ role: "member" })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, from)));
  await tx
    .update(groupMembers)
    .set({ role: "leader" })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, to)));
  emit({ type: "group.changed", groupId });
  emit({ type: "group.members.changed", groupId, userId: from });
  emit({ type: "group.members.changed", groupId, userId: to });
}

/** The leader hands the group to another member, within the groups that member may lead. */
export async function handOver({
  ctx,
  groupId,
  userId,
}: {
  ctx: AuthenticatedContext;
  groupId: number;
  userId: number;
}): Promise<PrayerGroup> {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    await visibleGroup(tx, ctx, groupId, { leader: true });
    if (userId === ctx.user.id) return;
    // The new leader's caps first (their row), then the group's row: the order of every membership write.
    await lockUserForCappedWrite(tx, userId);
    await visibleGroup(tx, ctx, groupId, { leader: true, lock: true });
    // Read again now that the group's row is held: a hand-over that ran meanwhile has committed.
    if ((await memberRole(tx, groupId, ctx.user.id)) !== "leader") throw new Forbidden(GroupMessages.leaderOnly);
    const role = await memberRole(tx, groupId, userId);
    if (!role) throw new NotFound(MemberMessages.notMember);
    const [led] = await tx
      .select({ n: count() })
      .from(groupMembers)
      .where(and(eq(groupMembers.userId, userId), eq(groupMembers.role, "leader")));
    if ((led?.n ?? 0) >= GROUP_LIMITS.ledPerUserMax) {
      throw new Conflict(`That member already leads ${GROUP_LIMITS.ledPerUserMax} groups.`);
    }
    await moveLeadership(tx, emit, groupId, ctx.user.id, userId);
  });
  return getGroup({ ctx, groupId });
}

/**
 * Before an account is deleted (inside that transaction): each group it leads passes to its
 * longest-standing other member, or is deleted when it has no other; the groups it only belongs to hear
 * that their member left.
 */
export async function releaseGroupsOf(tx: Database, emit: Emit, userId: number): Promise<void> {
  const memberships = await tx
    .select({ groupId: groupMembers.groupId, role: groupMembers.role })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(groupMembers.groupId));
  for (const { groupId, role } of memberships) {
    if (role !== "leader") {
      emit({ type: "group.members.changed", groupId, userId });
      continue;
    }
    await tx.select({ id: prayerGroups.id }).from(prayerGroups).where(eq(prayerGroups.id, groupId)).for("update");
    const [next] = await tx
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), sql`${groupMembers.userId} <> ${userId}`))
      .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.userId))
      .limit(1);
    if (next) {
      await moveLeadership(tx, emit, groupId, userId, next.userId);
    } else {
      await tx.delete(prayerGroups).where(eq(prayerGroups.id, groupId));
      emit({ type: "group.deleted", groupId });
    }
  }
}

// ----- Presence: who prays now, for the honest 'Live' badge (issue 17 §6) -----

/**
 * Tells the groups of `userId` that keep one of `watches` (or none) that their praying count changed,
 * so members' cards refetch.
 */
async function presenceChanged(db: Database, emit: Emit, userId: number, watches: number[]): Promise<void> {
  const groups = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .innerJoin(prayerGroups, eq(prayerGroups.id, groupMembers.groupId))
    .where(
      and(
        eq(groupMembers.userId, userId),
        sql`(${prayerGroups.watchNumber} is null or ${inArray(prayerGroups.watchNumber, watches)})`,
      ),
    );
  for (const { groupId } of groups) emit({ type: "group.changed", groupId });
}

/** The user prays now for `watchNumber`, until they stop or stop renewing it (TTL). */
export async function setPresence({ ctx, watchNumber }: { ctx: AuthenticatedContext; watchNumber: number }) {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const [before] = await tx
      .select({ watchNumber: prayerPresence.watchNumber, live: sql<boolean>`${prayerPresence.expiresAt} > now()` })
      .from(prayerPresence)
      .where(scope(ctx.user, "read", "prayerPresence"));
    const expiresAt = sql`now() + make_interval(secs => ${PRAYER_PRESENCE_TTL_SECONDS})`;
    const renewing = before?.live && before.watchNumber === watchNumber;
    await tx
      .insert(prayerPresence)
      .values({ userId: ctx.user.id, watchNumber, expiresAt })
      .onConflictDoUpdate({
        target: prayerPresence.userId,
        set: renewing ? { expiresAt } : { watchNumber, expiresAt, startedAt: sql`now()` },
      });
    if (renewing) return;
    const watches = before?.live ? [before.watchNumber, watchNumber] : [watchNumber];
    await presenceChanged(tx, emit, ctx.user.id, watches);
  });
}

/** The user stopped praying. */
export async function clearPresence({ ctx }: { ctx: AuthenticatedContext }) {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const [removed] = await tx
      .delete(prayerPresence)
      .where(scope(ctx.user, "write", "prayerPresence"))
      .returning({ watchNumber: prayerPresence.watchNumber, live: sql<boolean>`${prayerPresence.expiresAt} > now()` });
    if (removed?.live) await presenceChanged(tx, emit, ctx.user.id, [removed.watchNumber]);
  });
}

/** Deletes presences that ended (the hourly job); reads already ignore them. */
export async function pruneExpiredPresence(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(prayerPresence)
    .where(sql`${prayerPresence.expiresAt} <= ${now}`)
    .returning({ userId: prayerPresence.userId });
  return removed.length;
}
