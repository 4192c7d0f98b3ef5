import {
  type ImportPrayerStrategiesResponse,
  type NewPrayerStrategy,
  PRAYER_STRATEGY_LIMITS,
  type PrayerStrategiesImport,
  type PrayerStrategy,
  type PrayerStrategyChanges,
  PrayerStrategyMessages,
} from "@common/prayer-strategies";
import { and, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import { prayerStrategies } from "../../db/schema";
import { NotFound } from "../../errors";
import { afterCursor, cursorOf } from "../../keyset-page";
import { type Action, scope } from "../../platform/policy";
import { assertWithinCap, lockAndCountUserRows } from "../../user-quota";

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

/** This strategy, if the user may do `action` to it (the policy's rule; another user's is not found). */
const mine = (ctx: AuthenticatedContext, id: number, action: Action = "write") =>
  and(eq(prayerStrategies.id, id), scope(ctx.user, action, "prayerStrategy"));

/** The signed-in user's strategies, newest first. */
export async function listPrayerStrategies({ ctx }: { ctx: AuthenticatedContext }): Promise<PrayerStrategy[]> {
  const rows = await ctx.db
    .select()
    .from(prayerStrategies)
    .where(scope(ctx.user, "read", "prayerStrategy"))
    .orderBy(desc(prayerStrategies.createdAt), desc(prayerStrategies.id));
  return rows.map(strategyOf);
}

/** One page of the user's strategies, newest first; `next` names the following page when this one is full. */
export async function listPrayerStrategyPage({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { limit: number; before?: string | undefined };
}): Promise<{ strategies: PrayerStrategy[]; next: string | null }> {
  const mine = scope(ctx.user, "read", "prayerStrategy");
  const rows = await ctx.db
    .select({ ...getTableColumns(prayerStrategies), cursor: cursorOf(prayerStrategies.createdAt, prayerStrategies.id) })
    .from(prayerStrategies)
    .where(input.before ? and(mine, afterCursor(prayerStrategies.createdAt, prayerStrategies.id, input.before)) : mine)
    .orderBy(desc(prayerStrategies.createdAt), desc(prayerStrategies.id))
    .limit(input.limit);
  return {
    strategies: rows.map(({ cursor: _cursor, ...row }) => strategyOf(row)),
    next: rows.length === input.limit ? rows.at(-1)!.cursor : null,
  };
}

/** True when the strategy exists and the signed-in user may read it (a prayer may name it). */
export async function ownsPrayerStrategy({ ctx, input }: { ctx: AuthenticatedContext; input: { id: number } }) {
  const [row] = await ctx.db
    .select({ id: prayerStrategies.id })
    .from(prayerStrategies)
    .where(mine(ctx, input.id, "read"))
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
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    emit({ type: "prayer-strategies.changed", userId: ctx.user.id });
    // One capped write at a time per user, so two at once cannot both take the last place.
    const kept = await lockAndCountUserRows(tx, prayerStrategies, ctx.user.id);
    assertWithinCap({
      kept,
      adding: 1,
      max: PRAYER_STRATEGY_LIMITS.perUserMax,
      message: PrayerStrategyMessages.tooMany,
    });
    const [row] = await tx
      .insert(prayerStrategies)
      .values({ ...input, userId: ctx.user.id })
      .returning();
    return strategyOf(row!);
  });
}

export async function updatePrayerStrategy({
  ctx,
  input: { id, changes },
}: {
  ctx: AuthenticatedContext;
  input: { id: number; changes: PrayerStrategyChanges };
}): Promise<PrayerStrategy> {
  const changed = { type: "prayer-strategies.changed", userId: ctx.user.id } as const;
  const [row] = await ctx.db
    .update(prayerStrategies)
    .set({ ...changes, updatedAt: new Date() })
    .where(mine(ctx, id))
    .returning({ ...getTableColumns(prayerStrategies), notified: ctx.events.notifySql(changed) });
  if (!row) throw new NotFound(PrayerStrategyMessages.notFound);
  ctx.events.committed(ctx.db, [changed]);
  const { notified: _notified, ...strategy } = row;
  return strategyOf(strategy);
}

/**
 * Removes a strategy; its prayers stay, with strategyId null (the foreign key's ON DELETE SET NULL), so
 * the owner's prayers changed: `prayers.changed` (and `prayer-strategies.changed`), sent with the statement.
 */
export async function deletePrayerStrategy({ ctx, input }: { ctx: AuthenticatedContext; input: { id: number } }) {
  const changed = { type: "prayers.changed", userId: ctx.user.id } as const;
  const strategiesChanged = { type: "prayer-strategies.changed", userId: ctx.user.id } as const;
  const deleted = await ctx.db
    .delete(prayerStrategies)
    .where(mine(ctx, input.id))
    .returning({
      id: prayerStrategies.id,
      notified: ctx.events.notifySql(changed),
      strategiesNotified: ctx.events.notifySql(strategiesChanged),
    });
  if (deleted.length === 0) throw new NotFound(PrayerStrategyMessages.notFound);
  ctx.events.committed(ctx.db, [changed, strategiesChanged]);
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
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    emit({ type: "prayer-strategies.changed", userId: ctx.user.id });
    // One capped write at a time per user, so two at once cannot both take the last place.
    const kept = await lockAndCountUserRows(tx, prayerStrategies, ctx.user.id);
    const known = await tx
      .select({ id: prayerStrategies.id, clientId: prayerStrategies.clientId })
      .from(prayerStrategies)
      .where(
        and(
          scope(ctx.user, "read", "prayerStrategy"),
          inArray(
            prayerStrategies.clientId,
            unique.map(({ clientId }) => clientId),
          ),
        ),
      );
    const knownIds = new Set(known.map(({ clientId }) => clientId));
    const fresh = unique.filter(({ clientId }) => !knownIds.has(clientId));
    assertWithinCap({
      kept,
      adding: fresh.length,
      max: PRAYER_STRATEGY_LIMITS.perUserMax,
      message: PrayerStrategyMessages.importTooMany,
    });
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
