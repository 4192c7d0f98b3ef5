import {
  type Commitment,
  type CommitmentInput,
  type HandoverInput,
  type HandoverNote,
  ROSTER_LIMITS,
  type Roster,
  type RosterCell,
  RosterMessages,
  type RosterPerson,
  type Substitution,
  type UrgentCallResult,
} from "@common/group-roster";
import { GroupMessages, initialsOf } from "@common/groups";
import type { WatchNumber } from "@common/watches";
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { AuthenticatedContext } from "../../context";
import type { Database } from "../../db/client";
import {
  groupHandoverNotes,
  groupMembers,
  groupNotifications,
  groupWatchCommitments,
  groupWatchSubstitutions,
  prayerGroups,
  users,
} from "../../db/schema";
import { Conflict, Forbidden, NotFound, RateLimited, ValidationError } from "../../errors";
import { type Actor, can, scope } from "../../platform/policy";
import { lockUserForCappedWrite } from "../../user-quota";
import { notifyGroup } from "../group-alerts";
import { displayNameSql } from "../groups";
import {
  addDays,
  DAY_ORDER,
  dateAt,
  describeOccurrence,
  isoWeekday,
  nextWatch,
  previousWatch,
  type WatchOccurrence,
  watchAt,
  watchSpan,
  weekOf,
} from "./watch-time";

/**
 * A group's watch roster (issue 18 §4, decision 048): commitments, the week's coverage, who is on watch now,
 * substitutes, hand-over notes and urgent calls. Every read and write goes through the policy's rules for
 * the roster's kinds; only current members count (a member who leaves drops out of every cell, their
 * requests and notes with them). Times are the group's (watch-time.ts); `now` is passed in by the routes.
 */

/** How long after its watch ends a hand-over note may still be written. */
export const NOTE_GRACE_HOURS = 3;

type Group = { id: number; name: string; timeZone: string; isPublic: boolean };
type Access = { actor: Actor; group: Group; isLeader: boolean };

/**
 * The group and the caller's place in it. Not a member: 404 for a private group (and for reading any
 * group's roster: its rows are the members'), 403 for a group-level action on a public one.
 */
async function access(
  db: Database,
  userId: number,
  groupId: number,
  { action }: { action: "read" | "row" | "group-write" },
): Promise<Access> {
  const [row] = await db
    .select({
      id: prayerGroups.id,
      name: prayerGroups.name,
      timeZone: prayerGroups.timeZone,
      isPublic: prayerGroups.isPublic,
      role: groupMembers.role,
    })
    .from(prayerGroups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, prayerGroups.id), eq(groupMembers.userId, userId)))
    .where(eq(prayerGroups.id, groupId));
  const actor: Actor = { id: userId, groups: new Map(row?.role ? [[groupId, row.role]] : []) };
  if (!row || !can(actor, "read", { kind: "group", groupId, isPublic: row.isPublic })) {
    throw new NotFound(GroupMessages.notFound);
  }
  if (!can(actor, "read", { kind: "groupWatchCommitment", groupId, userId })) {
    if (action === "group-write" && row.isPublic) throw new Forbidden(GroupMessages.notMember);
    throw new NotFound(GroupMessages.notFound);
  }
  const { role, ...group } = row;
  return { actor, group, isLeader: role === "leader" };
}

const iso = (instant: Temporal.Instant) => new Date(instant.epochMilliseconds).toISOString();
const occurrenceKey = (watchNumber: number, date: string) => `${watchNumber}:${date}`;
const personOf = (userId: number, userName: string): RosterPerson => ({
  userId,
  userName,
  initials: initialsOf(userName),
});

type CommitmentRow = { userId: number; watchNumber: number; weekdays: number[] };
type SubstitutionRow = {
  id: number;
  groupId: number;
  watchNumber: number;
  watchDate: string;
  requestedBy: number;
  note: string;
  takenBy: number | null;
  takenAt: Date | null;
  createdAt: Date;
};

const substitutionColumns = {
  id: groupWatchSubstitutions.id,
  groupId: groupWatchSubstitutions.groupId,
  watchNumber: groupWatchSubstitutions.watchNumber,
  watchDate: groupWatchSubstitutions.watchDate,
  requestedBy: groupWatchSubstitutions.requestedBy,
  note: groupWatchSubstitutions.note,
  takenBy: groupWatchSubstitutions.takenBy,
  takenAt: groupWatchSubstitutions.takenAt,
  createdAt: groupWatchSubstitutions.createdAt,
};

/** The group's current members: id → person. */
async function loadMembers(db: Database, actor: Actor, groupId: number): Promise<Map<number, RosterPerson>> {
  const rows = await db
    .select({ userId: groupMembers.userId, userName: displayNameSql })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), scope(actor, "read", "groupMember")));
  return new Map(rows.map((row) => [row.userId, personOf(row.userId, row.userName)]));
}

/** The current members' commitments (one index range: the group's). */
async function loadCommitments(db: Database, actor: Actor, groupId: number): Promise<CommitmentRow[]> {
  return db
    .select({
      userId: groupWatchCommitments.userId,
      watchNumber: groupWatchCommitments.watchNumber,
      weekdays: groupWatchCommitments.weekdays,
    })
    .from(groupWatchCommitments)
    .innerJoin(
      groupMembers,
      and(
        eq(groupMembers.groupId, groupWatchCommitments.groupId),
        eq(groupMembers.userId, groupWatchCommitments.userId),
      ),
    )
    .where(and(eq(groupWatchCommitments.groupId, groupId), scope(actor, "read", "groupWatchCommitment")));
}

/**
 * The group's substitute requests on dates `from`..`to` (and, with `also`, on a second range: a far week
 * shown and the days around today are two short ranges, never the years between), and every open one from
 * `openFrom` on.
 */
async function loadSubstitutions(
  db: Database,
  actor: Actor,
  groupId: number,
  { from, to, also, openFrom }: SubstitutionRange,
): Promise<SubstitutionRow[]> {
  const within = (a: string, b: string) =>
    and(gte(groupWatchSubstitutions.watchDate, a), lte(groupWatchSubstitutions.watchDate, b));
  const inRange = also ? or(within(from, to), within(also.from, also.to)) : within(from, to);
  return db
    .select(substitutionColumns)
    .from(groupWatchSubstitutions)
    .where(
      and(
        eq(groupWatchSubstitutions.groupId, groupId),
        openFrom === undefined
          ? inRange
          : or(inRange, and(isNull(groupWatchSubstitutions.takenBy), gte(groupWatchSubstitutions.watchDate, openFrom))),
        scope(actor, "read", "groupWatchSubstitution"),
      ),
    )
    .orderBy(asc(groupWatchSubstitutions.watchDate), asc(groupWatchSubstitutions.id));
}

type Keeper = RosterPerson & { substitute: boolean };

/**
 * Who keeps which watch: the committed current members on the occurrence's weekday, less those whose
 * request for it was taken, plus the members who took it. A taker who has left leaves the request open
 * again; a requester who has left takes their request with them.
 */
class Coverage {
  private readonly byOccurrence = new Map<string, SubstitutionRow[]>();
  /** The current members' commitments by watch, by name. */
  private readonly byWatch = new Map<number, CommitmentRow[]>();

  constructor(
    readonly timeZone: string,
    private readonly members: ReadonlyMap<number, RosterPerson>,
    commitments: readonly CommitmentRow[],
    substitutions: readonly SubstitutionRow[],
  ) {
    for (const commitment of commitments) {
      if (!members.has(commitment.userId)) continue;
      const list = this.byWatch.get(commitment.watchNumber);
      if (list) list.push(commitment);
      else this.byWatch.set(commitment.watchNumber, [commitment]);
    }
    for (const list of this.byWatch.values()) {
      list.sort((a, b) => members.get(a.userId)!.userName.localeCompare(members.get(b.userId)!.userName));
    }
    for (const substitution of substitutions) {
      if (!members.has(substitution.requestedBy)) continue;
      const key = occurrenceKey(substitution.watchNumber, substitution.watchDate);
      const list = this.byOccurrence.get(key);
      if (list) list.push(substitution);
      else this.byOccurrence.set(key, [substitution]);
    }
  }

  /** The member who took it, if they still belong to the group. */
  takerOf(substitution: SubstitutionRow): number | null {
    return substitution.takenBy !== null && this.members.has(substitution.takenBy) ? substitution.takenBy : null;
  }

  substitutionsOf({ watchNumber, date }: WatchOccurrence): SubstitutionRow[] {
    return this.byOccurrence.get(occurrenceKey(watchNumber, date)) ?? [];
  }

  keepers(occurrence: WatchOccurrence): Keeper[] {
    const weekday = isoWeekday(occurrence.date);
    const substitutions = this.substitutionsOf(occurrence);
    const replaced = new Set(substitutions.filter((s) => this.takerOf(s) !== null).map((s) => s.requestedBy));
    const keepers: Keeper[] = (this.byWatch.get(occurrence.watchNumber) ?? [])
      .filter((c) => c.weekdays.includes(weekday) && !replaced.has(c.userId))
      .map((c) => ({ ...this.members.get(c.userId)!, substitute: false }));
    for (const substitution of substitutions) {
      const taker = this.takerOf(substitution);
      if (taker === null || keepers.some((k) => k.userId === taker)) continue;
      keepers.push({ ...this.members.get(taker)!, substitute: true });
    }
    return keepers;
  }

  keeps(userId: number, occurrence: WatchOccurrence): boolean {
    return this.keepers(occurrence).some((keeper) => keeper.userId === userId);
  }

  cell(occurrence: WatchOccurrence): RosterCell {
    const { start, end } = watchSpan(occurrence, this.timeZone);
    const keepers = this.keepers(occurrence);
    return {
      watchNumber: occurrence.watchNumber,
      date: occurrence.date,
      startsAt: iso(start),
      endsAt: iso(end),
      keepers,
      openSubstitutionIds: this.substitutionsOf(occurrence)
        .filter((s) => this.takerOf(s) === null)
        .map((s) => s.id),
      gap: keepers.length === 0,
    };
  }

  substitution(row: SubstitutionRow): Substitution {
    const occurrence = { watchNumber: row.watchNumber as WatchNumber, date: row.watchDate };
    const { start, end } = watchSpan(occurrence, this.timeZone);
    const taker = this.takerOf(row);
    return {
      id: row.id,
      watchNumber: row.watchNumber,
      date: row.watchDate,
      startsAt: iso(start),
      endsAt: iso(end),
      requestedBy: this.members.get(row.requestedBy) ?? personOf(row.requestedBy, "A former member"),
      note: row.note,
      takenBy: taker === null ? null : this.members.get(taker)!,
      takenAt: taker === null || row.takenAt === null ? null : row.takenAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** Everything coverage needs for dates `from`..`to` (plus open requests from `openFrom`): three queries. */
type SubstitutionRange = { from: string; to: string; also?: { from: string; to: string }; openFrom?: string };

async function coverageOf(
  db: Database,
  actor: Actor,
  group: Group,
  range: SubstitutionRange,
): Promise<{
  coverage: Coverage;
  members: Map<number, RosterPerson>;
  commitments: CommitmentRow[];
  substitutions: SubstitutionRow[];
}> {
  const [members, commitments, substitutions] = await Promise.all([
    loadMembers(db, actor, group.id),
    loadCommitments(db, actor, group.id),
    loadSubstitutions(db, actor, group.id, range),
  ]);
  return {
    coverage: new Coverage(group.timeZone, members, commitments, substitutions),
    members,
    commitments,
    substitutions,
  };
}

const noteColumns = {
  id: groupHandoverNotes.id,
  userId: groupHandoverNotes.userId,
  userName: displayNameSql,
  watchNumber: groupHandoverNotes.watchNumber,
  watchDate: groupHandoverNotes.watchDate,
  note: groupHandoverNotes.note,
  createdAt: groupHandoverNotes.createdAt,
};
type NoteRow = {
  id: number;
  userId: number;
  userName: string;
  watchNumber: number;
  watchDate: string;
  note: string;
  createdAt: Date;
};

function noteOf(row: NoteRow): HandoverNote {
  const next = nextWatch({ watchNumber: row.watchNumber as WatchNumber, date: row.watchDate });
  return {
    id: row.id,
    author: personOf(row.userId, row.userName),
    fromWatchNumber: row.watchNumber,
    fromDate: row.watchDate,
    forWatchNumber: next.watchNumber,
    forDate: next.date,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Notes written in these occurrences by current members, oldest first. */
async function loadNotes(
  db: Database,
  actor: Actor,
  groupId: number,
  writtenIn: readonly WatchOccurrence[],
): Promise<HandoverNote[]> {
  if (writtenIn.length === 0) return [];
  const rows: NoteRow[] = await db
    .select(noteColumns)
    .from(groupHandoverNotes)
    .innerJoin(users, eq(users.id, groupHandoverNotes.userId))
    .innerJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groupHandoverNotes.groupId), eq(groupMembers.userId, groupHandoverNotes.userId)),
    )
    .where(
      and(
        eq(groupHandoverNotes.groupId, groupId),
        or(
          ...writtenIn.map((o) =>
            and(eq(groupHandoverNotes.watchDate, o.date), eq(groupHandoverNotes.watchNumber, o.watchNumber)),
          ),
        ),
        scope(actor, "read", "groupHandoverNote"),
      ),
    )
    .orderBy(asc(groupHandoverNotes.createdAt), asc(groupHandoverNotes.id));
  return rows.map(noteOf);
}

// ----- The roster -----

/** `GET /api/prayer-groups/{id}/roster?weekOf=`: the week's coverage, who is on watch now, notes, requests. */
export async function getRoster({
  ctx,
  input,
  now,
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number; weekOf?: string | undefined };
  now: Temporal.Instant;
}): Promise<Roster> {
  const { actor, group } = await access(ctx.db, ctx.user.id, input.groupId, { action: "read" });
  const today = dateAt(now, group.timeZone);
  const week = weekOf(input.weekOf ?? today);
  // The week shown, and the days around today (now, and the viewer's next watch).
  const { coverage, members, commitments, substitutions } = await coverageOf(ctx.db, actor, group, {
    from: week[0]!,
    to: week[6]!,
    also: { from: addDays(today, -1), to: addDays(today, 8) },
    openFrom: addDays(today, -1),
  });

  const running = watchAt(now, group.timeZone);
  const cells = week.flatMap((date) => DAY_ORDER.map((watchNumber) => coverage.cell({ watchNumber, date })));
  const nowCell = coverage.cell(running);
  const onWatch = nowCell.keepers.some((keeper) => keeper.userId === ctx.user.id);

  // The viewer's next watch after the running one (within a week).
  let viewerNext: WatchOccurrence | null = null;
  for (let o = nextWatch(running), i = 0; i < 7 * 8; o = nextWatch(o), i++) {
    if (coverage.keeps(ctx.user.id, o)) {
      viewerNext = o;
      break;
    }
  }
  // Notes for the running watch (written in the one before) and for the viewer's next watch (written in the
  // one before it, once that one has begun).
  const writtenIn = [previousWatch(running)];
  if (viewerNext) {
    const before = previousWatch(viewerNext);
    if (!writtenIn.some((o) => o.watchNumber === before.watchNumber && o.date === before.date)) writtenIn.push(before);
  }
  const handoverNotes = await loadNotes(ctx.db, actor, group.id, writtenIn);

  const inWeek = new Set(week);
  const shown = substitutions.filter(
    (row) =>
      members.has(row.requestedBy) &&
      (inWeek.has(row.watchDate) ||
        (coverage.takerOf(row) === null &&
          Temporal.Instant.compare(
            watchSpan({ watchNumber: row.watchNumber as WatchNumber, date: row.watchDate }, group.timeZone).start,
            now,
          ) > 0)),
  );

  return {
    groupId: group.id,
    timeZone: group.timeZone,
    week,
    commitments: commitments
      .filter((c) => members.has(c.userId))
      .map((c) => ({
        ...members.get(c.userId)!,
        watchNumber: c.watchNumber,
        weekdays: [...c.weekdays].sort((a, b) => a - b),
      }))
      .sort((a, b) => a.watchNumber - b.watchNumber || a.userName.localeCompare(b.userName)),
    cells,
    now: nowCell,
    onWatch,
    handoverNotes,
    substitutions: shown.map((row) => coverage.substitution(row)),
    gapCount: cells.filter((cell) => cell.gap).length,
  };
}

// ----- Commitments -----

/** Deletes the user's open requests for a watch on dates they no longer keep it (weekdays left). */
async function dropOrphanedRequests(
  tx: Database,
  groupId: number,
  userId: number,
  watchNumber: number,
  weekdays: readonly number[],
): Promise<void> {
  const open = await tx
    .select({ id: groupWatchSubstitutions.id, watchDate: groupWatchSubstitutions.watchDate })
    .from(groupWatchSubstitutions)
    .where(
      and(
        eq(groupWatchSubstitutions.requestedBy, userId),
        eq(groupWatchSubstitutions.groupId, groupId),
        eq(groupWatchSubstitutions.watchNumber, watchNumber),
        isNull(groupWatchSubstitutions.takenBy),
      ),
    );
  const orphaned = open.filter((row) => !weekdays.includes(isoWeekday(row.watchDate))).map((row) => row.id);
  if (orphaned.length > 0)
    await tx.delete(groupWatchSubstitutions).where(inArray(groupWatchSubstitutions.id, orphaned));
}

/** `PUT /api/prayer-groups/{id}/roster/commitments`: the caller keeps a watch on these weekdays (replaces its days). */
export async function saveCommitment({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: CommitmentInput & { groupId: number };
}): Promise<Commitment> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { actor } = await access(tx, ctx.user.id, input.groupId, { action: "group-write" });
    const row = { kind: "groupWatchCommitment", groupId: input.groupId, userId: ctx.user.id } as const;
    if (!can(actor, "write", row)) throw new Forbidden(GroupMessages.notMember);
    const weekdays = [...new Set(input.weekdays)].sort((a, b) => a - b);
    const updatedAt = new Date();
    await tx
      .insert(groupWatchCommitments)
      .values({ groupId: input.groupId, userId: ctx.user.id, watchNumber: input.watchNumber, weekdays, updatedAt })
      .onConflictDoUpdate({
        target: [groupWatchCommitments.groupId, groupWatchCommitments.userId, groupWatchCommitments.watchNumber],
        set: { weekdays, updatedAt },
      });
    await dropOrphanedRequests(tx, input.groupId, ctx.user.id, input.watchNumber, weekdays);
    emit({ type: "group.roster.changed", groupId: input.groupId });
    const [me] = await tx.select({ name: displayNameSql }).from(users).where(eq(users.id, ctx.user.id));
    return { ...personOf(ctx.user.id, me?.name ?? ctx.user.username), watchNumber: input.watchNumber, weekdays };
  });
}

/**
 * `DELETE /api/prayer-groups/{id}/roster/commitments/{watchNumber}?userId=`: the caller's own commitment,
 * or (the leader) a member's. Their open requests for that watch go with it.
 */
export async function removeCommitment({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number; watchNumber: number; userId?: number | undefined };
}): Promise<void> {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { actor } = await access(tx, ctx.user.id, input.groupId, { action: "row" });
    const userId = input.userId ?? ctx.user.id;
    if (!can(actor, "write", { kind: "groupWatchCommitment", groupId: input.groupId, userId })) {
      throw new Forbidden(GroupMessages.leaderOnly);
    }
    const deleted = await tx
      .delete(groupWatchCommitments)
      .where(
        and(
          eq(groupWatchCommitments.groupId, input.groupId),
          eq(groupWatchCommitments.userId, userId),
          eq(groupWatchCommitments.watchNumber, input.watchNumber),
          scope(actor, "write", "groupWatchCommitment"),
        ),
      )
      .returning({ userId: groupWatchCommitments.userId });
    if (deleted.length === 0) throw new NotFound(RosterMessages.commitmentNotFound);
    await dropOrphanedRequests(tx, input.groupId, userId, input.watchNumber, []);
    emit({ type: "group.roster.changed", groupId: input.groupId });
  });
}

// ----- Substitutes -----

/** A substitute request by id, with the caller as an actor of its group; 404 outside their groups. */
async function substitutionFor(
  tx: Database,
  userId: number,
  substitutionId: number,
  { hold = false }: { hold?: boolean } = {},
): Promise<{ row: SubstitutionRow; group: Group; actor: Actor; coverage: Coverage }> {
  const query = tx
    .select({
      ...substitutionColumns,
      name: prayerGroups.name,
      timeZone: prayerGroups.timeZone,
      isPublic: prayerGroups.isPublic,
      role: groupMembers.role,
    })
    .from(groupWatchSubstitutions)
    .innerJoin(prayerGroups, eq(prayerGroups.id, groupWatchSubstitutions.groupId))
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groupWatchSubstitutions.groupId), eq(groupMembers.userId, userId)),
    )
    .where(eq(groupWatchSubstitutions.id, substitutionId));
  const [found] = hold ? await query.for("update", { of: groupWatchSubstitutions }) : await query;
  if (!found) throw new NotFound(RosterMessages.substituteNotFound);
  const { name, timeZone, isPublic, role, ...row } = found;
  const actor: Actor = { id: userId, groups: new Map(role ? [[row.groupId, role]] : []) };
  if (!can(actor, "read", { kind: "groupWatchSubstitution", groupId: row.groupId, userId: row.requestedBy })) {
    throw new NotFound(RosterMessages.substituteNotFound);
  }
  const group = { id: row.groupId, name, timeZone, isPublic };
  const members = await loadMembers(tx, actor, row.groupId);
  // A request whose requester has left went with them.
  if (!members.has(row.requestedBy)) throw new NotFound(RosterMessages.substituteNotFound);
  return { row, group, actor, coverage: new Coverage(timeZone, members, [], [row]) };
}

const occurrenceOf = (row: { watchNumber: number; watchDate: string }): WatchOccurrence => ({
  watchNumber: row.watchNumber as WatchNumber,
  date: row.watchDate,
});

function assertNotBegun(occurrence: WatchOccurrence, timeZone: string, now: Temporal.Instant): void {
  if (Temporal.Instant.compare(watchSpan(occurrence, timeZone).start, now) <= 0) {
    throw new Conflict(RosterMessages.substitutePast);
  }
}

async function nameOf(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ name: displayNameSql }).from(users).where(eq(users.id, userId));
  return row?.name ?? "A member";
}

/** `POST /api/prayer-groups/{id}/roster/substitutions`: ask for a substitute for a watch the caller keeps. */
export async function requestSubstitute({
  ctx,
  input,
  now,
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number; watchNumber: WatchNumber; date: string; note: string };
  now: Temporal.Instant;
}): Promise<Substitution> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { actor, group } = await access(tx, ctx.user.id, input.groupId, { action: "group-write" });
    const occurrence: WatchOccurrence = { watchNumber: input.watchNumber, date: input.date };
    const today = dateAt(now, group.timeZone);
    if (input.date > addDays(today, ROSTER_LIMITS.substituteDaysAhead)) {
      throw new ValidationError(RosterMessages.substituteTooFar);
    }
    assertNotBegun(occurrence, group.timeZone, now);
    const { coverage } = await coverageOf(tx, actor, group, { from: input.date, to: input.date });
    const [commitment] = await tx
      .select({ weekdays: groupWatchCommitments.weekdays })
      .from(groupWatchCommitments)
      .where(
        and(
          eq(groupWatchCommitments.groupId, group.id),
          eq(groupWatchCommitments.userId, ctx.user.id),
          eq(groupWatchCommitments.watchNumber, input.watchNumber),
        ),
      );
    if (!commitment?.weekdays.includes(isoWeekday(input.date))) throw new Conflict(RosterMessages.notCommitted);
    if (!can(actor, "write", { kind: "groupWatchSubstitution", groupId: group.id, userId: ctx.user.id })) {
      throw new Forbidden(GroupMessages.notMember);
    }

    // The cap of open requests: counted with the user's row held, so two requests cannot both pass it.
    await lockUserForCappedWrite(tx, ctx.user.id);
    const [open] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(groupWatchSubstitutions)
      .where(
        and(
          eq(groupWatchSubstitutions.requestedBy, ctx.user.id),
          eq(groupWatchSubstitutions.groupId, group.id),
          isNull(groupWatchSubstitutions.takenBy),
          gte(groupWatchSubstitutions.watchDate, addDays(today, -1)),
        ),
      );
    if ((open?.n ?? 0) >= ROSTER_LIMITS.openSubstitutionsMax) throw new Conflict(RosterMessages.tooManySubstitutions);

    const [inserted] = await tx
      .insert(groupWatchSubstitutions)
      .values({
        groupId: group.id,
        watchNumber: input.watchNumber,
        watchDate: input.date,
        requestedBy: ctx.user.id,
        note: input.note,
      })
      .onConflictDoNothing()
      .returning(substitutionColumns);
    if (!inserted) throw new Conflict(RosterMessages.substituteExists);

    const name = await nameOf(tx, ctx.user.id);
    await notifyGroup(tx, emit, {
      groupId: group.id,
      type: "substitute_wanted",
      title: `Substitute wanted: ${describeOccurrence(occurrence)}`,
      message: input.note || `${name} asks for someone to keep the ${describeOccurrence(occurrence)}.`,
      createdBy: ctx.user.id,
      refId: inserted.id,
    });
    emit({ type: "group.roster.changed", groupId: group.id });
    return coverage.substitution(inserted);
  });
}

/**
 * `POST /api/roster-substitutions/{id}/take`: another member takes an open request before its watch
 * begins. One conditional update: of two members racing for it, exactly one wins (409 for the other).
 */
export async function takeSubstitute({
  ctx,
  substitutionId,
  now,
}: {
  ctx: AuthenticatedContext;
  substitutionId: number;
  now: Temporal.Instant;
}): Promise<{ substitution: Substitution; requestedBy: number }> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { row, group, actor, coverage } = await substitutionFor(tx, ctx.user.id, substitutionId);
    if (row.requestedBy === ctx.user.id) throw new Conflict(RosterMessages.substituteOwn);
    const occurrence = occurrenceOf(row);
    assertNotBegun(occurrence, group.timeZone, now);
    // A member who keeps that watch already would cover nothing: the cell would lose its requester and
    // gain no one.
    const { coverage: held } = await coverageOf(tx, actor, group, { from: row.watchDate, to: row.watchDate });
    if (held.keeps(ctx.user.id, occurrence)) throw new Conflict(RosterMessages.substituteKeeps);
    const takenAt = new Date(now.epochMilliseconds);
    const [taken] = await tx
      .update(groupWatchSubstitutions)
      .set({ takenBy: ctx.user.id, takenAt })
      .where(
        and(
          eq(groupWatchSubstitutions.id, row.id),
          // Open, or taken by someone who has since left the group.
          sql`(${groupWatchSubstitutions.takenBy} is null or not exists (select 1 from group_members as gm where gm.group_id = ${groupWatchSubstitutions.groupId} and gm.user_id = ${groupWatchSubstitutions.takenBy}))`,
        ),
      )
      .returning(substitutionColumns);
    if (!taken) throw new Conflict(RosterMessages.substituteTaken);
    const name = await nameOf(tx, ctx.user.id);
    await notifyGroup(tx, emit, {
      groupId: group.id,
      type: "substitute_wanted",
      title: `Substitute found: ${describeOccurrence(occurrence)}`,
      message: `${name} will keep the ${describeOccurrence(occurrence)} for you.`,
      createdBy: ctx.user.id,
      refId: row.id,
      to: [row.requestedBy],
    });
    emit({ type: "group.roster.changed", groupId: group.id });
    return { substitution: coverage.substitution(taken), requestedBy: row.requestedBy };
  });
}

/** `POST /api/roster-substitutions/{id}/release`: the member who took it gives it back (before it begins). */
export async function releaseSubstitute({
  ctx,
  substitutionId,
  now,
}: {
  ctx: AuthenticatedContext;
  substitutionId: number;
  now: Temporal.Instant;
}): Promise<{ substitution: Substitution; requestedBy: number }> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { row, group, coverage } = await substitutionFor(tx, ctx.user.id, substitutionId);
    if (row.takenBy !== ctx.user.id) throw new Forbidden(RosterMessages.releaseOwn);
    const occurrence = occurrenceOf(row);
    assertNotBegun(occurrence, group.timeZone, now);
    const [released] = await tx
      .update(groupWatchSubstitutions)
      .set({ takenBy: null, takenAt: null })
      .where(and(eq(groupWatchSubstitutions.id, row.id), eq(groupWatchSubstitutions.takenBy, ctx.user.id)))
      .returning(substitutionColumns);
    if (!released) throw new Forbidden(RosterMessages.releaseOwn);
    const name = await nameOf(tx, ctx.user.id);
    await notifyGroup(tx, emit, {
      groupId: group.id,
      type: "substitute_wanted",
      title: `Substitute wanted again: ${describeOccurrence(occurrence)}`,
      message: `${name} can no longer keep the ${describeOccurrence(occurrence)} for you.`,
      createdBy: ctx.user.id,
      refId: row.id,
      to: [row.requestedBy],
    });
    emit({ type: "group.roster.changed", groupId: group.id });
    return { substitution: coverage.substitution(released), requestedBy: row.requestedBy };
  });
}

/** `DELETE /api/roster-substitutions/{id}`: the member who asked, or the leader, withdraws it; a taker is told. */
export async function withdrawSubstitute({
  ctx,
  substitutionId,
  now,
}: {
  ctx: AuthenticatedContext;
  substitutionId: number;
  now: Temporal.Instant;
}): Promise<{ requestedBy: number }> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { row, group, actor, coverage } = await substitutionFor(tx, ctx.user.id, substitutionId, { hold: true });
    if (!can(actor, "write", { kind: "groupWatchSubstitution", groupId: group.id, userId: row.requestedBy })) {
      throw new Forbidden(RosterMessages.withdrawOwn);
    }
    const occurrence = occurrenceOf(row);
    assertNotBegun(occurrence, group.timeZone, now);
    await tx
      .delete(groupWatchSubstitutions)
      .where(and(eq(groupWatchSubstitutions.id, row.id), scope(actor, "write", "groupWatchSubstitution")));
    const taker = coverage.takerOf(row);
    if (taker !== null) {
      await notifyGroup(tx, emit, {
        groupId: group.id,
        type: "substitute_wanted",
        title: `Substitute request withdrawn: ${describeOccurrence(occurrence)}`,
        message: `You no longer need to keep the ${describeOccurrence(occurrence)}.`,
        createdBy: ctx.user.id,
        refId: row.id,
        to: [taker],
      });
    }
    emit({ type: "group.roster.changed", groupId: group.id });
    return { requestedBy: row.requestedBy };
  });
}

// ----- Hand-over notes -----

/**
 * `POST /api/prayer-groups/{id}/roster/handover-notes`: a keeper of watch (watchNumber, date), or the
 * leader, leaves a note for the next watch while theirs runs or within three hours of its end.
 */
export async function addHandoverNote({
  ctx,
  input,
  now,
}: {
  ctx: AuthenticatedContext;
  input: HandoverInput & { groupId: number };
  now: Temporal.Instant;
}): Promise<HandoverNote> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { actor, group, isLeader } = await access(tx, ctx.user.id, input.groupId, { action: "group-write" });
    const occurrence: WatchOccurrence = { watchNumber: input.watchNumber, date: input.date };
    if (!isLeader) {
      const { coverage } = await coverageOf(tx, actor, group, { from: input.date, to: input.date });
      if (!coverage.keeps(ctx.user.id, occurrence)) throw new Forbidden(RosterMessages.notOnWatch);
    }
    const { start, end } = watchSpan(occurrence, group.timeZone);
    if (
      Temporal.Instant.compare(now, start) < 0 ||
      Temporal.Instant.compare(now, end.add({ hours: NOTE_GRACE_HOURS })) >= 0
    ) {
      throw new Conflict(RosterMessages.noteTooLate);
    }
    if (!can(actor, "write", { kind: "groupHandoverNote", groupId: group.id, userId: ctx.user.id })) {
      throw new Forbidden(RosterMessages.notOnWatch);
    }
    // notesPerDay in any 24 hours, counted with the user's row held.
    await lockUserForCappedWrite(tx, ctx.user.id);
    const dayAgo = new Date(now.epochMilliseconds - 24 * 3_600_000);
    const [recent] = await tx
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<Date | null>`min(${groupHandoverNotes.createdAt})`,
      })
      .from(groupHandoverNotes)
      .where(
        and(
          eq(groupHandoverNotes.userId, ctx.user.id),
          eq(groupHandoverNotes.groupId, group.id),
          gt(groupHandoverNotes.createdAt, dayAgo),
        ),
      );
    if ((recent?.n ?? 0) >= ROSTER_LIMITS.notesPerDay) {
      const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : now.epochMilliseconds;
      const wait = Math.max(1, Math.ceil((oldest + 24 * 3_600_000 - now.epochMilliseconds) / 1000));
      throw new RateLimited(RosterMessages.tooManyNotes, wait);
    }
    const [inserted] = await tx
      .insert(groupHandoverNotes)
      .values({
        groupId: group.id,
        userId: ctx.user.id,
        watchNumber: input.watchNumber,
        watchDate: input.date,
        note: input.note,
        createdAt: new Date(now.epochMilliseconds),
      })
      .returning({ id: groupHandoverNotes.id });
    const [row] = await tx
      .select(noteColumns)
      .from(groupHandoverNotes)
      .innerJoin(users, eq(users.id, groupHandoverNotes.userId))
      .where(eq(groupHandoverNotes.id, inserted!.id));
    emit({ type: "group.roster.changed", groupId: group.id });
    return noteOf(row!);
  });
}

/** `DELETE /api/handover-notes/{noteId}`: its author or the group's leader. */
export async function removeHandoverNote({
  ctx,
  noteId,
}: {
  ctx: AuthenticatedContext;
  noteId: number;
}): Promise<void> {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const [row] = await tx
      .select({ groupId: groupHandoverNotes.groupId, userId: groupHandoverNotes.userId, role: groupMembers.role })
      .from(groupHandoverNotes)
      .leftJoin(
        groupMembers,
        and(eq(groupMembers.groupId, groupHandoverNotes.groupId), eq(groupMembers.userId, ctx.user.id)),
      )
      .where(eq(groupHandoverNotes.id, noteId));
    if (!row) throw new NotFound(RosterMessages.noteNotFound);
    const actor: Actor = { id: ctx.user.id, groups: new Map(row.role ? [[row.groupId, row.role]] : []) };
    const note = { kind: "groupHandoverNote", groupId: row.groupId, userId: row.userId } as const;
    if (!can(actor, "read", note)) throw new NotFound(RosterMessages.noteNotFound);
    if (!can(actor, "write", note)) throw new Forbidden(GroupMessages.authorOrLeader);
    await tx
      .delete(groupHandoverNotes)
      .where(and(eq(groupHandoverNotes.id, noteId), scope(actor, "write", "groupHandoverNote")));
    emit({ type: "group.roster.changed", groupId: row.groupId });
  });
}

/** Deletes hand-over notes older than `notesKeptDays` (the daily job). */
export async function pruneHandoverNotes(db: Database, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - ROSTER_LIMITS.notesKeptDays * 24 * 3_600_000);
  await db.delete(groupHandoverNotes).where(sql`${groupHandoverNotes.createdAt} < ${cutoff}`);
}

// ----- Urgent prayer calls -----

/**
 * `POST /api/prayer-groups/{id}/roster/urgent-call`: a member's short call to the keepers of the watch
 * running now (not the caller), delivered by the group alerts (in the app, push, e-mail as each one's
 * settings say). Rate limited from the database (the caller's urgent_call notifications in this group), with
 * the caller's membership row held, so the limit holds across instances.
 */
export async function sendUrgentCall({
  ctx,
  input,
  now,
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number; message: string };
  now: Temporal.Instant;
}): Promise<UrgentCallResult> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { actor, group } = await access(tx, ctx.user.id, input.groupId, { action: "group-write" });
    await tx
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, ctx.user.id)))
      .for("no key update");
    const running = watchAt(now, group.timeZone);
    const { coverage } = await coverageOf(tx, actor, group, { from: running.date, to: running.date });
    const keepers = coverage
      .keepers(running)
      .map((keeper) => keeper.userId)
      .filter((id) => id !== ctx.user.id);
    if (keepers.length === 0) throw new Conflict(RosterMessages.nobodyOnWatch);

    const nowMs = now.epochMilliseconds;
    const dayAgo = new Date(nowMs - 24 * 3_600_000);
    const [recent] = await tx
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<string | null>`min(${groupNotifications.createdAt})`,
        newest: sql<string | null>`max(${groupNotifications.createdAt})`,
      })
      .from(groupNotifications)
      .where(
        and(
          eq(groupNotifications.createdBy, ctx.user.id),
          eq(groupNotifications.type, "urgent_call"),
          gt(groupNotifications.createdAt, dayAgo),
          eq(groupNotifications.groupId, group.id),
        ),
      );
    const every = ROSTER_LIMITS.urgentCallEveryMinutes * 60_000;
    if (recent?.newest && new Date(recent.newest).getTime() > nowMs - every) {
      const wait = Math.ceil((new Date(recent.newest).getTime() + every - nowMs) / 1000);
      throw new RateLimited(RosterMessages.callTooSoon, Math.max(1, wait));
    }
    if ((recent?.n ?? 0) >= ROSTER_LIMITS.urgentCallsPerDay && recent?.oldest) {
      const wait = Math.ceil((new Date(recent.oldest).getTime() + 24 * 3_600_000 - nowMs) / 1000);
      throw new RateLimited(RosterMessages.callDailyLimit, Math.max(1, wait));
    }
    const sent = await notifyGroup(tx, emit, {
      groupId: group.id,
      type: "urgent_call",
      title: "Urgent prayer call",
      message: input.message,
      createdBy: ctx.user.id,
      to: keepers,
      urgent: true,
    });
    return { sentTo: sent.recipients, notificationId: sent.notificationId };
  });
}
