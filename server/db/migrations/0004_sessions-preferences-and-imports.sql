CREATE TABLE "prayer_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prayer_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"watch_number" integer NOT NULL,
	"duration" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"voice_guided" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_sessions_watch_number_check" CHECK ("prayer_sessions"."watch_number" between 1 and 8),
	CONSTRAINT "prayer_sessions_duration_check" CHECK ("prayer_sessions"."duration" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"preferences" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prayer_strategies" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "prayers" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "prayer_sessions" ADD CONSTRAINT "prayer_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prayer_sessions_user_client_id_key" ON "prayer_sessions" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "prayer_sessions_user_completed_idx" ON "prayer_sessions" USING btree ("user_id","completed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prayer_strategies_user_client_id_key" ON "prayer_strategies" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prayers_user_client_id_key" ON "prayers" USING btree ("user_id","client_id");