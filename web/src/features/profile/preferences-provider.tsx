import type { Preferences, StoredPreferences } from "@common/preferences";
import { type ReactNode, useEffect, useMemo } from "react";
import { configurePrayerAudio } from "@/lib/audio/voice-settings";
import { type SyncedSettingsConfig, useSyncedSettings } from "@/lib/synced-settings";
import { getServerPreferences, profileKeys, putServerPreferences } from "./api/profile-api";
import { PreferencesContext, type PreferencesContextValue } from "./preferences-context";
import { loadPreferences, PREFERENCES_STORAGE_KEY, preferencesUnsynced, savePreferences } from "./preferences-storage";

const preferencesSync = {
  label: "preferences",
  storageKey: PREFERENCES_STORAGE_KEY,
  load: loadPreferences,
  save: savePreferences,
  unsynced: preferencesUnsynced,
  queryKey: profileKeys.preferences,
  get: getServerPreferences,
  // Before the first save the server answers the defaults with updatedAt null: the local copy goes up.
  fromServer: (stored) => (stored.updatedAt === null ? null : stored.preferences),
  put: putServerPreferences,
  saveDelayMs: 0,
} satisfies SyncedSettingsConfig<Preferences, StoredPreferences>;

/**
 * The user's spiritual, voice and notification preferences (community spec §3): local storage, and
 * the server for a signed-in user (useSyncedSettings). Read-aloud follows the voice settings.
 */
export function PreferencesProvider({ userId, children }: { userId: number | null; children: ReactNode }) {
  const { value: preferences, commit } = useSyncedSettings(preferencesSync, userId);

  useEffect(() => {
    configurePrayerAudio(preferences.voiceSettings);
  }, [preferences.voiceSettings]);

  const value = useMemo<PreferencesContextValue>(() => ({ preferences, save: commit }), [preferences, commit]);
  return <PreferencesContext value={value}>{children}</PreferencesContext>;
}
