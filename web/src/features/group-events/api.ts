import {
  type CreateEventInput,
  type PrayerEvent,
  PrayerEventListSchema,
  PrayerEventSchema,
  type UpdateEventInput,
} from "@common/group-events";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { groupKeys } from "@/lib/group-queries";

/**
 * The group schedule's calls (issue 18 §1; community spec §7). Every list is under `groupKeys.events`, so a
 * write here and a live `group.events.changed` refresh every window shown.
 */

/** `GET /api/prayer-groups/{id}/events?from=&to=`: the occurrences in a window (the server's default without one). */
export const groupEventsQuery = (groupId: number, window?: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...groupKeys.events(groupId), window?.from ?? "default", window?.to ?? "default"] as const,
    queryFn: async ({ signal }): Promise<PrayerEvent[]> => {
      const query = window ? `?${new URLSearchParams(window)}` : "";
      return PrayerEventListSchema.parse(
        await apiRequest("GET", `/api/prayer-groups/${groupId}/events${query}`, undefined, { signal }),
      );
    },
  });

function useScheduleWrite<Input>(groupId: number, mutationFn: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...groupKeys.events(groupId), "write"],
    mutationFn,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: groupKeys.events(groupId) }),
        // Group cards show when the group next prays together.
        client.invalidateQueries({ queryKey: groupKeys.mine }),
      ]);
    },
  });
}

/** `POST /api/prayer-groups/{id}/events`. */
export const useCreateEvent = (groupId: number) =>
  useScheduleWrite(groupId, async (input: CreateEventInput) =>
    PrayerEventSchema.parse(await apiRequest("POST", `/api/prayer-groups/${groupId}/events`, input)),
  );

/** `POST /api/prayer-events/{id}/confirm` with the occurrence's date, or `DELETE` to withdraw. */
export const useAttendance = (groupId: number) =>
  useScheduleWrite(groupId, async ({ event, attending }: { event: PrayerEvent; attending: boolean }) =>
    PrayerEventSchema.parse(
      attending
        ? await apiRequest("POST", `/api/prayer-events/${event.id}/confirm`, { date: event.occurrenceDate })
        : await apiRequest(
            "DELETE",
            `/api/prayer-events/${event.id}/confirm?${new URLSearchParams({ date: event.occurrenceDate })}`,
          ),
    ),
  );

/** `PATCH /api/prayer-events/{id}`: details, timing, or status (cancel / restore). */
export const useUpdateEvent = (groupId: number) =>
  useScheduleWrite(groupId, async ({ eventId, changes }: { eventId: number; changes: UpdateEventInput }) =>
    PrayerEventSchema.parse(await apiRequest("PATCH", `/api/prayer-events/${eventId}`, changes)),
  );

/** `DELETE /api/prayer-events/{id}`. */
export const useDeleteEvent = (groupId: number) =>
  useScheduleWrite(groupId, async (eventId: number) => {
    await apiRequest("DELETE", `/api/prayer-events/${eventId}`);
  });
