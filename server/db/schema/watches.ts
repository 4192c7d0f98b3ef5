import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Per-user watch settings: a pinned home time zone (null follows the device). */
export const userWatchSettings = pgTable("user_watch_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  homeTimeZone: text("home_time_zone"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
