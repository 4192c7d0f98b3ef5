import type { Preferences } from "@common/preferences";
import { integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Spiritual, voice and notification preferences of a signed-in user (one row each). */
export const userPreferences = pgTable("user_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  preferences: jsonb("preferences").$type<Preferences>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
