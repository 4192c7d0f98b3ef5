import { minutesPrayed, PRAYER_SESSION_LIMITS } from "@common/prayer-sessions";

/**
 * The prayer session timer (core spec §4), as pure functions of the state and the current time.
 * Nothing here counts ticks: the remaining time is computed from timestamps, so it stays right when a
 * background tab throttles its timers or the phone sleeps.
 *
 * idle (chosen duration shown) → active → paused ⇄ active → ended (at zero or by End Session), and
 * ending resets the timer to the default 15 minutes.
 */
export type TimerStatus = "idle" | "active" | "paused";

export interface TimerState {
  status: TimerStatus;
  durationSeconds: number;
  /** Date.now() when the current run began; null unless active. */
  startedAt: number | null;
  /** Time prayed in earlier runs (before each pause), in milliseconds. */
  accumulatedMs: number;
}

export const DEFAULT_DURATION_MINUTES = PRAYER_SESSION_LIMITS.durationDefault;

export function clampDurationMinutes(minutes: number): number {
  if (!Number.isFinite(minutes)) return DEFAULT_DURATION_MINUTES;
  return Math.min(PRAYER_SESSION_LIMITS.durationMax, Math.max(PRAYER_SESSION_LIMITS.durationMin, Math.round(minutes)));
}

export function idleTimer(minutes: number = DEFAULT_DURATION_MINUTES): TimerState {
  return { status: "idle", durationSeconds: clampDurationMinutes(minutes) * 60, startedAt: null, accumulatedMs: 0 };
}

/** The slider: only while the session is untouched. */
export function setDuration(state: TimerState, minutes: number): TimerState {
  return state.status === "idle" ? idleTimer(minutes) : state;
}

export function startTimer(state: TimerState, now: number): TimerState {
  return state.status === "idle" ? { ...state, status: "active", startedAt: now, accumulatedMs: 0 } : state;
}

export function pauseTimer(state: TimerState, now: number): TimerState {
  if (state.status !== "active" || state.startedAt === null) return state;
  return {
    ...state,
    status: "paused",
    startedAt: null,
    accumulatedMs: Math.min(durationMs(state), state.accumulatedMs + Math.max(0, now - state.startedAt)),
  };
}

export function resumeTimer(state: TimerState, now: number): TimerState {
  return state.status === "paused" ? { ...state, status: "active", startedAt: now } : state;
}

function durationMs(state: TimerState): number {
  return state.durationSeconds * 1000;
}

/** Time prayed so far, never more than the chosen duration. */
export function elapsedMs(state: TimerState, now: number): number {
  const running = state.status === "active" && state.startedAt !== null ? Math.max(0, now - state.startedAt) : 0;
  return Math.min(durationMs(state), state.accumulatedMs + running);
}

export function remainingMs(state: TimerState, now: number): number {
  return durationMs(state) - elapsedMs(state, now);
}

/** Whole seconds left as the countdown shows them (rounded up, so 0:00 appears only at the end). */
export function remainingSeconds(state: TimerState, now: number): number {
  return Math.ceil(remainingMs(state, now) / 1000);
}

export function hasReachedZero(state: TimerState, now: number): boolean {
  return state.status === "active" && remainingMs(state, now) <= 0;
}

/** Milliseconds until the displayed second changes (or the timer reaches zero), for scheduling the next render. */
export function msUntilNextSecond(state: TimerState, now: number): number {
  const left = remainingMs(state, now);
  const partial = left % 1000;
  return partial === 0 ? 1000 : partial;
}

export type EndReason = "completed" | "ended";

export interface EndedSession {
  reason: EndReason;
  /** Minutes prayed: elapsed time rounded up to whole minutes. */
  minutes: number;
  /** Whether a session is saved (only when more than 0 minutes were prayed). */
  save: boolean;
  /** When it ended: the moment it reached zero (even if noticed later), or now. */
  completedAt: number;
  /** The timer afterwards: back to the default 15 minutes. */
  next: TimerState;
}

/** Ends an active or paused session, at zero ("completed") or by End Session ("ended"). Null while idle. */
export function endTimer(state: TimerState, now: number, reason: EndReason): EndedSession | null {
  if (state.status === "idle") return null;
  const elapsed = elapsedMs(state, now);
  const minutes = minutesPrayed(elapsed);
  let completedAt = now;
  if (reason === "completed" && state.status === "active" && state.startedAt !== null) {
    // The moment the countdown reached zero, which a sleeping phone may notice later.
    completedAt = Math.min(now, state.startedAt + (durationMs(state) - state.accumulatedMs));
  }
  return { reason, minutes, save: minutes > 0, completedAt, next: idleTimer(DEFAULT_DURATION_MINUTES) };
}

/** "14:59", or "1:05:00" from an hour up. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** "14 minutes 59 seconds", for screen readers. */
export function describeCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? "minute" : "minutes"}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? "second" : "seconds"}`);
  return parts.join(" ");
}

/** A persisted timer read back from storage, or null when it is not one. */
export function parseTimerState(value: unknown): TimerState | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.status !== "idle" && v.status !== "active" && v.status !== "paused") return null;
  if (typeof v.durationSeconds !== "number" || !Number.isFinite(v.durationSeconds)) return null;
  if (typeof v.accumulatedMs !== "number" || !Number.isFinite(v.accumulatedMs) || v.accumulatedMs < 0) return null;
  const startedAt = typeof v.startedAt === "number" && Number.isFinite(v.startedAt) ? v.startedAt : null;
  if (v.status === "active" && startedAt === null) return null;
  const minutes = clampDurationMinutes(v.durationSeconds / 60);
  return {
    status: v.status,
    durationSeconds: minutes * 60,
    startedAt: v.status === "active" ? startedAt : null,
    accumulatedMs: v.accumulatedMs,
  };
}
