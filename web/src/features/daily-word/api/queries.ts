import { type DailyWord, DailyWordSchema } from "@common/daily-word";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Daily data is kept for a day (spec §9); the user's own Love and completion update it in place. */
const ONE_DAY = 24 * 60 * 60 * 1000;

export const dailyWordKeys = {
  all: ["/api/daily-word"] as const,
  forDate: (date: string) => ["/api/daily-word", date] as const,
};

export function dailyWordQueryOptions(date: string) {
  return queryOptions({
    queryKey: dailyWordKeys.forDate(date),
    queryFn: async ({ signal }): Promise<DailyWord> =>
      DailyWordSchema.parse(
        await apiRequest("GET", `/api/daily-word?${new URLSearchParams({ date })}`, undefined, { signal }),
      ),
    staleTime: ONE_DAY,
  });
}
