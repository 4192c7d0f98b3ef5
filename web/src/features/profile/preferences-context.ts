import type { Preferences } from "@common/preferences";
import { createContext } from "react";

export interface PreferencesContextValue {
  preferences: Preferences;
  /** Saves at once: in local storage, and on the server when signed in. */
  save: (next: Preferences) => void;
}

export const PreferencesContext = createContext<PreferencesContextValue | null>(null);
