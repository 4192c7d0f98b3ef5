import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";

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
    /** The account the mail is for, if any: deleting the account deletes its queued and kept mail. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Past this time the mail is not sent (e.g. a link that has expired by then); null: no limit. */
    notAfter: timestamp("not_after", { withTimezone: true }),
    /** Set when the mail was given up on (retries spent or too late); its address and text are blanked then. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /**
     * Set by a caller that may queue the same mail again (a job retried after its transaction committed):
     * one row per key while the row is kept, so the second queue is a no-op. Null for mail queued once anyway.
     */
    key: text("key"),
  },
  (table) => [
    index("mail_outbox_created_at_idx").on(table.createdAt),
    index("mail_outbox_user_id_idx").on(table.userId),
    uniqueIndex("mail_outbox_key_idx").on(table.key),
  ],
);
