import type { StoredWatchSettings, WatchSettings } from "@common/watch-settings";
import { type ReactNode, useMemo } from "react";
import { type SyncedSettingsConfig, useSyncedSettings } from "@/lib/synced-settings";
import { getServerWatchSettings, putServerWatchSettings, watchSettingsKeys } from "./api/watch-settings-api";
import { WatchSettingsContext, type WatchSettingsContextValue } from "./watch-settings-context";
import {
  loadWatchSettings,
  saveWatchSettings,
  WATCH_SETTINGS_STORAGE_KEY,
  watchSettingsUnsynced,
} from "./watch-settings-storage";

const watchSettingsSync = {
  label: "watch settings",
  storageKey: WATCH_SETTINGS_STORAGE_KEY,
  load: loadWatchSettings,
  save: saveWatchSettings,
  unsynced: watchSettingsUnsynced,
  queryKey: watchSettingsKeys.forUser,
  get: getServerWatchSettings,
  // A row on the server (updatedAt set) is a choice, even when that choice is "follow the device".
  fromServer: (stored) => (stored.updatedAt === null ? null : { homeTimeZone: stored.homeTimeZone }),
  put: putServerWatchSettings,
  // One deliberate choice at a time, so no debounce.
  saveDelayMs: 0,
} satisfies SyncedSettingsConfig<WatchSettings, StoredWatchSettings>;

/** The watch settings (home time zone): local first, and on the server for a signed-in user. */
export function WatchSettingsProvider({ userId, children }: { userId: number | null; children: ReactNode }) {
  const { value: settings, latest, commit } = useSyncedSettings(watchSettingsSync, userId);
  const value = useMemo<WatchSettingsContextValue>(
    () => ({ settings, update: (patch) => commit({ ...latest(), ...patch }) }),
    [settings, latest, commit],
  );
  return <WatchSettingsContext value={value}>{children}</WatchSettingsContext>;
}
