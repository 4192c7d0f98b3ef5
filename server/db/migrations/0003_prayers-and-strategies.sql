CREATE TABLE "prayer_strategies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prayer_strategies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"duration" integer DEFAULT 30 NOT NULL,
	"focus" text NOT NULL,
	"scriptures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prayer_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watch_number" integer DEFAULT 1 NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"reminder_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_strategies_watch_number_check" CHECK ("prayer_strategies"."watch_number" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "prayers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prayers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"strategy_id" integer,
	"title" text NOT NULL,
	"content_text" text,
	"content_object" jsonb,
	"type" text DEFAULT 'personal' NOT NULL,
	"category" text NOT NULL,
	"color" text NOT NULL,
	"watch_number" integer DEFAULT 1 NOT NULL,
	"is_answered" boolean DEFAULT false NOT NULL,
	"position" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayers_watch_number_check" CHECK ("prayers"."watch_number" between 1 and 8),
	CONSTRAINT "prayers_content_check" CHECK (("prayers"."content_text" is null) <> ("prayers"."content_object" is null))
);
--> statement-breakpoint
ALTER TABLE "prayer_strategies" ADD CONSTRAINT "prayer_strategies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayers" ADD CONSTRAINT "prayers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayers" ADD CONSTRAINT "prayers_strategy_id_prayer_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."prayer_strategies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prayer_strategies_user_created_idx" ON "prayer_strategies" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prayers_user_created_idx" ON "prayers" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prayers_strategy_idx" ON "prayers" USING btree ("strategy_id");