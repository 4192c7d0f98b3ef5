import { removeStorage } from "@/lib/storage";

const PREFIX = "prayer-journey:";

/**
 * Device settings that "Clear All Data" keeps (appearance, watch settings, preferences and
 * dismissed prompts, with their "waiting for the server" markers). Everything else under the app's
 * prefix is prayer data made on this device (sessions, prayers, strategies, an active session, …).
 */
const KEPT = [/^appearance(:|$)/, /^watch-settings(:|$)/, /^preferences(:|$)/, /-dismissed$/];

export function isPrayerDataKey(key: string): boolean {
  if (!key.startsWith(PREFIX)) return false;
  const name = key.slice(PREFIX.length);
  return !KEPT.some((pattern) => pattern.test(name));
}

function storedKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch (error) {
    console.warn("Local storage is not available", error);
    return [];
  }
}

/**
 * Removes the prayer data kept in this browser and tells the screens that read it (a storage event,
 * as another tab's change would). Returns the keys removed.
 */
export function clearLocalPrayerData(): string[] {
  const removed = storedKeys().filter(isPrayerDataKey);
  for (const key of removed) {
    removeStorage(key);
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: null, storageArea: window.localStorage }));
  }
  return removed;
}
