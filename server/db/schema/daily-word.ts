import { boolean, date, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** A user's love and completion of one day's word. */
export const dailyWordStates = pgTable(
  "daily_word_states",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    loved: boolean("loved").notNull().default(false),
    completed: boolean("completed").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.date] })],
);
