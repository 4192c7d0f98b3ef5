import type { User } from "@common/auth";
import type { FastifyRequest } from "fastify";
import type { Database } from "./db/client";
import { Unauthorized } from "./errors";
import type { EventBus } from "./platform/events";

/**
 * What every service verb receives: the database (or a transaction), who is asking, and the change-event
 * bus a write tells what it changed (`ctx.events.transaction(ctx.db, (tx, emit) => …)`, decision 022).
 */
export type ServiceContext = { db: Database; user: User | null; events: EventBus };
export type AuthenticatedContext = ServiceContext & { user: User };

export function contextOf(request: FastifyRequest): ServiceContext {
  return { db: request.server.db, user: request.user, events: request.server.events };
}

/** The context of a signed-in user; 401 otherwise. */
export function authenticatedContextOf(request: FastifyRequest): AuthenticatedContext {
  const user = request.user;
  if (!user) throw new Unauthorized();
  return { db: request.server.db, user, events: request.server.events };
}

/**
 * Route hook: refuse signed-out callers before their input is even validated. An ordinary async hook: the
 * callback form it had (decision 005) showed no gain beyond the machine's noise (decision 040).
 */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new Unauthorized();
}
