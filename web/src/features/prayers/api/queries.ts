import { type Prayer, PrayersResponseSchema } from "@common/prayers";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { prayerKeys } from "./keys";

export { prayerKeys } from "./keys";

/** The signed-in user's prayers, newest first (GET /api/prayers; only fetched when signed in). */
export function prayersQueryOptions() {
  return queryOptions({
    queryKey: prayerKeys.all,
    queryFn: async ({ signal }): Promise<Prayer[]> =>
      PrayersResponseSchema.parse(await apiRequest("GET", "/api/prayers", undefined, { signal })),
  });
}
