import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { queryClient } from "@/lib/query-client";
import { rememberDeviceTimeZone } from "../features/watches/device-time-zone-cookie";
import { App } from "./app";
import { seedBootQueries, takeBootAnswers } from "./boot-queries";
import { appContainer } from "./prerendered";

/** Starts the app in the page's #root (web/src/main.tsx loads this module in a task of its own). */
export function startApp(root: HTMLElement): void {
  // A prerendered page (/landing, /auth) stays on screen while the app renders beside it (decision 049).
  const container = appContainer(root);
  // The signed-in home rendered by the server brings the answers it was drawn from: the app starts from them
  // instead of asking again (decision 053).
  const answers = takeBootAnswers();
  if (answers) seedBootQueries(queryClient, answers);
  // The server draws the watches in this device's zone next time; when the page is idle (reading the zone
  // costs the first Intl call's start-up).
  (window.requestIdleCallback ?? setTimeout)(() => rememberDeviceTimeZone());

  // A transition: React renders the first screen in small slices, yielding to the browser between them, so
  // the page never freezes for the whole first render (Lighthouse's total blocking time, decision 041).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
