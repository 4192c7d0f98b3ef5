import { useDeferredValue, useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { revealApp } from "../prerendered";

/** The first stop of the keyboard on every page (also in the prerendered pages, decision 049). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}

/** Waits for the signed-in state before any page decides what to show. */
export function RootLayout() {
  // The signed-in state arrives as a query result, an urgent update: the page it lets through (the whole
  // home, the sign-in forms) is rendered as a deferred, interruptible render instead, in slices that leave
  // the browser free between them (Lighthouse's total blocking time, decision 052).
  const isLoading = useDeferredValue(useAuth().isLoading);
  // The page prerendered at build (/landing, /auth) stays on screen until the app's own page is there; the
  // signed-in home, hydrated in place, has what was pressed before pressed again (decision 054). In a task of
  // its own: not in the one running the first screen's effects (its queries, timers, subscriptions).
  useEffect(() => {
    if (isLoading) return;
    const swap = setTimeout(revealApp, 0);
    return () => clearTimeout(swap);
  }, [isLoading]);
  return (
    <>
      <SkipLink />
      {isLoading ? <FullPageSpinner /> : <Outlet />}
      <ScrollRestoration />
    </>
  );
}
