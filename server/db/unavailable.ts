/**
 * Whether an error means the database cannot be reached right now (down, restarting, out of
 * connections, closed), as opposed to a query that is wrong. The error handler answers these with 503
 * and Retry-After instead of 500 (decision 020). Drivers and Drizzle wrap errors, so causes are searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return searchCauses(error, 0);
}

/** Socket-level failures of the pg driver (AggregateError when several addresses were tried). */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down), 53300 too_many_connections,
 * 25006 read_only_sql_transaction (a standby not yet promoted).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "25006"]);

const UNAVAILABLE_MESSAGES = [
  "Connection terminated", // pg: the server went away mid-query, or the connect timeout fired
  "timeout exceeded when trying to connect", // pg-pool: no connection within connectionTimeoutMillis
  "Cannot use a pool after calling end on the pool",
  "is not queryable", // pg: a client whose connection already failed
  "PGlite is closed",
];

function searchCauses(error: unknown, depth: number): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof candidate.code === "string" ? candidate.code : "";
  if (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof candidate.message === "string" ? candidate.message : "";
  // Drizzle's own message repeats the SQL and parameters; the driver's reason is in its cause.
  if (!message.startsWith("Failed query:") && UNAVAILABLE_MESSAGES.some((known) => message.includes(known))) {
    return true;
  }
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => searchCauses(inner, depth + 1))) return true;
  return searchCauses(candidate.cause, depth + 1);
}
