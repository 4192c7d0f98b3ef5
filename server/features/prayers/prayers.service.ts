import {
  defaultPrayerPosition,
  type NewPrayer,
  PRAYER_LIMITS,
  type Prayer,
  type PrayerChanges,
  type PrayerContent,
  PrayerImportMessages,
  PrayerMessages,
  type PrayerPosition,
  type PrayersImport,
} from "@common/prayers";
import { and, count, desc, eq, getTableColumns, inArray, not, sql } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import { prayerStrategies, prayers } from "../../db/schema";
import { NotFound, ValidationError } from "../../errors";
import { afterCursor, cursorOf } from "../../keyset-page";
import { scope } from "../../platform/policy";
import { assertWithinCap, lockAndCountUserRows } from "../../user-quota";
import { ownsPrayerStrategy } from "../prayer-strategies";
import { moveBatcherOf } from "./move-batcher";

type Row = typeof prayers.$inferSelect;

/** `index`: the note's place in the newest-first list, which decides where a never-moved note sits. */
const prayerOf = (row: Row, index: number): Prayer => ({
  id: row.id,
  title: row.title,
  content: row.contentObject ?? row.contentText ?? "",
  type: row.type,
  category: row.category,
  color: row.color,
  watchNumber: row.watchNumber,
  isAnswered: row.isAnswered,
  strategyId: row.strategyId,
  position: row.position ?? defaultPrayerPosition(index),
  positionSaved: row.position !== null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const contentColumns = (content: PrayerContent) =>
  typeof content === "string"
    ? { contentText: content, contentObject: null }
    : { contentText: null, contentObject: content };

/** This note, if the user may change it (the policy's rule; another user's is not found). */
const mine = (ctx: AuthenticatedContext, id: number) => and(eq(prayers.id, id), scope(ctx.user, "write", "prayer"));

async function checkStrategy(ctx: AuthenticatedContext, strategyId: number | null | undefined) {
  if (strategyId == null) return;
  if (!(await ownsPrayerStrategy({ ctx, input: { id: strategyId } }))) {
    throw new ValidationError(PrayerMessages.strategyNotFound, {
      fieldErrors: { strategyId: [PrayerMessages.strategyNotFound] },
    });
  }
}

/** The signed-in user's prayers, newest first (a newly posted prayer comes first). */
export async function listPrayers({ ctx }: { ctx: AuthenticatedContext }): Promise<Prayer[]> {
  const rows = await ctx.db
    .select()
    .from(prayers)
    .where(scope(ctx.user, "read", "prayer"))
    .orderBy(desc(prayers.createdAt), desc(prayers.id));
  return rows.map(prayerOf);
}

/**
 * One page of the user's prayers in the same newest-first order, each never-moved note placed by its
 * index in the whole list; `next` names the following page when this one is full.
 */
export async function listPrayerPage({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { limit: number; before?: string | undefined };
}): Promise<{ prayers: Prayer[]; next: string | null }> {
  const mine = scope(ctx.user, "read", "prayer");
  const after = input.before ? afterCursor(prayers.createdAt, prayers.id, input.before) : undefined;
  const rows = await ctx.db
    .select({ ...getTableColumns(prayers), cursor: cursorOf(prayers.createdAt, prayers.id) })
    .from(prayers)
    .where(after ? and(mine, after) : mine)
    .orderBy(desc(prayers.createdAt), desc(prayers.id))
    .limit(input.limit);
  let first = 0;
  if (after) {
    const [{ before } = { before: 0 }] = await ctx.db
      .select({ before: count() })
      .from(prayers)
      .where(and(mine, not(after)));
    first = before;
  }
  return {
    prayers: rows.map(({ cursor: _cursor, ...row }, index) => prayerOf(row, first + index)),
    next: rows.length === input.limit ? rows.at(-1)!.cursor : null,
  };
}

export async function createPrayer({ ctx, input }: { ctx: AuthenticatedContext; input: NewPrayer }): Promise<Prayer> {
  await checkStrategy(ctx, input.strategyId);
  const { position, content, ...fields } = input;
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    // One capped write at a time per user, so two at once cannot both take the last place.
    const kept = await lockAndCountUserRows(tx, prayers, ctx.user.id);
    assertWithinCap({ kept, adding: 1, max: PRAYER_LIMITS.perUserMax, message: PrayerMessages.tooMany });
    const [row] = await tx
      .insert(prayers)
      .values({ ...fields, ...contentColumns(content), position: position ?? null, userId: ctx.user.id })
      .returning();
    emit({ type: "prayers.changed", userId: ctx.user.id });
    return prayerOf(row!, 0);
  });
}

/** The position of a change that only moves a note (the wall's most frequent write), else null. */
export function onlyAMove(changes: PrayerChanges): PrayerPosition | null {
  if (!changes.position) return null;
  for (const field in changes) {
    if (field !== "position" && changes[field as keyof PrayerChanges] !== undefined) return null;
  }
  return changes.position;
}

export async function updatePrayer({
  ctx,
  input: { id, changes },
}: {
  ctx: AuthenticatedContext;
  input: { id: number; changes: PrayerChanges };
}): Promise<Prayer> {
  const { content, ...fields } = changes;
  await checkStrategy(ctx, changes.strategyId);
  // One statement, its event sent with it (only when a row changed).
  const changed = { type: "prayers.changed", userId: ctx.user.id } as const;
  const [found] = await ctx.db
    .update(prayers)
    .set({ ...fields, ...(content === undefined ? {} : contentColumns(content)), updatedAt: new Date() })
    .where(mine(ctx, id))
    .returning({ ...getTableColumns(prayers), notified: ctx.events.notifySql(changed) });
  if (!found) throw new NotFound(PrayerMessages.notFound);
  ctx.events.committed(ctx.db, [changed]);
  const { notified: _notified, ...row } = found;
  return prayerOf(row, row.position ? 0 : await indexOf(ctx, row));
}

/**
 * Moves one of the user's notes (written in a batch with other moves, `move-batcher.ts`) and answers
 * the moved note as the API shows it, as JSON text ready to send; NotFound when it is not theirs.
 * The batch sends the owner's `prayers.changed` event in its own statement.
 */
export async function movePrayer({
  ctx,
  input: { id, position },
}: {
  ctx: AuthenticatedContext;
  input: { id: number; position: PrayerPosition };
}): Promise<string> {
  const moved = await moveBatcherOf(ctx.db, ctx.events).move({ id, userId: ctx.user.id, position });
  if (moved === undefined) throw new NotFound(PrayerMessages.notFound);
  return moved;
}

/** How many of the user's prayers come before this one in the newest-first list. */
async function indexOf(ctx: AuthenticatedContext, row: Row): Promise<number> {
  // Compared in SQL: a JavaScript Date drops PostgreSQL's microseconds.
  const [{ before } = { before: 0 }] = await ctx.db
    .select({ before: count() })
    .from(prayers)
    .where(
      and(
        scope(ctx.user, "read", "prayer"),
        sql`(${prayers.createdAt}, ${prayers.id}) > (select p.created_at, p.id from prayers p where p.id = ${row.id})`,
      ),
    );
  return before;
}

export async function deletePrayer({ ctx, input }: { ctx: AuthenticatedContext; input: { id: number } }) {
  const changed = { type: "prayers.changed", userId: ctx.user.id } as const;
  const deleted = await ctx.db
    .delete(prayers)
    .where(mine(ctx, input.id))
    .returning({ id: prayers.id, notified: ctx.events.notifySql(changed) });
  if (deleted.length === 0) throw new NotFound(PrayerMessages.notFound);
  ctx.events.committed(ctx.db, [changed]);
}

/**
 * Saves prayers made in the browser before sign-in, in one transaction: all or none. A local id this
 * user has imported before is skipped (ON CONFLICT DO NOTHING on (user, client id)), so sending the same
 * prayers twice adds no copies. Refused whole (409) when the new ones would pass the per-user cap. A
 * strategy that is not (or no longer) the user's is dropped rather than failing the whole import.
 */
export async function importPrayers({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: PrayersImport;
}): Promise<{ imported: number; alreadySaved: number; prayers: Prayer[] }> {
  const seen = new Set<string>();
  const unique = input.prayers.filter(({ clientId }) => !seen.has(clientId) && seen.add(clientId));
  const now = Date.now();
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    // One capped write at a time per user, so two at once cannot both take the last place.
    const kept = await lockAndCountUserRows(tx, prayers, ctx.user.id);
    const known = await tx
      .select({ clientId: prayers.clientId })
      .from(prayers)
      .where(
        and(
          scope(ctx.user, "read", "prayer"),
          inArray(
            prayers.clientId,
            unique.map(({ clientId }) => clientId),
          ),
        ),
      );
    const knownIds = new Set(known.map(({ clientId }) => clientId));
    const fresh = unique.filter(({ clientId }) => !knownIds.has(clientId));
    assertWithinCap({
      kept,
      adding: fresh.length,
      max: PRAYER_LIMITS.perUserMax,
      message: PrayerImportMessages.importTooMany,
    });

    const wantedStrategies = [...new Set(fresh.flatMap(({ strategyId }) => (strategyId == null ? [] : [strategyId])))];
    const ownedStrategies = new Set(
      wantedStrategies.length === 0
        ? []
        : (
            await tx
              .select({ id: prayerStrategies.id })
              .from(prayerStrategies)
              .where(and(scope(ctx.user, "read", "prayerStrategy"), inArray(prayerStrategies.id, wantedStrategies)))
          ).map(({ id }) => id),
    );
    // Oldest first, so notes made at the same moment keep the order the browser showed (newest first).
    const rows = fresh.toReversed().map(({ content, position, createdAt, strategyId, ...fields }) => {
      const madeAt = createdAt === undefined ? now : Math.min(Date.parse(createdAt), now);
      return {
        ...fields,
        ...contentColumns(content),
        strategyId: strategyId != null && ownedStrategies.has(strategyId) ? strategyId : null,
        position: position ?? null,
        createdAt: new Date(madeAt),
        updatedAt: new Date(madeAt),
        userId: ctx.user.id,
      };
    });
    const inserted =
      rows.length === 0
        ? []
        : await tx
            .insert(prayers)
            .values(rows)
            .onConflictDoNothing({ target: [prayers.userId, prayers.clientId] })
            .returning({ id: prayers.id });
    if (inserted.length > 0) emit({ type: "prayers.changed", userId: ctx.user.id });
    return {
      imported: inserted.length,
      alreadySaved: unique.length - inserted.length,
      prayers: await listPrayers({ ctx: { ...ctx, db: tx } }),
    };
  });
}
