import type { User } from "@common/auth";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "./db/client";
import { Unauthorized } from "./errors";

/** What every service verb receives: the database (or a transaction) and who is asking. */
export type ServiceContext = { db: Database; user: User | null };
export type AuthenticatedContext = ServiceContext & { user: User };

export function contextOf(request: FastifyRequest): ServiceContext {
  return { db: request.server.db, user: request.user };
}

/** The context of a signed-in user; 401 otherwise. */
export function authenticatedContextOf(request: FastifyRequest): AuthenticatedContext {
  const user = request.user;
  if (!user) throw new Unauthorized();
  return { db: request.server.db, user };
}

/**
 * Route hook: refuse signed-out callers before their input is even validated. A callback hook, not
 * an async one: it runs on every signed-in call, and skipping the promise is measurable (decision 005).
 */
export function requireUser(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  done(request.user ? undefined : new Unauthorized());
}
