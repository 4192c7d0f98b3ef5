import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocalCollection } from "@/lib/local-collection";
import { prayerSessionsQueryOptions } from "../api/queries";
import { type JournalEntry, newestFirst } from "../journal";
import { pendingSessions, signedOutSessions } from "../session-store";
import { flushPending, hasSendablePending } from "../session-sync";

/**
 * The journal's sessions: signed in, the server's list plus this user's saves not yet confirmed
 * (shown as pending, or refused when the server turned them down for good); signed out, the sessions
 * kept in this browser.
 */
export function useJournalEntries(userId: number | null) {
  const query = useQuery({ ...prayerSessionsQueryOptions(), enabled: userId !== null });
  const pending = useLocalCollection(pendingSessions);
  const local = useLocalCollection(signedOutSessions);

  const entries = useMemo((): JournalEntry[] => {
    if (userId === null) return newestFirst(local.map((session) => ({ ...session, status: "local" as const })));
    const server = query.data ?? [];
    const savedIds = new Set(server.map((session) => session.clientId));
    const unsynced = pending
      .filter((entry) => entry.userId === userId && !savedIds.has(entry.clientId))
      .map(
        ({ userId: _owner, refusedReason, ...session }): JournalEntry =>
          refusedReason === undefined
            ? { ...session, status: "pending" }
            : { ...session, status: "refused", refusedReason },
      );
    return newestFirst([
      ...server.map((session) => ({
        id: session.id,
        clientId: session.clientId,
        watchNumber: session.watchNumber,
        duration: session.duration,
        notes: session.notes,
        voiceGuided: session.voiceGuided,
        completedAt: session.completedAt,
        status: "saved" as const,
      })),
      ...unsynced,
    ]);
  }, [userId, query.data, pending, local]);

  return {
    entries,
    isLoading: userId !== null && query.isPending,
    error: userId !== null ? query.error : null,
    refetch: query.refetch,
  };
}

/** Sends this user's unconfirmed saves again: now, when the browser comes back online, and on demand. */
export function usePendingSync(userId: number | null) {
  const queryClient = useQueryClient();
  const [syncing, setSyncing] = useState(false);

  const sync = useCallback(async () => {
    if (userId === null) return 0;
    setSyncing(true);
    try {
      return await flushPending(queryClient, userId);
    } finally {
      setSyncing(false);
    }
  }, [queryClient, userId]);

  useEffect(() => {
    if (userId === null) return;
    if (hasSendablePending(userId)) void sync();
    const onOnline = () => void sync();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [userId, sync]);

  return { sync, syncing };
}
