import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useStopwatch } from "./use-stopwatch";

describe("useStopwatch", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-06-01T12:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("starts paused at 0", () => {
    const { result } = renderHook(() => useStopwatch());
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.seconds).toBe(0);
  });

  it("counts while running, keeps its value when paused, and continues on resume", () => {
    const { result } = renderHook(() => useStopwatch());
    act(() => result.current.start());
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(65_000));
    expect(result.current.seconds).toBe(65);

    act(() => result.current.pause());
    expect(result.current.running).toBe(false);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.seconds).toBe(65);

    act(() => result.current.toggle());
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.seconds).toBe(75);
  });

  it("keeps fractions of a second across a pause", () => {
    const { result } = renderHook(() => useStopwatch());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(1_600));
    act(() => result.current.pause());
    expect(result.current.seconds).toBe(1);
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.seconds).toBe(2);
  });

  it("measures from the start time, so stalled timers do not lose time", () => {
    const { result } = renderHook(() => useStopwatch());
    act(() => result.current.start());
    // The clock jumps ahead without any timer firing (a throttled background tab).
    vi.setSystemTime(Date.now() + 3_600_000);
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    expect(result.current.seconds).toBe(3600);
  });

  it("resets to 0: a paused one stays paused, a running one counts on from 0", () => {
    const { result } = renderHook(() => useStopwatch());
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(12_000));
    act(() => result.current.pause());
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ seconds: 0, running: false });

    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(4_000));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ seconds: 0, running: true });
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.seconds).toBe(2);
  });
});
