import { and, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { groupMembers, groupWatchCommitments, groupWatchSubstitutions, prayerGroups } from "../../db/schema";
import { addDays } from "./watch-time";

/**
 * What a member's reminders need of the roster (decision 048): the watches they keep in each group they
 * still belong to, in the group's zone, with the dates they gave away (their request taken by a current
 * member) and the dates they took over (another's request they took). Read by the reminders' planner and
 * again when a reminder is sent, so a withdrawn commitment or a taken request sends nothing.
 */
export type RosterReminderSource = {
  groupId: number;
  groupName: string;
  timeZone: string;
  watchNumber: number;
  /** ISO weekdays the member keeps it on (empty: only the dates they took over). */
  weekdays: readonly number[];
  /** Group dates on which another member keeps it for them. */
  givenAway: readonly string[];
  /** Group dates on which they keep it for another member. */
  takenOver: readonly string[];
};

const isMember = (groupId: unknown, userId: unknown) =>
  sql`exists (select 1 from group_members as gm where gm.group_id = ${groupId} and gm.user_id = ${userId})`;

/**
 * The users' roster sources (two queries: their commitments, and the substitutions of dates within three
 * days of `around` they asked for or took), by user.
 */
export async function rosterReminderSources(
  db: Database,
  userIds: readonly number[],
  around: Date,
): Promise<Map<number, RosterReminderSource[]>> {
  const byUser = new Map<number, RosterReminderSource[]>();
  if (userIds.length === 0) return byUser;
  const ids = [...userIds];
  const commitments = await db
    .select({
      userId: groupWatchCommitments.userId,
      groupId: groupWatchCommitments.groupId,
      watchNumber: groupWatchCommitments.watchNumber,
      weekdays: groupWatchCommitments.weekdays,
      groupName: prayerGroups.name,
      timeZone: prayerGroups.timeZone,
    })
    .from(groupWatchCommitments)
    .innerJoin(
      groupMembers,
      and(
        eq(groupMembers.groupId, groupWatchCommitments.groupId),
        eq(groupMembers.userId, groupWatchCommitments.userId),
      ),
    )
    .innerJoin(prayerGroups, eq(prayerGroups.id, groupWatchCommitments.groupId))
    .where(inArray(groupWatchCommitments.userId, ids));

  const day = around.toISOString().slice(0, 10);
  const substitutions = await db
    .select({
      groupId: groupWatchSubstitutions.groupId,
      watchNumber: groupWatchSubstitutions.watchNumber,
      watchDate: groupWatchSubstitutions.watchDate,
      requestedBy: groupWatchSubstitutions.requestedBy,
      takenBy: groupWatchSubstitutions.takenBy,
      groupName: prayerGroups.name,
      timeZone: prayerGroups.timeZone,
    })
    .from(groupWatchSubstitutions)
    .innerJoin(prayerGroups, eq(prayerGroups.id, groupWatchSubstitutions.groupId))
    .where(
      and(
        or(inArray(groupWatchSubstitutions.requestedBy, ids), inArray(groupWatchSubstitutions.takenBy, ids)),
        gte(groupWatchSubstitutions.watchDate, addDays(day, -3)),
        lte(groupWatchSubstitutions.watchDate, addDays(day, 3)),
        // Both still members: a request of someone who left, or taken by someone who left, changes nothing.
        isMember(groupWatchSubstitutions.groupId, groupWatchSubstitutions.requestedBy),
        isMember(groupWatchSubstitutions.groupId, groupWatchSubstitutions.takenBy),
      ),
    );

  const sources = new Map<string, RosterReminderSource & { userId: number }>();
  const sourceOf = (
    userId: number,
    row: { groupId: number; watchNumber: number; groupName: string; timeZone: string },
  ) => {
    const key = `${userId}:${row.groupId}:${row.watchNumber}`;
    let source = sources.get(key);
    if (!source) {
      source = {
        userId,
        groupId: row.groupId,
        groupName: row.groupName,
        timeZone: row.timeZone,
        watchNumber: row.watchNumber,
        weekdays: [],
        givenAway: [],
        takenOver: [],
      };
      sources.set(key, source);
    }
    return source;
  };
  for (const row of commitments) sourceOf(row.userId, row).weekdays = row.weekdays;
  const wanted = new Set(ids);
  for (const row of substitutions) {
    if (row.takenBy === null) continue;
    if (wanted.has(row.requestedBy)) (sourceOf(row.requestedBy, row).givenAway as string[]).push(row.watchDate);
    if (wanted.has(row.takenBy)) (sourceOf(row.takenBy, row).takenOver as string[]).push(row.watchDate);
  }
  for (const { userId, ...source } of sources.values()) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), source]);
  }
  return byUser;
}
