import { type WatchNumber, WatchNumberSchema } from "@common/watches";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type DashboardTabId, DEFAULT_TAB, parseTab } from "../dashboard-tabs";

/** An active prayer from the URL: `?pray=3`, with `&voice=1` for the voice guide. */
export interface ActivePrayer {
  watchNumber: WatchNumber;
  voiceGuided: boolean;
}

function parsePrayer(params: URLSearchParams): ActivePrayer | null {
  const raw = params.get("pray");
  if (raw === null || !/^\d$/.test(raw)) return null;
  const parsed = WatchNumberSchema.safeParse(raw);
  if (!parsed.success) return null;
  return { watchNumber: parsed.data, voiceGuided: params.get("voice") === "1" };
}

/**
 * The dashboard's state lives in the URL, so reload and back/forward work: `?tab=journal` selects a
 * tab (Watches when absent or unknown), `?pray=3[&voice=1]` shows the Active Prayer Session panel.
 */
export function useDashboardLocation() {
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get("tab"));
  const prayer = useMemo(() => parsePrayer(params), [params]);

  const selectTab = useCallback(
    (next: DashboardTabId) => {
      setParams(next === DEFAULT_TAB ? {} : { tab: next }, { preventScrollReset: true });
    },
    [setParams],
  );

  const startPrayer = useCallback(
    (watchNumber: WatchNumber, options: { voice?: boolean } = {}) => {
      setParams(options.voice ? { pray: String(watchNumber), voice: "1" } : { pray: String(watchNumber) });
    },
    [setParams],
  );

  const returnToWatches = useCallback(() => setParams({}), [setParams]);

  /** A finished session lands on the Journal tab, where it is recorded. */
  const completePrayer = useCallback(() => setParams({ tab: "journal" }), [setParams]);

  return { tab, prayer, selectTab, startPrayer, returnToWatches, completePrayer };
}
