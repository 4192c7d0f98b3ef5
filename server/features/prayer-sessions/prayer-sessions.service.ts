import { computeAchievements, computeStreaks, localDateOf, type PrayerStats } from "@common/achievements";
import {
  type ImportPrayerSessionsResponse,
  type NewPrayerSession,
  type PrayerSession,
  PrayerSessionMessages,
} from "@common/prayer-sessions";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import { prayerSessions } from "../../db/schema";
import { NotFound } from "../../errors";

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

/** The signed-in user's sessions, newest completedAt first. */
export async function listPrayerSessions({ ctx }: { ctx: AuthenticatedContext }): Promise<PrayerSession[]> {
  const rows = await ctx.db
    .select()
    .from(prayerSessions)
    .where(eq(prayerSessions.userId, ctx.user.id))
    .orderBy(desc(prayerSessions.completedAt), desc(prayerSessions.id));
  return rows.map(sessionOf);
}

/**
 * Saves a session once per clientId: a retried save returns the session saved the first time
 * (`created: false`) and changes nothing.
 */
export async function createPrayerSession({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: NewPrayerSession;
}): Promise<{ session: PrayerSession; created: boolean }> {
  const [inserted] = await ctx.db
    .insert(prayerSessions)
    .values(valuesOf(ctx, input))
    .onConflictDoNothing({ target: [prayerSessions.userId, prayerSessions.clientId] })
    .returning();
  if (inserted) return { session: sessionOf(inserted), created: true };
  const [existing] = await ctx.db
    .select()
    .from(prayerSessions)
    .where(and(eq(prayerSessions.userId, ctx.user.id), eq(prayerSessions.clientId, input.clientId)))
    .limit(1);
  // Only a concurrent delete between the two statements gets here.
  if (!existing) throw new NotFound(PrayerSessionMessages.notFound);
  return { session: sessionOf(existing), created: false };
}

/**
 * Sessions kept in the browser while signed out, in one transaction. Any already saved (by clientId)
 * are left as they are; the answer lists the user's sessions after the import.
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
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const inserted =
      unique.length === 0
        ? []
        : await tx
            .insert(prayerSessions)
            .values(unique.map((session) => valuesOf(txCtx, session)))
            .onConflictDoNothing({ target: [prayerSessions.userId, prayerSessions.clientId] })
            .returning({ id: prayerSessions.id });
    const sessions = await listPrayerSessions({ ctx: txCtx });
    return { imported: inserted.length, alreadySaved: input.sessions.length - inserted.length, sessions };
  });
}

export async function deletePrayerSession({ ctx, input }: { ctx: AuthenticatedContext; input: { id: number } }) {
  const deleted = await ctx.db
    .delete(prayerSessions)
    .where(and(eq(prayerSessions.id, input.id), eq(prayerSessions.userId, ctx.user.id)))
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
  const mine = eq(prayerSessions.userId, ctx.user.id);
  const [totals] = await ctx.db
    .select({
      totalSessions: count(),
      totalMinutes: sql<string | number | null>`sum(${prayerSessions.duration})`,
      voiceGuidedSessions: sql<string | number>`count(*) filter (where ${prayerSessions.voiceGuided})`,
    })
    .from(prayerSessions)
    .where(mine);
  // Days are counted with the same rules (and the same time-zone data) as the client: see common/achievements.ts.
  const times = await ctx.db
    .select({ completedAt: prayerSessions.completedAt })
    .from(prayerSessions)
    .where(mine)
    .orderBy(asc(prayerSessions.completedAt));
  const dates = times.map((row) => localDateOf(row.completedAt, input.timeZone));
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
