/**
 * Server-only (built by vite.config.ts's `prerender` into dist/web/.ssr/render-home.mjs; decision 053): the
 * signed-in home's HTML, rendered for each request by the server from the answers the app would ask the API
 * for, so a signed-in user's home is on screen before any script. The app then renders beside it and takes
 * over (web/src/app/prerendered.ts), as on the prerendered visitor pages. Never part of the client bundle.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { type BootAnswers, seedBootQueries } from "./app/boot-queries";
import { SkipLink } from "./app/layouts/root-layout";
import { UserSettings } from "./app/providers";
import { HomeRoute } from "./app/routes/home";
import { renderInDeviceTimeZone } from "./features/watches/time-zones";
import { createQueryClient } from "./lib/query-client";

export { BOOT_ELEMENT_ID, BOOT_PATHS } from "./app/boot-queries";

export interface RenderedHome {
  /** The document title the page sets. */
  title: string;
  /** What the app renders into #root for the page. */
  html: string;
}

/**
 * The home at `url` (`/`, on its Watches tab) as the signed-in user of `answers` sees it now, on a device in
 * `deviceTimeZone` (the zone the browser reported; null: the server's). Null when the answers name nobody.
 */
export function renderSignedInHome({
  url,
  answers,
  deviceTimeZone,
}: {
  url: string;
  answers: BootAnswers;
  deviceTimeZone: string | null;
}): RenderedHome | null {
  const client = createQueryClient();
  if (seedBootQueries(client, answers) === null) return null;
  const markup = renderInDeviceTimeZone(deviceTimeZone, () =>
    renderToString(
      <QueryClientProvider client={client}>
        <UserSettings>
          <MemoryRouter initialEntries={[url]}>
            <SkipLink />
            <HomeRoute />
          </MemoryRouter>
        </UserSettings>
      </QueryClientProvider>,
    ),
  );
  client.clear();
  // React writes the page's <title> where the component renders it; it belongs in the document's head.
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1];
  if (!title) throw new Error("The signed-in home sets no <title>");
  return { title, html: markup.replace(/<title>[^<]*<\/title>/g, "") };
}
