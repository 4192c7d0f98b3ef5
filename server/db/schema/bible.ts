import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const bibleFavorites = pgTable(
  "bible_favorites",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The canonical reference, e.g. "John 3:16". */
    reference: text("reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bible_favorites_user_reference_key").on(table.userId, table.reference),
    // The list is read newest first.
    index("bible_favorites_user_created_idx").on(table.userId, table.createdAt, table.id),
  ],
);

/** One row per day of a reading plan the user marked read. */
export const readingPlanProgress = pgTable(
  "reading_plan_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planType: text("plan_type").notNull(),
    day: integer("day").notNull(),
    completed: boolean("completed").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reading_plan_progress_key").on(table.userId, table.planType, table.day),
    index("reading_plan_progress_user_type_idx").on(table.userId, table.planType),
  ],
);
