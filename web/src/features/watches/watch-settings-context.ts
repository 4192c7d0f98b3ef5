import type { WatchSettings } from "@common/watch-settings";
import { createContext } from "react";

export interface WatchSettingsContextValue {
  settings: WatchSettings;
  /** Saves locally at once and, when signed in, on the server. */
  update: (patch: Partial<WatchSettings>) => void;
}

export const WatchSettingsContext = createContext<WatchSettingsContextValue | null>(null);
