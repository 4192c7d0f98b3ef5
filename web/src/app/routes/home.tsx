import { LogoutButton } from "@/features/auth/components/logout-button";
import { displayName, useAuth } from "@/features/auth/hooks/use-auth";
import { HomeDashboard } from "@/features/dashboard/components/home-dashboard";
import { useDashboardLocation } from "@/features/dashboard/hooks/use-dashboard-location";
import { InstallAppCard } from "@/features/install/components/install-app-card";
import { PrayerRemindersCard } from "@/features/notifications/components/prayer-reminders-card";
import { CurrentWatchStatus } from "@/features/watches/components/current-watch-status";
import { WatchGuide } from "@/features/watches/components/watch-guide";
import { useWatchClock } from "@/features/watches/hooks/use-watch-clock";
import { paths } from "../paths";
import { LandingRoute } from "./landing";

/** `/`: the home dashboard when signed in, the landing page with its sign-in card otherwise. */
export function HomeRoute() {
  const { user } = useAuth();
  if (!user) return <LandingRoute />;
  return <SignedInHome userName={displayName(user)} />;
}

function SignedInHome({ userName }: { userName: string }) {
  const clock = useWatchClock();
  const { startPrayer } = useDashboardLocation();
  return (
    <>
      <title>Home · Prayer Journey</title>
      <HomeDashboard
        userName={userName}
        links={{ tutorial: paths.tutorial.href(), settings: paths.settings.href(), profile: paths.profile.href() }}
        logoutButton={<LogoutButton />}
        watchStatus={<CurrentWatchStatus clock={clock} />}
        watchesPanel={
          <WatchGuide
            clock={clock}
            roomHref={paths.prayerRoom.href}
            onStartPrayer={startPrayer}
            prompts={
              <>
                <PrayerRemindersCard />
                <InstallAppCard />
              </>
            }
          />
        }
      />
    </>
  );
}

export { HomeRoute as Component };
