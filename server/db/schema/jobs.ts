import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Durable background jobs (decision 023): claimed with FOR UPDATE SKIP LOCKED, leased while running.
 * A (name, key) pair is taken once for as long as the row is kept, so a keyed job is never queued twice.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    key: text("key"),
    payload: jsonb("payload").notNull(),
    /** queued | running | done | failed | missed */
    status: text("status").notNull().default("queued"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    /** Past this time the job is marked missed instead of run; null: never too late. */
    lateAfter: timestamp("late_after", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    /** While running: the lease; once it passes, the instance that held it counts as crashed. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("jobs_name_key_key").on(table.name, table.key).where(sql`${table.key} is not null`),
    index("jobs_due_idx").on(table.runAt).where(sql`${table.status} = 'queued'`),
    index("jobs_lease_idx").on(table.lockedUntil).where(sql`${table.status} = 'running'`),
    index("jobs_finished_at_idx").on(table.finishedAt).where(sql`${table.finishedAt} is not null`),
  ],
);
