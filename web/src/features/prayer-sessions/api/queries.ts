import {
  PRAYER_SESSION_LIMITS,
  type PrayerSession,
  PrayerSessionsResponseSchema,
  prayerSessionCursor,
} from "@common/prayer-sessions";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const prayerSessionKeys = {
  all: ["/api/prayer-sessions"] as const,
  list: () => [...prayerSessionKeys.all, "list"] as const,
};

const PAGE = PRAYER_SESSION_LIMITS.pageMax;

/**
 * All of the signed-in user's sessions, newest first (GET /api/prayer-sessions, a page at a time: the
 * journal's filters, analytics and export work on the whole list, which the per-user cap bounds).
 */
export function prayerSessionsQueryOptions() {
  return queryOptions({
    queryKey: prayerSessionKeys.list(),
    queryFn: async ({ signal }): Promise<PrayerSession[]> => {
      const sessions: PrayerSession[] = [];
      for (let pages = 0; pages <= PRAYER_SESSION_LIMITS.perUserMax / PAGE; pages++) {
        const last = sessions.at(-1);
        const before = last ? `&before=${encodeURIComponent(prayerSessionCursor(last))}` : "";
        const page = PrayerSessionsResponseSchema.parse(
          await apiRequest("GET", `/api/prayer-sessions?limit=${PAGE}${before}`, undefined, { signal }),
        );
        sessions.push(...page);
        if (page.length < PAGE) break;
      }
      return sessions;
    },
  });
}
