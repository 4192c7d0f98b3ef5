import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "@/lib/query-client";
import { AppProviders } from "./providers";
import { createAppRouter } from "./router";

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
