import {
  type ImportPrayerStrategiesResponse,
  type NewPrayerStrategy,
  PRAYER_STRATEGY_LIMITS,
  type PrayerStrategiesImport,
  type PrayerStrategy,
  type PrayerStrategyChanges,
  PrayerStrategyMessages,
} from "@common/prayer-strategies";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import { prayerStrategies, users } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";

type Row = typeof prayerStrategies.$inferSelect;

const strategyOf = (row: Row): PrayerStrategy => ({
  id: row.id,
  title: row.title,
  duration: row.duration,
  focus: row.focus,
  scriptures: row.scriptures,
  prayerPoints: row.prayerPoints,
  watchNumber: row.watchNumber,
  frequency: row.frequency,
  reminderTimes: row.reminderTimes,
  priority: row.priority,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const mine = (ctx: AuthenticatedContext, id: number) =>
  and(eq(prayerStrategies.id, id), eq(prayerStrategies.userId, ctx.user.id));

/** The signed-in user's strategies, newest first. */
export async function listPrayerStrategies({ ctx }: { ctx: AuthenticatedContext }): Promise<PrayerStrategy[]> {
  const rows = await ctx.db
    .select()
    .from(prayerStrategies)
    .where(eq(prayerStrategies.userId, ctx.user.id))
    .orderBy(desc(prayerStrategies.createdAt), desc(prayerStrategies.id));
  return rows.map(strategyOf);
}

/** True when the strategy exists and belongs to the signed-in user. */
export async function ownsPrayerStrategy({ ctx, input }: { ctx: AuthenticatedContext; input: { id: number } }) {
  const [row] = await ctx.db
    .select({ id: prayerStrategies.id })
    .from(prayerStrategies)
    .where(mine(ctx, input.id))
    .limit(1);
  return row !== undefined;
}

export async function createPrayerStrategy({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: NewPrayerStrategy;
}): Promise<PrayerStrategy> {
  const [{ kept } = { kept: 0 }] = await ctx.db
    .select({ kept: count() })
    .from(prayerStrategies)
    .where(eq(prayerStrategies.userId, ctx.user.id));
  if (kept >= PRAYER_STRATEGY_LIMITS.perUserMax) throw new Conflict(PrayerStrategyMessages.tooMany);
  const [row] = await ctx.db
    .insert(prayerStrategies)
    .values({ ...input, userId: ctx.user.id })
    .returning();
  return strategyOf(row!);
}

export async function updatePrayerStrategy({
  ctx,
  input: { id, changes },
}: {
  ctx: AuthenticatedContext;
  input: { id: number; changes: PrayerStrategyChanges };
}): Promise<PrayerStrategy> {
  const [row] = await ctx.db
    .update(prayerStrategies)
    .set({ ...changes, updatedAt: new Date() })
    .where(mine(ctx, id))
    .returning();
  if (!row) throw new NotFound(PrayerStrategyMessages.notFound);
  return strategyOf(row);
}

/** Removes a strategy; its prayers stay, with strategyId null (the foreign key's ON DELETE SET NULL). */
export async function deletePrayerStrategy({ ctx, input }: { ctx: AuthenticatedContext; input: { id: number } }) {
  const deleted = await ctx.db
    .delete(prayerStrategies)
    .where(mine(ctx, input.id))
    .returning({ id: prayerStrategies.id });
  if (deleted.length === 0) throw new NotFound(PrayerStrategyMessages.notFound);
}

/**
 * Saves strategies made in the browser before sign-in, in one transaction: all or none. A local id this
 * user has imported before is skipped (ON CONFLICT DO NOTHING on (user, client id)), so sending the same
 * strategies twice adds no copies. Refused whole (409) when the new ones would pass the per-user cap.
 */
export async function importPrayerStrategies({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: PrayerStrategiesImport;
}): Promise<ImportPrayerStrategiesResponse> {
  const seen = new Set<string>();
  const unique = input.strategies.filter(({ clientId }) => !seen.has(clientId) && seen.add(clientId));
  return ctx.db.transaction(async (tx) => {
    // One import at a time per user, so two concurrent ones cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.user.id)).for("update");
    const [{ kept } = { kept: 0 }] = await tx
      .select({ kept: count() })
      .from(prayerStrategies)
      .where(eq(prayerStrategies.userId, ctx.user.id));
    const known = await tx
      .select({ id: prayerStrategies.id, clientId: prayerStrategies.clientId })
      .from(prayerStrategies)
      .where(
        and(
          eq(prayerStrategies.userId, ctx.user.id),
          inArray(
            prayerStrategies.clientId,
            unique.map(({ clientId }) => clientId),
          ),
        ),
      );
    const knownIds = new Set(known.map(({ clientId }) => clientId));
    const fresh = unique.filter(({ clientId }) => !knownIds.has(clientId));
    if (kept + fresh.length > PRAYER_STRATEGY_LIMITS.perUserMax) {
      throw new Conflict(PrayerStrategyMessages.importTooMany);
    }
    // Oldest first, so the list (newest first) keeps the order the browser showed.
    const inserted =
      fresh.length === 0
        ? []
        : await tx
            .insert(prayerStrategies)
            .values(fresh.toReversed().map((strategy) => ({ ...strategy, userId: ctx.user.id })))
            .onConflictDoNothing({ target: [prayerStrategies.userId, prayerStrategies.clientId] })
            .returning({ id: prayerStrategies.id, clientId: prayerStrategies.clientId });
    return {
      imported: inserted.length,
      alreadySaved: unique.length - inserted.length,
      strategies: await listPrayerStrategies({ ctx: { ...ctx, db: tx } }),
      // The user's row is locked, so known and inserted are every strategy sent.
      ids: Object.fromEntries([...known, ...inserted].map(({ id, clientId }) => [clientId, id])),
    };
  });
}
