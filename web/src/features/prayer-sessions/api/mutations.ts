import {
  type CreatePrayerSessionInput,
  type ImportPrayerSessionsResponse,
  ImportPrayerSessionsResponseSchema,
  type PrayerSession,
  PrayerSessionSchema,
} from "@common/prayer-sessions";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { pendingSessions, withoutClientIds } from "../session-store";
import { prayerSessionKeys } from "./queries";

/** POST /api/prayer-sessions. The same clientId again answers with the session already saved. */
export async function createPrayerSession(input: CreatePrayerSessionInput): Promise<PrayerSession> {
  return PrayerSessionSchema.parse(await apiRequest("POST", "/api/prayer-sessions", input));
}

/** POST /api/prayer-sessions/import: sessions kept in this browser while signed out. */
export async function importPrayerSessions(
  sessions: CreatePrayerSessionInput[],
): Promise<ImportPrayerSessionsResponse> {
  return ImportPrayerSessionsResponseSchema.parse(
    await apiRequest("POST", "/api/prayer-sessions/import", { sessions }),
  );
}

function byNewest(a: PrayerSession, b: PrayerSession): number {
  return b.completedAt.localeCompare(a.completedAt) || b.id - a.id;
}

/** Puts saved sessions into the cached list at once (one per clientId), then refetches it. */
export function mergeSavedSessions(queryClient: QueryClient, saved: readonly PrayerSession[]): void {
  if (saved.length === 0) return;
  const clientIds = new Set(saved.map((session) => session.clientId));
  queryClient.setQueryData<PrayerSession[]>(prayerSessionKeys.list(), (list) =>
    list ? [...saved, ...list.filter((session) => !clientIds.has(session.clientId))].sort(byNewest) : list,
  );
  void queryClient.invalidateQueries({ queryKey: prayerSessionKeys.all });
}

/**
 * DELETE /api/prayer-sessions/{id} (204). A 404 (gone already, or never the caller's) ends the same way:
 * the session is not in the account, so it resolves too.
 */
export async function deletePrayerSession(id: number): Promise<void> {
  try {
    await apiRequest("DELETE", `/api/prayer-sessions/${id}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

/** Removes a saved session from the account; the cached list drops it at once, then everything refetches. */
export function useDeletePrayerSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; clientId: string }) => deletePrayerSession(id),
    onSuccess: (_answer, { id, clientId }) => {
      queryClient.setQueryData<PrayerSession[]>(prayerSessionKeys.list(), (list) =>
        list?.filter((session) => session.id !== id),
      );
      // An outbox copy left over (a save whose answer was lost) would otherwise show up and be sent again.
      if (pendingSessions.read().some((entry) => entry.clientId === clientId)) {
        pendingSessions.update((list) => withoutClientIds(list, [clientId]));
      }
      // The stats live under the same prefix.
      void queryClient.invalidateQueries({ queryKey: prayerSessionKeys.all });
      toastSuccess("Session Deleted", "It was removed from your journal on every device.");
    },
    onError: (error) => {
      toastError("Delete Failed", errorMessage(error, "Could not delete the session. Please try again."));
    },
  });
}
