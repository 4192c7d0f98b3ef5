import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Forbidden } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_ORIGIN_MESSAGE = "Requests from another site are not allowed";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and sonner set inline styles at run time; scripts stay strictly same-origin.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob: data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The same headers helmet's defaults send, built once. Helmet rebuilt them on every request,
 * which cost more than a whole hello-world response (decision 005).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

/**
 * What an /api answer needs (JSON, audio, downloads: never a page that runs code). A policy that allows
 * nothing, no framing, no sniffing, and no reading from other sites: the set OWASP's REST Security Cheat
 * Sheet recommends. The page-only headers above would be six more header lines for server and
 * browser to handle on every call (decision 013). Answers are personal unless a route says otherwise, so
 * none is stored by a browser or proxy; a route serving public data (the Bible) sets its own
 * Cache-Control, which replaces this one (decision 016).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "cache-control": "no-store",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
});

const withTransportSecurity = (headers: Readonly<Record<string, string>>) =>
  Object.freeze({ ...headers, "strict-transport-security": "max-age=31536000; includeSubDomains" });

/**
 * Security headers on every response (the API's set on /api, the pages' set elsewhere), and a refusal of state-changing requests that a
 * browser sends from another origin (cookies are SameSite=Lax; this closes the rest).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { allowedOrigins: string[]; strictTransportSecurity: boolean }) => {
    const pageHeaders = options.strictTransportSecurity ? withTransportSecurity(SECURITY_HEADERS) : SECURITY_HEADERS;
    const apiHeaders = options.strictTransportSecurity
      ? withTransportSecurity(API_SECURITY_HEADERS)
      : API_SECURITY_HEADERS;
    const allowed = new Set(options.allowedOrigins.map((origin) => origin.toLowerCase()));

    // A callback hook, not an async one: it runs on every request, and skipping the promise is measurable.
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(request.url.startsWith("/api/") ? apiHeaders : pageHeaders);
      if (SAFE_METHODS.has(request.method)) return done();
      const origin = request.headers.origin;
      if (origin !== undefined) {
        const own = `${request.protocol}://${request.host}`.toLowerCase();
        const refused = origin.toLowerCase() !== own && !allowed.has(origin.toLowerCase());
        return done(refused ? new Forbidden(CROSS_ORIGIN_MESSAGE) : undefined);
      }
      // Browsers that omit Origin still say where a request came from.
      done(request.headers["sec-fetch-site"] === "cross-site" ? new Forbidden(CROSS_ORIGIN_MESSAGE) : undefined);
    });
  },
  { name: "security" },
);
