import type { DiscoverGroupsQuery } from "@common/groups";

/**
 * The group queries several features share (decision 050): the groups feature (issue 17), the group pages
 * of issue 18 (schedule, studies, alerts, roster, calendars) and the app's live updates all name a group's
 * data by these keys, and read a group's card through `groupQuery`. Features never import each other, so
 * what they share lives here.
 *
 * Query keys of the groups feature (issue 17). Everything starts with "groups", so one invalidation of
 * `groupKeys.all` refreshes it all; live updates (`app/live-updates.tsx`) invalidate the narrower ones.
 */
export const groupKeys = {
  all: ["groups"] as const,
  /** `GET /api/prayer-groups/user`. */
  mine: ["groups", "mine"] as const,
  /** `GET /api/prayer-groups?watch=&tag=&q=`. */
  discoverAll: ["groups", "discover"] as const,
  discover: (query: DiscoverGroupsQuery) => ["groups", "discover", query] as const,
  /** `GET /api/prayer-groups/{id}` and what hangs under it (join requests, the invitation link). */
  detail: (groupId: number) => ["groups", "detail", groupId] as const,
  joinRequests: (groupId: number) => ["groups", "detail", groupId, "join-requests"] as const,
  inviteLink: (groupId: number) => ["groups", "detail", groupId, "invite-link"] as const,
  /** Posts of every group (the side column's 'Prayer Requests' included). */
  postsAll: ["groups", "posts"] as const,
  /** `GET /api/prayer-groups/user/posts`: the latest posts over all my groups. */
  latestPosts: ["groups", "posts", "latest"] as const,
  /** `GET /api/prayer-groups/{id}/posts`. */
  posts: (groupId: number) => ["groups", "posts", groupId] as const,
  /** `GET /api/prayer-groups/{id}/chat-messages` (infinite query, newest page first). */
  chat: (groupId: number) => ["groups", "chat", groupId] as const,
  /** `GET /api/prayer-groups/{id}/events?from=&to=` (issue 18): every window of the group's schedule. */
  events: (groupId: number) => ["groups", "events", groupId] as const,
  /** `GET /api/prayer-groups/{id}/studies`. */
  studies: (groupId: number) => ["groups", "studies", groupId] as const,
  /** Every member's own alerts: per group lists and unread counts. */
  notificationsAll: ["groups", "notifications"] as const,
  /** `GET /api/prayer-groups/{id}/notifications`. */
  notifications: (groupId: number) => ["groups", "notifications", groupId] as const,
  /** `GET /api/notification-settings/{groupId}`. */
  notificationSettings: (groupId: number) => ["groups", "notifications", groupId, "settings"] as const,
  /** `GET /api/prayer-groups/{id}/roster` and what hangs under it. */
  roster: (groupId: number) => ["groups", "roster", groupId] as const,
  /** `GET /api/calendar-feed`: the user's private calendar feed link. */
  calendarFeed: ["groups", "calendar-feed"] as const,
};
