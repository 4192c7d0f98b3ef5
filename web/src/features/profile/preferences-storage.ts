import { DEFAULT_PREFERENCES, mergePreferences, type Preferences } from "@common/preferences";
import { readVersioned, writeVersioned } from "@/lib/storage";
import { unsyncedMarker } from "@/lib/synced-settings";

export const PREFERENCES_STORAGE_KEY = "prayer-journey:preferences";
export const PREFERENCES_STORAGE_VERSION = 1;
/** Names the user whose latest change is saved here but not yet on the server. */
export const PREFERENCES_UNSYNCED_KEY = "prayer-journey:preferences:unsynced";

/** The saved preferences merged over the defaults; unreadable values are logged and ignored. */
export function loadPreferences(): Preferences {
  const stored = readVersioned(PREFERENCES_STORAGE_KEY);
  switch (stored.status) {
    case "missing":
      return DEFAULT_PREFERENCES;
    case "corrupt":
      console.warn("Ignoring unreadable saved preferences", stored.error);
      return DEFAULT_PREFERENCES;
    case "unversioned":
      return mergePreferences(stored.data);
    case "ok":
      if (stored.version !== PREFERENCES_STORAGE_VERSION) {
        console.warn(`Ignoring saved preferences of unknown version ${stored.version}`);
        return DEFAULT_PREFERENCES;
      }
      return mergePreferences(stored.data);
  }
}

export function savePreferences(preferences: Preferences): void {
  writeVersioned(PREFERENCES_STORAGE_KEY, PREFERENCES_STORAGE_VERSION, preferences);
}

export const preferencesUnsynced = unsyncedMarker(PREFERENCES_UNSYNCED_KEY);
