import type { ReminderSettings } from "@common/reminders";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { pushSubscriptions } from "./push";

/** A user's reminder settings (issue 16, `common/reminders.ts`); no row: the defaults. */
export const reminderSettings = pgTable("reminder_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<ReminderSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each reminder occurrence handed to each device, recorded before the push is sent, so a retried or
 * duplicated run never sends one twice. `reminderKey` names the occurrence (e.g. 'watch:3:2026-11-24T23:55Z').
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    reminderKey: text("reminder_key").notNull(),
    subscriptionId: bigint("subscription_id", { mode: "number" })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reminderKey, table.subscriptionId] }),
    index("reminder_deliveries_user_id_idx").on(table.userId),
    index("reminder_deliveries_sent_at_idx").on(table.sentAt),
  ],
);
