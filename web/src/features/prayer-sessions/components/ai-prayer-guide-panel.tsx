import {
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  MicIcon,
  MicOffIcon,
  PauseIcon,
  PlayIcon,
  SquareIcon,
  Volume2Icon,
  XIcon,
} from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { COMMANDS_UNAVAILABLE_REASONS, useVoiceGuide } from "../hooks/use-voice-guide";
import type { VoiceAdapter } from "../speech-adapter";
import { GUIDE_STEPS } from "../voice-guide-machine";

interface AiPrayerGuidePanelProps {
  adapter: VoiceAdapter;
  watchName: string;
  /**
   * Told whether the guide is running and has spoken a step to its end in this run: only then does the
   * prayer session count as voice guided (issue 19 §4).
   */
  onRanChange?: (ran: boolean) => void;
}

/** Shown where the browser cannot listen; the guide still speaks and runs by its buttons. */
export const NO_VOICE_COMMANDS_TEXT =
  "Voice commands are not available in this browser. The guide still reads each step aloud; use its buttons to move on, go back, pause or stop.";

/** The note, with the reason when the browser refused to listen (e.g. the microphone is not allowed). */
export function noVoiceCommandsText(reason: string | null): string {
  const why = reason === null || reason === "not-supported" ? "" : COMMANDS_UNAVAILABLE_REASONS[reason];
  return why ? NO_VOICE_COMMANDS_TEXT.replace("this browser.", `this browser: ${why}.`) : NO_VOICE_COMMANDS_TEXT;
}

/**
 * The AI Prayer Guide (core spec §2): a spoken, five-step guide. It speaks with the server's voice (the
 * browser's own voice only as a fallback), so it runs in every browser; voice commands where the browser
 * has speech recognition, the buttons everywhere.
 */
export function AiPrayerGuidePanel({ adapter, watchName, onRanChange }: AiPrayerGuidePanelProps) {
  const guide = useVoiceGuide(adapter, watchName);
  const { state } = guide;
  const step = GUIDE_STEPS[state.stepIndex]!;
  const running = state.status === "running";
  const idle = state.status === "idle";
  const { voiceCommands } = guide;
  const ran = state.spoke && !idle;
  const onRanChangeRef = useRef(onRanChange);
  onRanChangeRef.current = onRanChange;
  useEffect(() => {
    onRanChangeRef.current?.(ran);
  }, [ran]);
  const activity = state.speaking
    ? "Speaking…"
    : state.listening
      ? "Listening…"
      : state.status === "paused"
        ? "Paused"
        : running
          ? voiceCommands
            ? "Preparing…"
            : "Waiting for your next step"
          : "Ready";

  return (
    <section
      aria-labelledby="ai-guide-heading"
      className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
      data-testid="ai-prayer-guide"
    >
      <div className="flex items-center gap-4">
        <span
          data-testid="voice-indicator"
          data-state={state.speaking ? "speaking" : state.listening ? "listening" : state.status}
          className={cn(
            "relative flex size-14 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground",
            (state.speaking || state.listening) &&
              "bg-primary text-primary-foreground motion-safe:after:absolute motion-safe:after:inset-0 motion-safe:after:animate-ping motion-safe:after:rounded-full motion-safe:after:bg-primary/30",
          )}
          aria-hidden="true"
        >
          {state.speaking || !voiceCommands ? <Volume2Icon className="size-6" /> : <MicIcon className="size-6" />}
        </span>
        <div className="min-w-0">
          <h3 id="ai-guide-heading" className="text-lg font-semibold">
            AI Prayer Guide
          </h3>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {activity}
          </p>
        </div>
      </div>

      {state.error ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive"
        >
          <span>{state.error}</span>
          <button
            type="button"
            onClick={guide.dismissError}
            className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ) : null}

      <div className="rounded-lg bg-muted/70 p-4">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {idle ? "Current prompt" : `Step ${step.number}: ${step.title}`}
        </p>
        <p className="mt-1 leading-relaxed" data-testid="guide-prompt">
          {state.prompt}
        </p>
      </div>

      <div className="grid gap-3">
        <div className="flex items-center justify-between text-sm">
          <h4 className="font-semibold">Prayer Steps</h4>
          <span className="text-muted-foreground">
            Step {state.stepIndex + 1} of {GUIDE_STEPS.length}
          </span>
        </div>
        <Progress
          value={idle ? 0 : ((state.stepIndex + 1) / GUIDE_STEPS.length) * 100}
          aria-label="Prayer steps progress"
        />
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {GUIDE_STEPS.map((entry, index) => {
            const current = !idle && index === state.stepIndex;
            const done = !idle && index < state.stepIndex;
            return (
              <li
                key={entry.number}
                aria-current={current ? "step" : undefined}
                className={cn(
                  "flex flex-col gap-1 rounded-lg border p-2.5 text-xs",
                  current ? "border-primary bg-primary/10" : "border-border",
                  done && "bg-muted",
                )}
              >
                <span className="flex items-center gap-1 font-semibold">
                  {done ? <CheckIcon className="size-3.5" aria-hidden="true" /> : null}
                  {entry.number}
                  {done ? <span className="sr-only"> (done)</span> : null}
                </span>
                <span>{entry.title}</span>
              </li>
            );
          })}
        </ol>
      </div>

      {voiceCommands ? (
        <section aria-labelledby="live-transcript-heading">
          <h4 className="text-sm font-semibold" id="live-transcript-heading">
            Live transcript
          </h4>
          <p
            data-testid="live-transcript"
            className="mt-1 min-h-12 rounded-lg border border-dashed border-input p-3 text-sm"
          >
            {state.transcript || state.interim ? (
              <>
                {state.transcript}
                {state.interim ? <span className="text-muted-foreground italic"> {state.interim}</span> : null}
              </>
            ) : (
              <span className="text-muted-foreground">What you say appears here.</span>
            )}
          </p>
        </section>
      ) : null}

      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous step"
          onClick={guide.back}
          disabled={idle || state.stepIndex === 0}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        {state.status === "paused" ? (
          <Button onClick={guide.resume} aria-label="Continue guide">
            <PlayIcon aria-hidden="true" /> Continue
          </Button>
        ) : (
          <Button onClick={guide.start} disabled={running} aria-label="Start guide">
            <PlayIcon aria-hidden="true" /> Start
          </Button>
        )}
        <Button variant="outline" onClick={guide.pause} disabled={!running} aria-label="Pause guide">
          <PauseIcon aria-hidden="true" /> Pause
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next step"
          onClick={guide.next}
          disabled={idle || state.stepIndex === GUIDE_STEPS.length - 1}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={guide.stop} disabled={idle} aria-label="Stop guide">
          <SquareIcon aria-hidden="true" /> Stop
        </Button>
      </div>

      {voiceCommands ? (
        <p className="text-center text-xs text-muted-foreground" data-testid="voice-commands-hint">
          Voice commands: say “next”, “continue” or “skip” to move on, “back” or “previous” to go back, and “stop” or
          “end” to finish.
        </p>
      ) : (
        <p
          role="status"
          className="flex items-start justify-center gap-2 text-center text-sm text-muted-foreground"
          data-testid="no-voice-commands"
        >
          <MicOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{noVoiceCommandsText(guide.voiceCommandsUnavailable)}</span>
        </p>
      )}
    </section>
  );
}
