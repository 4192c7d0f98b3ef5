import { DEFAULT_WATCH_SETTINGS, type WatchSettings, WatchSettingsSchema } from "@common/watch-settings";
import { readVersioned, writeVersioned } from "@/lib/storage";
import { unsyncedMarker } from "@/lib/synced-settings";

export const WATCH_SETTINGS_STORAGE_KEY = "prayer-journey:watch-settings";
export const WATCH_SETTINGS_STORAGE_VERSION = 1;
export const WATCH_SETTINGS_UNSYNCED_KEY = "prayer-journey:watch-settings:unsynced";

/** The saved watch settings; anything unreadable is logged and ignored (spec §8). */
export function loadWatchSettings(): WatchSettings {
  const stored = readVersioned(WATCH_SETTINGS_STORAGE_KEY);
  if (stored.status === "missing") return { ...DEFAULT_WATCH_SETTINGS };
  if (stored.status !== "ok" || stored.version !== WATCH_SETTINGS_STORAGE_VERSION) {
    console.warn("Ignoring unreadable saved watch settings", stored);
    return { ...DEFAULT_WATCH_SETTINGS };
  }
  const parsed = WatchSettingsSchema.safeParse(stored.data);
  if (!parsed.success) {
    console.warn("Ignoring invalid saved watch settings", parsed.error);
    return { ...DEFAULT_WATCH_SETTINGS };
  }
  return parsed.data;
}

export function saveWatchSettings(settings: WatchSettings): void {
  writeVersioned(WATCH_SETTINGS_STORAGE_KEY, WATCH_SETTINGS_STORAGE_VERSION, settings);
}

/** Which user's change is saved here but not yet confirmed by the server. */
export const watchSettingsUnsynced = unsyncedMarker(WATCH_SETTINGS_UNSYNCED_KEY);
