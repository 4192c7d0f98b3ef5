import { cardProgress, type WatchClock, watchStatus } from "@common/watch-clock";
import { WATCHES, type WatchNumber } from "@common/watches";
import { EyeOffIcon, LayoutGridIcon } from "lucide-react";
import { type ReactNode, useReducer } from "react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  GUIDE_VIEWS,
  type GuideView,
  guideHeading,
  guideReducer,
  initialGuideState,
  showsOnlyCurrent,
  visibleWatches,
} from "../guide-state";
import { OpenReferenceContext } from "../open-reference-context";
import { CurrentWatchHero } from "./current-watch-hero";
import { DetailedWatchGuide } from "./detailed-watch-guide";
import { GuideIntro } from "./guide-intro";
import { WatchCard } from "./watch-card";

export interface WatchGuideProps {
  clock: WatchClock;
  roomHref: (watchNumber: WatchNumber) => string;
  /** Starts a prayer for a watch (Quick Prayer, Quick, Pray; Voice Guide with voice). */
  onStartPrayer: (watchNumber: WatchNumber, options?: { voice?: boolean }) => void;
  /** Prompts from other features (reminders, importing), shown above the guide. */
  prompts?: ReactNode;
  /**
   * What comes after the guide (the install card). A card the browser may offer at any moment goes below the
   * guide: shown above it, it would push the page down as it appears (decision 054).
   */
  after?: ReactNode;
  /** Opens a scripture reference (the Bible feature's passage dialog); without it references are text. */
  onOpenReference?: (reference: string) => void;
}

/** The Watches tab: the whole guide to the eight watches, centred on the one being kept now. */
export function WatchGuide({ clock, roomHref, onStartPrayer, prompts, after, onOpenReference }: WatchGuideProps) {
  const [state, dispatch] = useReducer(guideReducer, initialGuideState);
  const current = clock.current;
  const watches = visibleWatches(state, current);
  const quickPrayer = (watchNumber: WatchNumber) => onStartPrayer(watchNumber);
  const allNarrowedToCurrent = state.view === "all" && showsOnlyCurrent(state);
  const showAllButton = (
    <Button variant="outline" size="sm" onClick={() => dispatch({ type: "showAll" })}>
      <LayoutGridIcon aria-hidden="true" /> Show All Watches
    </Button>
  );

  return (
    <OpenReferenceContext value={onOpenReference ?? null}>
      <div className="grid gap-6 sm:gap-8">
        {prompts ? <div className="grid gap-4 empty:hidden md:grid-cols-2">{prompts}</div> : null}
        <GuideIntro />

        <Tabs
          value={state.view}
          onValueChange={(view) => dispatch({ type: "selectView", view: view as GuideView })}
          className="gap-6 sm:gap-8"
        >
          <TabsList aria-label="Which watches to show" className="grid h-auto grid-cols-2 sm:grid-cols-4">
            {GUIDE_VIEWS.map((view) => (
              <TabsTrigger key={view.id} value={view.id}>
                {view.label}
              </TabsTrigger>
            ))}
          </TabsList>

          <TabsContent value={state.view} className="grid gap-6 sm:gap-8">
            <CurrentWatchHero clock={clock} roomHref={roomHref} onStartPrayer={onStartPrayer} />

            <section aria-labelledby="watch-grid-heading" className="grid gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="watch-grid-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
                  {guideHeading(state.view)}
                </h2>
                {state.view === "current" ? showAllButton : null}
              </div>
              {allNarrowedToCurrent ? (
                // 'All' while the switch is on shows one watch (the spec's rule): say so, and the way out.
                <div
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-accent px-4 py-3 text-sm"
                  data-testid="only-current-notice"
                >
                  <p className="flex items-start gap-2">
                    <EyeOffIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>
                      Showing only the current watch, {current.name}: 'Show Only Current Watch' is on, so the other{" "}
                      {WATCHES.length - 1} watches are hidden.
                    </span>
                  </p>
                  {showAllButton}
                </div>
              ) : null}
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {watches.map((watch) => (
                  <li key={watch.number}>
                    <WatchCard
                      watch={watch}
                      status={watchStatus(watch.number, current.number)}
                      progress={cardProgress(watch, clock)}
                      timeRemaining={clock.timeRemaining}
                      roomHref={roomHref}
                      onQuickPrayer={quickPrayer}
                    />
                  </li>
                ))}
              </ul>
            </section>

            <DetailedWatchGuide
              state={state}
              dispatch={dispatch}
              current={current}
              roomHref={roomHref}
              onPray={quickPrayer}
            />
          </TabsContent>
        </Tabs>
        {after ? <div className="grid gap-4 empty:hidden md:grid-cols-2">{after}</div> : null}
      </div>
    </OpenReferenceContext>
  );
}
