import { computeAchievements, computeStreaks, localDateOf, type PrayerStats } from "@common/achievements";
import {
  type ImportPrayerSessionsResponse,
  type NewPrayerSession,
  PRAYER_SESSION_LIMITS,
  type PrayerSession,
  PrayerSessionMessages,
} from "@common/prayer-sessions";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import { prayerSessions } from "../../db/schema";
import { NotFound } from "../../errors";
import { scope } from "../../platform/policy";
import { assertWithinCap, lockUserForCappedWrite } from "../../user-quota";

type Row = typeof prayerSessions.$inferSelect;

const sessionOf = (row: Row): PrayerSession => ({
  id: row.id,
  clientId: row.clientId,
  userId: row.userId,
  watchNumber: row.watchNumber,
  duration: row.duration,
  notes: row.notes,
  voiceGuided: row.voiceGuided,
  completedAt: row.completedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

const valuesOf = (ctx: AuthenticatedContext, input: NewPrayerSession) => ({
  userId: ctx.user.id,
  clientId: input.clientId,
  watchNumber: input.watchNumber,
  duration: input.duration,
  notes: input.notes,
  voiceGuided: input.voiceGuided,
  completedAt: new Date(input.completedAt),
});

/**
 * One page of the signed-in user's sessions, newest completedAt first: `limit` of them after the
 * `before` cursor (a session's completedAt and id). Keyset paging on (completed_at, id), which the
 * index (user_id, completed_at, id) serves, so pages never overlap or skip while sessions are added.
 */
export async function listPrayerSessions({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { limit: number; before?: { completedAt: string; id: number } | undefined };
}): Promise<PrayerSession[]> {
  const mine = scope(ctx.user, "read", "prayerSession");
  const rows = await ctx.db
    .select()
    .from(prayerSessions)
    .where(
      input.before
        ? and(
            mine,
            sql`(${prayerSessions.completedAt}, ${prayerSessions.id}) < (${input.before.completedAt}::timestamptz, ${input.before.id}::integer)`,
          )
        : mine,
    )
    .orderBy(desc(prayerSessions.completedAt), desc(prayerSessions.id))
    .limit(input.limit);
  return rows.map(sessionOf);
}

async function countSessions(ctx: AuthenticatedContext): Promise<number> {
  const [{ kept } = { kept: 0 }] = await ctx.db
    .select({ kept: count() })
    .from(prayerSessions)
    .where(scope(ctx.user, "read", "prayerSession"));
  return kept;
}

async function findByClientId(ctx: AuthenticatedContext, clientId: string): Promise<PrayerSession | null> {
  const [existing] = await ctx.db
    .select()
    .from(prayerSessions)
    .where(and(scope(ctx.user, "read", "prayerSession"), eq(prayerSessions.clientId, clientId)))
    .limit(1);
  return existing ? sessionOf(existing) : null;
}

/**
 * Saves a session once per clientId: a retried save returns the session saved the first time
 * (`created: false`) and changes nothing, even at the cap. A new one past the per-user cap is 409.
 */
export async function createPrayerSession({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: NewPrayerSession;
}): Promise<{ session: PrayerSession; created: boolean }> {
  const saved = await findByClientId(ctx, input.clientId);
  if (saved) return { session: saved, created: false };
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await lockUserForCappedWrite(tx, ctx.user.id);
    const [inserted] = await tx
      .insert(prayerSessions)
      .values(valuesOf(txCtx, input))
      .onConflictDoNothing({ target: [prayerSessions.userId, prayerSessions.clientId] })
      .returning();
    if (!inserted) {
      // Saved by a request that ran at the same moment.
      const existing = await findByClientId(txCtx, input.clientId);
      if (!existing) throw new NotFound(PrayerSessionMessages.notFound);
      return { session: existing, created: false };
    }
    // Counted after the insert (which is rolled back when over), so the common case is one round trip less.
    assertWithinCap({
      kept: (await countSessions(txCtx)) - 1,
      adding: 1,
      max: PRAYER_SESSION_LIMITS.perUserMax,
      message: PrayerSessionMessages.tooMany,
    });
    return { session: sessionOf(inserted), created: true };
  });
}

/**
 * Sessions kept in the browser while signed out, in one transaction: all or none. Any already saved
 * (by clientId) are left as they are. Refused whole (409, nothing saved) when the new ones would take
 * the user past the per-user cap. The answer carries the sessions sent, as saved, newest first.
 */
export async function importPrayerSessions({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { sessions: NewPrayerSession[] };
}): Promise<ImportPrayerSessionsResponse> {
  // The first of two sessions with one clientId in the same batch wins, as it would on two saves.
  const byClientId = new Map<string, NewPrayerSession>();
  for (const session of input.sessions)
    if (!byClientId.has(session.clientId)) byClientId.set(session.clientId, session);
  const unique = [...byClientId.values()];
  if (unique.length === 0) return { imported: 0, alreadySaved: 0, sessions: [] };
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await lockUserForCappedWrite(tx, ctx.user.id);
    const inserted = await tx
      .insert(prayerSessions)
      .values(unique.map((session) => valuesOf(txCtx, session)))
      .onConflictDoNothing({ target: [prayerSessions.userId, prayerSessions.clientId] })
      .returning({ id: prayerSessions.id });
    // Counted after the insert: a refusal throws, which rolls the whole import back.
    assertWithinCap({
      kept: (await countSessions(txCtx)) - inserted.length,
      adding: inserted.length,
      max: PRAYER_SESSION_LIMITS.perUserMax,
      message: PrayerSessionMessages.importTooMany,
    });
    const rows = await tx
      .select()
      .from(prayerSessions)
      .where(
        and(
          scope(ctx.user, "read", "prayerSession"),
          inArray(
            prayerSessions.clientId,
            unique.map((session) => session.clientId),
          ),
        ),
      )
      .orderBy(desc(prayerSessions.completedAt), desc(prayerSessions.id));
    return {
      imported: inserted.length,
      alreadySaved: input.sessions.length - inserted.length,
      sessions: rows.map(sessionOf),
    };
  });
}

export async function deletePrayerSession({ ctx, input }: { ctx: AuthenticatedContext; input: { id: number } }) {
  const deleted = await ctx.db
    .delete(prayerSessions)
    .where(and(eq(prayerSessions.id, input.id), scope(ctx.user, "write", "prayerSession")))
    .returning({ id: prayerSessions.id });
  if (deleted.length === 0) throw new NotFound(PrayerSessionMessages.notFound);
}

/** Totals, streaks (days in `timeZone`) and the four achievements, from the user's saved sessions. */
export async function getPrayerStats({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { timeZone: string; now?: Date };
}): Promise<PrayerStats> {
  const mine = scope(ctx.user, "read", "prayerSession");
  const [totals] = await ctx.db
    .select({
      totalSessions: count(),
      totalMinutes: sql<string | number | null>`sum(${prayerSessions.duration})`,
      voiceGuidedSessions: sql<string | number>`count(*) filter (where ${prayerSessions.voiceGuided})`,
    })
    .from(prayerSessions)
    .where(mine);
  const dates = await sessionDates(ctx, input.timeZone);
  // Days are counted with the same rules as the client: see common/achievements.ts.
  const streaks = computeStreaks(dates, localDateOf(input.now ?? new Date(), input.timeZone));
  const summary = {
    totalSessions: Number(totals?.totalSessions ?? 0),
    totalMinutes: Number(totals?.totalMinutes ?? 0),
    voiceGuidedSessions: Number(totals?.voiceGuidedSessions ?? 0),
    longestStreak: streaks.longest,
  };
  return {
    ...summary,
    currentStreak: streaks.current,
    timeZone: input.timeZone,
    achievements: computeAchievements(summary),
  };
}

/**
 * The calendar dates ("YYYY-MM-DD") in `timeZone` that have a session, each once: grouped by the
 * database, so the JavaScript work grows with days prayed, not with sessions. A zone the browser's
 * time-zone data knows but the database's does not (rare: a newer name) is counted here instead.
 */
async function sessionDates(ctx: AuthenticatedContext, timeZone: string): Promise<string[]> {
  const day = sql<string>`((${prayerSessions.completedAt} at time zone ${timeZone})::date)::text`;
  try {
    const rows = await ctx.db
      .selectDistinct({ day })
      .from(prayerSessions)
      .where(scope(ctx.user, "read", "prayerSession"));
    return rows.map((row) => row.day);
  } catch (error) {
    if (!isUnknownTimeZone(error)) throw error;
    const rows = await ctx.db
      .select({ completedAt: prayerSessions.completedAt })
      .from(prayerSessions)
      .where(scope(ctx.user, "read", "prayerSession"));
    return [...new Set(rows.map((row) => localDateOf(row.completedAt, timeZone)))];
  }
}

/** PostgreSQL's "time zone … not recognized" (invalid_parameter_value), from either driver. */
function isUnknownTimeZone(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === "22023" && typeof candidate.message === "string" && /time zone/i.test(candidate.message)) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
