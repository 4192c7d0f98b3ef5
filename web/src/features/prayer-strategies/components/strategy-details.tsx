import { getWatch } from "@common/watches";
import { BellIcon, ClockIcon, FlagIcon, RepeatIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { FREQUENCY_LABELS, PRIORITY_LABELS, REMINDERS_SHOWN, type Strategy } from "../strategy";

export function watchLabel(watchNumber: number): string {
  const watch = getWatch(watchNumber);
  return watch ? `Watch ${watch.number}: ${watch.name}` : `Watch ${watchNumber}`;
}

/** Duration, frequency and priority as small badges. */
export function StrategyBadges({ strategy, className }: { strategy: Strategy; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-1.5", className)}>
      <Badge variant="outline">
        <ClockIcon aria-hidden="true" />
        {strategy.duration} min
      </Badge>
      <Badge variant="outline">
        <RepeatIcon aria-hidden="true" />
        {FREQUENCY_LABELS[strategy.frequency]}
      </Badge>
      <Badge variant={strategy.priority === "high" ? "destructive" : "secondary"}>
        <FlagIcon aria-hidden="true" />
        {PRIORITY_LABELS[strategy.priority]} priority
      </Badge>
    </div>
  );
}

/** The first 2 reminder times (spec §2), then "+N more". */
export function ReminderSummary({ times }: { times: readonly string[] }) {
  if (times.length === 0) return null;
  const shown = times.slice(0, REMINDERS_SHOWN);
  const more = times.length - shown.length;
  return (
    <span className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
      <BellIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">Reminders:</span>
      {shown.map((time) => (
        <span key={time} className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">
          {time}
        </span>
      ))}
      {more > 0 ? <span>+{more} more</span> : null}
    </span>
  );
}
