import {
  type CreatePrayerSessionInput,
  type ImportPrayerSessionsResponse,
  ImportPrayerSessionsResponseSchema,
  type PrayerSession,
  PrayerSessionSchema,
} from "@common/prayer-sessions";
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
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
