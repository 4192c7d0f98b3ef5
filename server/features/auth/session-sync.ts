import type { EventBus } from "../../platform/events";
import type { SessionCache } from "./session-cache";

/**
 * Keeps the session caches of every instance in step (decisions 019, 022): a service that changes a
 * user's sessions or account (sign-out, the per-account cap, an edit, a deletion) emits
 * `user.sessions.changed` in its transaction, and each instance's cache forgets the user when it hears
 * it (this one right after the commit, the others through PostgreSQL NOTIFY). While the bus's LISTEN
 * connection is down the cache keeps nothing, and when it comes back it starts empty.
 */
export function syncSessionCache(cache: SessionCache, events: Pick<EventBus, "subscribe">): () => void {
  cache.setListening(false);
  return events.subscribe(["user.sessions.changed"], {
    onEvent: (event) => cache.deleteUser(event.userId),
    onReset: () => cache.clear(),
    onListening: (listening) => cache.setListening(listening),
  });
}
