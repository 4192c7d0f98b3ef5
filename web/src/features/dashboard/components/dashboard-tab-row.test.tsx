import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Tabs } from "@/components/ui/tabs";
import { DASHBOARD_TABS, type DashboardTabId, parseTab } from "../dashboard-tabs";
import { DashboardTabRow, EDGE_ROOM_PX, hiddenSides, scrollLeftShowing } from "./dashboard-tab-row";

describe("hiddenSides", () => {
  it("says which sides hide tabs", () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 1000 })).toEqual({ start: false, end: false });
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 1100, clientWidth: 700 })).toEqual({ start: false, end: true });
    expect(hiddenSides({ scrollLeft: 200, scrollWidth: 1100, clientWidth: 700 })).toEqual({ start: true, end: true });
    expect(hiddenSides({ scrollLeft: 399.5, scrollWidth: 1100, clientWidth: 700 })).toEqual({
      start: true,
      end: false,
    });
  });
});

describe("scrollLeftShowing", () => {
  const list = { scrollLeft: 100, scrollWidth: 1100, clientWidth: 700 };
  it("leaves a tab already in view where it is", () => {
    expect(scrollLeftShowing({ offsetLeft: 300, offsetWidth: 90 }, list)).toBe(100);
  });
  it("brings a tab past either edge into view with room beside it, and never past the ends", () => {
    expect(scrollLeftShowing({ offsetLeft: 760, offsetWidth: 90 }, list)).toBe(760 + 90 + EDGE_ROOM_PX - 700);
    expect(scrollLeftShowing({ offsetLeft: 120, offsetWidth: 90 }, list)).toBe(120 - EDGE_ROOM_PX);
    expect(scrollLeftShowing({ offsetLeft: 4, offsetWidth: 90 }, list)).toBe(0);
    expect(scrollLeftShowing({ offsetLeft: 1006, offsetWidth: 90 }, list)).toBe(400);
  });
});

/**
 * jsdom lays nothing out: the row is given the sizes of a 768 px screen, where twelve tabs of 90 px
 * do not fit in 700 px, and its scroll position is kept as a browser would (clamped to what it can scroll).
 */
const TAB_WIDTH = 90;
const ROW_WIDTH = 700;
const CONTENT_WIDTH = 4 + DASHBOARD_TABS.length * TAB_WIDTH;
const saved = new Map<string, PropertyDescriptor | undefined>();
const scrollPositions = new WeakMap<Element, number>();
/** The row as on a phone (`display: none`): no size. */
let rowHidden = false;
/** How often the row's scroll width was read (each read needs a fresh layout in a browser). */
let layoutReads = 0;

function fake(property: string, descriptor: PropertyDescriptor) {
  saved.set(property, Object.getOwnPropertyDescriptor(HTMLElement.prototype, property));
  Object.defineProperty(HTMLElement.prototype, property, { configurable: true, ...descriptor });
}

beforeEach(() => {
  const isTab = (element: HTMLElement) => element.getAttribute("role") === "tab";
  const isRow = (element: HTMLElement) => element.getAttribute("role") === "tablist";
  fake("offsetLeft", {
    get(this: HTMLElement) {
      return isTab(this) ? 4 + [...this.parentElement!.children].indexOf(this) * TAB_WIDTH : 0;
    },
  });
  fake("offsetWidth", {
    get(this: HTMLElement) {
      return isTab(this) ? TAB_WIDTH - 4 : isRow(this) ? (rowHidden ? 0 : ROW_WIDTH) : 0;
    },
  });
  fake("clientWidth", {
    get(this: HTMLElement) {
      return isRow(this) ? ROW_WIDTH : 0;
    },
  });
  fake("scrollWidth", {
    get(this: HTMLElement) {
      if (isRow(this)) layoutReads++;
      return isRow(this) ? CONTENT_WIDTH : 0;
    },
  });
  saved.set("scrollLeft", Object.getOwnPropertyDescriptor(Element.prototype, "scrollLeft"));
  Object.defineProperty(Element.prototype, "scrollLeft", {
    configurable: true,
    get(this: Element) {
      return scrollPositions.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      scrollPositions.set(this, Math.min(CONTENT_WIDTH - ROW_WIDTH, Math.max(0, value)));
    },
  });
});

/**
 * A browser tells a ResizeObserver about each observed element once it is laid out, and again when its size
 * changes: here at once, with the row's width (0 while it is hidden, as on phones).
 */
const observers = new Set<{ resize: () => void }>();
class LayoutObserver {
  private readonly targets = new Set<HTMLElement>();
  constructor(private readonly callback: ResizeObserverCallback) {}
  resize() {
    const entries = [...this.targets].map(
      (target) =>
        ({ target, contentRect: { width: target.hidden ? 0 : target.offsetWidth } }) as unknown as ResizeObserverEntry,
    );
    this.callback(entries, this as unknown as ResizeObserver);
  }
  observe(target: HTMLElement) {
    this.targets.add(target);
    observers.add(this);
    this.resize();
  }
  unobserve(target: HTMLElement) {
    this.targets.delete(target);
  }
  disconnect() {
    observers.delete(this);
  }
}
const savedResizeObserver = globalThis.ResizeObserver;
beforeEach(() => {
  globalThis.ResizeObserver = LayoutObserver as unknown as typeof ResizeObserver;
});

afterEach(() => {
  globalThis.ResizeObserver = savedResizeObserver;
  observers.clear();
  rowHidden = false;
  layoutReads = 0;
  for (const [property, descriptor] of saved) {
    const owner = property === "scrollLeft" ? Element.prototype : HTMLElement.prototype;
    if (descriptor) Object.defineProperty(owner, property, descriptor);
    else delete (owner as unknown as Record<string, unknown>)[property];
  }
  saved.clear();
});

function Row({ initial = "watches" as DashboardTabId }) {
  const [tab, setTab] = useState<DashboardTabId>(initial);
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(parseTab(value))} activationMode="manual">
      <DashboardTabRow value={tab} />
    </Tabs>
  );
}

const row = () => screen.getByRole("tablist", { name: "Dashboard sections" });
const more = (side: "start" | "end") => screen.getByTestId(`tab-row-more-${side}`);

describe("DashboardTabRow (issue 19 §2)", () => {
  it("shows that more tabs follow when they do not fit, and scrolls to them with its arrow", async () => {
    const user = userEvent.setup();
    render(<Row />);
    expect(within(row()).getAllByRole("tab")).toHaveLength(12);
    expect(row().scrollLeft).toBe(0);
    expect(more("start")).not.toBeVisible();
    expect(more("end")).toBeVisible();
    // The arrows are for the pointer: hidden from screen readers and out of the tab order.
    expect(more("end")).toHaveAttribute("aria-hidden", "true");
    expect(within(more("end")).getByRole("button", { hidden: true })).toHaveAttribute("tabindex", "-1");

    await user.click(within(more("end")).getByRole("button", { hidden: true }));
    expect(row().scrollLeft).toBeGreaterThan(0);
    expect(more("start")).toBeVisible();
    await user.click(within(more("end")).getByRole("button", { hidden: true }));
    expect(row().scrollLeft).toBe(CONTENT_WIDTH - ROW_WIDTH);
    expect(more("end")).not.toBeVisible();

    await user.click(within(more("start")).getByRole("button", { hidden: true }));
    await user.click(within(more("start")).getByRole("button", { hidden: true }));
    expect(row().scrollLeft).toBe(0);
    expect(more("start")).not.toBeVisible();
  });

  it("follows a scroll by touch or wheel", () => {
    render(<Row />);
    row().scrollLeft = 150;
    act(() => {
      fireEvent.scroll(row());
    });
    expect(more("start")).toBeVisible();
    expect(more("end")).toBeVisible();
  });

  it("opens with the selected tab in view: Profile, the last, from the URL", () => {
    render(<Row initial="profile" />);
    const profile = screen.getByRole("tab", { name: "Profile" });
    expect(profile).toHaveAttribute("aria-selected", "true");
    const left = row().scrollLeft;
    expect(profile.offsetLeft).toBeGreaterThanOrEqual(left);
    expect(profile.offsetLeft + profile.offsetWidth).toBeLessThanOrEqual(left + ROW_WIDTH);
    expect(more("end")).not.toBeVisible();
    expect(more("start")).toBeVisible();
  });

  it("keeps the arrow keys: each tab reached is scrolled into view, Enter selects it", async () => {
    const user = userEvent.setup();
    render(<Row />);
    await user.click(screen.getByRole("tab", { name: "Watches" }));
    for (let step = 0; step < 9; step++) await user.keyboard("{ArrowRight}");
    const offline = screen.getByRole("tab", { name: "Offline" });
    expect(offline).toHaveFocus();
    const left = row().scrollLeft;
    expect(offline.offsetLeft).toBeGreaterThanOrEqual(left);
    expect(offline.offsetLeft + offline.offsetWidth + EDGE_ROOM_PX).toBeLessThanOrEqual(left + ROW_WIDTH);
    await user.keyboard("{Enter}");
    expect(offline).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Watches" })).toHaveFocus();
    expect(row().scrollLeft).toBe(0);
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Profile" })).toHaveFocus();
    expect(row().scrollLeft).toBe(CONTENT_WIDTH - ROW_WIDTH);
  });

  it("never measures the row while it is hidden (phones), so a page's first render forces no layout", () => {
    rowHidden = true;
    const { rerender } = render(<Row initial="profile" />);
    rerender(<Row initial="bible" />);
    expect(layoutReads).toBe(0);
    // Shown (the window grew past the phone width): measured, and the selected tab brought into view.
    rowHidden = false;
    act(() => {
      for (const observer of observers) observer.resize();
    });
    expect(layoutReads).toBeGreaterThan(0);
    expect(row().scrollLeft).toBe(CONTENT_WIDTH - ROW_WIDTH);
    expect(more("start")).toBeVisible();
  });
});
