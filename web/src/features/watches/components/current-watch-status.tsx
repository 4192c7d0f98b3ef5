import { ClockIcon, GlobeIcon, HourglassIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import type { WatchClockReading } from "../hooks/use-watch-clock";
import { watchIcon } from "../watch-icons";

/** The header's reading of now: the current watch, the time, the time left and the zone in use. */
export function CurrentWatchStatus({ clock, className }: { clock: WatchClockReading; className?: string }) {
  const Icon = watchIcon(clock.current.icon);
  return (
    <dl
      aria-label="Current watch and time"
      className={cn("flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm", className)}
    >
      <div>
        <dt className="sr-only">Current watch</dt>
        <dd className="flex items-center gap-2 font-semibold" data-testid="header-watch-name">
          <Icon className="size-4 text-gold-text" aria-hidden="true" />
          {clock.current.name}
        </dd>
      </div>
      <div>
        <dt className="sr-only">Current time</dt>
        <dd className="flex items-center gap-1.5 tabular-nums" data-testid="header-time">
          <ClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <time dateTime={clock.now.toISOString()}>{clock.clockTime}</time>
        </dd>
      </div>
      <div>
        <dt className="sr-only">Time remaining in this watch</dt>
        <dd className="flex items-center gap-1.5 tabular-nums" data-testid="header-time-remaining">
          <HourglassIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>
            {clock.timeRemaining} <span className="text-muted-foreground">remaining</span>
          </span>
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="sr-only">Time zone</dt>
        <dd className="flex min-w-0 items-center gap-1.5 text-muted-foreground" data-testid="header-time-zone">
          <GlobeIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">
            {clock.pinned ? `Home time zone: ${clock.timeZone}` : `Device time zone: ${clock.timeZone}`}
          </span>
        </dd>
      </div>
    </dl>
  );
}
