import { CLOCK_REFRESH_MS, readWatchClock, type WatchClock } from "@common/watch-clock";
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { finishRenderedPage, initialNow, readingRenderedNow } from "@/lib/rendered-now";
import { deviceTimeZone, deviceZoneOverride, formatClockTime } from "../time-zones";
import { useWatchSettings } from "./use-watch-settings";

export interface WatchClockReading extends WatchClock {
  now: Date;
  /** The zone the watches follow: the pinned home zone, or the device's. */
  timeZone: string;
  /** True when a home time zone is pinned in settings. */
  pinned: boolean;
  /** The current time in that zone, e.g. "7:30 PM". */
  clockTime: string;
}

/**
 * "Now", refreshed every CLOCK_REFRESH_MS on the minute boundary (so a clock showing minutes is
 * never behind), and at once when the tab becomes visible again (background tabs throttle timers).
 */
export function useNow(refreshMs = CLOCK_REFRESH_MS): Date {
  const [now, setNow] = useState(initialNow);
  const fromPage = useRef(readingRenderedNow());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(tick, refreshMs - (Date.now() % refreshMs));
    };
    function tick() {
      setNow(new Date());
      schedule();
    }
    const onVisibilityChange = () => {
      if (document.visibilityState === "visible") tick();
    };
    // The first render drew the server's page: its instant, in the zone it knew (decision 054). Once the page is
    // hydrated (effects run after), the real time, in this device's zone.
    if (fromPage.current) {
      finishRenderedPage();
      startTransition(() => setNow(new Date()));
    }
    schedule();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [refreshMs]);
  return now;
}

/** The current watch, its progress and time remaining, in the zone the user's watches follow. */
export function useWatchClock(): WatchClockReading {
  const { settings } = useWatchSettings();
  const now = useNow();
  const homeTimeZone = settings.homeTimeZone;
  return useMemo(() => {
    const timeZone = homeTimeZone ?? deviceTimeZone();
    // Undefined: this device's clock (on the server, the zone of the device the page is rendered for).
    const zone = homeTimeZone ?? deviceZoneOverride();
    return {
      ...readWatchClock(now, zone),
      now,
      timeZone,
      pinned: homeTimeZone !== null,
      clockTime: formatClockTime(now, zone),
    };
  }, [now, homeTimeZone]);
}
