import { DAY_WATCHES, NIGHT_WATCHES, type PrayerWatch, WATCHES, type WatchNumber } from "@common/watches";

/** The watch guide's four tabs (spec §4, watch guide tabs). */
export type GuideView = "current" | "all" | "night" | "day";

export const GUIDE_VIEWS: readonly { id: GuideView; label: string; heading: string }[] = [
  { id: "current", label: "Current Watch", heading: "Current Prayer Watch" },
  { id: "all", label: "All Watches", heading: "All Prayer Watches" },
  { id: "night", label: "Night Watches", heading: "Night Prayer Watches" },
  { id: "day", label: "Day Watches", heading: "Day Prayer Watches" },
];

export interface GuideState {
  view: GuideView;
  /** The 'Show Only Current Watch' switch. */
  onlyCurrent: boolean;
  /** The detailed card whose Details are open; one at a time. */
  expanded: WatchNumber | null;
}

export type GuideAction =
  | { type: "selectView"; view: GuideView }
  | { type: "showAll" }
  | { type: "setOnlyCurrent"; on: boolean }
  | { type: "toggleDetails"; watch: WatchNumber };

export const initialGuideState: GuideState = { view: "current", onlyCurrent: true, expanded: null };

export function guideReducer(state: GuideState, action: GuideAction): GuideState {
  switch (action.type) {
    case "selectView":
      // The switch is on for the current tab; other tabs leave it as it is, so All still shows
      // only the current watch while it is on.
      return { ...state, view: action.view, onlyCurrent: action.view === "current" ? true : state.onlyCurrent };
    case "showAll":
      return { ...state, view: "all", onlyCurrent: false };
    case "setOnlyCurrent":
      if (action.on) return { ...state, onlyCurrent: true };
      return { ...state, onlyCurrent: false, view: state.view === "current" ? "all" : state.view };
    case "toggleDetails":
      return { ...state, expanded: state.expanded === action.watch ? null : action.watch };
  }
}

/** True when the guide shows the current watch alone: the Current tab, or All with the switch on. */
export function showsOnlyCurrent(state: GuideState): boolean {
  return state.view === "current" || (state.view === "all" && state.onlyCurrent);
}

/** The watches the card grid and the detailed guide show. */
export function visibleWatches(state: GuideState, current: PrayerWatch): readonly PrayerWatch[] {
  if (showsOnlyCurrent(state)) return [current];
  if (state.view === "night") return NIGHT_WATCHES;
  if (state.view === "day") return DAY_WATCHES;
  return WATCHES;
}

export function guideHeading(view: GuideView): string {
  return GUIDE_VIEWS.find((entry) => entry.id === view)!.heading;
}
