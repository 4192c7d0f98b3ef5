import { PrayerStrategiesResponseSchema, type PrayerStrategy } from "@common/prayer-strategies";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { strategyKeys } from "./keys";

export { strategyKeys } from "./keys";

/** The signed-in user's strategies, newest first (spec §6: fetched only when authenticated). */
export function strategiesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: strategyKeys.list(userId),
    queryFn: async ({ signal }): Promise<PrayerStrategy[]> =>
      PrayerStrategiesResponseSchema.parse(await apiRequest("GET", "/api/prayer-strategies", undefined, { signal })),
  });
}
