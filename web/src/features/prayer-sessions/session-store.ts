import { CreatePrayerSessionInputSchema, type NewPrayerSession } from "@common/prayer-sessions";
import { createLocalCollection } from "@/lib/local-collection";
import { readSessionStorage, writeSessionStorage } from "@/lib/storage";

/**
 * Sessions kept in the browser (community spec §3: local storage), in two lists:
 * - signed-out sessions, offered for import at the next sign-in;
 * - the outbox: a signed-in user's saves not yet confirmed by the server. Each is written here first
 *   with its client-made id, then sent; a retry sends the same id, so the server saves it once.
 */
export type LocalPrayerSession = NewPrayerSession;
export interface PendingPrayerSession extends LocalPrayerSession {
  userId: number;
  /**
   * Set when the server refused the save for good (a 4xx other than 401, 408 and 429), with its message:
   * the entry is no longer sent, only shown until the user deletes it. Entries stored before this field
   * existed have none.
   */
  refusedReason?: string;
}

function isLocalSession(value: unknown): value is LocalPrayerSession {
  return CreatePrayerSessionInputSchema.safeParse(value).success;
}

function isPendingSession(value: unknown): value is PendingPrayerSession {
  if (!isLocalSession(value)) return false;
  const { userId, refusedReason } = value as unknown as { userId?: unknown; refusedReason?: unknown };
  return (
    typeof userId === "number" &&
    Number.isInteger(userId) &&
    (refusedReason === undefined || typeof refusedReason === "string")
  );
}

export const SIGNED_OUT_SESSIONS_KEY = "prayer-journey:prayer-sessions";
export const PENDING_SESSIONS_KEY = "prayer-journey:prayer-sessions:unsynced";
export const IMPORT_DISMISSED_KEY = "prayer-journey:prayer-sessions:import-dismissed";

export const signedOutSessions = createLocalCollection<LocalPrayerSession>(SIGNED_OUT_SESSIONS_KEY, isLocalSession);
export const pendingSessions = createLocalCollection<PendingPrayerSession>(PENDING_SESSIONS_KEY, isPendingSession);

/** Adds a session unless one with its clientId is already there (a repeated save is kept once). */
export function addOnce<T extends { clientId: string }>(list: readonly T[], item: T): readonly T[] {
  return list.some((entry) => entry.clientId === item.clientId) ? list : [...list, item];
}

export function withoutClientIds<T extends { clientId: string }>(list: readonly T[], clientIds: Iterable<string>) {
  const remove = new Set(clientIds);
  return list.filter((entry) => !remove.has(entry.clientId));
}

/* "Not now" on the import offer hides it for this browser session; it never deletes anything. */
const dismissListeners = new Set<() => void>();

export function isImportDismissed(): boolean {
  return readSessionStorage(IMPORT_DISMISSED_KEY) === "1";
}

export function setImportDismissed(dismissed: boolean): void {
  writeSessionStorage(IMPORT_DISMISSED_KEY, dismissed ? "1" : "0");
  for (const listener of dismissListeners) listener();
}

export function subscribeImportDismissed(listener: () => void): () => void {
  dismissListeners.add(listener);
  return () => dismissListeners.delete(listener);
}
