CREATE TABLE "bible_favorites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bible_favorites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_plan_progress" (
	"user_id" integer NOT NULL,
	"plan_type" text NOT NULL,
	"day" integer NOT NULL,
	"completed" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_word_states" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"loved" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_word_states_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
ALTER TABLE "bible_favorites" ADD CONSTRAINT "bible_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_plan_progress" ADD CONSTRAINT "reading_plan_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_word_states" ADD CONSTRAINT "daily_word_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bible_favorites_user_reference_key" ON "bible_favorites" USING btree ("user_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_plan_progress_key" ON "reading_plan_progress" USING btree ("user_id","plan_type","day");--> statement-breakpoint
CREATE INDEX "reading_plan_progress_user_type_idx" ON "reading_plan_progress" USING btree ("user_id","plan_type");