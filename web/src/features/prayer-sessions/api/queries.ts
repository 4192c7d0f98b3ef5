import { type PrayerSession, PrayerSessionsResponseSchema } from "@common/prayer-sessions";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const prayerSessionKeys = {
  all: ["/api/prayer-sessions"] as const,
  list: () => [...prayerSessionKeys.all, "list"] as const,
};

/** The signed-in user's sessions, newest first (GET /api/prayer-sessions). */
export function prayerSessionsQueryOptions() {
  return queryOptions({
    queryKey: prayerSessionKeys.list(),
    queryFn: async ({ signal }): Promise<PrayerSession[]> =>
      PrayerSessionsResponseSchema.parse(await apiRequest("GET", "/api/prayer-sessions", undefined, { signal })),
  });
}
