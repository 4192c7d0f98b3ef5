import {
  type AccessibilityPresetName,
  type AppearanceSettings,
  applyPreset as applyPresetTo,
  DEFAULT_APPEARANCE,
  resolveTheme,
  type StoredAppearance,
  type ThemePresetName,
} from "@common/appearance";
import { type ReactNode, useEffect, useLayoutEffect, useMemo } from "react";
import { type SyncedSettingsConfig, useSyncedSettings } from "@/lib/synced-settings";
import { useMediaQuery } from "@/lib/use-media-query";
import { appearanceKeys, getServerAppearance, putServerAppearance } from "./api/appearance-api";
import { AppearanceContext, type AppearanceContextValue } from "./appearance-context";
import { APPEARANCE_STORAGE_KEY, appearanceUnsynced, loadAppearance, saveAppearance } from "./appearance-storage";
import { applyAppearance } from "./apply-appearance";
import { loadFontFamily } from "./fonts";

export const SERVER_SAVE_DELAY_MS = 500;

const appearanceSync = {
  label: "appearance settings",
  storageKey: APPEARANCE_STORAGE_KEY,
  load: loadAppearance,
  save: saveAppearance,
  unsynced: appearanceUnsynced,
  queryKey: appearanceKeys.forUser,
  get: getServerAppearance,
  fromServer: (stored) => stored.settings,
  put: putServerAppearance,
  saveDelayMs: SERVER_SAVE_DELAY_MS,
} satisfies SyncedSettingsConfig<AppearanceSettings, StoredAppearance>;

interface AppearanceProviderProps {
  /** The signed-in user, or null. Signed-in users' settings also live on the server. */
  userId: number | null;
  children: ReactNode;
}

/**
 * Holds the appearance settings and applies them to the whole document. They live in local
 * storage (saved at once) and, when signed in, on the server (debounced); see useSyncedSettings.
 */
export function AppearanceProvider({ userId, children }: AppearanceProviderProps) {
  const { value: settings, latest, commit, flush } = useSyncedSettings(appearanceSync, userId);
  const prefersDark = useMediaQuery("(prefers-color-scheme: dark)");
  const prefersReducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");

  useLayoutEffect(() => {
    applyAppearance(document.documentElement, settings, { prefersDark, prefersReducedMotion });
  }, [settings, prefersDark, prefersReducedMotion]);

  useEffect(() => {
    void loadFontFamily(settings.fontFamily);
  }, [settings.fontFamily]);

  const value = useMemo<AppearanceContextValue>(
    () => ({
      settings,
      resolvedTheme: resolveTheme(settings, prefersDark),
      systemPrefersReducedMotion: prefersReducedMotion,
      update: (patch) => commit({ ...latest(), ...patch }),
      applyPreset: (preset: ThemePresetName | AccessibilityPresetName) => commit(applyPresetTo(latest(), preset)),
      reset: () => commit({ ...DEFAULT_APPEARANCE }),
      flush,
    }),
    [settings, prefersDark, prefersReducedMotion, commit, latest, flush],
  );

  return <AppearanceContext value={value}>{children}</AppearanceContext>;
}
