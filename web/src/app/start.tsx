import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { setRenderedZone } from "@/lib/device-time-zone";
import { queryClient } from "@/lib/query-client";
import { setRenderedNow, setRenderedReminderPrompt } from "@/lib/rendered-now";
import { rememberDeviceTimeZone } from "../features/watches/device-time-zone-cookie";
import { App } from "./app";
import {
  BOOT_NOW,
  BOOT_REMINDER_PROMPT,
  BOOT_ZONE,
  type BootAnswers,
  seedBootQueries,
  takeBootAnswers,
} from "./boot-queries";
import { appContainer, hydrateInPlace, PRERENDERED_ATTRIBUTE } from "./prerendered";
import { createAppRouter, loadRoutesFor } from "./router";

/** Starts the app in the page's #root (web/src/main.tsx loads this module in a task of its own). */
export function startApp(root: HTMLElement): void {
  // The signed-in home rendered by the server brings the answers it was drawn from: the app starts from them
  // instead of asking again (decision 053).
  const answers = takeBootAnswers();
  const userId = answers ? seedBootQueries(queryClient, answers) : null;
  // The server draws the watches in this device's zone next time; when the page is idle.
  (window.requestIdleCallback ?? setTimeout)(() => rememberDeviceTimeZone());

  if (answers && userId !== null && root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    hydrateHome(root, answers).catch((error: unknown) => {
      // The page's code could not be loaded: the app draws its own page (the router shows what failed).
      console.warn("The server's page could not be hydrated", error);
      root.removeAttribute(PRERENDERED_ATTRIBUTE);
      renderApp(root);
    });
    return;
  }
  renderApp(root);
}

function renderApp(root: HTMLElement): void {
  // A prerendered page (/landing, /auth) stays on screen while the app renders beside it (decision 049).
  const container = appContainer(root);
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

/**
 * The signed-in home's HTML came from the server, drawn by the app's own components from the answers in the
 * page (decision 053): the app hydrates it in place instead of drawing it again beside it, so the browser
 * neither builds nor lays out a second copy of the page (decision 054). The first render must give the same
 * HTML: the route's code is loaded first, and the clocks read the instant the server drew.
 */
async function hydrateHome(root: HTMLElement, answers: BootAnswers): Promise<void> {
  await loadRoutesFor(window.location);
  const renderedAt = answers[BOOT_NOW];
  const renderedIn = answers[BOOT_ZONE];
  setRenderedNow(typeof renderedAt === "number" ? renderedAt : null);
  setRenderedZone(typeof renderedIn === "string" && renderedIn !== "" ? renderedIn : null);
  setRenderedReminderPrompt(answers[BOOT_REMINDER_PROMPT] === true);
  const router = createAppRouter();
  hydrateInPlace(root);
  // In a transition, as the first render of the other pages: hydrated in small slices, not in one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
