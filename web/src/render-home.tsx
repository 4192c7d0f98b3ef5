/**
 * Server-only (built by vite.config.ts's `prerender` into dist/web/.ssr/render-home.mjs; decision 053): the
 * signed-in home's HTML, rendered for each request by the server from the answers the app would ask the API
 * for, so a signed-in user's home is on screen before any script. The app then renders beside it and takes
 * over (web/src/app/prerendered.ts), as on the prerendered visitor pages. Never part of the client bundle.
 */
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { type BootAnswers, seedBootQueries } from "./app/boot-queries";
import { AppProviders } from "./app/providers";
import { routes } from "./app/router";
import { renderInDeviceTimeZone } from "./features/watches/time-zones";
import { createQueryClient } from "./lib/query-client";
import { setRenderedNow, setRenderedReminderPrompt } from "./lib/rendered-now";

export { BOOT_ELEMENT_ID, BOOT_NOW, BOOT_PATHS, BOOT_REMINDER_PROMPT, BOOT_ZONE } from "./app/boot-queries";

export interface RenderedHome {
  /** The document title the page sets. */
  title: string;
  /** What the app renders into #root for the page. */
  html: string;
}

/**
 * The home at `url` (`/`, on its Watches tab) as the signed-in user of `answers` sees it now, on a device in
 * `deviceTimeZone` (the zone the browser reported, else the server's). Null when the answers name nobody.
 */
export async function renderSignedInHome({
  url,
  answers,
  deviceTimeZone,
  now,
  reminderPrompt,
}: {
  url: string;
  answers: BootAnswers;
  deviceTimeZone: string;
  /** The instant drawn (milliseconds); the page carries it, and the app hydrates at the same instant. */
  now: number;
  /** Whether this device shows the Prayer Reminders card (as its cookie says). */
  reminderPrompt: boolean;
}): Promise<RenderedHome | null> {
  const client = createQueryClient();
  if (seedBootQueries(client, answers) === null) return null;
  // The app's own routes and providers, as the browser renders them (web/src/app/app.tsx): the app hydrates this
  // HTML in place, so it must be what the app's first render gives (decision 054).
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  setRenderedNow(now);
  setRenderedReminderPrompt(reminderPrompt);
  let markup: string;
  try {
    markup = renderInDeviceTimeZone(deviceTimeZone, () =>
      renderToString(
        <AppProviders queryClient={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
    );
  } finally {
    setRenderedNow(null);
    setRenderedReminderPrompt(null);
    client.clear();
  }
  // React writes the page's <title> where the component renders it; it belongs in the document's head.
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1];
  if (!title) throw new Error("The signed-in home sets no <title>");
  return { title, html: markup.replace(/<title>[^<]*<\/title>/g, "") };
}
