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

export async function updatePrayer({
  ctx,
  input: { id, changes },
}: {
  ctx: AuthenticatedContext;
  input: { id: number; changes: PrayerChanges };
}): Promise<Prayer> {
  const { content, ...fields } = changes;
  const onlyMoved = Object.entries(changes).every(([field, value]) => field === "position" || value === undefined);
  if (onlyMoved && changes.position) return movePrayer(ctx, id, changes.position);
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
 * Moving a note is the wall's most frequent write (every drag saves each note that moved). Moves that
 * arrive in the same turn of the event loop are written together, in one statement and one commit:
 * each caller still gets its own row back (or NotFound), after the commit. Two moves of one note in the
 * same batch keep the later one.
 */
type Move = { id: number; userId: number; position: string };
type WaitingMove = Move & { resolve: (row: Row | undefined) => void; reject: (error: unknown) => void };

class MoveBatcher {
  private queue: WaitingMove[] = [];

  constructor(private readonly db: AuthenticatedContext["db"]) {}

  move(move: Move): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      if (this.queue.length === 0) setImmediate(() => void this.flush());
      this.queue.push({ ...move, resolve, reject });
    });
  }

  private async flush() {
    const batch = this.queue;
    this.queue = [];
    const latest = new Map<string, WaitingMove>();
    for (const waiting of batch) latest.set(`${waiting.id}:${waiting.userId}`, waiting);
    const moves = [...latest.values()];
    try {
      const result = (await this.db.execute(sql`
        update ${prayers} as p
        set position = v.position::jsonb, updated_at = now()
        from unnest(
          ${sql.param(moves.map((move) => move.id))}::int[],
          ${sql.param(moves.map((move) => move.userId))}::int[],
          ${sql.param(moves.map((move) => move.position))}::text[]
        ) as v(id, user_id, position)
        where p.id = v.id and p.user_id = v.user_id and ${commitAsynchronously}
        returning p.*`)) as unknown as { rows: RawPrayerRow[] };
      const rows = new Map(
        result.rows.map((raw) => {
          const row = rowFromRaw(raw);
          return [`${row.id}:${row.userId}`, row];
        }),
      );
      for (const waiting of batch) waiting.resolve(rows.get(`${waiting.id}:${waiting.userId}`));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
const moveBatchers = new WeakMap<AuthenticatedContext["db"], MoveBatcher>();

/** A `prayers` row as the driver returns it from raw SQL (column names, driver types). */
type RawPrayerRow = {
  id: number;
  user_id: number;
  strategy_id: number | null;
  title: string;
  content_text: string | null;
  content_object: Row["contentObject"] | string;
  type: string;
  category: Row["category"];
  color: string;
  watch_number: number;
  is_answered: boolean;
  position: PrayerPosition | string | null;
  client_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const fromJson = <T>(value: T | string | null): T | null =>
  typeof value === "string" ? (JSON.parse(value) as T) : value;
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function rowFromRaw(raw: RawPrayerRow): Row {
  return {
    id: raw.id,
    userId: raw.user_id,
    strategyId: raw.strategy_id,
    title: raw.title,
    contentText: raw.content_text,
    contentObject: fromJson(raw.content_object),
    type: raw.type,
    category: raw.category,
    color: raw.color,
    watchNumber: raw.watch_number,
    isAnswered: raw.is_answered,
    position: fromJson(raw.position),
    clientId: raw.client_id,
    createdAt: toDate(raw.created_at),
    updatedAt: toDate(raw.updated_at),
  };
}

async function movePrayer(ctx: AuthenticatedContext, id: number, position: PrayerPosition): Promise<Prayer> {
  let batcher = moveBatchers.get(ctx.db);
  if (!batcher) {
    batcher = new MoveBatcher(ctx.db);
    moveBatchers.set(ctx.db, batcher);
  }
  const row = await batcher.move({ id, userId: ctx.user.id, position: JSON.stringify(position) });
  if (!row) throw new NotFound(PrayerMessages.notFound);
  return prayerOf(row, 0);
}

/**
 * A condition that is always true and makes the statement's own transaction commit without waiting
 * for the disk: a moved note's place is cosmetic, so a database crash may forget the last fraction of
 * a second of moves but never corrupts anything (decision 009).
 */
const commitAsynchronously = sql`(select set_config('synchronous_commit', 'off', true)) is not null`;

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
