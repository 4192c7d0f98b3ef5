import { useEffect } from "react";
import { apiRequest } from "@/lib/api-client";

/** How often a running session renews its presence (the server forgets it after PRAYER_PRESENCE_TTL_SECONDS). */
export const PRESENCE_RENEW_MS = 60_000;

/**
 * The honest 'Live' badge (issue 17 §6): while a prayer session or the room's stopwatch runs for a watch,
 * tell the server every minute that this user is praying for it; when it stops, the page hides or unloads,
 * say so (a keepalive request outlives the page). Signed out (`enabled` false) nothing is sent.
 */
export function usePrayerPresence(watchNumber: number, running: boolean, enabled = true): void {
  useEffect(() => {
    if (!running || !enabled) return;
    let present = false;
    const put = () => {
      if (document.visibilityState === "hidden") return;
      present = true;
      apiRequest("PUT", "/api/prayer-presence", { watchNumber }).catch(() => {
        // Presence is a courtesy to the group; a failed renewal is retried at the next tick.
      });
    };
    const remove = () => {
      if (!present) return;
      present = false;
      apiRequest("DELETE", "/api/prayer-presence", undefined, { keepalive: true }).catch(() => {});
    };
    const onVisibility = () => (document.visibilityState === "hidden" ? remove() : put());
    put();
    const timer = setInterval(put, PRESENCE_RENEW_MS);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", remove);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", remove);
      remove();
    };
  }, [watchNumber, running, enabled]);
}
