import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Outgoing e-mail (decision 025): the rendered message waits here; a `mail.send` job names the row by id,
 * sends it and marks it sent, so a job payload holds ids only and nothing queued is lost.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set in the same statement that records the SMTP server's acceptance; a sent row is never sent again. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("mail_outbox_created_at_idx").on(table.createdAt)],
);
