import type { PrayerWatch } from "@common/watches";
import {
  BookOpenIcon,
  DoorOpenIcon,
  FlameIcon,
  type LucideIcon,
  ShieldIcon,
  StickyNoteIcon,
  TargetIcon,
  UsersIcon,
} from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useRoomTab } from "../hooks/use-room-tab";
import { parseRoomTab, ROOM_TABS, type RoomTabId } from "../room-tabs";
import { RoomStopwatch } from "./room-stopwatch";
import "../prayer-room.css";

interface PrayerRoomScreenProps {
  watch: PrayerWatch;
  /** The watch's icon (the watches feature names it), shown beside the room's name. */
  icon: ReactNode;
  exitHref: string;
  /** Opens a scripture reference (the Bible feature's passage dialog, supplied by the route). */
  onOpenReference: (reference: string) => void;
  /**
   * Each tab's content, composed by the route from the prayers, prayer-strategies and groups features. All
   * four exist, so there is no placeholder that promises a later release (issue 19 §12).
   */
  panels: Record<RoomTabId, ReactNode>;
  /** Shown above the tabs, e.g. the signed-out notice or the offer to import local prayers. */
  notice?: ReactNode;
  /** Told when the stopwatch starts and stops (the route reports the user as praying for its groups). */
  onStopwatchRunningChange?: (running: boolean) => void;
}

const TAB_ICONS: Record<RoomTabId, LucideIcon> = {
  wall: StickyNoteIcon,
  strategy: TargetIcon,
  space: FlameIcon,
  community: UsersIcon,
};

/** `/prayer-room/{n}`: the watch's room reading around the stopwatch and the room's four tabs. */
export function PrayerRoomScreen({
  watch,
  icon,
  exitHref,
  onOpenReference,
  panels,
  notice,
  onStopwatchRunningChange,
}: PrayerRoomScreenProps) {
  const { tab, selectTab } = useRoomTab();
  const theme = { "--room": watch.room.color } as CSSProperties;
  return (
    <div className="prayer-room flex min-h-dvh flex-col" style={theme} data-watch={watch.number}>
      <title>{`${watch.roomTitle} · Prayer Room · Prayer Journey`}</title>
      <header className="glass sticky top-0 z-20 border-b border-border">
        <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-2 px-4 py-2">
          <nav aria-label="Page" className="flex min-w-0 items-center gap-1">
            <Button asChild variant="ghost" size="sm">
              <Link to={exitHref}>
                <DoorOpenIcon aria-hidden="true" /> Exit Prayer Room
              </Link>
            </Button>
          </nav>
          <p className="room-accent-text truncate text-sm font-semibold">
            Watch {watch.number} · {watch.timeRange}
          </p>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-5 outline-none sm:py-8">
        <section aria-labelledby="room-title" className="room-hero rounded-2xl p-5 shadow-lg sm:p-8">
          <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-[0.16em] uppercase opacity-90">
            <span
              className="flex size-8 items-center justify-center rounded-lg bg-white/15 [&_svg]:size-4.5"
              aria-hidden="true"
            >
              {icon}
            </span>
            Prayer Room · {watch.name} · <span className="whitespace-nowrap">{watch.timeRange}</span>
          </p>
          <h1
            id="room-title"
            className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {watch.roomTitle}
          </h1>
          <p className="mt-3 max-w-3xl text-base leading-relaxed text-pretty opacity-95 sm:text-lg">
            {watch.room.purpose}
          </p>
        </section>

        <div className="mt-5 grid items-start gap-5 sm:mt-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
          {/* The stopwatch and tabs come first (mobile shows them first); desktop puts the reading beside them,
              leaving the wall's 6-column grid as much width as possible. */}
          <div className="grid min-w-0 gap-4 lg:col-start-1 lg:row-start-1">
            <RoomStopwatch onRunningChange={onStopwatchRunningChange} />
            {notice}
            <Tabs value={tab} onValueChange={(value) => selectTab(parseRoomTab(value))}>
              <TabsList className="grid h-auto grid-cols-2 sm:grid-cols-4">
                {ROOM_TABS.map(({ id, label }) => {
                  const TabIcon = TAB_ICONS[id];
                  return (
                    <TabsTrigger key={id} value={id}>
                      <TabIcon aria-hidden="true" /> {label}
                    </TabsTrigger>
                  );
                })}
              </TabsList>
              {ROOM_TABS.map(({ id }) => (
                // The strategy tab stays mounted (hidden) so a half-written strategy survives a look at
                // another tab.
                <TabsContent key={id} value={id} forceMount={id === "strategy" ? true : undefined} hidden={id !== tab}>
                  {panels[id]}
                </TabsContent>
              ))}
            </Tabs>
          </div>

          <div className="grid min-w-0 content-start gap-5 lg:col-start-2 lg:row-start-1">
            <aside
              aria-labelledby="room-watchman-heading"
              className="room-panel room-side-panel grid gap-4 rounded-xl p-4"
            >
              <SidePanelHeading id="room-watchman-heading" icon={ShieldIcon}>
                The Watchman
              </SidePanelHeading>
              <dl className="grid gap-4 text-sm leading-relaxed">
                <div>
                  <dt className="font-semibold">Watchman's Role</dt>
                  <dd className="mt-1 text-muted-foreground">{watch.room.watchmanRole}</dd>
                </div>
                <div>
                  <dt className="font-semibold">Function</dt>
                  <dd className="mt-1 text-muted-foreground">{watch.room.function}</dd>
                </div>
              </dl>
            </aside>

            <aside
              aria-labelledby="room-scriptures-heading"
              className="room-panel room-side-panel grid gap-4 rounded-xl p-4"
            >
              <SidePanelHeading id="room-scriptures-heading" icon={BookOpenIcon}>
                Key Scriptures
              </SidePanelHeading>
              <ul className="grid gap-4">
                {watch.room.keyScriptures.map((scripture) => (
                  <li key={scripture.reference}>
                    <figure className="grid gap-1.5">
                      <blockquote className="font-display text-sm leading-relaxed italic">
                        “{scripture.text}”
                      </blockquote>
                      <figcaption className="text-sm">
                        <button
                          type="button"
                          onClick={() => onOpenReference(scripture.reference)}
                          className="room-accent-text inline-flex items-center gap-1.5 rounded-sm font-semibold underline decoration-current/40 underline-offset-4 outline-none hover:decoration-current focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          <BookOpenIcon className="size-3.5" aria-hidden="true" />
                          {scripture.reference}
                        </button>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </aside>
          </div>
        </div>
      </main>
    </div>
  );
}

function SidePanelHeading({ id, icon: Icon, children }: { id: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <h2 id={id} className="room-accent-text flex items-center gap-2 text-sm font-semibold tracking-[0.12em] uppercase">
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </h2>
  );
}
