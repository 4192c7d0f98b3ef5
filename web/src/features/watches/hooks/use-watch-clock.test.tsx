import { CLOCK_REFRESH_MS } from "@common/watch-clock";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createTestQueryClient } from "@/testing/render";
import { WatchSettingsProvider } from "../watch-settings-provider";
import { saveWatchSettings } from "../watch-settings-storage";
import { useWatchClock } from "./use-watch-clock";

function renderClock(homeTimeZone: string | null = "UTC") {
  saveWatchSettings({ homeTimeZone });
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <WatchSettingsProvider userId={null}>{children}</WatchSettingsProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useWatchClock(), { wrapper });
}

describe("useWatchClock", () => {
  it("reads the current watch, time, progress and time remaining in the pinned zone", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-06-01T19:30:00Z"));
    const { result } = renderClock("UTC");
    expect(result.current.current.name).toBe("First Watch");
    expect(result.current.progress).toBe(50);
    expect(result.current.timeRemaining).toBe("1h 30m");
    expect(result.current.clockTime).toBe("7:30 PM");
    expect(result.current).toMatchObject({ timeZone: "UTC", pinned: true });
  });

  it("follows a pinned home zone rather than the device", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-06-01T19:30:00Z"));
    // 19:30 UTC is 05:30 the next morning in Tokyo: the fourth watch.
    const { result } = renderClock("Asia/Tokyo");
    expect(result.current.current.name).toBe("Fourth Watch");
    expect(result.current.clockTime).toBe("4:30 AM");
  });

  it("ticks on the next minute boundary, then every minute, into the next watch", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-06-01T20:58:30Z"));
    const { result } = renderClock("UTC");
    expect(result.current.current.number).toBe(1);
    expect(result.current.timeRemaining).toBe("2m");

    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current.clockTime).toBe("8:58 PM");
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.clockTime).toBe("8:59 PM");
    expect(result.current.timeRemaining).toBe("1m");

    act(() => vi.advanceTimersByTime(CLOCK_REFRESH_MS));
    expect(result.current.current.name).toBe("Second Watch");
    expect(result.current.clockTime).toBe("9:00 PM");
    expect(result.current.timeRemaining).toBe("3h 0m");
    expect(result.current.progress).toBe(0);
  });

  it("recomputes at once when the tab becomes visible again", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-06-01T23:59:10Z"));
    const { result } = renderClock("UTC");
    expect(result.current.current.name).toBe("Second Watch");
    // The tab slept in the background and its timers did not run.
    vi.setSystemTime(new Date("2025-06-02T01:00:05Z"));
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(result.current.current.name).toBe("Third Watch");
  });

  it("follows the device's zone when none is pinned", () => {
    const { result } = renderClock(null);
    expect(result.current.pinned).toBe(false);
    expect(result.current.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
