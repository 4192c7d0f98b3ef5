import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { VoiceAdapter } from "../speech-adapter";
import { type GuideEvent, type GuideState, guideReducer, initialGuideState } from "../voice-guide-machine";

/** Recognition "errors" that are part of normal use: our own stop, and a quiet room (meditation!). */
const BENIGN_RECOGNITION_ERRORS = new Set(["aborted", "no-speech"]);

/**
 * Recognition errors that mean this browser will not listen (Debian's Chromium has the API but answers
 * 'not-allowed' or 'network'): the guide stops trying and runs by its buttons, saying why, instead of
 * a red error at every step. Toggling the guide off and on tries again (e.g. after allowing the microphone).
 */
export const COMMANDS_UNAVAILABLE_REASONS: Readonly<Record<string, string>> = {
  "not-supported": "this browser has no speech recognition",
  "not-allowed": "the microphone or speech recognition is not allowed",
  "service-not-allowed": "the microphone or speech recognition is not allowed",
  "audio-capture": "no microphone was found",
  network: "the browser's speech recognition service cannot be reached",
  "language-not-supported": "English speech recognition is not offered",
};

export interface VoiceGuide {
  state: GuideState;
  start: () => void;
  next: () => void;
  back: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  dismissError: () => void;
  /** Whether the guide listens for voice commands; false: it runs by its buttons. */
  voiceCommands: boolean;
  /** Why voice commands are not available, once known (see COMMANDS_UNAVAILABLE_REASONS). */
  voiceCommandsUnavailable: string | null;
}

/**
 * Runs the guide's state machine and performs its effects with the adapter's speech output (the server's
 * voice, the browser's only as a fallback) and input. Without speech recognition the guide never tries to
 * listen: it speaks each step and waits for the on-screen buttons.
 */
export function useVoiceGuide(adapter: VoiceAdapter, watchName: string): VoiceGuide {
  const [state, dispatch] = useReducer(guideReducer, initialGuideState);
  const effect = state.effect;
  const [unavailable, setUnavailable] = useState<string | null>(() =>
    adapter.input.supported ? null : "not-supported",
  );
  const unavailableRef = useRef(unavailable);

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
      if (unavailableRef.current !== null) return;
      let failed = false;
      try {
        adapter.input.start({
          onStart: () => send({ type: "listeningStarted" }),
          onResult: (text, isFinal) => send({ type: "transcript", text, isFinal }),
          onError: (type) => {
            if (BENIGN_RECOGNITION_ERRORS.has(type)) return;
            failed = true;
            if (type in COMMANDS_UNAVAILABLE_REASONS) {
              unavailableRef.current = type;
              setUnavailable(type);
              return;
            }
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
          // A cancelled speech (pause, next, stop, switched off) also resolves, but `cancelled` drops it.
          send({ type: "stepSpoken" });
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

  const voiceCommands = unavailable === null;
  const start = useCallback(() => dispatch({ type: "start", watchName, voiceCommands }), [watchName, voiceCommands]);
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
      voiceCommands,
      voiceCommandsUnavailable: unavailable,
    }),
    [state, start, voiceCommands, unavailable],
  );
}
