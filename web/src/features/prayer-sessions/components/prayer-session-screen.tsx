import { PRAYER_SESSION_LIMITS } from "@common/prayer-sessions";
import { getWatch } from "@common/watches";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, PauseIcon, PlayIcon, SaveIcon, SquareIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NumberedList } from "@/components/ui/numbered-list";
import { Slider } from "@/components/ui/slider";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastInfo, toastSuccess } from "@/lib/toast";
import { playEndChime, primeEndChime } from "../end-chime";
import { type FinishedSession, usePrayerSession } from "../hooks/use-prayer-session";
import { savePrayerSession } from "../session-sync";
import { createBrowserVoiceAdapter, type VoiceAdapter } from "../speech-adapter";
import { remainingSeconds } from "../timer-machine";
import { AiPrayerGuidePanel } from "./ai-prayer-guide-panel";
import { CountdownRing } from "./countdown-ring";

export interface PrayerSessionScreenProps {
  watchNumber: number;
  /** The voice guide's switch starts on (the dashboard's ?voice=1). */
  voiceGuided: boolean;
  /** The signed-in user's id; null keeps finished sessions in this browser. */
  userId: number | null;
  /** Called once a session has ended and been saved (the dashboard then shows the Journal tab). */
  onComplete: () => void;
  /** Opens a scripture reference; without it the reference is text. */
  onOpenReference?: (reference: string) => void;
  /** The speech APIs (tests pass a fake). */
  voiceAdapter?: VoiceAdapter;
  /** Told when the timer starts counting and when it pauses or ends (the route reports the user as praying). */
  onRunningChange?: (running: boolean) => void;
}

/** How long the 'Session Completed' badge shows before the journal opens. */
export const COMPLETE_DELAY_MS = 2000;

/** The prayer session screen (core spec §2, §4). */
export function PrayerSessionScreen(props: PrayerSessionScreenProps) {
  const watch = getWatch(props.watchNumber);
  if (!watch) {
    return (
      <section aria-label="Prayer session" className="rounded-xl border border-border bg-card p-6 text-center">
        <p className="text-lg font-semibold">Watch not found</p>
      </section>
    );
  }
  return <SessionScreen {...props} />;
}

interface Outcome {
  reason: FinishedSession["reason"];
  minutes: number;
  saved: boolean;
}

function minutesText(minutes: number) {
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

function SessionScreen({
  watchNumber,
  voiceGuided,
  userId,
  onComplete,
  onOpenReference,
  voiceAdapter,
  onRunningChange,
}: PrayerSessionScreenProps) {
  const watch = getWatch(watchNumber)!;
  const queryClient = useQueryClient();
  const adapter = useMemo(() => voiceAdapter ?? createBrowserVoiceAdapter(), [voiceAdapter]);
  const [voiceOn, setVoiceOn] = useState(voiceGuided);
  /** The guide is running and has spoken a step: only then is the session voice guided (issue 19 §4). */
  const [guideRan, setGuideRan] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  const ids = { duration: useId(), voice: useId(), notes: useId() };

  const session = usePrayerSession({
    watchNumber,
    voiceGuideOn: voiceOn && guideRan,
    onEnd: (finished) => {
      setOutcome({ reason: finished.reason, minutes: finished.minutes, saved: finished.save });
      if (finished.reason === "completed") playEndChime();
      if (finished.save) {
        void savePrayerSession(queryClient, userId, {
          clientId: finished.clientId,
          watchNumber,
          duration: Math.min(finished.minutes, 24 * 60),
          notes: finished.notes.slice(0, PRAYER_SESSION_LIMITS.notesMax),
          voiceGuided: finished.voiceGuided,
          completedAt: finished.completedAt.toISOString(),
        }).then((result) => {
          const what = `${minutesText(finished.minutes)} in the ${watch.name}`;
          if (result.status === "saved") toastSuccess("Session saved", `${what}, added to your journal.`);
          else if (result.status === "local") toastInfo("Session saved in this browser", `${what}.`);
          else if (result.status === "refused")
            toastError(
              "Session not saved",
              `The server refused it: ${errorMessage(result.error, "no reason given").replace(/\.+$/, "")}. It is kept in your journal, where you can delete it.`,
            );
          else
            toastError(
              "Session not saved yet",
              `${errorMessage(result.error, "The server did not answer.")} It is kept on this device and will be sent again.`,
            );
        });
      }
    },
  });

  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!outcome) return;
    // The controls that had focus are gone; keep the keyboard user on the result.
    outcomeRef.current?.focus({ preventScroll: true });
    const timer = setTimeout(() => onCompleteRef.current(), COMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const { timer } = session;
  const running = timer.status === "active";
  useEffect(() => onRunningChange?.(running), [running, onRunningChange]);
  const untouched = timer.status === "idle";
  const minutes = timer.durationSeconds / 60;
  const left = remainingSeconds(timer, session.now);
  const caption = timer.status === "active" ? "Praying" : timer.status === "paused" ? "Paused" : "Ready";

  return (
    <section aria-label="Prayer session" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-6">
        <div className="grid gap-6 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
          <CountdownRing remainingSeconds={left} totalSeconds={timer.durationSeconds} caption={caption} />
          <p className="sr-only" aria-live="polite">
            {outcome
              ? outcome.reason === "completed"
                ? "Session completed."
                : "Session ended."
              : timer.status === "paused"
                ? "Paused."
                : ""}
          </p>
          {outcome ? (
            <div
              ref={outcomeRef}
              tabIndex={-1}
              className="flex flex-col items-center gap-2 text-center outline-none"
              data-testid="session-outcome"
            >
              {outcome.reason === "completed" ? (
                <Badge variant="success" className="px-3 py-1 text-sm">
                  <CheckCircle2Icon aria-hidden="true" /> Session Completed
                </Badge>
              ) : (
                <Badge variant="secondary" className="px-3 py-1 text-sm">
                  Session Ended
                </Badge>
              )}
              <p className="text-sm text-muted-foreground">
                {outcome.saved
                  ? `${minutesText(outcome.minutes)} recorded in your journal.`
                  : "Less than a moment prayed, so nothing was recorded."}
              </p>
            </div>
          ) : null}

          {untouched && !outcome ? (
            <div className="grid gap-3">
              <div className="flex items-center justify-between">
                <Label htmlFor={ids.duration}>Session duration</Label>
                <span className="text-sm font-medium tabular-nums" data-testid="duration-value">
                  {minutesText(minutes)}
                </span>
              </div>
              <Slider
                id={ids.duration}
                min={PRAYER_SESSION_LIMITS.durationMin}
                max={PRAYER_SESSION_LIMITS.durationMax}
                step={1}
                value={[minutes]}
                onValueChange={([value]) => session.setMinutes(value ?? minutes)}
                thumbLabels="Session duration (minutes)"
                getValueText={minutesText}
              />
              <Button
                size="lg"
                onClick={() => {
                  primeEndChime();
                  session.start();
                }}
              >
                <PlayIcon aria-hidden="true" /> Start
              </Button>
            </div>
          ) : null}

          {!untouched ? (
            <div className="flex flex-wrap justify-center gap-3">
              {timer.status === "active" ? (
                <Button variant="outline" size="lg" onClick={session.pause}>
                  <PauseIcon aria-hidden="true" /> Pause
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() => {
                    primeEndChime();
                    session.resume();
                  }}
                >
                  <PlayIcon aria-hidden="true" /> Resume
                </Button>
              )}
              <Button variant="destructive" size="lg" onClick={session.end}>
                <SquareIcon aria-hidden="true" /> End Session
              </Button>
            </div>
          ) : null}

          <div className="flex items-center justify-between gap-3 border-t border-border pt-4">
            <Label htmlFor={ids.voice} className="text-base">
              Voice Guide
            </Label>
            <Switch
              id={ids.voice}
              checked={voiceOn}
              onCheckedChange={(on) => {
                setVoiceOn(on);
                if (!on) setGuideRan(false);
              }}
            />
          </div>
        </div>

        {voiceOn ? <AiPrayerGuidePanel adapter={adapter} watchName={watch.name} onRanChange={setGuideRan} /> : null}
      </div>

      <div className="grid content-start gap-6">
        <section
          aria-labelledby="todays-scripture-heading"
          className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
        >
          <h3 id="todays-scripture-heading" className="text-lg font-semibold">
            Today's Scripture
          </h3>
          <blockquote className="leading-relaxed">
            <p className="italic">“{watch.scripture.text}”</p>
            <footer className="mt-2 text-sm font-semibold">
              —{" "}
              {onOpenReference ? (
                <button
                  type="button"
                  onClick={() => onOpenReference(watch.scripture.reference)}
                  className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {watch.scripture.reference}
                </button>
              ) : (
                watch.scripture.reference
              )}
            </footer>
          </blockquote>
          <div className="rounded-lg bg-muted/70 p-4 text-sm">
            <h4 className="font-semibold">Prayer Focus</h4>
            <p className="mt-1">{watch.focus}</p>
          </div>
          <div className="text-sm">
            <h4 className="mb-2 font-semibold">Prayer Points</h4>
            <NumberedList items={watch.prayerPoints} />
          </div>
        </section>

        <section
          aria-labelledby="session-notes-heading"
          className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
        >
          <h3 id="session-notes-heading" className="text-lg font-semibold">
            <label htmlFor={ids.notes}>Prayer notes</label>
          </h3>
          <Textarea
            id={ids.notes}
            value={session.notesDraft}
            onChange={(event) => session.setNotesDraft(event.target.value)}
            maxLength={PRAYER_SESSION_LIMITS.notesMax}
            rows={6}
            placeholder="What is the Lord saying to you? Names, scriptures, impressions…"
          />
          <div className="flex items-center justify-between gap-3">
            <p className="text-xs text-muted-foreground">Your notes are saved with the session when it ends.</p>
            <Button
              variant="secondary"
              onClick={() => {
                session.saveNotes();
                toastSuccess("Notes saved", "They will be kept with this session.");
              }}
            >
              <SaveIcon aria-hidden="true" /> Save Notes
            </Button>
          </div>
        </section>
      </div>
    </section>
  );
}
