import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { ErrorCode, type ErrorEnvelope } from "@common/errors";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Serves the built client, with hashed assets cached for a year and index.html never
 * cached. Unknown /api paths answer 404 JSON; any other unknown path gets the client
 * app, whose router shows the not-found page.
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
