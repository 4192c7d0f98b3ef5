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
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import { prayerStrategies, prayers, users } from "../../db/schema";
import { Conflict, NotFound, ValidationError } from "../../errors";
import { ownsPrayerStrategy } from "../prayer-strategies/prayer-strategies.service";
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

const mine = (ctx: AuthenticatedContext, id: number) => and(eq(prayers.id, id), eq(prayers.userId, ctx.user.id));

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
    .where(eq(prayers.userId, ctx.user.id))
    .orderBy(desc(prayers.createdAt), desc(prayers.id));
  return rows.map(prayerOf);
}

export async function createPrayer({ ctx, input }: { ctx: AuthenticatedContext; input: NewPrayer }): Promise<Prayer> {
  await checkStrategy(ctx, input.strategyId);
  const [{ kept } = { kept: 0 }] = await ctx.db
    .select({ kept: count() })
    .from(prayers)
    .where(eq(prayers.userId, ctx.user.id));
  if (kept >= PRAYER_LIMITS.perUserMax) throw new Conflict(PrayerMessages.tooMany);
  const { position, content, ...fields } = input;
  const [row] = await ctx.db
    .insert(prayers)
    .values({ ...fields, ...contentColumns(content), position: position ?? null, userId: ctx.user.id })
    .returning();
  return prayerOf(row!, 0);
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
  const [row] = await ctx.db
    .update(prayers)
    .set({ ...fields, ...(content === undefined ? {} : contentColumns(content)), updatedAt: new Date() })
    .where(mine(ctx, id))
    .returning();
  if (!row) throw new NotFound(PrayerMessages.notFound);
  return prayerOf(row, row.position ? 0 : await indexOf(ctx, row));
}

/**
 * Moves one of the user's notes (written in a batch with other moves, `move-batcher.ts`) and answers
 * the moved note as the API shows it, as JSON text ready to send; NotFound when it is not theirs.
 * `sender` signs the notification the move sends the other servers' list caches.
 */
export async function movePrayer({
  ctx,
  input: { id, position, sender },
}: {
  ctx: AuthenticatedContext;
  input: { id: number; position: PrayerPosition; sender: string };
}): Promise<string> {
  const moved = await moveBatcherOf(ctx.db).move({ id, userId: ctx.user.id, position, sender });
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
        eq(prayers.userId, ctx.user.id),
        sql`(${prayers.createdAt}, ${prayers.id}) > (select p.created_at, p.id from prayers p where p.id = ${row.id})`,
      ),
    );
  return before;
}

export async function deletePrayer({ ctx, input }: { ctx: AuthenticatedContext; input: { id: number } }) {
  const deleted = await ctx.db.delete(prayers).where(mine(ctx, input.id)).returning({ id: prayers.id });
  if (deleted.length === 0) throw new NotFound(PrayerMessages.notFound);
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
  return ctx.db.transaction(async (tx) => {
    // One import at a time per user, so two concurrent ones cannot both pass the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.user.id)).for("update");
    const [{ kept } = { kept: 0 }] = await tx
      .select({ kept: count() })
      .from(prayers)
      .where(eq(prayers.userId, ctx.user.id));
    const known = await tx
      .select({ clientId: prayers.clientId })
      .from(prayers)
      .where(
        and(
          eq(prayers.userId, ctx.user.id),
          inArray(
            prayers.clientId,
            unique.map(({ clientId }) => clientId),
          ),
        ),
      );
    const knownIds = new Set(known.map(({ clientId }) => clientId));
    const fresh = unique.filter(({ clientId }) => !knownIds.has(clientId));
    if (kept + fresh.length > PRAYER_LIMITS.perUserMax) throw new Conflict(PrayerImportMessages.importTooMany);

    const wantedStrategies = [...new Set(fresh.flatMap(({ strategyId }) => (strategyId == null ? [] : [strategyId])))];
    const ownedStrategies = new Set(
      wantedStrategies.length === 0
        ? []
        : (
            await tx
              .select({ id: prayerStrategies.id })
              .from(prayerStrategies)
              .where(and(eq(prayerStrategies.userId, ctx.user.id), inArray(prayerStrategies.id, wantedStrategies)))
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
    return {
      imported: inserted.length,
      alreadySaved: unique.length - inserted.length,
      prayers: await listPrayers({ ctx: { ...ctx, db: tx } }),
    };
  });
}
