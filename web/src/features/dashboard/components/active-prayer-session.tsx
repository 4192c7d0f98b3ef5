import { getWatch, type WatchNumber } from "@common/watches";
import { ArrowLeftIcon, MicIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ActivePrayer } from "../hooks/use-dashboard-location";

/** What the prayer session screen (supplied by the route) is given. */
export interface PrayerSessionRenderProps {
  watchNumber: WatchNumber;
  voiceGuided: boolean;
  /** Called when a session ends; the dashboard then shows the Journal tab. */
  onComplete: () => void;
  /** Opens a scripture reference; without it the reference is text. */
  onOpenReference?: (reference: string) => void;
}

export type RenderPrayerSession = (props: PrayerSessionRenderProps) => ReactNode;

interface ActivePrayerSessionProps {
  prayer: ActivePrayer;
  onReturn: () => void;
  onComplete: () => void;
  onOpenReference?: (reference: string) => void;
  /** The prayer session screen (timer, voice guide, notes), from the prayer-sessions feature via the route. */
  renderPrayerSession: RenderPrayerSession;
}

/** Replaces the dashboard's tabs while a prayer is under way. */
export function ActivePrayerSession({
  prayer,
  onReturn,
  onComplete,
  onOpenReference,
  renderPrayerSession,
}: ActivePrayerSessionProps) {
  const watch = getWatch(prayer.watchNumber)!;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby="active-prayer-heading" className="grid gap-6">
      <div className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2
              id="active-prayer-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-sm font-semibold tracking-wide text-gold-text uppercase outline-none"
            >
              Active Prayer Session
            </h2>
            <p
              className="mt-1 font-display text-2xl font-semibold tracking-tight sm:text-3xl"
              data-testid="session-watch"
            >
              {watch.name}
            </p>
            <p className="mt-1 text-muted-foreground" data-testid="session-theme">
              {watch.theme}
            </p>
            {prayer.voiceGuided ? (
              <Badge variant="secondary" className="mt-3">
                <MicIcon aria-hidden="true" /> Voice guide
              </Badge>
            ) : null}
          </div>
          <Button variant="outline" onClick={onReturn} className="self-start">
            <ArrowLeftIcon aria-hidden="true" /> Return to Watches
          </Button>
        </div>
      </div>
      {renderPrayerSession({
        watchNumber: prayer.watchNumber,
        voiceGuided: prayer.voiceGuided,
        onComplete,
        onOpenReference,
      })}
    </section>
  );
}
