import {
  type DailyVerseResponse,
  DailyVerseResponseSchema,
  type Favorite,
  FavoritesResponseSchema,
  type PassageResponse,
  PassageResponseSchema,
  type PlanProgressResponse,
  PlanProgressResponseSchema,
  type ReadingPlanResponse,
  ReadingPlanResponseSchema,
  type ReadingPlanType,
  SEARCH_LIMIT_DEFAULT,
  type SearchResponse,
  SearchResponseSchema,
} from "@common/bible";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Daily data (the verse of the day, the plans) is kept for a day (spec §9). */
const ONE_DAY = 24 * 60 * 60 * 1000;

export const bibleKeys = {
  all: ["/api/bible"] as const,
  passage: (reference: string) => ["/api/bible/passage", reference] as const,
  search: (query: string) => ["/api/bible/search", query] as const,
  dailyVerse: (date: string) => ["/api/bible/daily-verse", date] as const,
  readingPlan: (type: ReadingPlanType) => ["/api/bible/reading-plan", type] as const,
  favorites: ["/api/bible/favorites"] as const,
  planProgress: (type: ReadingPlanType) => ["/api/bible/plan-progress", type] as const,
};

export function passageQueryOptions(reference: string) {
  return queryOptions({
    queryKey: bibleKeys.passage(reference),
    queryFn: async ({ signal }): Promise<PassageResponse> =>
      PassageResponseSchema.parse(
        await apiRequest("GET", `/api/bible/passage/${encodeURIComponent(reference)}`, undefined, { signal }),
      ),
  });
}

export function searchQueryOptions(query: string) {
  return queryOptions({
    queryKey: bibleKeys.search(query),
    queryFn: async ({ signal }): Promise<SearchResponse> => {
      const params = new URLSearchParams({ q: query, limit: String(SEARCH_LIMIT_DEFAULT) });
      return SearchResponseSchema.parse(await apiRequest("GET", `/api/bible/search?${params}`, undefined, { signal }));
    },
  });
}

export function dailyVerseQueryOptions(date: string) {
  return queryOptions({
    queryKey: bibleKeys.dailyVerse(date),
    queryFn: async ({ signal }): Promise<DailyVerseResponse> =>
      DailyVerseResponseSchema.parse(
        await apiRequest("GET", `/api/bible/daily-verse?${new URLSearchParams({ date })}`, undefined, { signal }),
      ),
    staleTime: ONE_DAY,
  });
}

export function readingPlanQueryOptions(type: ReadingPlanType) {
  return queryOptions({
    queryKey: bibleKeys.readingPlan(type),
    queryFn: async ({ signal }): Promise<ReadingPlanResponse> =>
      ReadingPlanResponseSchema.parse(
        await apiRequest("GET", `/api/bible/reading-plan?${new URLSearchParams({ type })}`, undefined, { signal }),
      ),
    staleTime: ONE_DAY,
  });
}

export const favoritesQueryOptions = queryOptions({
  queryKey: bibleKeys.favorites,
  queryFn: async ({ signal }): Promise<Favorite[]> =>
    FavoritesResponseSchema.parse(await apiRequest("GET", "/api/bible/favorites", undefined, { signal })).favorites,
});

export function planProgressQueryOptions(type: ReadingPlanType) {
  return queryOptions({
    queryKey: bibleKeys.planProgress(type),
    queryFn: async ({ signal }): Promise<PlanProgressResponse> =>
      PlanProgressResponseSchema.parse(
        await apiRequest("GET", `/api/bible/plan-progress?${new URLSearchParams({ type })}`, undefined, { signal }),
      ),
  });
}
