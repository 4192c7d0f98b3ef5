import { ErrorCode } from "@common/errors";

/** A failure a service reports on purpose; the error handler turns it into HTTP. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, ErrorCode.validation, message, details);
  }
}
export class Unauthorized extends AppError {
  constructor(message = "You are not signed in") {
    super(401, ErrorCode.unauthorized, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = "You do not have permission to do that") {
    super(403, ErrorCode.forbidden, message);
  }
}
export class NotFound extends AppError {
  constructor(message = "Not found", details?: unknown) {
    super(404, ErrorCode.notFound, message, details);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, ErrorCode.conflict, message);
  }
}
/** 413: a field's content is over a documented size (e.g. text to read aloud); the code is the validation one. */
export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, ErrorCode.validation, message);
  }
}
export class RateLimited extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, ErrorCode.rateLimited, message, { retryAfterSeconds }, { "retry-after": String(retryAfterSeconds) });
  }
}

/** Seconds a client is told to wait (Retry-After) when the database is down or restarting. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** 503: the database is down or restarting; the same request may succeed in a few seconds (decision 020). */
export class ServiceUnavailable extends AppError {
  constructor(message = "The server cannot reach its database right now. Please try again in a few seconds.") {
    super(503, ErrorCode.unavailable, message, undefined, {
      "retry-after": String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    });
  }
}

/** PostgreSQL's unique-violation, from either driver (drizzle may wrap it as `cause`). */
export function uniqueViolationConstraint(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505") return typeof candidate.constraint === "string" ? candidate.constraint : "";
    current = candidate.cause;
  }
  return null;
}

/**
 * PostgreSQL's foreign-key violation on a `user_id` column (drizzle names them `<table>_user_id_users_id_fk`):
 * a write for a user whose account was deleted meanwhile, perhaps on another instance.
 */
export function isMissingUserViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23503") {
      return typeof candidate.constraint === "string" && candidate.constraint.endsWith("_user_id_users_id_fk");
    }
    current = candidate.cause;
  }
  return false;
}
