import { useCallback, useEffect, useState } from "react";

interface StopwatchState {
  /** Date.now() when the current run began; null while paused. */
  startedAt: number | null;
  /** Time counted by earlier runs, in milliseconds. */
  banked: number;
}

export interface Stopwatch {
  /** Whole elapsed seconds. */
  seconds: number;
  running: boolean;
  start: () => void;
  pause: () => void;
  toggle: () => void;
  /** Sets the time to 0; a running stopwatch keeps running from 0 (spec §4: reset only sets the value). */
  reset: () => void;
}

/**
 * A stopwatch measured from a start timestamp rather than by counting ticks, so it neither drifts nor
 * falls behind when a background tab throttles its timers. Starts paused at 0.
 */
export function useStopwatch(): Stopwatch {
  const [state, setState] = useState<StopwatchState>({ startedAt: null, banked: 0 });
  const [now, setNow] = useState(() => Date.now());
  const running = state.startedAt !== null;

  useEffect(() => {
    const { startedAt, banked } = state;
    if (startedAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    // Wake on the next whole-second boundary of the elapsed time, so the display never lags.
    const schedule = () => {
      const elapsed = banked + Date.now() - startedAt;
      timer = setTimeout(tick, 1000 - (elapsed % 1000));
    };
    function tick() {
      setNow(Date.now());
      schedule();
    }
    const onVisibilityChange = () => {
      if (document.visibilityState === "visible") setNow(Date.now());
    };
    schedule();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [state]);

  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setState((current) => (current.startedAt === null ? { ...current, startedAt: at } : current));
  }, []);

  const pause = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setState((current) =>
      current.startedAt === null ? current : { startedAt: null, banked: current.banked + at - current.startedAt },
    );
  }, []);

  const toggle = useCallback(() => {
    if (running) pause();
    else start();
  }, [running, pause, start]);

  const reset = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setState((current) => ({ startedAt: current.startedAt === null ? null : at, banked: 0 }));
  }, []);

  const elapsedMs = state.banked + (state.startedAt === null ? 0 : Math.max(0, now - state.startedAt));
  return { seconds: Math.floor(elapsedMs / 1000), running, start, pause, toggle, reset };
}
