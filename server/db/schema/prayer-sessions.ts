import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Timed or voice-guided prayers (core spec §3, §4). */
export const prayerSessions = pgTable(
  "prayer_sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Made by the client, unique per user: a retried save or a repeated import is stored once. */
    clientId: text("client_id").notNull(),
    watchNumber: integer("watch_number").notNull(),
    /** Minutes prayed, rounded up. */
    duration: integer("duration").notNull(),
    notes: text("notes").notNull().default(""),
    voiceGuided: boolean("voice_guided").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("prayer_sessions_user_client_id_key").on(table.userId, table.clientId),
    index("prayer_sessions_user_completed_idx").on(table.userId, table.completedAt, table.id),
    check("prayer_sessions_watch_number_check", sql`${table.watchNumber} between 1 and 8`),
    check("prayer_sessions_duration_check", sql`${table.duration} > 0`),
  ],
);
