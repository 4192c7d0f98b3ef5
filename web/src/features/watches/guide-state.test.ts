import { DAY_WATCHES, getWatch, NIGHT_WATCHES, WATCHES } from "@common/watches";
import { describe, expect, it } from "vitest";
import {
  type GuideAction,
  type GuideState,
  guideHeading,
  guideReducer,
  initialGuideState,
  showsOnlyCurrent,
  visibleWatches,
} from "./guide-state";

const run = (...actions: GuideAction[]) => actions.reduce(guideReducer, initialGuideState);
const third = getWatch(3)!;

describe("watch guide state", () => {
  it("starts on the Current tab with the switch on and nothing expanded", () => {
    expect(initialGuideState).toEqual({ view: "current", onlyCurrent: true, expanded: null });
    expect(visibleWatches(initialGuideState, third)).toEqual([third]);
  });

  it("turns the switch on whenever the Current tab is selected", () => {
    const state = run({ type: "showAll" }, { type: "selectView", view: "current" });
    expect(state).toMatchObject({ view: "current", onlyCurrent: true });
  });

  it("shows only the current watch on All while the switch is on", () => {
    const state = run({ type: "selectView", view: "all" });
    expect(state).toMatchObject({ view: "all", onlyCurrent: true });
    expect(showsOnlyCurrent(state)).toBe(true);
    expect(visibleWatches(state, third)).toEqual([third]);
  });

  it("'Show All Watches' turns the switch off and selects All", () => {
    const state = run({ type: "showAll" });
    expect(state).toMatchObject({ view: "all", onlyCurrent: false });
    expect(visibleWatches(state, third)).toEqual(WATCHES);
  });

  it("keeps All when the switch is turned on there", () => {
    const state = run({ type: "showAll" }, { type: "setOnlyCurrent", on: true });
    expect(state).toMatchObject({ view: "all", onlyCurrent: true });
    expect(visibleWatches(state, third)).toEqual([third]);
  });

  it("moves from Current to All when the switch is turned off", () => {
    const state = run({ type: "setOnlyCurrent", on: false });
    expect(state).toMatchObject({ view: "all", onlyCurrent: false });
    expect(visibleWatches(state, third)).toHaveLength(8);
  });

  it("turning the switch off on All stays on All and shows every watch", () => {
    const state = run({ type: "selectView", view: "all" }, { type: "setOnlyCurrent", on: false });
    expect(state).toMatchObject({ view: "all", onlyCurrent: false });
  });

  it("shows the night and day watches on their tabs whatever the switch says", () => {
    const night = run({ type: "selectView", view: "night" });
    expect(night.onlyCurrent).toBe(true);
    expect(showsOnlyCurrent(night)).toBe(false);
    expect(visibleWatches(night, third)).toEqual(NIGHT_WATCHES);
    const day = run({ type: "showAll" }, { type: "selectView", view: "day" });
    expect(visibleWatches(day, third)).toEqual(DAY_WATCHES);
    expect(NIGHT_WATCHES.map((watch) => watch.number)).toEqual([1, 2, 3, 4]);
    expect(DAY_WATCHES.map((watch) => watch.number)).toEqual([5, 6, 7, 8]);
  });

  it("remembers the switch across the night and day tabs", () => {
    const off = run({ type: "showAll" }, { type: "selectView", view: "night" }, { type: "selectView", view: "all" });
    expect(off).toMatchObject({ view: "all", onlyCurrent: false });
    const on = run({ type: "selectView", view: "day" }, { type: "selectView", view: "all" });
    expect(on).toMatchObject({ view: "all", onlyCurrent: true });
  });

  it("expands one watch's details at a time and collapses on a second click", () => {
    let state: GuideState = guideReducer(initialGuideState, { type: "toggleDetails", watch: 2 });
    expect(state.expanded).toBe(2);
    state = guideReducer(state, { type: "toggleDetails", watch: 5 });
    expect(state.expanded).toBe(5);
    state = guideReducer(state, { type: "toggleDetails", watch: 5 });
    expect(state.expanded).toBeNull();
  });

  it("names the grid after the tab", () => {
    expect(guideHeading("current")).toBe("Current Prayer Watch");
    expect(guideHeading("all")).toBe("All Prayer Watches");
    expect(guideHeading("night")).toBe("Night Prayer Watches");
    expect(guideHeading("day")).toBe("Day Prayer Watches");
  });
});
