import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authKeys } from "@/features/auth/api/queries";
import { reminderKeys } from "@/features/notifications/api/reminders-api";
import { strategyKeys } from "@/features/prayer-strategies/api/queries";
import { prayerKeys } from "@/features/prayers/api/queries";

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
      source = new EventSource("/api/events");
      source.onmessage = (message: MessageEvent<string>) => {
        try {
          applyLiveEvent(client, JSON.parse(message.data) as LiveEvent);
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
