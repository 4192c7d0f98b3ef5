import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Forbidden } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_ORIGIN_MESSAGE = "Requests from another site are not allowed";

/**
 * Security headers on every response, and a refusal of state-changing requests that a
 * browser sends from another origin (cookies are SameSite=Lax; this closes the rest).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { allowedOrigins: string[] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix and sonner set inline styles at run time; scripts stay strictly same-origin.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'", "data:"],
          mediaSrc: ["'self'", "blob:", "data:"],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", "blob:"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: "deny" },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    });

    const allowed = new Set(options.allowedOrigins.map((origin) => origin.toLowerCase()));

    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin !== undefined) {
        const own = `${request.protocol}://${request.host}`.toLowerCase();
        if (origin.toLowerCase() !== own && !allowed.has(origin.toLowerCase()))
          throw new Forbidden(CROSS_ORIGIN_MESSAGE);
        return;
      }
      // Browsers that omit Origin still say where a request came from.
      if (request.headers["sec-fetch-site"] === "cross-site") throw new Forbidden(CROSS_ORIGIN_MESSAGE);
    });
  },
  { name: "security" },
);
