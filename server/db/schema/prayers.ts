import type { PrayerStrategyFrequency, PrayerStrategyPriority } from "@common/prayer-strategies";
import type { PrayerCategory, PrayerContent, PrayerPosition } from "@common/prayers";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const prayerStrategies = pgTable(
  "prayer_strategies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Minutes. */
    duration: integer("duration").notNull().default(30),
    focus: text("focus").notNull(),
    scriptures: jsonb("scriptures").$type<string[]>().notNull().default([]),
    prayerPoints: jsonb("prayer_points").$type<string[]>().notNull().default([]),
    watchNumber: integer("watch_number").notNull().default(1),
    frequency: text("frequency").$type<PrayerStrategyFrequency>().notNull().default("daily"),
    /** "HH:mm" each. */
    reminderTimes: jsonb("reminder_times").$type<string[]>().notNull().default([]),
    priority: text("priority").$type<PrayerStrategyPriority>().notNull().default("medium"),
    /** The local id of a strategy imported from the browser, so importing it again adds no copy. */
    clientId: text("client_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("prayer_strategies_user_created_idx").on(table.userId, table.createdAt, table.id),
    uniqueIndex("prayer_strategies_user_client_id_key").on(table.userId, table.clientId),
    check("prayer_strategies_watch_number_check", sql`${table.watchNumber} between 1 and 8`),
  ],
);

export const prayers = pgTable(
  "prayers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Deleting the strategy keeps its prayers, unlinked. */
    strategyId: integer("strategy_id").references(() => prayerStrategies.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /**
     * Exactly one is set: plain text, or the `{ text }` / five-stage object as JSON. (A JSON string in
     * a jsonb column would not survive: the driver parses any string that looks like JSON.)
     */
    contentText: text("content_text"),
    contentObject: jsonb("content_object").$type<Exclude<PrayerContent, string>>(),
    type: text("type").notNull().default("personal"),
    category: text("category").$type<PrayerCategory>().notNull(),
    color: text("color").notNull(),
    watchNumber: integer("watch_number").notNull().default(1),
    isAnswered: boolean("is_answered").notNull().default(false),
    /** Null until the note is moved: its place then follows its index in the list. */
    position: jsonb("position").$type<PrayerPosition>(),
    /** The local id of a prayer imported from the browser, so importing it again adds no copy. */
    clientId: text("client_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("prayers_user_created_idx").on(table.userId, table.createdAt, table.id),
    index("prayers_strategy_idx").on(table.strategyId),
    uniqueIndex("prayers_user_client_id_key").on(table.userId, table.clientId),
    check("prayers_watch_number_check", sql`${table.watchNumber} between 1 and 8`),
    check("prayers_content_check", sql`(${table.contentText} is null) <> (${table.contentObject} is null)`),
  ],
);
