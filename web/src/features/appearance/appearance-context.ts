import type { AccessibilityPresetName, AppearanceSettings, ThemePresetName } from "@common/appearance";
import { createContext } from "react";

export interface AppearanceContextValue {
  settings: AppearanceSettings;
  /** The theme actually shown: auto resolved against the system preference. */
  resolvedTheme: "light" | "dark";
  systemPrefersReducedMotion: boolean;
  update: (patch: Partial<AppearanceSettings>) => void;
  applyPreset: (preset: ThemePresetName | AccessibilityPresetName) => void;
  reset: () => void;
  /** Sends a pending change to the server now instead of after the debounce. */
  flush: () => void;
}

export const AppearanceContext = createContext<AppearanceContextValue | null>(null);
