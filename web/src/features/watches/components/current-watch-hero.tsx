import type { WatchClock } from "@common/watch-clock";
import type { WatchNumber } from "@common/watches";
import { DoorOpenIcon, MicIcon, PlayIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { watchIcon } from "../watch-icons";
import { ScriptureReference } from "./watch-guide-sections";

interface CurrentWatchHeroProps {
  clock: WatchClock;
  roomHref: (watchNumber: WatchNumber) => string;
  onStartPrayer: (watchNumber: WatchNumber, options?: { voice?: boolean }) => void;
}

/** The hero banner: the watch being kept now, its scripture and the ways into prayer. */
export function CurrentWatchHero({ clock, roomHref, onStartPrayer }: CurrentWatchHeroProps) {
  const watch = clock.current;
  const Icon = watchIcon(watch.icon);
  const percent = Math.round(clock.progress);
  const isNight = watch.watchType === "night";
  return (
    <section
      aria-labelledby="current-watch-heading"
      data-watch-type={watch.watchType}
      className="watch-hero relative overflow-hidden rounded-2xl shadow-lg"
    >
      <div
        aria-hidden="true"
        className={cn("pointer-events-none absolute inset-0", isNight ? "night-sky" : "day-sky")}
      />
      <div className="relative grid gap-6 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-10">
        <div className="grid content-start gap-4">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.18em] uppercase opacity-90">
            <span className="hero-accent flex size-8 items-center justify-center rounded-lg">
              <Icon className="size-4.5" aria-hidden="true" />
            </span>
            Current watch · {isNight ? "Night" : "Day"}
          </p>
          <div>
            <h2 id="current-watch-heading" className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
              {watch.name}
            </h2>
            <p className="mt-1 text-base font-medium opacity-90" data-testid="hero-time-range">
              {watch.timeRange}
            </p>
          </div>
          <p className="text-lg leading-snug font-medium text-balance" data-testid="hero-theme">
            {watch.theme}
          </p>
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold" data-testid="hero-percent">
                {percent}% completed
              </span>
              <span className="opacity-85">{clock.timeRemaining} remaining</span>
            </div>
            <Progress
              value={percent}
              aria-label={`${watch.name} progress`}
              className="hero-track h-2.5"
              indicatorClassName="hero-indicator"
            />
          </div>
        </div>

        <div className="grid content-between gap-6">
          <figure className="hero-quote rounded-xl p-4 sm:p-5">
            <blockquote
              className="font-display text-base leading-relaxed italic sm:text-lg"
              data-testid="hero-scripture"
            >
              “{watch.scripture.text}”
            </blockquote>
            <figcaption className="mt-2 text-sm font-semibold">
              — <ScriptureReference reference={watch.scripture.reference} />
            </figcaption>
          </figure>
          <div className="grid gap-2 sm:grid-cols-3">
            <Button asChild variant="gold" className="hero-primary">
              <Link to={roomHref(watch.number)}>
                <DoorOpenIcon aria-hidden="true" /> Enter Prayer Room
              </Link>
            </Button>
            <Button variant="outline" className="hero-button" onClick={() => onStartPrayer(watch.number)}>
              <PlayIcon aria-hidden="true" /> Quick Prayer
            </Button>
            <Button
              variant="outline"
              className="hero-button"
              onClick={() => onStartPrayer(watch.number, { voice: true })}
            >
              <MicIcon aria-hidden="true" /> Voice Guide
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
