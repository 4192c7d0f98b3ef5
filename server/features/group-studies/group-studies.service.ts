import {
  type CreateStudyInput,
  CreateStudyInputSchema,
  type SavedStudyProgress,
  type SetStudyProgressInput,
  SetStudyProgressInputSchema,
  STUDY_LIMITS,
  type StudyGroupProgress,
  type StudyMaterial,
  StudyMessages,
  type StudySummary,
  type UpdateStudyInput,
  UpdateStudyInputSchema,
} from "@common/group-studies";
import { GroupMessages } from "@common/groups";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import type { Database } from "../../db/client";
import { groupMembers, groupStudies, groupStudyProgress, prayerGroups, users } from "../../db/schema";
import { Forbidden, NotFound } from "../../errors";
import type { Emit } from "../../platform/events";
import { type Actor, can, scope } from "../../platform/policy";
import { assertWithinCap } from "../../user-quota";
import { displayNameSql } from "../groups";

/**
 * A group's shared studies (issue 18 §2; community spec §2–§7; decision 046). Who may do what is the
 * policy's: `groupStudy` (members read; the leader adds, changes, removes) and `groupStudyProgress` (each
 * member their own; the leader reads everyone's status, never their notes, which this service leaves
 * out). An outsider gets 404 whatever the group's visibility; a member doing the leader's part gets 403.
 * Only current members count: the summary and the leader's list read progress joined to the membership.
 * Every write emits `group.studies.changed` in its transaction.
 */

/**
 * The user as the policy sees them in one group, and the group's member count (one query). With `hold`,
 * inside a write's transaction, their membership row is held (FOR KEY SHARE) until it commits, so a
 * removal at the same moment waits and cannot leave a write by someone who is no longer a member.
 */
async function actorInGroup(
  db: Database,
  user: { id: number },
  groupId: number,
  hold = false,
): Promise<{ actor: Actor; memberCount: number }> {
  const query = db
    .select({
      role: groupMembers.role,
      memberCount: sql<number>`(select count(*) from group_members as gm where gm.group_id = ${groupId})`.mapWith(
        Number,
      ),
    })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, user.id)));
  const [row] = hold ? await query.for("key share") : await query;
  return {
    actor: { id: user.id, groups: new Map(row ? [[groupId, row.role]] : []) },
    memberCount: row?.memberCount ?? 0,
  };
}

/** 404 unless the actor may read the group's studies (a member). */
function assertMember(actor: Actor, groupId: number): void {
  if (!can(actor, "read", { kind: "groupStudy", groupId })) throw new NotFound(GroupMessages.notFound);
}

/** 403 unless the actor is the group's leader (who may read it: checked first). */
function assertLeader(actor: Actor, groupId: number): void {
  if (!can(actor, "write", { kind: "groupStudy", groupId })) throw new Forbidden(StudyMessages.leaderOnly);
}

const studyColumns = {
  id: groupStudies.id,
  groupId: groupStudies.groupId,
  title: groupStudies.title,
  description: groupStudies.description,
  content: groupStudies.content,
  type: groupStudies.type,
  url: groupStudies.url,
  tags: groupStudies.tags,
  createdBy: groupStudies.createdBy,
  createdByName: sql<string | null>`case when ${users.id} is null then null else ${displayNameSql} end`,
  createdAt: groupStudies.createdAt,
  updatedAt: groupStudies.updatedAt,
};

/** Current members of the study's group: a progress row of someone who left does not count. */
const byCurrentMember = sql`exists (select 1 from group_members as gm where gm.group_id = ${groupStudies.groupId} and gm.user_id = ${groupStudyProgress.userId})`;

/**
 * Studies of the group as the viewer sees them, newest first (or the one `studyId` names), in three
 * queries however many there are: the studies, the group's counts per study and status over current
 * members, and the viewer's own entries.
 */
async function readStudies(
  db: Database,
  actor: Actor,
  groupId: number,
  memberCount: number,
  studyId?: number,
): Promise<StudyMaterial[]> {
  const which: SQL = studyId === undefined ? eq(groupStudies.groupId, groupId) : eq(groupStudies.id, studyId);
  const [rows, counts, mine] = await Promise.all([
    db
      .select(studyColumns)
      .from(groupStudies)
      .leftJoin(users, eq(users.id, groupStudies.createdBy))
      .where(and(which, scope(actor, "read", "groupStudy")))
      .orderBy(desc(groupStudies.createdAt), desc(groupStudies.id)),
    db
      .select({ studyId: groupStudyProgress.studyId, status: groupStudyProgress.status, n: count() })
      .from(groupStudyProgress)
      .innerJoin(groupStudies, eq(groupStudies.id, groupStudyProgress.studyId))
      .where(and(which, scope(actor, "read", "groupStudy"), byCurrentMember))
      .groupBy(groupStudyProgress.studyId, groupStudyProgress.status),
    db
      .select({
        studyId: groupStudyProgress.studyId,
        status: groupStudyProgress.status,
        notes: groupStudyProgress.notes,
      })
      .from(groupStudyProgress)
      .innerJoin(groupStudies, eq(groupStudies.id, groupStudyProgress.studyId))
      .where(and(which, eq(groupStudyProgress.userId, actor.id), scope(actor, "read", "groupStudyProgress"))),
  ]);
  const summaries = new Map<number, StudySummary>();
  for (const row of counts) {
    const summary = summaries.get(row.studyId) ?? { notStarted: 0, inProgress: 0, completed: 0 };
    if (row.status === "in_progress") summary.inProgress += row.n;
    if (row.status === "completed") summary.completed += row.n;
    summaries.set(row.studyId, summary);
  }
  const own = new Map(mine.map((row) => [row.studyId, row]));
  return rows.map((row) => {
    const entry = own.get(row.id);
    const myProgress = { status: entry?.status ?? ("not_started" as const), notes: entry?.notes ?? "" };
    const counted = summaries.get(row.id) ?? { notStarted: 0, inProgress: 0, completed: 0 };
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      progress: [{ userId: actor.id, ...myProgress }],
      myProgress,
      summary: {
        notStarted: Math.max(0, memberCount - counted.inProgress - counted.completed),
        inProgress: counted.inProgress,
        completed: counted.completed,
      },
    };
  });
}

/** `GET /api/prayer-groups/{id}/studies`: members only (404 otherwise), newest first. */
export async function listStudies({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number };
}): Promise<StudyMaterial[]> {
  const { actor, memberCount } = await actorInGroup(ctx.db, ctx.user, input.groupId);
  assertMember(actor, input.groupId);
  return readStudies(ctx.db, actor, input.groupId, memberCount);
}

const studiesChanged = (emit: Emit, groupId: number, studyId: number) =>
  emit({ type: "group.studies.changed", groupId, studyId });

/** `POST /api/prayer-groups/{id}/studies`: the leader adds a study (403 a member, 404 others; capped per group). */
export async function createStudy({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number; study: CreateStudyInput };
}): Promise<StudyMaterial> {
  const study = CreateStudyInputSchema.parse(input.study);
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    // The group's row held until commit (first, as deleting a group takes it first): two adds at once
    // cannot both take the last place.
    await tx
      .select({ id: prayerGroups.id })
      .from(prayerGroups)
      .where(eq(prayerGroups.id, input.groupId))
      .for("no key update");
    const { actor, memberCount } = await actorInGroup(tx, ctx.user, input.groupId, true);
    assertMember(actor, input.groupId);
    assertLeader(actor, input.groupId);
    const [kept] = await tx.select({ n: count() }).from(groupStudies).where(eq(groupStudies.groupId, input.groupId));
    assertWithinCap({ kept: kept?.n ?? 0, adding: 1, max: STUDY_LIMITS.perGroupMax, message: StudyMessages.tooMany });
    const [row] = await tx
      .insert(groupStudies)
      .values({
        groupId: input.groupId,
        createdBy: ctx.user.id,
        title: study.title,
        description: study.description,
        content: study.content,
        type: study.type,
        url: study.url,
        tags: study.tags,
      })
      .returning({ id: groupStudies.id });
    studiesChanged(emit, input.groupId, row!.id);
    const [created] = await readStudies(tx, actor, input.groupId, memberCount, row!.id);
    return created!;
  });
}

/**
 * A study and the actor in its group, held for a write's transaction; 404 when the study does not exist
 * or the actor is not a member of its group.
 */
async function studyForWrite(tx: Database, ctx: AuthenticatedContext, studyId: number) {
  const [study] = await tx
    .select({ id: groupStudies.id, groupId: groupStudies.groupId })
    .from(groupStudies)
    .where(eq(groupStudies.id, studyId));
  if (!study) throw new NotFound(StudyMessages.notFound);
  const { actor, memberCount } = await actorInGroup(tx, ctx.user, study.groupId, true);
  if (!can(actor, "read", { kind: "groupStudy", groupId: study.groupId })) throw new NotFound(StudyMessages.notFound);
  return { study, actor, memberCount };
}

/** `PATCH /api/study-materials/{studyId}`: the leader changes a study. */
export async function updateStudy({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { studyId: number; changes: UpdateStudyInput };
}): Promise<StudyMaterial> {
  const { createdBy: _ignored, ...changes } = UpdateStudyInputSchema.parse(input.changes);
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { study, actor, memberCount } = await studyForWrite(tx, ctx, input.studyId);
    assertLeader(actor, study.groupId);
    const updated = await tx
      .update(groupStudies)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(groupStudies.id, study.id), scope(actor, "write", "groupStudy")))
      .returning({ id: groupStudies.id });
    if (updated.length === 0) throw new NotFound(StudyMessages.notFound);
    studiesChanged(emit, study.groupId, study.id);
    const [saved] = await readStudies(tx, actor, study.groupId, memberCount, study.id);
    return saved!;
  });
}

/** `DELETE /api/study-materials/{studyId}`: the leader removes a study (and everyone's progress on it). */
export async function deleteStudy({ ctx, input }: { ctx: AuthenticatedContext; input: { studyId: number } }) {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { study, actor } = await studyForWrite(tx, ctx, input.studyId);
    assertLeader(actor, study.groupId);
    await tx.delete(groupStudies).where(and(eq(groupStudies.id, study.id), scope(actor, "write", "groupStudy")));
    studiesChanged(emit, study.groupId, study.id);
  });
}

/**
 * `POST /api/study-materials/{studyId}/progress`: a member sets their own status and notes (one row per
 * study and member; the `userId` sent is ignored, so there is no way to name another member). Without
 * notes, the saved notes stay.
 */
export async function setStudyProgress({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { studyId: number; progress: SetStudyProgressInput };
}): Promise<SavedStudyProgress> {
  const { status, notes } = SetStudyProgressInputSchema.parse(input.progress);
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { study, actor } = await studyForWrite(tx, ctx, input.studyId);
    if (!can(actor, "write", { kind: "groupStudyProgress", groupId: study.groupId, userId: ctx.user.id })) {
      throw new NotFound(StudyMessages.notFound);
    }
    const [row] = await tx
      .insert(groupStudyProgress)
      .values({ studyId: study.id, userId: ctx.user.id, status, notes: notes ?? "" })
      .onConflictDoUpdate({
        target: [groupStudyProgress.studyId, groupStudyProgress.userId],
        set: {
          status,
          ...(notes === undefined ? {} : { notes }),
          updatedAt: sql`now()`,
        },
        setWhere: scope(actor, "write", "groupStudyProgress"),
      })
      .returning({
        studyId: groupStudyProgress.studyId,
        userId: groupStudyProgress.userId,
        status: groupStudyProgress.status,
        notes: groupStudyProgress.notes,
        updatedAt: groupStudyProgress.updatedAt,
      });
    if (!row) throw new NotFound(StudyMessages.notFound);
    studiesChanged(emit, study.groupId, study.id);
    return { ...row, updatedAt: row.updatedAt.toISOString() };
  });
}

/**
 * `GET /api/study-materials/{studyId}/progress`: the leader sees how far the group has come on a study:
 * each current member's status (not started when they have no entry), never their notes. A member gets
 * 403, anyone else 404.
 */
export async function groupProgress({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { studyId: number };
}): Promise<StudyGroupProgress> {
  const [study] = await ctx.db
    .select({ id: groupStudies.id, groupId: groupStudies.groupId })
    .from(groupStudies)
    .where(eq(groupStudies.id, input.studyId));
  if (!study) throw new NotFound(StudyMessages.notFound);
  const { actor } = await actorInGroup(ctx.db, ctx.user, study.groupId);
  if (!can(actor, "read", { kind: "groupStudy", groupId: study.groupId })) throw new NotFound(StudyMessages.notFound);
  assertLeader(actor, study.groupId);
  // Every current member, with their entry when they have one (the leader's read scope covers all of them).
  const rows = await ctx.db
    .select({
      userId: groupMembers.userId,
      userName: displayNameSql,
      status: groupStudyProgress.status,
      updatedAt: groupStudyProgress.updatedAt,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .leftJoin(
      groupStudyProgress,
      and(
        eq(groupStudyProgress.studyId, study.id),
        eq(groupStudyProgress.userId, groupMembers.userId),
        scope(actor, "read", "groupStudyProgress"),
      ),
    )
    .where(and(eq(groupMembers.groupId, study.groupId), scope(actor, "read", "groupMember")))
    .orderBy(asc(displayNameSql), asc(groupMembers.userId));
  const members = rows.map((row) => ({
    userId: row.userId,
    userName: row.userName,
    status: row.status ?? ("not_started" as const),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }));
  const summary = { notStarted: 0, inProgress: 0, completed: 0 };
  for (const member of members) {
    if (member.status === "in_progress") summary.inProgress += 1;
    else if (member.status === "completed") summary.completed += 1;
    else summary.notStarted += 1;
  }
  return { studyId: study.id, summary, members };
}
