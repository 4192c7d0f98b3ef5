import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
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
import { prayerGroups } from "./groups";

/**
 * What a group plans and keeps together (issue 18, community spec §2, §3): its schedule of prayer events,
 * shared studies, alerts with each member's notification settings, its watch roster, and each user's
 * private calendar feed. Times of day are wall-clock times in the zone the row names (the group's home
 * time zone when it was written), so a weekly 06:00 stays 06:00 across daylight-saving changes.
 */

// ----- Schedule (GET/POST /api/prayer-groups/{id}/events) -----

/** A prayer event: once, or repeating weekly or monthly from `startsOn`. */
export const groupEvents = pgTable(
  "group_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    /** Who scheduled it; null once their account is deleted (the event stays the group's). */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The first (or only) occurrence's local date in `timeZone`. */
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    /** Local start time "HH:MM" in `timeZone`. */
    startTime: text("start_time").notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    /** null: once; 'weekly' or 'monthly': repeats on the same weekday / day of month. */
    recurrence: text("recurrence").$type<"weekly" | "monthly">(),
    /** IANA zone the date and time are in: the group's home time zone when it was scheduled. */
    timeZone: text("time_zone").notNull(),
    /** 'scheduled' or 'cancelled'; whether an occurrence is 'confirmed' comes from its confirmations. */
    status: text("status").$type<"scheduled" | "cancelled">().notNull().default("scheduled"),
    /** Raised on each change, for calendar apps (ICS SEQUENCE). */
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("group_events_group_idx").on(table.groupId, table.startsOn),
    index("group_events_created_by_idx").on(table.createdBy),
    // The event-reminder planner reads repeating events and those still to come.
    index("group_events_plan_idx").on(table.recurrence, table.startsOn),
    check("group_events_duration_check", sql`${table.durationMinutes} in (30, 60, 90, 120)`),
    check(
      "group_events_recurrence_check",
      sql`${table.recurrence} is null or ${table.recurrence} in ('weekly', 'monthly')`,
    ),
    check("group_events_status_check", sql`${table.status} in ('scheduled', 'cancelled')`),
  ],
);

/** A member's confirmed attendance at one occurrence (its local date) of an event. */
export const groupEventConfirmations = pgTable(
  "group_event_confirmations",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => groupEvents.id, { onDelete: "cascade" }),
    occurrenceDate: date("occurrence_date", { mode: "string" }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.occurrenceDate, table.userId] }),
    index("group_event_confirmations_user_idx").on(table.userId),
  ],
);

// ----- Shared studies -----

/** A study material the leader shares with the group. */
export const groupStudies = pgTable(
  "group_studies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    content: text("content").notNull().default(""),
    type: text("type").$type<"devotional" | "bible_study" | "resource" | "video">().notNull().default("devotional"),
    /** An http(s) link, or null. */
    url: text("url"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("group_studies_group_idx").on(table.groupId, table.createdAt),
    index("group_studies_created_by_idx").on(table.createdBy),
    check("group_studies_type_check", sql`${table.type} in ('devotional', 'bible_study', 'resource', 'video')`),
  ],
);

/** One member's progress and personal notes on a study (no row: not started, no notes). */
export const groupStudyProgress = pgTable(
  "group_study_progress",
  {
    studyId: integer("study_id")
      .notNull()
      .references(() => groupStudies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<"not_started" | "in_progress" | "completed">().notNull().default("not_started"),
    notes: text("notes").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studyId, table.userId] }),
    index("group_study_progress_user_idx").on(table.userId),
    check("group_study_progress_status_check", sql`${table.status} in ('not_started', 'in_progress', 'completed')`),
  ],
);

// ----- Alerts -----

/**
 * Something that happened in a group, told to some of its members: a new post, a new member, an event
 * about to start, the leader's message, an urgent call to those on watch, a substitute wanted. Who was
 * told (and whether they read it) is `group_notification_recipients`, written when it is created from
 * each member's notification settings.
 */
export const groupNotifications = pgTable(
  "group_notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    /** Who caused it (the poster, the new member, the leader, the caller); null for the schedule's reminders. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** What it is about, for a link: the post, event, substitution… (by `type`). */
    refId: integer("ref_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("group_notifications_group_idx").on(table.groupId, table.createdAt),
    // The urgent-call rate limit counts a member's recent calls.
    index("group_notifications_created_by_idx").on(table.createdBy, table.type, table.createdAt),
    index("group_notifications_created_at_idx").on(table.createdAt),
  ],
);

/** A member told of a notification, and when they read it. */
export const groupNotificationRecipients = pgTable(
  "group_notification_recipients",
  {
    notificationId: bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => groupNotifications.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Denormalised from the notification: a member's list and unread count per group read one index. */
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.userId] }),
    index("group_notification_recipients_user_idx").on(table.userId, table.groupId, table.createdAt),
    index("group_notification_recipients_unread_idx")
      .on(table.userId, table.groupId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** A member's notification settings for one group (no row: the spec's defaults). */
export const groupNotificationSettings = pgTable(
  "group_notification_settings",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `NotificationSettings` of common/group-alerts.ts: { alertTypes, methods }. */
    settings: jsonb("settings").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index("group_notification_settings_user_idx").on(table.userId),
  ],
);

// ----- The group's watch roster -----

/** A member keeps one of the eight watches for the group, every day or on chosen weekdays. */
export const groupWatchCommitments = pgTable(
  "group_watch_commitments",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    watchNumber: integer("watch_number").notNull(),
    /** ISO weekdays (1 Monday … 7 Sunday) in the group's zone, on the watch's start; all seven: every day. */
    weekdays: jsonb("weekdays").$type<number[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId, table.watchNumber] }),
    index("group_watch_commitments_user_idx").on(table.userId),
    index("group_watch_commitments_watch_idx").on(table.groupId, table.watchNumber),
    check("group_watch_commitments_watch_check", sql`${table.watchNumber} between 1 and 8`),
  ],
);

/**
 * A keeper who cannot keep one watch on one day (the local date in the group's zone on which the watch
 * starts) asks for a substitute; another member takes it.
 */
export const groupWatchSubstitutions = pgTable(
  "group_watch_substitutions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    watchNumber: integer("watch_number").notNull(),
    watchDate: date("watch_date", { mode: "string" }).notNull(),
    requestedBy: integer("requested_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: text("note").notNull().default(""),
    /** The member who took it; null while it is open. */
    takenBy: integer("taken_by").references(() => users.id, { onDelete: "set null" }),
    takenAt: timestamp("taken_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("group_watch_substitutions_one_key").on(
      table.groupId,
      table.watchNumber,
      table.watchDate,
      table.requestedBy,
    ),
    index("group_watch_substitutions_week_idx").on(table.groupId, table.watchDate),
    index("group_watch_substitutions_requested_by_idx").on(table.requestedBy),
    index("group_watch_substitutions_taken_by_idx").on(table.takenBy),
    check("group_watch_substitutions_watch_check", sql`${table.watchNumber} between 1 and 8`),
  ],
);

/**
 * A note left by a member ending a watch for the keepers of the next one, shown to them as their watch
 * begins. `watchNumber`/`watchDate` name the watch it was written in (group zone); it is for the one after.
 */
export const groupHandoverNotes = pgTable(
  "group_handover_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer("group_id")
      .notNull()
      .references(() => prayerGroups.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    watchNumber: integer("watch_number").notNull(),
    watchDate: date("watch_date", { mode: "string" }).notNull(),
    note: text("note").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("group_handover_notes_watch_idx").on(table.groupId, table.watchDate, table.watchNumber),
    index("group_handover_notes_user_idx").on(table.userId),
    index("group_handover_notes_created_at_idx").on(table.createdAt),
    check("group_handover_notes_watch_check", sql`${table.watchNumber} between 1 and 8`),
  ],
);

// ----- Calendars -----

/**
 * A user's private calendar feed (`/calendar/{token}.ics`): their groups' events and their committed
 * watches. Only the SHA-256 of the secret is kept; revoking deletes the row, a new link replaces it.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenDigest: text("token_digest").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("calendar_feeds_token_digest_key").on(table.tokenDigest)],
);
