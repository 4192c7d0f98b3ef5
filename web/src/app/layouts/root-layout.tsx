import { Outlet, ScrollRestoration } from "react-router";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { useAuth } from "@/features/auth/hooks/use-auth";

/** Waits for the signed-in state before any page decides what to show. */
export function RootLayout() {
  const { isLoading } = useAuth();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {isLoading ? <FullPageSpinner /> : <Outlet />}
      <ScrollRestoration />
    </>
  );
}
