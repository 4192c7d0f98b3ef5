import { type PushMessage, PushMessageSchema, START_PRAYING_ACTION } from "@common/push";

/**
 * What the service worker does with a push and with a click on its notification, as plain functions
 * (no worker globals), so they are tested in Vitest. `web/src/sw.ts` wires them to the worker's events.
 */

export const NOTIFICATION_ICON = "/icons/icon-192.png";
/** A white silhouette on transparency: Android draws it in the status bar. */
export const NOTIFICATION_BADGE = "/icons/badge-96.png";
export const VIBRATION_PATTERN: readonly number[] = [200, 100, 200];
export const START_PRAYING_TITLE = "Start praying";

/** What the notification carries for its click (`Notification.data`). */
export interface NotificationData {
  url: string;
  watchNumber: number | null;
}

/** The options `showNotification` takes here; the DOM typings lack `actions` and `vibrate`. */
export interface PrayerNotificationOptions {
  body: string;
  tag: string;
  icon: string;
  badge: string;
  data: NotificationData;
  silent: boolean;
  vibrate: number[] | undefined;
  actions: { action: string; title: string }[];
}

/**
 * A push that cannot be read still has to show something (Chromium requires a visible notification
 * for each push, and would otherwise show its own 'updated in the background'): the app's name, opening
 * the home page.
 */
export const UNREADABLE_PUSH: PushMessage = {
  kind: "test",
  title: "Prayer Journey",
  body: "",
  tag: "prayer-journey",
  url: "/",
};

/** The push's JSON, checked against the shared contract; null when it is not a PushMessage. */
export function parsePushMessage(payload: unknown): PushMessage | null {
  const parsed = PushMessageSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** Reads a push event's body text as a PushMessage (null for no body, bad JSON or a wrong shape). */
export function pushMessageFromText(text: string | null | undefined): PushMessage | null {
  if (!text) return null;
  try {
    return parsePushMessage(JSON.parse(text));
  } catch {
    return null;
  }
}

/** `showNotification(title, options)` for a push. */
export function notificationFromPush(message: PushMessage): { title: string; options: PrayerNotificationOptions } {
  const watchNumber = message.watchNumber ?? null;
  return {
    title: message.title,
    options: {
      body: message.body,
      tag: message.tag,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { url: message.url, watchNumber },
      silent: !message.sound,
      vibrate: message.vibration ? [...VIBRATION_PATTERN] : undefined,
      actions: watchNumber === null ? [] : [{ action: START_PRAYING_ACTION, title: START_PRAYING_TITLE }],
    },
  };
}

/**
 * The page that starts a prayer session for a watch: the home dashboard's Active Prayer Session
 * (`/?pray=N`, what the current watch's Quick Prayer button opens).
 */
export function startPrayingPath(watchNumber: number): string {
  return `/?pray=${watchNumber}`;
}

function isWatchNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 8;
}

/**
 * The absolute URL a click opens: 'Start praying' on a watch reminder starts a session for that watch;
 * otherwise the notification's own page. Only a page of this origin is ever opened: anything else (or
 * data that is not ours) opens the home page.
 */
export function clickTarget(data: unknown, action: string, origin: string): string {
  const fields = (typeof data === "object" && data !== null ? data : {}) as Partial<
    Record<keyof NotificationData, unknown>
  >;
  if (action === START_PRAYING_ACTION && isWatchNumber(fields.watchNumber)) {
    return new URL(startPrayingPath(fields.watchNumber), origin).href;
  }
  if (typeof fields.url === "string" && fields.url.startsWith("/")) {
    try {
      const target = new URL(fields.url, origin);
      if (target.origin === origin) return target.href;
    } catch {
      // not a URL: the home page below
    }
  }
  return new URL("/", origin).href;
}

/** The open window a click should reuse: the focused one of this origin, else any of this origin. */
export function pickWindow<T extends { url: string; focused: boolean }>(
  windows: readonly T[],
  origin: string,
): T | null {
  const ours = windows.filter((client) => {
    try {
      return new URL(client.url).origin === origin;
    } catch {
      return false;
    }
  });
  return ours.find((client) => client.focused) ?? ours[0] ?? null;
}

/** The spec's background-sync tag (core §7). */
export const PRAYER_REMINDER_SYNC_TAG = "prayer-reminder";
