import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { ErrorCode, type ErrorEnvelope } from "@common/errors";
import { SIGNED_IN_PAGE } from "@common/signed-in-page";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { loadSignedInHome } from "./signed-in-home";

/**
 * Serves the built client, with hashed assets cached for a year and index.html never
 * cached. Text files go out as the build's brotli or gzip copy when the browser accepts it
 * (`preCompressed`, with `Vary: Accept-Encoding`; decision 041), never compressed per request. Unknown /api paths answer 404 JSON; any other unknown path gets the client
 * app, whose router shows the not-found page. /landing and /auth get their prerendered page (the build's
 * landing.html and auth.html, decision 049) with their text already in it.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: { webDistDir: string | null }) => {
    const root = options.webDistDir ? resolve(options.webDistDir) : null;
    const hasClient = root !== null && existsSync(resolve(root, "index.html"));
    if (root && !hasClient) app.log.warn({ root }, "client build not found; run `npm run build` to serve the app");

    if (hasClient) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes `.br` and `.gz` beside each text file (vite.config.ts, `precompress`); without
        // one, or for a client that accepts neither, the file itself is sent.
        preCompressed: true,
        // The server's own render module and the signed-in home's template are never sent (decision 053).
        allowedPath: (pathName) =>
          !pathName.startsWith(`/${SIGNED_IN_PAGE.module.split("/")[0]}`) &&
          !pathName.startsWith(`/${SIGNED_IN_PAGE.template}`),
        setHeaders: (reply, path) => {
          const immutable = path.startsWith(resolve(root, "assets"));
          // Icons keep their names across versions: a day, then asked again. Everything else (index.html,
          // /sw.js, /manifest.webmanifest) is checked on every load, so a new version is seen (decision 029).
          const icon = path.startsWith(resolve(root, "icons"));
          reply.header(
            "cache-control",
            immutable ? "public, max-age=31536000, immutable" : icon ? "public, max-age=86400" : "no-cache",
          );
        },
      });
    }

    // A visitor's first pages, prerendered at build (vite.config.ts, `prerender`): their HTML paints before
    // any script. The sign-in page opened on its Create Account tab is not the one prerendered: the app's page.
    const prerendered = [
      { path: "/landing", file: "landing.html" },
      { path: "/auth", file: "auth.html" },
    ].filter(({ file }) => root !== null && hasClient && existsSync(resolve(root, file)));
    for (const { path, file } of prerendered) {
      app.get(path, (request, reply) => {
        const query = new URLSearchParams(request.url.split("?")[1] ?? "");
        const page = query.has("tab") ? "index.html" : file;
        return reply.code(200).header("cache-control", "no-cache").type("text/html").sendFile(page);
      });
    }

    // `/` signed in: the home rendered on the server, with its text in the page (decision 053).
    const signedInHome = hasClient && root ? await loadSignedInHome(app, root) : null;
    if (signedInHome) {
      app.get("/", async (request, reply) => {
        if (await signedInHome.send(request, reply)) return reply;
        return reply.code(200).header("cache-control", "no-cache").type("text/html").sendFile("index.html");
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      const wantsPage = request.method === "GET" || request.method === "HEAD";
      if (path.startsWith("/api/") || path === "/api" || !hasClient || !wantsPage) {
        return reply.code(404).send({
          message: `Not found: ${request.method} ${path}`,
          code: ErrorCode.notFound,
        } satisfies ErrorEnvelope);
      }
      return reply.code(200).header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    });
  },
  { name: "static-web" },
);
