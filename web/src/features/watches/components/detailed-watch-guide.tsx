import { watchStatus } from "@common/watch-clock";
import type { PrayerWatch, WatchNumber } from "@common/watches";
import { InfoIcon } from "lucide-react";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { type GuideAction, type GuideState, showsOnlyCurrent, visibleWatches } from "../guide-state";
import { DetailedWatchCard } from "./detailed-watch-card";

interface DetailedWatchGuideProps {
  state: GuideState;
  dispatch: (action: GuideAction) => void;
  current: PrayerWatch;
  roomHref: (watchNumber: WatchNumber) => string;
  onPray: (watchNumber: WatchNumber) => void;
}

export function DetailedWatchGuide({ state, dispatch, current, roomHref, onPray }: DetailedWatchGuideProps) {
  const switchId = useId();
  const watches = visibleWatches(state, current);
  return (
    <section aria-labelledby="detailed-guide-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="detailed-guide-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
          Detailed Prayer Watch Guide
        </h2>
        {state.view === "all" ? (
          <div className="flex items-center gap-3">
            <Switch
              id={switchId}
              checked={state.onlyCurrent}
              onCheckedChange={(on) => dispatch({ type: "setOnlyCurrent", on })}
            />
            <Label htmlFor={switchId}>Show Only Current Watch</Label>
          </div>
        ) : null}
      </div>
      {showsOnlyCurrent(state) ? (
        <p className="flex items-center gap-2 rounded-lg bg-accent px-4 py-2.5 text-sm" data-testid="currently-showing">
          <InfoIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Currently showing: {current.name} <span className="whitespace-nowrap">({current.timeRange})</span>
          </span>
        </p>
      ) : null}
      <ul className="grid gap-4">
        {watches.map((watch) => (
          <li key={watch.number}>
            <DetailedWatchCard
              watch={watch}
              status={watchStatus(watch.number, current.number)}
              expanded={state.expanded === watch.number}
              onToggleDetails={(watchNumber) => dispatch({ type: "toggleDetails", watch: watchNumber })}
              roomHref={roomHref}
              onPray={onPray}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
