CREATE TABLE "group_chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"type" text DEFAULT 'message' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_chat_messages_type_check" CHECK ("group_chat_messages"."type" in ('message', 'prayer', 'system'))
);
--> statement-breakpoint
CREATE TABLE "group_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer
);
--> statement-breakpoint
CREATE TABLE "group_join_requests" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_join_requests_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_members_role_check" CHECK ("group_members"."role" in ('leader', 'member'))
);
--> statement-breakpoint
CREATE TABLE "group_post_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_post_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_post_reactions" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_post_reactions_post_id_type_user_id_pk" PRIMARY KEY("post_id","type","user_id"),
	CONSTRAINT "group_post_reactions_type_check" CHECK ("group_post_reactions"."type" in ('pray', 'heart', 'fire'))
);
--> statement-breakpoint
CREATE TABLE "group_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"pinned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayer_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prayer_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"watch_number" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"invite_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_groups_watch_number_check" CHECK ("prayer_groups"."watch_number" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "prayer_presence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"watch_number" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prayer_presence_watch_number_check" CHECK ("prayer_presence"."watch_number" between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "group_chat_messages" ADD CONSTRAINT "group_chat_messages_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_chat_messages" ADD CONSTRAINT "group_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_join_requests" ADD CONSTRAINT "group_join_requests_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_join_requests" ADD CONSTRAINT "group_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_comments" ADD CONSTRAINT "group_post_comments_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_comments" ADD CONSTRAINT "group_post_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_reactions" ADD CONSTRAINT "group_post_reactions_post_id_group_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."group_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_post_reactions" ADD CONSTRAINT "group_post_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_posts" ADD CONSTRAINT "group_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_groups" ADD CONSTRAINT "prayer_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_presence" ADD CONSTRAINT "prayer_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_chat_messages_group_idx" ON "group_chat_messages" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "group_chat_messages_user_idx" ON "group_chat_messages" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_invitations_token_digest_key" ON "group_invitations" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "group_invitations_user_created_idx" ON "group_invitations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "group_invitations_group_idx" ON "group_invitations" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_invitations_expires_idx" ON "group_invitations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "group_join_requests_user_idx" ON "group_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_one_leader_idx" ON "group_members" USING btree ("group_id") WHERE "group_members"."role" = 'leader';--> statement-breakpoint
CREATE INDEX "group_post_comments_post_idx" ON "group_post_comments" USING btree ("post_id","id");--> statement-breakpoint
CREATE INDEX "group_post_comments_user_idx" ON "group_post_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_post_reactions_user_idx" ON "group_post_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_posts_wall_idx" ON "group_posts" USING btree ("group_id","is_pinned","created_at","id");--> statement-breakpoint
CREATE INDEX "group_posts_user_idx" ON "group_posts" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE INDEX "prayer_groups_public_watch_idx" ON "prayer_groups" USING btree ("is_public","watch_number","created_at");--> statement-breakpoint
CREATE INDEX "prayer_groups_created_by_idx" ON "prayer_groups" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "prayer_groups_invite_code_key" ON "prayer_groups" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "prayer_presence_watch_idx" ON "prayer_presence" USING btree ("watch_number","expires_at");