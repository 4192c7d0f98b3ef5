import type { FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";

/**
 * The logger of the whole server (decision 020). No log line may hold query parameters, request bodies,
 * cookies or tokens, so the guard is here, not in each route: errors are logged through an allowlist
 * (type, code, a message without parameters or quoted values, stack frames, cause), requests by method
 * and path only, and headers or bodies that someone logs by hand are redacted.
 */
export function loggerOptions({
  level,
  stream,
}: {
  level: string;
  /** Where lines go (tests read them); stdout by default. */
  stream?: DestinationStream;
}): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: (error) => safeError(error),
      error: (error: unknown) => safeError(error),
      req: safeRequest,
      res: safeReply,
    },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    formatters: {
      // An error logged under any other key goes through the same allowlist.
      log: (object) => {
        for (const [key, value] of Object.entries(object)) {
          if (value instanceof Error && !SERIALIZED_KEYS.has(key)) object[key] = safeError(value);
        }
        return object;
      },
    },
    hooks: {
      // pino takes a logged error's raw message as the line's message when none is given.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        const object = first instanceof Error ? { err: first } : first;
        const error = object && typeof object === "object" ? (object as { err?: unknown; error?: unknown }) : null;
        const logged = error?.err ?? error?.error;
        if (logged instanceof Error && typeof second !== "string") {
          return method.apply(this, [object, safeError(logged).message] as unknown as Parameters<typeof method>);
        }
        if (first instanceof Error) return method.apply(this, [object, ...args.slice(1)] as Parameters<typeof method>);
        return method.apply(this, args);
      },
      // Last line of defence for the one secret the defect leaked: a password hash, wherever it hides.
      streamWrite: (line) =>
        line.includes("$argon2") ? line.replace(/\$argon2[a-z]*\$[^"\s,)]*/g, "[redacted]") : line,
    },
  };
}

const SERIALIZED_KEYS = new Set(["err", "error", "req", "res"]);

const REDACTED_PATHS = [
  ...["headers", "req.headers", "request.headers", "res.headers", "reply.headers"].flatMap((at) =>
    ["cookie", "authorization", "proxy-authorization", "set-cookie", "x-api-key", "xi-api-key"].map(
      (name) => `${at}["${name}"]`,
    ),
  ),
  ...["body", "params", "password", "passwordHash", "token", "cookie"].flatMap((key) => [key, `*.${key}`]),
];

const MAX_TEXT = 2_000;
const MAX_CAUSES = 3;

export type SafeError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  dataType?: string;
  routine?: string;
  stack: string;
  cause?: SafeError;
  errors?: SafeError[];
};

/** An error as it may be logged: what it is and where, never the values it was about. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    // A thrown non-error says nothing safe about itself beyond its kind.
    const type = error === null ? "null" : typeof error;
    const message = "(a non-Error value was thrown)";
    return { type, message, stack: `${type}: ${message}` };
  }
  const raw = error as Error & Record<string, unknown>;
  // The driver's class name may be minified (PGlite's is "O").
  const type = isDatabaseError(raw) ? "DatabaseError" : raw.constructor?.name || raw.name || "Error";
  const query = typeof raw.query === "string" ? raw.query : "";
  const identifiers = identifiersOf(raw, query, error.cause);
  const message = safeMessage(error.message, raw, identifiers);
  const safe: SafeError = { type, message, stack: `${type}: ${message}` };
  for (const key of ["code", "severity", "constraint", "table", "column", "schema", "dataType", "routine"] as const) {
    const value = raw[key];
    if (typeof value === "string" && value.length <= 200) safe[key] = value;
  }
  if (typeof raw.statusCode === "number") safe.statusCode = raw.statusCode;
  if (typeof error.stack === "string") {
    // The stack starts with the raw message (parameters and all); only the frames after it are kept.
    const frames = error.stack
      .split("\n")
      .slice(error.message.split("\n").length)
      .filter((line) => /^\s+at /.test(line))
      .join("\n");
    if (frames) safe.stack += `\n${frames}`;
  }
  if (depth < MAX_CAUSES && error.cause !== undefined) safe.cause = safeError(error.cause, depth + 1);
  if (depth < MAX_CAUSES && Array.isArray(raw.errors)) {
    safe.errors = raw.errors.slice(0, 5).map((inner) => safeError(inner, depth + 1));
  }
  return safe;
}

/** Names that may stay quoted in a database message: those of the statement's SQL and of the error's fields. */
function identifiersOf(error: Record<string, unknown>, query: string, cause: unknown): Set<string> {
  const names = new Set<string>();
  const sources = [error, ...(cause && typeof cause === "object" ? [cause as Record<string, unknown>] : [])];
  for (const source of sources) {
    for (const key of ["constraint", "table", "column", "schema", "dataType"]) {
      if (typeof source[key] === "string") names.add(source[key] as string);
    }
  }
  for (const match of query.matchAll(/"([^"]+)"/g)) names.add(match[1]!);
  return names;
}

const isDatabaseError = (error: Record<string, unknown>) =>
  typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === "string";

function safeMessage(message: string, error: Record<string, unknown>, identifiers: Set<string>): string {
  // Drizzle: "Failed query: <sql>\nparams: <values>"; the SQL has placeholders, the values go.
  let text = message.replace(/\n?params:[\s\S]*$/, "");
  if (isDatabaseError(error) || text.startsWith("Failed query:")) {
    // PostgreSQL quotes both names and values ('value "x" is out of range', 'invalid input syntax for type
    // uuid: "x"'); a name is one the statement or the error's own fields carry, anything else is a value.
    text = text.replace(/"([^"]*)"/g, (quoted, inner: string) => (identifiers.has(inner) ? quoted : '"…"'));
    if (typeof error.code === "string" && error.code.startsWith("22")) {
      // Data exceptions end with the offending input after a colon ('… for encoding "UTF8": 0x00').
      text = text.replace(/:\s[^:]*$/, ": …");
    }
  }
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/**
 * Paths whose last segment is a secret (an invitation link's token, issue 17; a calendar feed's, issue 18):
 * logged as `…`. The page `/invite/{token}`, its API `GET /api/invitations/{token}`, and `/calendar/{token}.ics`.
 */
const SECRET_PATH = /^(\/invite\/|\/calendar\/|\/api\/invitations\/(?!send$|accept$))[^/?]+/;

/** A request by method and path; query values and secrets in paths are dropped. */
function safeRequest(request: FastifyRequest) {
  const url = request.url ?? "";
  const queryAt = url.indexOf("?");
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_PATH, "$1…");
  return {
    method: request.method,
    url: queryAt === -1 ? path : `${path}?…`,
    remoteAddress: request.ip,
  };
}

function safeReply(reply: Pick<FastifyReply, "statusCode">) {
  return { statusCode: reply.statusCode };
}
