import { describe, expect, it } from "vitest";
import {
  clampDurationMinutes,
  describeCountdown,
  elapsedMs,
  endTimer,
  formatCountdown,
  hasReachedZero,
  idleTimer,
  msUntilNextSecond,
  parseTimerState,
  pauseTimer,
  remainingSeconds,
  resumeTimer,
  setDuration,
  startTimer,
} from "./timer-machine";

const T0 = 1_700_000_000_000;
const second = 1000;
const minute = 60 * second;

describe("timer machine", () => {
  it("starts idle at 15 minutes and the slider sets 1–120 whole minutes", () => {
    const idle = idleTimer();
    expect(idle).toEqual({ status: "idle", durationSeconds: 900, startedAt: null, accumulatedMs: 0 });
    expect(remainingSeconds(idle, T0)).toBe(900);
    expect(setDuration(idle, 1).durationSeconds).toBe(60);
    expect(setDuration(idle, 120).durationSeconds).toBe(7200);
    expect(setDuration(idle, 0).durationSeconds).toBe(60);
    expect(setDuration(idle, 500).durationSeconds).toBe(7200);
    expect(clampDurationMinutes(Number.NaN)).toBe(15);
  });

  it("ignores the slider once the session has started", () => {
    const active = startTimer(idleTimer(10), T0);
    expect(setDuration(active, 30)).toBe(active);
  });

  it("counts down from the start timestamp, not from ticks", () => {
    const active = startTimer(idleTimer(1), T0);
    expect(active.status).toBe("active");
    expect(remainingSeconds(active, T0)).toBe(60);
    expect(remainingSeconds(active, T0 + 1)).toBe(60);
    expect(remainingSeconds(active, T0 + 1000)).toBe(59);
    // A tab asleep for 40 seconds wakes to the right time.
    expect(remainingSeconds(active, T0 + 40 * second)).toBe(20);
    expect(msUntilNextSecond(active, T0 + 40 * second + 300)).toBe(700);
    expect(msUntilNextSecond(active, T0 + 40 * second)).toBe(1000);
  });

  it("pauses and resumes without losing or gaining time", () => {
    let state = startTimer(idleTimer(1), T0);
    state = pauseTimer(state, T0 + 10 * second);
    expect(state).toMatchObject({ status: "paused", startedAt: null, accumulatedMs: 10 * second });
    // Time spent paused does not count.
    expect(remainingSeconds(state, T0 + 5 * minute)).toBe(50);
    state = resumeTimer(state, T0 + 5 * minute);
    expect(state.status).toBe("active");
    expect(remainingSeconds(state, T0 + 5 * minute + 20 * second)).toBe(30);
    expect(pauseTimer(idleTimer(), T0).status).toBe("idle");
    expect(resumeTimer(state, T0)).toBe(state);
  });

  it("reaches zero and ends as completed, saving the full duration even if noticed late", () => {
    const state = startTimer(idleTimer(1), T0);
    expect(hasReachedZero(state, T0 + 59_999)).toBe(false);
    expect(hasReachedZero(state, T0 + minute)).toBe(true);
    const ended = endTimer(state, T0 + 3 * minute, "completed")!;
    expect(ended).toMatchObject({ reason: "completed", minutes: 1, save: true, completedAt: T0 + minute });
    expect(elapsedMs(state, T0 + 3 * minute)).toBe(minute);
    expect(remainingSeconds(state, T0 + 3 * minute)).toBe(0);
  });

  it("counts the completion moment across a pause", () => {
    let state = startTimer(idleTimer(2), T0);
    state = pauseTimer(state, T0 + minute);
    state = resumeTimer(state, T0 + 10 * minute);
    const ended = endTimer(state, T0 + 20 * minute, "completed")!;
    expect(ended.completedAt).toBe(T0 + 11 * minute);
    expect(ended.minutes).toBe(2);
  });

  it("ends early with End Session, rounding minutes prayed up", () => {
    const state = startTimer(idleTimer(15), T0);
    expect(endTimer(state, T0 + 1, "ended")).toMatchObject({ minutes: 1, save: true, completedAt: T0 + 1 });
    expect(endTimer(state, T0 + 61 * second, "ended")!.minutes).toBe(2);
    expect(endTimer(state, T0 + 2 * minute, "ended")!.minutes).toBe(2);
    const paused = pauseTimer(state, T0 + 90 * second);
    expect(endTimer(paused, T0 + 50 * minute, "ended")!.minutes).toBe(2);
  });

  it("does not save a session of 0 minutes", () => {
    const state = startTimer(idleTimer(15), T0);
    expect(endTimer(state, T0, "ended")).toMatchObject({ minutes: 0, save: false });
  });

  it("resets to 15 minutes after ending, whatever was chosen", () => {
    const state = startTimer(idleTimer(45), T0);
    expect(endTimer(state, T0 + minute, "ended")!.next).toEqual(idleTimer(15));
    expect(endTimer(idleTimer(45), T0, "ended")).toBeNull();
  });

  it("formats the countdown for eyes and ears", () => {
    expect(formatCountdown(900)).toBe("15:00");
    expect(formatCountdown(59)).toBe("0:59");
    expect(formatCountdown(7200)).toBe("2:00:00");
    expect(formatCountdown(-3)).toBe("0:00");
    expect(describeCountdown(899)).toBe("14 minutes 59 seconds");
    expect(describeCountdown(60)).toBe("1 minute");
    expect(describeCountdown(1)).toBe("1 second");
    expect(describeCountdown(0)).toBe("0 seconds");
  });

  it("reads a persisted timer back, refusing what is not one", () => {
    const active = startTimer(idleTimer(5), T0);
    expect(parseTimerState(JSON.parse(JSON.stringify(active)))).toEqual(active);
    expect(parseTimerState({ ...active, startedAt: null })).toBeNull();
    expect(parseTimerState({ ...active, status: "running" })).toBeNull();
    expect(parseTimerState(null)).toBeNull();
    expect(parseTimerState({ ...idleTimer(), durationSeconds: 60 * 999 })?.durationSeconds).toBe(7200);
  });
});
