import { useCallback, useEffect, useRef, useState } from "react";
import {
  type ActiveSession,
  freshSession,
  loadActiveSession,
  newClientId,
  saveActiveSession,
} from "../active-session-store";
import {
  type EndReason,
  endTimer,
  hasReachedZero,
  msUntilNextSecond,
  pauseTimer,
  resumeTimer,
  setDuration,
  startTimer,
} from "../timer-machine";

export interface FinishedSession {
  reason: EndReason;
  clientId: string;
  minutes: number;
  save: boolean;
  completedAt: Date;
  notes: string;
  voiceGuided: boolean;
}

interface Options {
  watchNumber: number;
  /**
   * Whether the voice guide is running and has spoken a step (it marks the session voice-guided once
   * that happens while praying, or when praying starts while it runs); merely switching it on does not.
   */
  voiceGuideOn: boolean;
  onEnd: (session: FinishedSession) => void;
}

/**
 * The session being prayed: the timer (from timestamps), the notes and the voice flag, persisted in
 * session storage. Re-renders on each displayed second and whenever the tab becomes visible again.
 */
export function usePrayerSession({ watchNumber, voiceGuideOn, onEnd }: Options) {
  const [session, setSession] = useState<ActiveSession>(() => loadActiveSession(watchNumber) ?? freshSession());
  const [now, setNow] = useState(() => Date.now());
  /** The notes box as typed; Save Notes keeps it with the session, and the end saves whatever is typed. */
  const [notesDraft, setNotesDraftState] = useState(session.notes);
  const draftRef = useRef(notesDraft);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  const { timer } = session;

  useEffect(() => {
    const untouched = session.timer.status === "idle" && session.notes === "";
    saveActiveSession(watchNumber, untouched ? null : session);
  }, [watchNumber, session]);

  // The guide ran while praying → a voice-guided session.
  useEffect(() => {
    if (voiceGuideOn && session.timer.status !== "idle" && !session.voiceGuided) {
      setSession((current) => ({ ...current, voiceGuided: true }));
    }
  }, [voiceGuideOn, session.timer.status, session.voiceGuided]);

  useEffect(() => {
    if (timer.status !== "active") return;
    let handle: ReturnType<typeof setTimeout>;
    const schedule = () => {
      handle = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        msUntilNextSecond(timer, Date.now()),
      );
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") setNow(Date.now());
    };
    schedule();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      clearTimeout(handle);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [timer]);

  const end = useCallback((reason: EndReason) => {
    const current = sessionRef.current;
    const at = Date.now();
    const ended = endTimer(current.timer, at, reason);
    if (!ended) return;
    const notes = draftRef.current.trim();
    const next: ActiveSession = { ...freshSession(false), timer: ended.next };
    sessionRef.current = next;
    draftRef.current = "";
    setSession(next);
    setNotesDraftState("");
    setNow(at);
    onEndRef.current({
      reason,
      clientId: current.clientId ?? newClientId(),
      minutes: ended.minutes,
      save: ended.save,
      completedAt: new Date(ended.completedAt),
      notes,
      voiceGuided: current.voiceGuided,
    });
  }, []);

  const reachedZero = hasReachedZero(timer, now) || hasReachedZero(timer, Date.now());
  useEffect(() => {
    if (reachedZero) end("completed");
  }, [reachedZero, end]);

  const update = useCallback((change: (current: ActiveSession) => ActiveSession) => {
    setNow(Date.now());
    setSession((current) => {
      const next = change(current);
      sessionRef.current = next;
      return next;
    });
  }, []);

  return {
    timer,
    now,
    /** The notes last confirmed with Save Notes. */
    savedNotes: session.notes,
    notesDraft,
    setNotesDraft: (notes: string) => {
      draftRef.current = notes;
      setNotesDraftState(notes);
    },
    setMinutes: (minutes: number) => update((current) => ({ ...current, timer: setDuration(current.timer, minutes) })),
    start: () =>
      update((current) => ({
        ...current,
        clientId: current.clientId ?? newClientId(),
        voiceGuided: current.voiceGuided || voiceGuideOn,
        timer: startTimer(current.timer, Date.now()),
      })),
    pause: () => update((current) => ({ ...current, timer: pauseTimer(current.timer, Date.now()) })),
    resume: () => update((current) => ({ ...current, timer: resumeTimer(current.timer, Date.now()) })),
    end: () => end("ended"),
    saveNotes: () => update((current) => ({ ...current, notes: draftRef.current })),
  };
}
