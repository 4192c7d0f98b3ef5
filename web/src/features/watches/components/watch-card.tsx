import type { WatchStatus } from "@common/watch-clock";
import type { PrayerWatch, WatchNumber } from "@common/watches";
import { CheckCircle2Icon, ClockIcon, DoorOpenIcon, HourglassIcon, PlayIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { watchIcon } from "../watch-icons";
import { formatHour } from "../watch-text";
import { WatchPreviewDialog } from "./watch-preview-dialog";

const STATUS_LABEL: Record<WatchStatus, string> = {
  active: "Active",
  completed: "Completed",
  upcoming: "Upcoming",
};

export interface WatchCardProps {
  watch: PrayerWatch;
  status: WatchStatus;
  /** 0–100. */
  progress: number;
  /** Shown on the active card, e.g. "1h 30m". */
  timeRemaining: string;
  roomHref: (watchNumber: WatchNumber) => string;
  onQuickPrayer: (watchNumber: WatchNumber) => void;
}

/** One watch in the grid: what it is, how far through it is, and what can be done with it now. */
export function WatchCard({ watch, status, progress, timeRemaining, roomHref, onQuickPrayer }: WatchCardProps) {
  const Icon = watchIcon(watch.icon);
  const headingId = `watch-card-${watch.number}`;
  const percent = Math.round(progress);
  return (
    <article
      aria-labelledby={headingId}
      data-status={status}
      className={cn(
        "flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow",
        status === "active" ? "border-primary ring-1 ring-primary" : "border-border",
      )}
    >
      <header className="grid gap-3">
        <div className="flex items-start justify-between gap-2">
          <span
            className={cn(
              "flex size-10 shrink-0 items-center justify-center rounded-lg",
              status === "active" ? "bg-primary text-primary-foreground" : "bg-primary/12 text-primary",
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <Badge variant={status === "active" ? "default" : status === "completed" ? "secondary" : "outline"}>
            {status === "completed" ? <CheckCircle2Icon aria-hidden="true" /> : null}
            {STATUS_LABEL[status]}
          </Badge>
        </div>
        <div>
          <h3 id={headingId} className="text-lg leading-tight font-semibold">
            {watch.name}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <ClockIcon className="size-3.5" aria-hidden="true" />
            Starts {formatHour(watch.startHour)}
          </p>
        </div>
      </header>

      <p className="text-sm font-medium">{watch.theme}</p>

      <div className="mt-auto grid gap-1.5">
        <div className="flex items-center justify-between text-xs text-muted-foreground">
          <span>Progress</span>
          <span className="tabular-nums">{percent}%</span>
        </div>
        <Progress value={percent} aria-label={`${watch.name} progress`} />
      </div>

      {status === "active" ? (
        <div className="grid gap-3">
          <p className="flex items-center gap-1.5 text-sm font-medium">
            <HourglassIcon className="size-4 text-primary" aria-hidden="true" />
            {timeRemaining} remaining
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button asChild size="sm">
              <Link to={roomHref(watch.number)}>
                <DoorOpenIcon aria-hidden="true" /> Room
              </Link>
            </Button>
            <Button size="sm" variant="outline" onClick={() => onQuickPrayer(watch.number)}>
              <PlayIcon aria-hidden="true" /> Quick
            </Button>
          </div>
        </div>
      ) : null}

      {status === "completed" ? (
        <Button asChild size="sm" variant="outline" className="w-full">
          <Link to={roomHref(watch.number)}>
            <DoorOpenIcon aria-hidden="true" /> Enter Prayer Room
          </Link>
        </Button>
      ) : null}

      {status === "upcoming" ? <WatchPreviewDialog watch={watch} roomHref={roomHref} /> : null}
    </article>
  );
}
