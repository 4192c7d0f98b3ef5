import type { WatchStatus } from "@common/watch-clock";
import type { PrayerWatch, WatchNumber } from "@common/watches";
import { BookOpenIcon, ChevronDownIcon, DoorOpenIcon, PlayIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { watchIcon } from "../watch-icons";
import { QUICK_PREVIEW_LENGTH, truncate } from "../watch-text";
import {
  AdditionalScriptures,
  PrayerFocusBox,
  ScriptureReference,
  StrategicPurposes,
  ThanksgivingPrayerPoints,
} from "./watch-guide-sections";

interface DetailedWatchCardProps {
  watch: PrayerWatch;
  status: WatchStatus;
  expanded: boolean;
  onToggleDetails: (watchNumber: WatchNumber) => void;
  roomHref: (watchNumber: WatchNumber) => string;
  onPray: (watchNumber: WatchNumber) => void;
}

/** A watch in the Detailed Prayer Watch Guide, with its Details disclosure. */
export function DetailedWatchCard({
  watch,
  status,
  expanded,
  onToggleDetails,
  roomHref,
  onPray,
}: DetailedWatchCardProps) {
  const Icon = watchIcon(watch.icon);
  const headingId = `detailed-watch-${watch.number}`;
  const detailsId = `detailed-watch-${watch.number}-details`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "overflow-hidden rounded-xl border bg-card shadow-sm",
        status === "active" ? "border-primary" : "border-border",
      )}
    >
      <div className="grid gap-5 p-5 sm:p-6">
        <header className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="text-lg leading-tight font-semibold">
              {watch.name}
              <span className="font-normal text-muted-foreground"> · {watch.title}</span>
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {watch.timeRange} · {watch.theme}
            </p>
            {status === "active" ? <Badge className="mt-2">Active now</Badge> : null}
          </div>
        </header>

        <p className="text-sm leading-relaxed">{watch.description}</p>

        <div className="grid gap-4 md:grid-cols-2">
          <PrayerFocusBox watch={watch} />
          <div className="rounded-lg border border-border bg-muted/60 p-4">
            <p className="text-sm font-semibold">Quick Preview</p>
            <ul className="mt-1.5 grid gap-1.5 text-sm text-muted-foreground" data-testid="quick-preview">
              {watch.prayerPoints.slice(0, 2).map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="text-primary">
                    •
                  </span>
                  <span>{truncate(point, QUICK_PREVIEW_LENGTH)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => onToggleDetails(watch.number)}
          >
            <ChevronDownIcon
              aria-hidden="true"
              className={cn("transition-transform", expanded ? "rotate-180" : undefined)}
            />
            Details
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={roomHref(watch.number)}>
              <DoorOpenIcon aria-hidden="true" /> Enter
            </Link>
          </Button>
          <Button size="sm" onClick={() => onPray(watch.number)}>
            <PlayIcon aria-hidden="true" /> Pray
          </Button>
        </div>
      </div>

      <div id={detailsId} hidden={!expanded} className="border-t border-border bg-muted/40">
        {expanded ? (
          <>
            <div className="grid gap-6 p-5 sm:p-6">
              <AdditionalScriptures watch={watch} />
              <StrategicPurposes watch={watch} />
              <ThanksgivingPrayerPoints watch={watch} />
            </div>
            <div
              className="flex items-start gap-3 bg-primary px-5 py-3 text-sm text-primary-foreground sm:px-6"
              data-testid="scripture-reference-bar"
            >
              <BookOpenIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                <span className="italic">“{watch.scripture.text}”</span>{" "}
                <span className="font-semibold whitespace-nowrap">
                  — <ScriptureReference reference={watch.scripture.reference} />
                </span>
              </p>
            </div>
          </>
        ) : null}
      </div>
    </article>
  );
}
