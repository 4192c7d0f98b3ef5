import { LogoutButton } from "@/features/auth/components/logout-button";
import { displayName, useAuth } from "@/features/auth/hooks/use-auth";
import { HomeDashboard } from "@/features/dashboard/components/home-dashboard";
import { paths } from "../paths";
import { LandingRoute } from "./landing";

/** `/`: the home dashboard when signed in, the landing page with its sign-in card otherwise. */
export function HomeRoute() {
  const { user } = useAuth();
  if (!user) return <LandingRoute />;
  return (
    <>
      <title>Home · Prayer Journey</title>
      <HomeDashboard
        userName={displayName(user)}
        links={{ tutorial: paths.tutorial.href(), settings: paths.settings.href(), profile: paths.profile.href() }}
        logoutButton={<LogoutButton />}
      />
    </>
  );
}

export { HomeRoute as Component };
