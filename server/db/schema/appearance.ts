import type { AppearanceSettings } from "@common/appearance";
import { integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const userAppearance = pgTable("user_appearance", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<AppearanceSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
