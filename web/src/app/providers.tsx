import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Toaster } from "@/components/ui/sonner";
import { AppearanceProvider } from "@/features/appearance/appearance-provider";
import { useAppearance } from "@/features/appearance/hooks/use-appearance";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ServiceWorkerUpdates } from "@/features/install/components/service-worker-updates";
import { PreferencesProvider } from "@/features/profile/preferences-provider";
import { WatchSettingsProvider } from "@/features/watches/watch-settings-provider";
import { useHydrated } from "@/lib/use-hydrated";

// Signed in only: loaded at the first sign-in, so the signed-out pages never download them (decision 041).
const LiveUpdates = lazy(() => import("./live-updates").then((module) => ({ default: module.LiveUpdates })));
const PushDeviceFollowsUser = lazy(() =>
  import("@/features/notifications/components/device-follows-user").then((module) => ({
    default: module.PushDeviceFollowsUser,
  })),
);

/**
 * Live updates, and the push subscription that ends with the session. Mounted from the first time a user is
 * signed in and kept mounted after, so signing out is seen (the push subscription ends).
 */
function SignedInServices({ userId }: { userId: number | null }) {
  const [needed, setNeeded] = useState(userId !== null);
  // Nothing of them is drawn: the server's page has none, and the app starts them once it has taken it over.
  const hydrated = useHydrated();
  if (userId !== null && !needed) setNeeded(true);
  if (!needed || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates userId={userId} />
      <PushDeviceFollowsUser userId={userId} />
    </Suspense>
  );
}

/**
 * Appearance, watch settings and preferences follow the signed-in user: their saved settings sync with the
 * server; live updates keep the signed-in user's queries fresh.
 */
export function UserSettings({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return (
    <AppearanceProvider userId={userId}>
      <SignedInServices userId={userId} />
      <WatchSettingsProvider userId={userId}>
        <PreferencesProvider userId={userId}>{children}</PreferencesProvider>
      </WatchSettingsProvider>
    </AppearanceProvider>
  );
}

function ThemedToaster() {
  const { resolvedTheme, settings } = useAppearance();
  return <Toaster theme={resolvedTheme} highContrast={settings.highContrast} />;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserSettings>
        {children}
        <ThemedToaster />
        <ServiceWorkerUpdates />
      </UserSettings>
    </QueryClientProvider>
  );
}
