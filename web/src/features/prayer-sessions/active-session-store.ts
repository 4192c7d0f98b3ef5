import { localId } from "@/lib/local-collection";
import { readSessionStorage, writeSessionStorage } from "@/lib/storage";
import { idleTimer, parseTimerState, type TimerState } from "./timer-machine";

/**
 * The session being prayed, kept in this tab's session storage so a reload (or leaving the session
 * and coming back) continues it: the timer's timestamps, the saved notes and the voice-guide flag.
 */
export interface ActiveSession {
  /** The id the finished session is saved under; made when the session starts. */
  clientId: string | null;
  timer: TimerState;
  /** Notes confirmed with Save Notes. */
  notes: string;
  /** Whether the voice guide was on while praying. */
  voiceGuided: boolean;
}

export function activeSessionKey(watchNumber: number): string {
  return `prayer-journey:active-prayer-session:${watchNumber}`;
}

export function freshSession(voiceGuided = false): ActiveSession {
  return { clientId: null, timer: idleTimer(), notes: "", voiceGuided };
}

export function newClientId(): string {
  return localId("session");
}

export function loadActiveSession(watchNumber: number): ActiveSession | null {
  const raw = readSessionStorage(activeSessionKey(watchNumber));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== "object") return null;
    const timer = parseTimerState(value.timer);
    if (!timer) return null;
    return {
      clientId: typeof value.clientId === "string" && value.clientId ? value.clientId : null,
      timer,
      notes: typeof value.notes === "string" ? value.notes : "",
      voiceGuided: value.voiceGuided === true,
    };
  } catch (error) {
    console.warn("Ignoring an unreadable active prayer session", error);
    return null;
  }
}

export function saveActiveSession(watchNumber: number, session: ActiveSession | null): void {
  writeSessionStorage(activeSessionKey(watchNumber), session ? JSON.stringify(session) : "");
}
