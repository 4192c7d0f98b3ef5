import type { User } from "@common/auth";
import type { FastifyRequest } from "fastify";
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

/** Route hook: refuse signed-out callers before their input is even validated. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new Unauthorized();
}
