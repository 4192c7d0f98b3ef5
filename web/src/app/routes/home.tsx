import { type ComponentProps, type ReactNode, Suspense, useState } from "react";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { Spinner } from "@/components/ui/spinner";
import { LogoutButton } from "@/features/auth/components/logout-button";
import { displayName, useAuth } from "@/features/auth/hooks/use-auth";
import { PassageDialogProvider } from "@/features/bible/components/passage-dialog-provider";
import { usePassageDialog } from "@/features/bible/hooks/use-passage-dialog";
import { useDailyWordDate } from "@/features/daily-word/hooks/use-daily-word-date";
import { HomeDashboard } from "@/features/dashboard/components/home-dashboard";
import { useDashboardLocation } from "@/features/dashboard/hooks/use-dashboard-location";
import { usePrayerPresence } from "@/features/groups/hooks/use-prayer-presence";
import { InstallAppCard } from "@/features/install/components/install-app-card";
import { PrayerRemindersCard } from "@/features/notifications/components/prayer-reminders-card";
import { ImportSessionsOffer } from "@/features/prayer-sessions/components/import-sessions-offer";
import { CurrentWatchStatus } from "@/features/watches/components/current-watch-status";
import { WatchGuide } from "@/features/watches/components/watch-guide";
import { useWatchClock } from "@/features/watches/hooks/use-watch-clock";
import { useWatchSettings } from "@/features/watches/hooks/use-watch-settings";
import { lazyNamed } from "@/lib/lazy-named";
import { paths } from "../paths";

// The home opens on the Watches tab: every other tab's code, and the prayer session's, loads when it is
// first shown, so the first load downloads and runs the watches only (issue 19 §1, decision 052).
// Signed out, `/` is the landing page (its sign-in form is not needed by the signed-in home).
const LandingRoute = lazyNamed(() => import("./landing"), "LandingRoute");
const DailyWordScreen = lazyNamed(
  () => import("@/features/daily-word/components/daily-word-screen"),
  "DailyWordScreen",
);
const BibleScreen = lazyNamed(() => import("@/features/bible/components/bible-screen"), "BibleScreen");
const ProfilePanel = lazyNamed(() => import("./profile"), "ProfilePanel");
const PrayerJournal = lazyNamed(() => import("@/features/prayer-sessions/components/prayer-journal"), "PrayerJournal");
const GroupsTab = lazyNamed(() => import("./home-groups-tab"), "MyPrayerGroupsTab");
const AlertsPanel = lazyNamed(() => import("@/features/notifications/components/alerts-panel"), "AlertsPanel");
const PrayerSessionScreen = lazyNamed(
  () => import("@/features/prayer-sessions/components/prayer-session-screen"),
  "PrayerSessionScreen",
);

/** A tab's panel while its code loads (the first time it is shown). */
function Panel({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div role="status" className="flex justify-center py-10">
          <Spinner className="size-6" />
          <span className="sr-only">Loading...</span>
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/** `/`: the home dashboard when signed in, the landing page with its sign-in card otherwise. */
export function HomeRoute() {
  const { user } = useAuth();
  if (!user) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <LandingRoute />
      </Suspense>
    );
  }
  return (
    // Every scripture reference on the dashboard opens the one passage dialog.
    <PassageDialogProvider>
      <SignedInHome userName={displayName(user)} />
    </PassageDialogProvider>
  );
}

function SignedInHome({ userName }: { userName: string }) {
  const clock = useWatchClock();
  const { startPrayer } = useDashboardLocation();
  const { openPassage } = usePassageDialog();
  const dailyWord = useDailyWordDate();
  const userId = useAuth().user?.id ?? null;
  const reminderAccount = { userId, homeTimeZone: useWatchSettings().settings.homeTimeZone };
  return (
    <>
      <title>Home · Prayer Journey</title>
      <HomeDashboard
        userName={userName}
        links={{ tutorial: paths.tutorial.href(), settings: paths.settings.href(), profile: paths.profile.href() }}
        logoutButton={<LogoutButton />}
        watchStatus={<CurrentWatchStatus clock={clock} />}
        onOpenReference={openPassage}
        renderPrayerSession={(session) => <PrayingSession {...session} userId={userId} />}
        panels={{
          watches: (
            <WatchGuide
              clock={clock}
              roomHref={paths.prayerRoom.href}
              onStartPrayer={startPrayer}
              onOpenReference={openPassage}
              prompts={
                <>
                  <ImportSessionsOffer userId={userId} />
                  <PrayerRemindersCard account={reminderAccount} />
                </>
              }
              after={<InstallAppCard />}
            />
          ),
          word: (
            <Panel>
              <DailyWordScreen
                date={dailyWord.date}
                today={dailyWord.today}
                onDateChange={dailyWord.setDate}
                onOpenReference={openPassage}
                headingLevel={3}
              />
            </Panel>
          ),
          bible: (
            <Panel>
              <BibleScreen headingLevel={3} />
            </Panel>
          ),
          profile: (
            <Panel>
              <ProfilePanel />
            </Panel>
          ),
          journal: (
            <Panel>
              <PrayerJournal userId={userId} />
            </Panel>
          ),
          groups: (
            <Panel>
              <GroupsTab />
            </Panel>
          ),
          notifications: (
            <Panel>
              <AlertsPanel
                account={reminderAccount}
                signInHref={paths.auth.href()}
                settingsHref={paths.settings.href()}
                installPrompt={<InstallAppCard />}
              />
            </Panel>
          ),
        }}
      />
    </>
  );
}

/** The session screen; while its timer runs, the user counts as praying for their groups of that watch. */
function PrayingSession(props: ComponentProps<typeof PrayerSessionScreen>) {
  const [running, setRunning] = useState(false);
  usePrayerPresence(props.watchNumber, running, props.userId !== null);
  return (
    <Panel>
      <PrayerSessionScreen {...props} onRunningChange={setRunning} />
    </Panel>
  );
}

export { HomeRoute as Component };
