/**
 * The service worker, served at /sw.js (decision 029). Built by vite-plugin-pwa (`injectManifest`), which
 * puts the app shell's file list in `self.__WB_MANIFEST`.
 * - Precaches the shell, so the app opens without a network; any page navigation is answered with the
 *   cached index.html, except /api/ (always the network).
 * - Shows each push (common/push.ts `PushMessage`) and opens the right page when one is clicked.
 * - Waits as a new version until the page says so ('A new version is available', Reload).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import {
  clickTarget,
  notificationFromPush,
  PRAYER_REMINDER_SYNC_TAG,
  pickWindow,
  pushMessageFromText,
  UNREADABLE_PUSH,
} from "./sw/notifications";

/* The project type-checks with the DOM library only; these are the worker globals this file uses. */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { text(): string } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  action: string;
  notification: { data: unknown; close(): void };
}
interface SyncEventLike extends ExtendableEventLike {
  tag: string;
}
interface WindowClientLike {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  registration: { showNotification(title: string, options: object): Promise<void> };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEventLike) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEventLike) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

// --- The app shell -------------------------------------------------------------------------------
cleanupOutdatedCaches();
// Written `self.__WB_MANIFEST` word for word: the build replaces exactly that with the file list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
// The first install takes the open pages at once (so push works without a reload); later versions wait.
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    // The API and the calendar feeds (`/calendar/{token}.ics`, issue 18) are never answered with the page.
    denylist: [/^\/api(?:\/|$)/, /^\/calendar\//],
  }),
);

// Hashed build files not in the precache (none today; a safety net) and the icons: from the cache first.
// API answers are never cached here: they hold the user's data.
registerRoute(
  ({ url, request }) =>
    url.origin === worker.location.origin &&
    request.method === "GET" &&
    (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/icons/")),
  new CacheFirst({
    cacheName: "static-assets",
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// The page's Reload on 'A new version is available' (workbox-window's messageSkipWaiting()).
worker.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void worker.skipWaiting();
});

// --- Notifications -------------------------------------------------------------------------------
worker.addEventListener("push", (event) => {
  let text: string | null = null;
  try {
    text = event.data?.text() ?? null;
  } catch {
    text = null;
  }
  const message = pushMessageFromText(text) ?? UNREADABLE_PUSH;
  const { title, options } = notificationFromPush(message);
  event.waitUntil(worker.registration.showNotification(title, options));
});

async function openPage(url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = pickWindow(windows, worker.location.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() only works on a page this worker controls; else a new window.
    const navigated = await focused.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await worker.clients.openWindow(url);
}

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openPage(clickTarget(event.notification.data, event.action, worker.location.origin)));
});

// The spec's background-sync tag (core §7). Reminders come from the server as pushes, so there is
// nothing to replay here.
worker.addEventListener("sync", (event) => {
  if (event.tag === PRAYER_REMINDER_SYNC_TAG) event.waitUntil(Promise.resolve());
});
