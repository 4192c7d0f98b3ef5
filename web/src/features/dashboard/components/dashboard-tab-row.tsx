import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { type FocusEvent, useCallback, useEffect, useRef, useState } from "react";
import { TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { DASHBOARD_TABS, type DashboardTabId } from "../dashboard-tabs";

/** Room kept beside a tab brought into view, so the edge's arrow and fade do not cover it. */
export const EDGE_ROOM_PX = 40;

interface Box {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Whether the row has more tabs out of sight before and after what it shows (a pixel of rounding allowed). */
export function hiddenSides(list: Box): { start: boolean; end: boolean } {
  return { start: list.scrollLeft > 1, end: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 };
}

/** The scroll position that shows `tab` whole with `room` beside it, moving as little as possible. */
export function scrollLeftShowing(
  tab: { offsetLeft: number; offsetWidth: number },
  list: Box,
  room = EDGE_ROOM_PX,
): number {
  const max = Math.max(0, list.scrollWidth - list.clientWidth);
  let left = list.scrollLeft;
  if (tab.offsetLeft - room < left) left = tab.offsetLeft - room;
  else if (tab.offsetLeft + tab.offsetWidth + room > left + list.clientWidth) {
    left = tab.offsetLeft + tab.offsetWidth + room - list.clientWidth;
  }
  return Math.min(max, Math.max(0, left));
}

/**
 * The dashboard's twelve tabs in one row (tablets and up). When they do not fit, the row scrolls and
 * shows it: a fade and an arrow on each side that hides tabs. The selected tab, and a tab reached with
 * the arrow keys, are scrolled into view (issue 19 §2).
 */
export function DashboardTabRow({ value, className }: { value: DashboardTabId; className?: string }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });

  /** Whether the row is laid out (it is `display: none` on phones): only then is it measured. */
  const shownRef = useRef(false);

  // Reads the row's scroll sizes, which needs a fresh layout: called where the layout is already done (a
  // ResizeObserver callback, a scroll event) or after the row was just scrolled, never in a render's commit,
  // where it would force the whole page's layout early (Lighthouse's forced reflow, decision 052).
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list || !shownRef.current) return;
    const next = hiddenSides(list);
    setHidden((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  const show = useCallback(
    (tab: HTMLElement) => {
      const list = listRef.current;
      if (!list || !shownRef.current) return;
      const left = scrollLeftShowing(tab, list);
      if (left !== list.scrollLeft) list.scrollLeft = left;
      measure();
    },
    [measure],
  );
  const showSelected = useCallback(() => {
    const active = listRef.current?.querySelector<HTMLElement>(`[data-tab="${value}"]`);
    if (active) show(active);
  }, [value, show]);
  const showSelectedRef = useRef(showSelected);
  showSelectedRef.current = showSelected;

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.addEventListener("scroll", measure, { passive: true });
    // Told after layout: when the row first appears, and when a wider or narrower window or a larger text
    // size changes what fits. A hidden row has no size.
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(([entry]) => {
            const shown = (entry?.contentRect.width ?? 0) > 0;
            const appeared = shown && !shownRef.current;
            shownRef.current = shown;
            if (appeared) showSelectedRef.current();
            else measure();
          });
    if (observer) observer.observe(list);
    else {
      // No ResizeObserver (old browsers, some test environments): measure once after mounting.
      shownRef.current = true;
      showSelectedRef.current();
    }
    return () => {
      list.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, [measure]);

  // The selected tab (changed by a click, the URL or the phone menu) is scrolled into view.
  useEffect(() => {
    showSelected();
  }, [showSelected]);

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    if (event.target.getAttribute("role") === "tab") show(event.target);
  }

  function page(direction: -1 | 1) {
    const list = listRef.current;
    if (!list) return;
    list.scrollLeft = Math.max(0, list.scrollLeft + direction * Math.max(120, list.clientWidth * 0.7));
    measure();
  }

  return (
    <div className={cn("relative", className)} data-testid="dashboard-tab-row">
      <TabsList
        ref={listRef}
        aria-label="Dashboard sections"
        onFocus={onFocus}
        className="relative scroll-smooth overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {DASHBOARD_TABS.map((entry) => {
          const Icon = entry.icon;
          return (
            <TabsTrigger
              key={entry.id}
              value={entry.id}
              data-tab={entry.id}
              className="flex-none px-2.5 lg:gap-1 lg:px-1.5 xl:flex-1 xl:gap-1.5 xl:px-2"
            >
              <Icon aria-hidden="true" />
              {entry.label}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <EdgeArrow side="start" visible={hidden.start} onClick={() => page(-1)} />
      <EdgeArrow side="end" visible={hidden.end} onClick={() => page(1)} />
    </div>
  );
}

/**
 * A fade over the row's edge with an arrow that scrolls it: for the pointer. Keyboard and screen-reader
 * users move along the tabs themselves (arrow keys, Home, End), each tab scrolled into view as it is reached.
 */
function EdgeArrow({ side, visible, onClick }: { side: "start" | "end"; visible: boolean; onClick: () => void }) {
  const Icon = side === "start" ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <div
      aria-hidden="true"
      data-testid={`tab-row-more-${side}`}
      hidden={!visible}
      className={cn(
        "pointer-events-none absolute inset-y-0 flex w-14 items-center rounded-lg from-muted from-45% to-transparent",
        side === "start" ? "left-0 justify-start bg-linear-to-r pl-1" : "right-0 justify-end bg-linear-to-l pr-1",
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        onClick={onClick}
        className="pointer-events-auto flex size-7 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm hover:bg-accent"
      >
        <Icon className="size-4" />
      </button>
    </div>
  );
}
