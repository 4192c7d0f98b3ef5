import { PRAYER_SESSION_LIMITS, type PrayerSession } from "@common/prayer-sessions";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "@/lib/api-client";
import { createPrayerSession, importPrayerSessions, mergeSavedSessions } from "./api/mutations";
import {
  addOnce,
  type LocalPrayerSession,
  type PendingPrayerSession,
  pendingSessions,
  signedOutSessions,
  withoutClientIds,
} from "./session-store";

/** Where a finished session ended up. */
export type SaveOutcome =
  | { status: "saved"; session: PrayerSession }
  /** Kept in the outbox; sent again later with the same clientId. */
  | { status: "pending"; error: unknown }
  /**
   * Refused for good by the server (a 4xx other than 401, 408 and 429): kept in the outbox, marked with
   * the server's message, and not sent again; the user can only delete it.
   */
  | { status: "refused"; error: unknown }
  /** Kept in this browser (signed out), to be offered for import at sign-in. */
  | { status: "local" };

function contractFields({
  userId: _userId,
  refusedReason: _refusedReason,
  ...session
}: PendingPrayerSession): LocalPrayerSession {
  return session;
}

/** A 4xx that sending the same session again cannot change (401: signed out; 408, 429: try later). */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

function isInOutbox(clientId: string): boolean {
  return pendingSessions.read().some((entry) => entry.clientId === clientId);
}

const inFlight = new Map<string, Promise<SaveOutcome>>();

/** Sends one outbox entry; a second call for the same clientId while the first is under way joins it. */
export function sendPending(queryClient: QueryClient, entry: PendingPrayerSession): Promise<SaveOutcome> {
  const running = inFlight.get(entry.clientId);
  if (running) return running;
  const attempt = (async (): Promise<SaveOutcome> => {
    try {
      const saved = await createPrayerSession(contractFields(entry));
      pendingSessions.update((list) => withoutClientIds(list, [entry.clientId]));
      mergeSavedSessions(queryClient, [saved]);
      return { status: "saved", session: saved };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // Signed out meanwhile: keep it in this browser and offer it at the next sign-in (unless the
        // user deleted it while it was being sent).
        if (isInOutbox(entry.clientId)) {
          signedOutSessions.update((list) => addOnce(list, contractFields(entry)));
          pendingSessions.update((list) => withoutClientIds(list, [entry.clientId]));
        }
        return { status: "local" };
      }
      if (isRefusal(error)) {
        const refusedReason = errorMessage(error, `The server answered ${error.status}.`);
        // Only marks it; an entry deleted while it was being sent stays deleted.
        pendingSessions.update((list) =>
          list.map((pending) => (pending.clientId === entry.clientId ? { ...pending, refusedReason } : pending)),
        );
        return { status: "refused", error };
      }
      return { status: "pending", error };
    } finally {
      inFlight.delete(entry.clientId);
    }
  })();
  inFlight.set(entry.clientId, attempt);
  return attempt;
}

/**
 * Saves a finished session: signed out, into this browser; signed in, into the outbox first and then
 * to the server (the server assigns the owner from the session cookie).
 */
export async function savePrayerSession(
  queryClient: QueryClient,
  userId: number | null,
  session: LocalPrayerSession,
): Promise<SaveOutcome> {
  if (userId === null) {
    signedOutSessions.update((list) => addOnce(list, session));
    return { status: "local" };
  }
  const entry: PendingPrayerSession = { ...session, userId };
  pendingSessions.update((list) => addOnce(list, entry));
  return sendPending(queryClient, entry);
}

/** Whether this user has outbox entries to send (refused ones are never sent again). */
export function hasSendablePending(userId: number): boolean {
  return pendingSessions.read().some((entry) => entry.userId === userId && entry.refusedReason === undefined);
}

/**
 * Retries this user's unconfirmed saves, except those the server refused for good. Resolves to how many
 * are still pending (refused ones not counted).
 */
export async function flushPending(queryClient: QueryClient, userId: number): Promise<number> {
  const mine = pendingSessions.read().filter((entry) => entry.userId === userId && entry.refusedReason === undefined);
  const outcomes = await Promise.all(mine.map((entry) => sendPending(queryClient, entry)));
  return outcomes.filter((outcome) => outcome.status === "pending").length;
}

/**
 * Deletes an outbox entry (pending or refused) from this browser. Returns whether a save of it was
 * under way: that save may still reach the server, and the session then shows as saved (to be deleted
 * from the account like any other).
 */
export function discardPending(clientId: string): { stillSending: boolean } {
  pendingSessions.update((list) => withoutClientIds(list, [clientId]));
  return { stillSending: inFlight.has(clientId) };
}

/** Deletes a session kept in this browser while signed out. */
export function discardSignedOut(clientId: string): void {
  signedOutSessions.update((list) => withoutClientIds(list, [clientId]));
}

export interface ImportResult {
  imported: number;
  alreadySaved: number;
}

/** Sends the signed-out sessions to the server and removes exactly those the server accepted. */
export async function importSignedOutSessions(queryClient: QueryClient): Promise<ImportResult> {
  const sessions = [...signedOutSessions.read()];
  const result: ImportResult = { imported: 0, alreadySaved: 0 };
  for (let start = 0; start < sessions.length; start += PRAYER_SESSION_LIMITS.importMax) {
    const batch = sessions.slice(start, start + PRAYER_SESSION_LIMITS.importMax);
    const answer = await importPrayerSessions(batch);
    signedOutSessions.update((list) =>
      withoutClientIds(
        list,
        batch.map((session) => session.clientId),
      ),
    );
    mergeSavedSessions(queryClient, answer.sessions);
    result.imported += answer.imported;
    result.alreadySaved += answer.alreadySaved;
  }
  return result;
}
