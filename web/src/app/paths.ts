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
  /** The page an invitation link opens (mailed, or a group's shareable link). */
  invite: { path: "/invite/:token", href: (token: string) => `/invite/${encodeURIComponent(token)}` },
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
  /** The group's watch roster (issue 18 §4). */
  groupRoster: { path: "/groups/:groupId/roster", href: (groupId: number) => `/groups/${groupId}/roster` },
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

/**
 * The `next` of `/auth?next=…` (where to go after signing in): a path on this site only, never another
 * site (`//host`, `/\\host`, a scheme), else null.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  try {
    const url = new URL(raw, "https://same.site");
    return url.origin === "https://same.site" ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** `/auth`, coming back to `next` afterwards, on the Create Account tab when asked. */
export function authHref({ next, tab }: { next?: string; tab?: "sign-in" | "create-account" } = {}): string {
  const query = new URLSearchParams();
  if (next) query.set("next", next);
  if (tab === "create-account") query.set("tab", tab);
  const text = query.toString();
  return text ? `/auth?${text}` : "/auth";
}
