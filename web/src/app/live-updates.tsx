import { LIVE_REPLAY_MS_MAX } from "@common/live";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authKeys } from "@/features/auth/api/queries";
import { reminderKeys } from "@/features/notifications/api/reminders-api";
import { strategyKeys } from "@/features/prayer-strategies/api/keys";
import { prayerKeys } from "@/features/prayers/api/keys";
import { groupKeys } from "@/lib/group-keys";

/** The profile's preferences, whoever's (`profileKeys.preferences(userId)` starts with it). */
const preferencesKey = ["/api/preferences"] as const;

/**
 * Live updates (decision 022): one EventSource on `GET /api/events` for the whole app while signed in.
 * Each event names what changed on the server (here or in another tab, device or server instance); the
 * queries showing it are invalidated, so TanStack Query refetches the ones on screen.
 */

/** What the server sends: a change event's `type` and ids, or `refetch` when events may have been missed. */
export type LiveEvent = { type: string; [id: string]: unknown };

/** The query keys an event makes stale; `"everything"` for a refetch (or an event this client does not know). */
export function invalidationsFor(event: LiveEvent): QueryKey[] | "everything" {
  switch (event.type) {
    case "prayers.changed":
      return [prayerKeys.all];
    case "user.sessions.changed":
      return [authKeys.user];
    case "prayer-strategies.changed":
      return [strategyKeys.all];
    case "preferences.changed":
      return [preferencesKey];
    case "reminders.settings.changed":
      return [reminderKeys.all];
    case "push.subscriptions.changed":
      // Which devices are subscribed is not shown anywhere (each device knows its own).
      return [];
    case "group.changed":
      return typeof event.groupId === "number"
        ? [groupKeys.mine, groupKeys.discoverAll, groupKeys.detail(event.groupId)]
        : "everything";
    case "group.members.changed":
      // Also the wall and the chat: a member who leaves adds a chat line, and a deleted account takes its
      // posts, comments and reactions with it; the roster and the studies' progress count members only.
      return typeof event.groupId === "number"
        ? [
            groupKeys.mine,
            groupKeys.discoverAll,
            groupKeys.detail(event.groupId),
            groupKeys.posts(event.groupId),
            groupKeys.chat(event.groupId),
            groupKeys.roster(event.groupId),
            groupKeys.studies(event.groupId),
            groupKeys.events(event.groupId),
          ]
        : "everything";
    case "group.deleted":
      return [groupKeys.all];
    case "group.posts.changed":
      // This group's wall, and the latest posts over all the user's groups (the Groups tab's side column).
      return [groupKeys.postsAll];
    case "group.chat.changed":
      return typeof event.groupId === "number" ? [groupKeys.chat(event.groupId)] : "everything";
    case "group.events.changed":
      return typeof event.groupId === "number" ? [groupKeys.events(event.groupId)] : "everything";
    case "group.studies.changed":
      return typeof event.groupId === "number" ? [groupKeys.studies(event.groupId)] : "everything";
    case "group.notifications.changed":
    case "group.notifications.read":
      // The group's list and the unread counts shown elsewhere (the Groups tab, the group pages' links).
      return [groupKeys.notificationsAll];
    case "group.roster.changed":
      return typeof event.groupId === "number" ? [groupKeys.roster(event.groupId)] : "everything";
    case "calendar-feed.changed":
      return [groupKeys.calendarFeed];
    default:
      return "everything";
  }
}

/** Query keys whose invalidation waits for this tab's own writes under the same key to settle. */
const waiting = new WeakMap<QueryClient, Set<string>>();

/**
 * Invalidates `queryKey` now, or, while this tab has writes to it in flight (mutations whose key starts
 * with it, e.g. a drag's move), once they have all settled: a refetch started mid-drag would answer the
 * list as it was before the drag's last move and put the note back where it came from.
 */
function invalidateWhenSettled(client: QueryClient, queryKey: QueryKey) {
  const inFlight = () => client.isMutating({ mutationKey: queryKey }) > 0;
  if (!inFlight()) {
    void client.invalidateQueries({ queryKey });
    return;
  }
  const id = JSON.stringify(queryKey);
  const keys = waiting.get(client) ?? new Set<string>();
  waiting.set(client, keys);
  if (keys.has(id)) return;
  keys.add(id);
  const unsubscribe = client.getMutationCache().subscribe(() => {
    if (inFlight()) return;
    unsubscribe();
    keys.delete(id);
    void client.invalidateQueries({ queryKey });
  });
}

/** Invalidates what one event names. */
export function applyLiveEvent(client: QueryClient, event: LiveEvent): void {
  const keys = invalidationsFor(event);
  if (keys === "everything") {
    void client.invalidateQueries();
    return;
  }
  for (const queryKey of keys) invalidateWhenSettled(client, queryKey);
}

const RETRY_AFTER_CLOSE_MS = 5_000;
/** Beyond the page's age: the stream request's own trip, which the server's clock also counts. */
const REPLAY_MARGIN_MS = 2_000;

/**
 * The stream's address. A new stream opens after the page has fetched data (its code loads on demand, and
 * after the user is known), so it asks for the events of the page's whole life so far (`replayMs`,
 * decision 051): a change made while the page was loading is not missed. The browser's own reconnections
 * use the same address but send Last-Event-ID, which the server prefers.
 */
export function liveEventsUrl(pageAgeMs: number = performance.now()): string {
  const replayMs = Math.min(Math.ceil(pageAgeMs) + REPLAY_MARGIN_MS, LIVE_REPLAY_MS_MAX);
  return `/api/events?replayMs=${replayMs}`;
}

/**
 * Keeps the app's one EventSource open while `userId` is signed in. The browser reconnects on its own
 * (sending Last-Event-ID, so the server replays what was missed); when the server refused the stream
 * outright (401 after a sign-out elsewhere, 503), the user is checked again and the stream retried later.
 */
export function LiveUpdates({ userId }: { userId: number | null }) {
  const client = useQueryClient();
  useEffect(() => {
    if (userId === null || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const open = () => {
      retry = null;
      source = new EventSource(liveEventsUrl());
      source.onmessage = (message: MessageEvent<string>) => {
        try {
          const event = JSON.parse(message.data) as LiveEvent;
          applyLiveEvent(client, event);
          // A new alert for this member: a toast (an urgent call stays until dismissed; decision 047).
          // The alerts feature loads with the first such event, not with every signed-in page.
          if (event.type === "group.notifications.changed") {
            void import("@/features/group-alerts").then(({ announceNewAlert }) => announceNewAlert(client, event));
          }
        } catch {
          // Not JSON: ignored.
        }
      };
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        // Refused (not a dropped connection, which the browser retries itself): maybe signed out.
        void client.invalidateQueries({ queryKey: authKeys.user });
        retry = setTimeout(open, RETRY_AFTER_CLOSE_MS);
      };
    };
    open();
    return () => {
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [client, userId]);
  return null;
}
