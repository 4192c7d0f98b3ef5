import { HomeIcon, SettingsIcon } from "lucide-react";
import { Link } from "react-router";
import { BackButton } from "@/components/back-button";
import { PageHeading, PageShell } from "@/components/page-shell";
import { Button } from "@/components/ui/button";
import { QuickThemeCard } from "@/features/appearance/components/quick-theme-card";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { MobileNotificationsPanel } from "@/features/notifications/components/mobile-notifications-panel";
import { SettingsPage } from "@/features/settings/components/settings-page";
import { HomeTimeZoneCard } from "@/features/watches/components/home-time-zone-card";
import { useWatchSettings } from "@/features/watches/hooks/use-watch-settings";
import { paths } from "../paths";

export function SettingsRoute() {
  const userId = useAuth().user?.id ?? null;
  const { homeTimeZone } = useWatchSettings().settings;
  return (
    <PageShell
      width="narrow"
      nav={<BackButton fallback={paths.home.href()} />}
      actions={
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.home.href()}>
            <HomeIcon aria-hidden="true" /> Home
          </Link>
        </Button>
      }
    >
      <title>Settings · Prayer Journey</title>
      <PageHeading icon={<SettingsIcon />} title="Settings" description="Make Prayer Journey your own." />
      <SettingsPage
        appearanceHref={paths.appearance.href()}
        quickTheme={<QuickThemeCard />}
        notifications={<MobileNotificationsPanel account={{ userId, homeTimeZone }} signInHref={paths.auth.href()} />}
        homeTimeZone={<HomeTimeZoneCard />}
      />
    </PageShell>
  );
}

export { SettingsRoute as Component };
