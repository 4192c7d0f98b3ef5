import type { ChatMessageType, GroupRole, ReactionType } from "@common/groups";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Prayer groups (issue 17, community spec §3). The leader is the member whose role is 'leader' (exactly
 * one per group, `group_members_one_leader_idx`); `createdBy` is who made the group and never changes.
 */
export const prayerGroups = pgTable(
  "prayer_groups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Who made the group; kept when they hand over leadership. Null once their account is deleted. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    isActive: boolean("is_active").notNull().default(true),
    /** Public: anyone signed in finds it and joins at once. Private: members are invited or approved. */
    isPublic: boolean("is_public").notNull().default(true),
    /** The watch the group keeps (1–8), or none. */
    watchNumber: integer("watch_number"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** The group's home time zone (IANA), for its schedule and roster (issue 18). */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** The leader's shareable invitation link's secret; null while the link is off. */
    inviteCode: text("invite_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("prayer_groups_public_watch_idx").on(table.isPublic, table.watchNumber, table.createdAt),
    index("prayer_groups_created_by_idx").on(table.createdBy),
    uniqueIndex("prayer_groups_invite_code_key").on(table.inviteCode),
    check("prayer_groups_watch_number_check", sql`${table.watchNumber} between 1 and 8`),
  ],
);

/** Who belongs to a group, and their role. A group always has exactly one leader. */
export const groupMembers = pgTable(
  "group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<GroupRole>().notNull().default("member"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index("group_members_user_idx").on(table.userId, table.groupId),
    uniqueIndex("group_members_one_leader_idx").on(table.groupId).where(sql`${table.role} = 'leader'`),
    check("group_members_role_check", sql`${table.role} in ('leader', 'member')`),
  ],
);

/** A request to join a private group, until the leader approves or declines it. */
export const groupJoinRequests = pgTable(
  "group_join_requests",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index("group_join_requests_user_idx").on(table.userId),
  ],
);

/**
 * An invitation sent by e-mail (`POST /api/invitations/send`): a single-use link whose secret is stored
 * only as its SHA-256. `groupId` null: an invitation to the app itself.
 */
export const groupInvitations = pgTable(
  "group_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer("group_id").references(() => prayerGroups.id, { onDelete: "cascade" }),
    /** Who sent it. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenDigest: text("token_digest").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: integer("accepted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("group_invitations_token_digest_key").on(table.tokenDigest),
    index("group_invitations_user_created_idx").on(table.userId, table.createdAt),
    index("group_invitations_group_idx").on(table.groupId),
    index("group_invitations_expires_idx").on(table.expiresAt),
  ],
);

/** A prayer shared on a group's wall. */
export const groupPosts = pgTable(
  "group_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    /** The author. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    isPinned: boolean("is_pinned").notNull().default(false),
    pinnedAt: timestamp("pinned_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The wall: pinned first, then newest.
    index("group_posts_wall_idx").on(table.groupId, table.isPinned, table.createdAt, table.id),
    index("group_posts_user_idx").on(table.userId, table.groupId),
  ],
);

/** One reaction of one kind by one member on a post (pressing again takes it back). */
export const groupPostReactions = pgTable(
  "group_post_reactions",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => groupPosts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<ReactionType>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.type, table.userId] }),
    index("group_post_reactions_user_idx").on(table.userId),
    check("group_post_reactions_type_check", sql`${table.type} in ('pray', 'heart', 'fire')`),
  ],
);

/** A comment on a post. */
export const groupPostComments = pgTable(
  "group_post_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => groupPosts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("group_post_comments_post_idx").on(table.postId, table.id),
    index("group_post_comments_user_idx").on(table.userId),
  ],
);

/**
 * A line of a group's chat: a member's message ('message' or 'prayer'), or a system line about a member
 * ('system': joined, left), whose `userId` is the member it is about.
 */
export const groupChatMessages = pgTable(
  "group_chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    type: text("type").$type<ChatMessageType>().notNull().default("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // History, newest first, paged by id.
    index("group_chat_messages_group_idx").on(table.groupId, table.id),
    index("group_chat_messages_user_idx").on(table.userId),
    check("group_chat_messages_type_check", sql`${table.type} in ('message', 'prayer', 'system')`),
  ],
);

/**
 * Who is praying now, and for which watch: renewed by the browser while a session runs, gone when it
 * stops or after `PRAYER_PRESENCE_TTL_SECONDS` without renewal. A group is 'Live' while its members pray
 * for its watch (issue 17 §6).
 */
export const prayerPresence = pgTable(
  "prayer_presence",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    watchNumber: integer("watch_number").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("prayer_presence_watch_idx").on(table.watchNumber, table.expiresAt),
    check("prayer_presence_watch_number_check", sql`${table.watchNumber} between 1 and 8`),
  ],
);
