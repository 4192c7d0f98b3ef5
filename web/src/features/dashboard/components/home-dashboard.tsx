import { BookOpenIcon, SettingsIcon, UserIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Brand } from "@/components/brand";
import { NotAvailablePanel } from "@/components/not-available-panel";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import { type DashboardTabId, parseTab, tabById } from "../dashboard-tabs";
import { useDashboardLocation } from "../hooks/use-dashboard-location";
import { ActivePrayerSession, type RenderPrayerSession } from "./active-prayer-session";
import { DashboardTabMenu } from "./dashboard-tab-menu";
import { DashboardTabRow } from "./dashboard-tab-row";

interface HomeDashboardProps {
  userName: string;
  links: { tutorial: string; settings: string; profile: string };
  /** The sign-out control, supplied by the auth feature. */
  logoutButton: ReactNode;
  /** The current watch, time, time remaining and time zone, for the header. */
  watchStatus: ReactNode;
  /** The tabs other features supply (Watches: the watch guide); the rest say they are not available yet. */
  panels: Partial<Record<DashboardTabId, ReactNode>>;
  /** Opens a scripture reference (the Bible feature's passage dialog). */
  onOpenReference?: (reference: string) => void;
  /** The prayer session screen shown while a prayer is under way (the prayer-sessions feature). */
  renderPrayerSession: RenderPrayerSession;
}

/** The signed-in home screen: the header, the twelve tabs, or the active prayer session. */
export function HomeDashboard({
  userName,
  links,
  logoutButton,
  watchStatus,
  panels,
  onOpenReference,
  renderPrayerSession,
}: HomeDashboardProps) {
  const navigate = useNavigate();
  const { tab, prayer, selectTab, returnToWatches, completePrayer } = useDashboardLocation();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="glass sticky top-0 z-20 border-b border-border">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 pt-2.5 pb-2">
          <Brand />
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={links.tutorial}>
                <BookOpenIcon aria-hidden="true" />
                <span className="max-sm:sr-only">Tutorial</span>
              </Link>
            </Button>
            <Button asChild variant="ghost" size="icon" aria-label="Settings">
              <Link to={links.settings}>
                <SettingsIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button variant="ghost" size="icon" aria-label="Profile" onClick={() => navigate(links.profile)}>
              <UserIcon aria-hidden="true" />
            </Button>
            {logoutButton}
          </nav>
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-2.5">{watchStatus}</div>
      </header>

      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:py-8">
        <h1 className="mb-5 font-display text-2xl font-semibold tracking-tight sm:mb-6 sm:text-3xl">
          Welcome, {userName}
        </h1>
        {prayer ? (
          <ActivePrayerSession
            prayer={prayer}
            onReturn={returnToWatches}
            onComplete={completePrayer}
            onOpenReference={onOpenReference}
            renderPrayerSession={renderPrayerSession}
          />
        ) : (
          <Tabs
            value={tab}
            onValueChange={(value) => selectTab(parseTab(value))}
            activationMode="manual"
            className="gap-6"
          >
            <DashboardTabMenu value={tab} onSelect={selectTab} className="md:hidden" />
            <DashboardTabRow value={tab} className="max-md:hidden" />
            <TabsContent value={tab}>
              {tab === "watches" ? panels.watches : <TabSection tab={tab}>{panels[tab]}</TabSection>}
            </TabsContent>
          </Tabs>
        )}
      </main>
    </div>
  );
}

/** A tab under its feature's heading; a tab no feature supplies yet says so. */
function TabSection({ tab, children }: { tab: DashboardTabId; children: ReactNode }) {
  const { title, summary } = tabById(tab);
  const headingId = `${tab}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-5">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {children ? <p className="mt-1 text-muted-foreground text-pretty">{summary}</p> : null}
      </div>
      {/* Not available yet, and no promise of when (issue 19 §12). */}
      {children ?? <NotAvailablePanel>{summary}</NotAvailablePanel>}
    </section>
  );
}
