import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { FullPageSpinner } from "@/components/full-page-spinner";
import { RequireAuth, RequireSignedOut } from "./layouts/require-auth";
import { RootLayout } from "./layouts/root-layout";
import { paths } from "./paths";
import { RouteError } from "./routes/route-error";

/** Every page is its own chunk, loaded when first visited. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.home.path, lazy: () => import("./routes/home") },
      { path: paths.auth.path, lazy: () => import("./routes/auth") },
      { path: paths.forgotPassword.path, lazy: () => import("./routes/forgot-password") },
      { path: paths.resetPassword.path, lazy: () => import("./routes/reset-password") },
      { path: paths.verifyEmail.path, lazy: () => import("./routes/verify-email") },
      { path: paths.invite.path, lazy: () => import("./routes/invite") },
      { path: paths.tutorial.path, lazy: () => import("./routes/tutorial") },
      // Open to everyone: signed out, the wall and strategies are kept in this browser (decision 009).
      { path: paths.currentPrayerRoom.path, lazy: () => import("./routes/current-prayer-room") },
      { path: paths.prayerRoom.path, lazy: () => import("./routes/prayer-room") },
      {
        Component: RequireSignedOut,
        children: [{ path: paths.landing.path, lazy: () => import("./routes/landing") }],
      },
      {
        Component: RequireAuth,
        children: [
          { path: paths.settings.path, lazy: () => import("./routes/settings") },
          { path: paths.appearance.path, lazy: () => import("./routes/appearance") },
          { path: paths.bible.path, lazy: () => import("./routes/bible") },
          { path: paths.dailyWord.path, lazy: () => import("./routes/daily-word") },
          { path: paths.community.path, lazy: () => import("./routes/community") },
          { path: paths.profile.path, lazy: () => import("./routes/profile") },
          {
            path: paths.groupPrayerWall.path,
            lazy: () => import("./routes/group-pages").then((module) => ({ Component: module.GroupPrayerWallRoute })),
          },
          {
            path: paths.groupSchedule.path,
            lazy: () => import("./routes/group-pages").then((module) => ({ Component: module.GroupScheduleRoute })),
          },
          {
            path: paths.groupStudies.path,
            lazy: () => import("./routes/group-pages").then((module) => ({ Component: module.GroupStudiesRoute })),
          },
          {
            path: paths.groupAlerts.path,
            lazy: () => import("./routes/group-pages").then((module) => ({ Component: module.GroupAlertsRoute })),
          },
          {
            path: paths.groupRoster.path,
            lazy: () => import("./routes/group-pages").then((module) => ({ Component: module.GroupRosterRoute })),
          },
        ],
      },
      { path: "*", lazy: () => import("./routes/not-found") },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the code of the routes `location` opens and puts it on the routes, so a router created after renders
 * that page at once: hydrating the server's HTML needs the first render to be that page, not a wait
 * (decision 054).
 */
export async function loadRoutesFor(location: { pathname: string; search: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = (await route.lazy()) as Partial<RouteObject>;
      route.lazy = undefined;
      if (loaded.Component) route.Component = loaded.Component;
      if (loaded.ErrorBoundary) route.ErrorBoundary = loaded.ErrorBoundary;
      if (loaded.loader) route.loader = loaded.loader;
    }),
  );
}
