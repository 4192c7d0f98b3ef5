import { count, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./db/client";
import { users } from "./db/schema";
import { Conflict } from "./errors";

/**
 * Holds the user's own row until the transaction ends, so two writes of one user that count rows
 * before adding some run one after the other and cannot both pass a per-user cap. NO KEY UPDATE:
 * inserts elsewhere that only reference the user (their foreign key check) do not wait for it.
 */
export async function lockUserForCappedWrite(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/**
 * The first step of every capped write: holds the user's row (above), then counts the rows they keep in
 * `table`. Inside the write's transaction, so the count stays true until it commits.
 */
export async function lockAndCountUserRows(
  db: Database,
  table: PgTable & { userId: AnyPgColumn },
  userId: number,
): Promise<number> {
  await lockUserForCappedWrite(db, userId);
  const [{ kept } = { kept: 0 }] = await db
    .select({ kept: count() })
    .from(table as PgTable)
    .where(eq(table.userId, userId));
  return kept;
}

/** 409 with the cap's message when keeping `kept` rows and adding `adding` would pass `max`. Nothing is written. */
export function assertWithinCap({
  kept,
  adding,
  max,
  message,
}: {
  kept: number;
  adding: number;
  max: number;
  message: string;
}): void {
  if (adding > 0 && kept + adding > max) throw new Conflict(message);
}
