import {
  type CalendarFeedLink,
  CalendarFeedLinkSchema,
  type CalendarFeedStatus,
  CalendarFeedStatusSchema,
  eventIcsPath,
} from "@common/calendar";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/**
 * The calendar feature's calls (issue 18 §1, decision 045). Features do not import each other, so the
 * groups feature's key for the feed is spelled here as it spells it (`groupKeys.calendarFeed` in
 * features/groups/api/keys.ts): the live `calendar-feed.changed` event refreshes it in the user's other tabs.
 */
export const calendarKeys = {
  feed: ["groups", "calendar-feed"] as const,
};

/** The address of a prayer event's calendar file (members of its group), for a download link. */
export const eventIcsHref = (eventId: number) => eventIcsPath(eventId);

export const calendarFeedQueryOptions = queryOptions({
  queryKey: calendarKeys.feed,
  queryFn: async ({ signal }): Promise<CalendarFeedStatus> =>
    CalendarFeedStatusSchema.parse(await apiRequest("GET", "/api/calendar-feed", undefined, { signal })),
  retry: false,
});

/** A new private feed address (the old one stops working); answered once, so the caller keeps it. */
export function useCreateCalendarFeedMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CalendarFeedLink> =>
      CalendarFeedLinkSchema.parse(await apiRequest("POST", "/api/calendar-feed")),
    onSuccess: (link) =>
      client.setQueryData<CalendarFeedStatus>(calendarKeys.feed, {
        exists: true,
        createdAt: link.createdAt,
        lastFetchedAt: null,
      }),
  });
}

/** Turns the feed off: its address stops working. */
export function useDeleteCalendarFeedMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest("DELETE", "/api/calendar-feed");
    },
    onSuccess: () =>
      client.setQueryData<CalendarFeedStatus>(calendarKeys.feed, {
        exists: false,
        createdAt: null,
        lastFetchedAt: null,
      }),
  });
}
