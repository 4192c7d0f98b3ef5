/**
 * Build-time only (vite.config.ts, `prerender`; decision 049): the HTML of the pages a visitor opens first,
 * rendered from the app's own route components with react-dom/server, so the server can send /landing and
 * /auth with their text in the page. Never part of the client bundle.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { SkipLink } from "./app/layouts/root-layout";
import { AuthRoute } from "./app/routes/auth";
import { LandingRoute } from "./app/routes/landing";
import { authKeys } from "./features/auth/api/queries";
import { createQueryClient } from "./lib/query-client";

export interface PrerenderedPage {
  /** The document title the page sets. */
  title: string;
  /** What the app renders into #root for the page, as a visitor first sees it. */
  html: string;
}

/** The pages prerendered, by the file name the server sends for them. */
export const PRERENDERED_PAGES = {
  landing: { path: "/landing", element: <LandingRoute /> },
  auth: { path: "/auth", element: <AuthRoute /> },
} as const;

function render(path: string, element: ReactNode): PrerenderedPage {
  const client = createQueryClient();
  // As a visitor sees it: nobody signed in.
  client.setQueryData(authKeys.user, null);
  const markup = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SkipLink />
        {element}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // React writes the page's <title> where the component renders it; it belongs in the document's head.
  const titles = [...markup.matchAll(/<title>([^<]*)<\/title>/g)];
  const title = titles[0]?.[1];
  if (!title) throw new Error(`The prerendered page ${path} sets no <title>`);
  return { title, html: markup.replace(/<title>[^<]*<\/title>/g, "") };
}

export function prerenderPages(): Record<keyof typeof PRERENDERED_PAGES, PrerenderedPage> {
  return {
    landing: render(PRERENDERED_PAGES.landing.path, PRERENDERED_PAGES.landing.element),
    auth: render(PRERENDERED_PAGES.auth.path, PRERENDERED_PAGES.auth.element),
  };
}
