/** Every route of the app (spec §2), with a typed way to build each link. */
export const WATCH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type WatchNumber = (typeof WATCH_NUMBERS)[number];

export const paths = {
  home: { path: "/", href: () => "/" },
  landing: { path: "/landing", href: () => "/landing" },
  auth: { path: "/auth", href: () => "/auth" },
  forgotPassword: { path: "/forgot-password", href: () => "/forgot-password" },
  /** The page the mailed password reset link opens (`?token=…`). */
  resetPassword: { path: "/reset-password", href: () => "/reset-password" },
  /** The page the mailed e-mail verification link opens (`?token=…`). */
  verifyEmail: { path: "/verify-email", href: () => "/verify-email" },
  tutorial: { path: "/tutorial", href: () => "/tutorial" },
  bible: { path: "/bible", href: () => "/bible" },
  dailyWord: { path: "/daily-word", href: () => "/daily-word" },
  community: { path: "/community", href: () => "/community" },
  profile: { path: "/profile", href: () => "/profile" },
  settings: { path: "/settings", href: () => "/settings" },
  appearance: { path: "/appearance", href: () => "/appearance" },
  /** The current watch's room (the installed app's shortcut); redirects to `/prayer-room/{n}`. */
  currentPrayerRoom: { path: "/prayer-room/current", href: () => "/prayer-room/current" },
  prayerRoom: {
    path: "/prayer-room/:watchNumber?",
    href: (watchNumber: WatchNumber = 1) => `/prayer-room/${watchNumber}`,
  },
  groupPrayerWall: {
    path: "/groups/:groupId/prayer-wall",
    href: (groupId: number) => `/groups/${groupId}/prayer-wall`,
  },
  groupSchedule: { path: "/groups/:groupId/schedule", href: (groupId: number) => `/groups/${groupId}/schedule` },
  groupStudies: { path: "/groups/:groupId/studies", href: (groupId: number) => `/groups/${groupId}/studies` },
  groupAlerts: { path: "/groups/:groupId/alerts", href: (groupId: number) => `/groups/${groupId}/alerts` },
} as const;

/** The watch number of a prayer-room URL: 1 when absent, null when not a watch. */
export function parseWatchNumber(raw: string | undefined): WatchNumber | null {
  if (raw === undefined) return 1;
  if (!/^[1-8]$/.test(raw)) return null;
  return Number(raw) as WatchNumber;
}

/** A group id from the URL: a positive integer, else null. */
export function parseGroupId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
