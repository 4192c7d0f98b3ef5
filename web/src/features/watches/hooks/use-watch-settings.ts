import { useContext } from "react";
import { WatchSettingsContext, type WatchSettingsContextValue } from "../watch-settings-context";

export function useWatchSettings(): WatchSettingsContextValue {
  const value = useContext(WatchSettingsContext);
  if (!value) throw new Error("useWatchSettings must be used inside <WatchSettingsProvider>");
  return value;
}
