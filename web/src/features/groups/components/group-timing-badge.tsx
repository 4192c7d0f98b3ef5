import type { GroupSummary } from "@common/groups";
import { CalendarClockIcon, RadioIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { groupTiming } from "../group-status";

/** The honest 'Live' badge (members praying now), else the next session or watch time, else nothing. */
export function GroupTimingBadge({
  group,
}: {
  group: Pick<GroupSummary, "prayingNow" | "nextSessionAt" | "watchNumber">;
}) {
  const timing = groupTiming(group);
  if (timing.kind === "none") return null;
  if (timing.kind === "live") {
    return (
      <Badge variant="success" data-testid="group-timing">
        <RadioIcon aria-hidden="true" /> {timing.label}
      </Badge>
    );
  }
  return (
    <span data-testid="group-timing" className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <CalendarClockIcon className="size-3.5" aria-hidden="true" />
      {timing.kind === "session" ? <time dateTime={timing.at}>{timing.label}</time> : timing.label}
    </span>
  );
}
