import {
  defaultPrayerPosition,
  type NewPrayer,
  PRAYER_LIMITS,
  type Prayer,
  type PrayerChanges,
  type PrayerContent,
  PrayerMessages,
} from "@common/prayers";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import { prayers } from "../../db/schema";
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
  await checkStrategy(ctx, changes.strategyId);
  const { content, ...fields } = changes;
  const [row] = await ctx.db
    .update(prayers)
    .set({ ...fields, ...(content === undefined ? {} : contentColumns(content)), updatedAt: new Date() })
    .where(mine(ctx, id))
    .returning();
  if (!row) throw new NotFound(PrayerMessages.notFound);
  return prayerOf(row, row.position ? 0 : await indexOf(ctx, row));
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
