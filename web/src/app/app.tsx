import { useState } from "react";
import type { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "@/lib/query-client";
import { AppProviders } from "./providers";
import { createAppRouter } from "./router";

/** The app; `router` when the page was hydrated (its routes' code loaded first, decision 054). */
export function App({ router: given }: { router?: ReturnType<typeof createBrowserRouter> }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
