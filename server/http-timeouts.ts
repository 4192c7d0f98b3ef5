import type { ServerOptions } from "node:http";
import type { Config } from "./config";

/**
 * The HTTP server's time limits (decision 020): a request's headers must arrive within headersTimeoutMs and
 * the whole request, body included, within requestTimeoutMs (else 408 and the connection closes); a socket
 * with no traffic either way for idleTimeoutMs is closed; a kept-alive socket waits keepAliveTimeoutMs for
 * its next request. Fastify leaves requestTimeout and the idle limit off, so a trickled body was never cut.
 */
export function serverTimeouts(limits: Config["http"]) {
  const requestTimeout = limits.requestTimeoutMs;
  // Node refuses a headers limit longer than the whole request's.
  const headersTimeout = Math.min(limits.headersTimeoutMs, requestTimeout);
  return {
    requestTimeout,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout,
      requestTimeout,
      // Node checks these limits on this interval (30 s by default), so it bounds how late a cut comes.
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(headersTimeout / 4))),
    } satisfies ServerOptions,
  };
}
