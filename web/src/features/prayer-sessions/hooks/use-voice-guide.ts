import { useCallback, useEffect, useMemo, useReducer, useState } from "react";
import type { VoiceAdapter, VoiceSupport } from "../speech-adapter";
import { type GuideEvent, type GuideState, guideReducer, initialGuideState } from "../voice-guide-machine";

/** Recognition "errors" that are part of normal use: our own stop, and a quiet room (meditation!). */
const BENIGN_RECOGNITION_ERRORS = new Set(["aborted", "no-speech"]);

export interface VoiceGuide {
  state: GuideState;
  start: () => void;
  next: () => void;
  back: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  dismissError: () => void;
}

/** Runs the guide's state machine and performs its effects with the adapter's speech output and input. */
export function useVoiceGuide(adapter: VoiceAdapter, watchName: string): VoiceGuide {
  const [state, dispatch] = useReducer(guideReducer, initialGuideState);
  const effect = state.effect;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per new effect (its id), not per state change.
  useEffect(() => {
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const send = (event: GuideEvent) => {
      if (!cancelled) dispatch(event);
    };
    const later = (run: () => void, delayMs: number) => {
      timers.push(setTimeout(run, delayMs));
    };

    function listen() {
      let failed = false;
      try {
        adapter.input.start({
          onStart: () => send({ type: "listeningStarted" }),
          onResult: (text, isFinal) => send({ type: "transcript", text, isFinal }),
          onError: (type) => {
            if (BENIGN_RECOGNITION_ERRORS.has(type)) return;
            failed = true;
            send({ type: "recognitionFailed", error: type });
          },
          onEnd: () => {
            send({ type: "listeningStopped" });
            // Browsers end continuous recognition after a silence; keep listening while the step lasts.
            if (!cancelled && !failed) later(listen, 250);
          },
        });
      } catch (error) {
        send({ type: "startFailed", message: error instanceof Error ? error.message : String(error) });
      }
    }

    if (effect.kind === "speak") {
      const { text, delayMs, listenAfterMs } = effect;
      later(async () => {
        send({ type: "speechStarted" });
        try {
          await adapter.output.speak(text);
          send({ type: "speechEnded" });
        } catch (error) {
          send({ type: "speechFailed", message: error instanceof Error ? error.message : String(error) });
        }
        if (!cancelled) later(listen, listenAfterMs);
      }, delayMs);
    } else if (effect.kind === "silence") {
      send({ type: "speechEnded" });
      send({ type: "listeningStopped" });
    }

    return () => {
      cancelled = true;
      for (const timer of timers) clearTimeout(timer);
      if (effect.kind !== "none") {
        adapter.output.cancel();
        adapter.input.stop();
      }
    };
  }, [effect.id, adapter]);

  // Turning the guide off (unmounting it) stops listening and speaking.
  useEffect(
    () => () => {
      adapter.output.cancel();
      adapter.input.stop();
    },
    [adapter],
  );

  const start = useCallback(() => dispatch({ type: "start", watchName }), [watchName]);
  return useMemo(
    () => ({
      state,
      start,
      next: () => dispatch({ type: "next" }),
      back: () => dispatch({ type: "back" }),
      pause: () => dispatch({ type: "pause" }),
      resume: () => dispatch({ type: "continue" }),
      stop: () => dispatch({ type: "stop" }),
      dismissError: () => dispatch({ type: "dismissError" }),
    }),
    [state, start],
  );
}

const VOICE_CHECK_MS = 1500;

/** Whether the browser offers voices; browsers load their voice list late, so wait briefly before saying no. */
export function useVoiceSupport(adapter: VoiceAdapter): VoiceSupport {
  const [support, setSupport] = useState<VoiceSupport>(() => adapter.voiceSupport());

  useEffect(() => {
    const check = () => setSupport(adapter.voiceSupport());
    check();
    const unsubscribe = adapter.onVoicesChanged(check);
    const timer = setTimeout(() => {
      setSupport((current) => (current === "checking" ? "unavailable" : current));
    }, VOICE_CHECK_MS);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [adapter]);

  return support;
}
