ALTER TABLE "mail_outbox" ADD COLUMN "key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_key_idx" ON "mail_outbox" USING btree ("key");