import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/sonner";
import { AppearanceProvider } from "@/features/appearance/appearance-provider";
import { useAppearance } from "@/features/appearance/hooks/use-appearance";
import { useAuth } from "@/features/auth/hooks/use-auth";

/** Appearance follows the signed-in user: their saved settings sync with the server. */
function UserAppearance({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return <AppearanceProvider userId={user?.id ?? null}>{children}</AppearanceProvider>;
}

function ThemedToaster() {
  const { resolvedTheme } = useAppearance();
  return <Toaster theme={resolvedTheme} />;
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserAppearance>
        {children}
        <ThemedToaster />
      </UserAppearance>
    </QueryClientProvider>
  );
}
