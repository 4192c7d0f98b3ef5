import { type AppearanceSettings, DEFAULT_APPEARANCE, mergeAppearance } from "@common/appearance";
import { readVersioned, writeVersioned } from "@/lib/storage";
import { unsyncedMarker } from "@/lib/synced-settings";

export const APPEARANCE_STORAGE_KEY = "prayer-journey:appearance";
export const APPEARANCE_STORAGE_VERSION = 1;
/** Names the user whose latest change is saved here but not yet on the server. */
export const APPEARANCE_UNSYNCED_KEY = "prayer-journey:appearance:unsynced";

/**
 * The saved appearance merged over the defaults. A value that cannot be read is
 * logged and ignored (spec §5); a value from before versioning is still merged.
 */
export function loadAppearance(): AppearanceSettings {
  const stored = readVersioned(APPEARANCE_STORAGE_KEY);
  switch (stored.status) {
    case "missing":
      return { ...DEFAULT_APPEARANCE };
    case "corrupt":
      console.warn("Ignoring unreadable saved appearance settings", stored.error);
      return { ...DEFAULT_APPEARANCE };
    case "unversioned":
      return mergeAppearance(stored.data);
    case "ok":
      if (stored.version !== APPEARANCE_STORAGE_VERSION) {
        console.warn(`Ignoring saved appearance settings of unknown version ${stored.version}`);
        return { ...DEFAULT_APPEARANCE };
      }
      return mergeAppearance(stored.data);
  }
}

export function saveAppearance(settings: AppearanceSettings): void {
  writeVersioned(APPEARANCE_STORAGE_KEY, APPEARANCE_STORAGE_VERSION, settings);
}

/** Which user's change is saved here but not yet confirmed by the server. */
export const appearanceUnsynced = unsyncedMarker(APPEARANCE_UNSYNCED_KEY);
export const markUnsynced = appearanceUnsynced.mark;
export const unsyncedUser = appearanceUnsynced.user;
