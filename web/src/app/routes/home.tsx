import { LogoutButton } from "@/features/auth/components/logout-button";
import { displayName, useAuth } from "@/features/auth/hooks/use-auth";
import { BibleScreen } from "@/features/bible/components/bible-screen";
import { PassageDialogProvider } from "@/features/bible/components/passage-dialog-provider";
import { usePassageDialog } from "@/features/bible/hooks/use-passage-dialog";
import { DailyWordScreen } from "@/features/daily-word/components/daily-word-screen";
import { useDailyWordDate } from "@/features/daily-word/hooks/use-daily-word-date";
import { HomeDashboard } from "@/features/dashboard/components/home-dashboard";
import { useDashboardLocation } from "@/features/dashboard/hooks/use-dashboard-location";
import { InstallAppCard } from "@/features/install/components/install-app-card";
import { AlertsPanel } from "@/features/notifications/components/alerts-panel";
import { PrayerRemindersCard } from "@/features/notifications/components/prayer-reminders-card";
import { ImportSessionsOffer } from "@/features/prayer-sessions/components/import-sessions-offer";
import { PrayerJournal } from "@/features/prayer-sessions/components/prayer-journal";
import { PrayerSessionScreen } from "@/features/prayer-sessions/components/prayer-session-screen";
import { CurrentWatchStatus } from "@/features/watches/components/current-watch-status";
import { WatchGuide } from "@/features/watches/components/watch-guide";
import { useWatchClock } from "@/features/watches/hooks/use-watch-clock";
import { useWatchSettings } from "@/features/watches/hooks/use-watch-settings";
import { paths } from "../paths";
import { LandingRoute } from "./landing";
import { ProfilePanel } from "./profile";

/** `/`: the home dashboard when signed in, the landing page with its sign-in card otherwise. */
export function HomeRoute() {
  const { user } = useAuth();
  if (!user) return <LandingRoute />;
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
        renderPrayerSession={(session) => <PrayerSessionScreen {...session} userId={userId} />}
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
                  <InstallAppCard />
                </>
              }
            />
          ),
          word: (
            <DailyWordScreen
              date={dailyWord.date}
              today={dailyWord.today}
              onDateChange={dailyWord.setDate}
              onOpenReference={openPassage}
              headingLevel={3}
            />
          ),
          bible: <BibleScreen headingLevel={3} />,
          profile: <ProfilePanel />,
          journal: <PrayerJournal userId={userId} />,
          notifications: (
            <AlertsPanel
              account={reminderAccount}
              signInHref={paths.auth.href()}
              settingsHref={paths.settings.href()}
              installPrompt={<InstallAppCard />}
            />
          ),
        }}
      />
    </>
  );
}

export { HomeRoute as Component };
