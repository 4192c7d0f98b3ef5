CREATE TABLE "user_watch_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"home_time_zone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_watch_settings" ADD CONSTRAINT "user_watch_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;