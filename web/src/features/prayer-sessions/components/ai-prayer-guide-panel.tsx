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
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { useVoiceGuide, useVoiceSupport } from "../hooks/use-voice-guide";
import type { VoiceAdapter } from "../speech-adapter";
import { GUIDE_STEPS } from "../voice-guide-machine";

interface AiPrayerGuidePanelProps {
  adapter: VoiceAdapter;
  watchName: string;
}

export const VOICE_UNAVAILABLE_TEXT =
  "Voice features are not supported in your current browser. Please use Chrome or Edge for the full voice-guided experience.";

/** The AI Prayer Guide (core spec §2): a spoken, five-step guide with voice commands. */
export function AiPrayerGuidePanel({ adapter, watchName }: AiPrayerGuidePanelProps) {
  const support = useVoiceSupport(adapter);
  if (support === "unavailable") {
    return (
      <section
        aria-labelledby="voice-unavailable-heading"
        className="rounded-xl border border-border bg-card p-5 text-center shadow-sm sm:p-6"
        data-testid="voice-guide-unavailable"
      >
        <MicOffIcon className="mx-auto size-8 text-muted-foreground" aria-hidden="true" />
        <h3 id="voice-unavailable-heading" className="mt-3 text-lg font-semibold">
          Voice Assistant Unavailable
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{VOICE_UNAVAILABLE_TEXT}</p>
      </section>
    );
  }
  return <GuidePanel adapter={adapter} watchName={watchName} />;
}

function GuidePanel({ adapter, watchName }: AiPrayerGuidePanelProps) {
  const guide = useVoiceGuide(adapter, watchName);
  const { state } = guide;
  const step = GUIDE_STEPS[state.stepIndex]!;
  const running = state.status === "running";
  const idle = state.status === "idle";
  const activity = state.speaking
    ? "Speaking…"
    : state.listening
      ? "Listening…"
      : state.status === "paused"
        ? "Paused"
        : running
          ? "Preparing…"
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
          {state.speaking ? <Volume2Icon className="size-6" /> : <MicIcon className="size-6" />}
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

      <p className="text-center text-xs text-muted-foreground" data-testid="voice-commands-hint">
        Voice commands: say “next”, “continue” or “skip” to move on, “back” or “previous” to go back, and “stop” or
        “end” to finish.
      </p>
    </section>
  );
}
