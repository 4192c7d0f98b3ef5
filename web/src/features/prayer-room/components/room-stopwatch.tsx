import { PauseIcon, PlayIcon, RotateCcwIcon, TimerIcon } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useStopwatch } from "../hooks/use-stopwatch";
import { formatStopwatch, stopwatchDuration } from "../stopwatch-format";

/** The room's stopwatch (spec §4): starts paused at 00:00:00; pause/play and reset. */
export function RoomStopwatch({
  className,
  onRunningChange,
}: {
  className?: string;
  onRunningChange?: (running: boolean) => void;
}) {
  const stopwatch = useStopwatch();
  useEffect(() => onRunningChange?.(stopwatch.running), [stopwatch.running, onRunningChange]);
  const playLabel = stopwatch.seconds > 0 ? "Resume" : "Start";
  return (
    <section
      aria-labelledby="room-stopwatch-heading"
      className={cn("room-panel flex flex-wrap items-center justify-between gap-3 rounded-xl p-3 sm:p-4", className)}
    >
      <div className="flex items-center gap-3">
        <span className="room-accent-bg flex size-10 items-center justify-center rounded-lg" aria-hidden="true">
          <TimerIcon className="size-5" />
        </span>
        <div>
          <h2
            id="room-stopwatch-heading"
            className="text-xs font-semibold tracking-[0.14em] uppercase room-accent-text"
          >
            Stopwatch
          </h2>
          {/* Announcing every second would drown out a screen reader: the value is read on demand. */}
          <time
            role="timer"
            aria-live="off"
            aria-atomic="true"
            aria-labelledby="room-stopwatch-heading"
            dateTime={stopwatchDuration(stopwatch.seconds)}
            data-testid="stopwatch-time"
            className="block font-mono text-2xl font-semibold tabular-nums sm:text-3xl"
          >
            {formatStopwatch(stopwatch.seconds)}
          </time>
        </div>
      </div>
      <div className="flex items-center gap-2">
        {/* The label says what the button will do: Start, Pause or Resume. */}
        <Button size="sm" onClick={stopwatch.toggle} className="room-accent-button min-w-24">
          {stopwatch.running ? (
            <>
              <PauseIcon aria-hidden="true" /> Pause
            </>
          ) : (
            <>
              <PlayIcon aria-hidden="true" /> {playLabel}
            </>
          )}
        </Button>
        <Button size="sm" variant="outline" onClick={stopwatch.reset}>
          <RotateCcwIcon aria-hidden="true" /> Reset
        </Button>
      </div>
    </section>
  );
}
