CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_event_confirmations" (
	"event_id" integer NOT NULL,
	"occurrence_date" date NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_event_confirmations_event_id_occurrence_date_user_id_pk" PRIMARY KEY("event_id","occurrence_date","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"recurrence" text,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_events_duration_check" CHECK ("group_events"."duration_minutes" in (30, 60, 90, 120)),
	CONSTRAINT "group_events_recurrence_check" CHECK ("group_events"."recurrence" is null or "group_events"."recurrence" in ('weekly', 'monthly')),
	CONSTRAINT "group_events_status_check" CHECK ("group_events"."status" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "group_handover_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_handover_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"watch_number" integer NOT NULL,
	"watch_date" date NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_handover_notes_watch_check" CHECK ("group_handover_notes"."watch_number" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "group_notification_recipients" (
	"notification_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_notification_recipients_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_notification_settings" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_notification_settings_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"created_by" integer,
	"ref_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_studies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_studies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'devotional' NOT NULL,
	"url" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_studies_type_check" CHECK ("group_studies"."type" in ('devotional', 'bible_study', 'resource', 'video'))
);
--> statement-breakpoint
CREATE TABLE "group_study_progress" (
	"study_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_study_progress_study_id_user_id_pk" PRIMARY KEY("study_id","user_id"),
	CONSTRAINT "group_study_progress_status_check" CHECK ("group_study_progress"."status" in ('not_started', 'in_progress', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "group_watch_commitments" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"watch_number" integer NOT NULL,
	"weekdays" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_watch_commitments_group_id_user_id_watch_number_pk" PRIMARY KEY("group_id","user_id","watch_number"),
	CONSTRAINT "group_watch_commitments_watch_check" CHECK ("group_watch_commitments"."watch_number" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "group_watch_substitutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_watch_substitutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"watch_number" integer NOT NULL,
	"watch_date" date NOT NULL,
	"requested_by" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"taken_by" integer,
	"taken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_watch_substitutions_watch_check" CHECK ("group_watch_substitutions"."watch_number" between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_event_confirmations" ADD CONSTRAINT "group_event_confirmations_event_id_group_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."group_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_event_confirmations" ADD CONSTRAINT "group_event_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_events" ADD CONSTRAINT "group_events_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_events" ADD CONSTRAINT "group_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_handover_notes" ADD CONSTRAINT "group_handover_notes_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_handover_notes" ADD CONSTRAINT "group_handover_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notification_recipients" ADD CONSTRAINT "group_notification_recipients_notification_id_group_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."group_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notification_recipients" ADD CONSTRAINT "group_notification_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notification_recipients" ADD CONSTRAINT "group_notification_recipients_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notification_settings" ADD CONSTRAINT "group_notification_settings_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notification_settings" ADD CONSTRAINT "group_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notifications" ADD CONSTRAINT "group_notifications_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_notifications" ADD CONSTRAINT "group_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_studies" ADD CONSTRAINT "group_studies_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_studies" ADD CONSTRAINT "group_studies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_study_progress" ADD CONSTRAINT "group_study_progress_study_id_group_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."group_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_study_progress" ADD CONSTRAINT "group_study_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_watch_commitments" ADD CONSTRAINT "group_watch_commitments_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_watch_commitments" ADD CONSTRAINT "group_watch_commitments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_watch_substitutions" ADD CONSTRAINT "group_watch_substitutions_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_watch_substitutions" ADD CONSTRAINT "group_watch_substitutions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_watch_substitutions" ADD CONSTRAINT "group_watch_substitutions_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_digest_key" ON "calendar_feeds" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "group_event_confirmations_user_idx" ON "group_event_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_events_group_idx" ON "group_events" USING btree ("group_id","starts_on");--> statement-breakpoint
CREATE INDEX "group_events_created_by_idx" ON "group_events" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "group_events_plan_idx" ON "group_events" USING btree ("recurrence","starts_on");--> statement-breakpoint
CREATE INDEX "group_handover_notes_watch_idx" ON "group_handover_notes" USING btree ("group_id","watch_date","watch_number");--> statement-breakpoint
CREATE INDEX "group_handover_notes_user_idx" ON "group_handover_notes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_handover_notes_created_at_idx" ON "group_handover_notes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "group_notification_recipients_user_idx" ON "group_notification_recipients" USING btree ("user_id","group_id","created_at");--> statement-breakpoint
CREATE INDEX "group_notification_recipients_unread_idx" ON "group_notification_recipients" USING btree ("user_id","group_id") WHERE "group_notification_recipients"."read_at" is null;--> statement-breakpoint
CREATE INDEX "group_notification_settings_user_idx" ON "group_notification_settings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_notifications_group_idx" ON "group_notifications" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "group_notifications_created_by_idx" ON "group_notifications" USING btree ("created_by","type","created_at");--> statement-breakpoint
CREATE INDEX "group_notifications_created_at_idx" ON "group_notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "group_studies_group_idx" ON "group_studies" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "group_studies_created_by_idx" ON "group_studies" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "group_study_progress_user_idx" ON "group_study_progress" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_watch_commitments_user_idx" ON "group_watch_commitments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_watch_commitments_watch_idx" ON "group_watch_commitments" USING btree ("group_id","watch_number");--> statement-breakpoint
CREATE UNIQUE INDEX "group_watch_substitutions_one_key" ON "group_watch_substitutions" USING btree ("group_id","watch_number","watch_date","requested_by");--> statement-breakpoint
CREATE INDEX "group_watch_substitutions_week_idx" ON "group_watch_substitutions" USING btree ("group_id","watch_date");--> statement-breakpoint
CREATE INDEX "group_watch_substitutions_requested_by_idx" ON "group_watch_substitutions" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "group_watch_substitutions_taken_by_idx" ON "group_watch_substitutions" USING btree ("taken_by");