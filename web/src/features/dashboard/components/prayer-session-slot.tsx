import { getWatch, type WatchNumber } from "@common/watches";
import { TimerIcon } from "lucide-react";

export interface PrayerSessionSlotProps {
  watchNumber: WatchNumber;
  voiceGuided: boolean;
  /** Called when a session ends; the dashboard then shows the Journal tab. */
  onComplete: () => void;
  /** Opens a scripture reference; without it the reference is text. */
  onOpenReference?: (reference: string) => void;
}

/**
 * Where the prayer session screen (timer, voice guide, notes) goes. That screen comes with the
 * prayer-sessions issue; until then this says so plainly rather than showing a timer that does nothing.
 */
export function PrayerSessionSlot({ watchNumber, voiceGuided, onOpenReference }: PrayerSessionSlotProps) {
  const watch = getWatch(watchNumber)!;
  return (
    <section
      aria-label="Prayer session"
      className="grid gap-6 rounded-xl border border-dashed border-input bg-card/70 px-5 py-8 sm:px-8"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <TimerIcon className="size-6" aria-hidden="true" />
        </span>
        <p className="text-base font-medium">The prayer session timer arrives with the next release.</p>
        <p className="max-w-md text-sm text-muted-foreground">
          {voiceGuided
            ? "The voice guide that leads you through the five prayer stages comes with it. Meanwhile, pray with this watch's focus and scripture."
            : "Meanwhile, pray with this watch's focus and scripture."}
        </p>
      </div>
      <div className="mx-auto grid max-w-2xl gap-3 rounded-lg bg-muted/70 p-4 text-sm leading-relaxed">
        <p>
          <span className="font-semibold">Prayer Focus: </span>
          {watch.focus}
        </p>
        <p>
          <span className="italic">“{watch.scripture.text}”</span>{" "}
          <span className="font-semibold whitespace-nowrap">
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
          </span>
        </p>
      </div>
    </section>
  );
}
