import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/sonner";
import { AppearanceProvider } from "@/features/appearance/appearance-provider";
import { useAppearance } from "@/features/appearance/hooks/use-appearance";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ServiceWorkerUpdates } from "@/features/install/components/service-worker-updates";
import { PushDeviceFollowsUser } from "@/features/notifications/components/device-follows-user";
import { PreferencesProvider } from "@/features/profile/preferences-provider";
import { WatchSettingsProvider } from "@/features/watches/watch-settings-provider";
import { LiveUpdates } from "./live-updates";

/**
 * Appearance, watch settings and preferences follow the signed-in user: their saved settings sync with the
 * server; live updates keep the signed-in user's queries fresh.
 */
function UserSettings({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return (
    <AppearanceProvider userId={userId}>
      <LiveUpdates userId={userId} />
      <PushDeviceFollowsUser userId={userId} />
      <WatchSettingsProvider userId={userId}>
        <PreferencesProvider userId={userId}>{children}</PreferencesProvider>
      </WatchSettingsProvider>
    </AppearanceProvider>
  );
}

function ThemedToaster() {
  const { resolvedTheme } = useAppearance();
  return <Toaster theme={resolvedTheme} />;
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
