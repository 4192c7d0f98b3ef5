import type { User } from "@common/auth";
import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { contextOf } from "../../context";
import { AttemptLimiter, type AttemptLimitOptions } from "./attempt-limiter";
import {
  createSession,
  deleteSession,
  extendSession,
  findSession,
  sessionIdOf,
  sessionNeedsExtension,
  warmUpPasswordChecks,
} from "./auth.service";
import { deleteExpiredSessionsEvery, deleteExpiredSessionsJob } from "./expired-sessions.job";
import { SessionCache } from "./session-cache";
import { syncSessionCache } from "./session-sync";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded once per /api request from the session cookie. */
    user: User | null;
  }
  interface FastifyInstance {
    /** Starts a fresh session for the user (rotating any session the request carried). */
    signIn: (request: FastifyRequest, reply: FastifyReply, user: User) => Promise<void>;
    signOut: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Guesses at passwords and at who has an account: sign-in, registration, account changes (decision 019). */
    authAttempts: AttemptLimiter;
  }
}

export const SESSION_COOKIE = "pj_session";

export type SessionOptions = {
  ttlDays: number;
  cookieSecure: "auto" | boolean;
  cacheSeconds: number;
  rateLimit: AttemptLimitOptions;
};

/** Server-side sessions in the database, carried by an httpOnly, SameSite=Lax cookie. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: SessionOptions) => {
    await app.register(cookie);
    app.decorateRequest("user", null);
    const cache = new SessionCache(options.cacheSeconds * 1000);
    const stopSync = syncSessionCache(cache, app.events);
    app.addHook("onClose", async () => stopSync());
    app.addHook("onReady", warmUpPasswordChecks);
    app.decorate("authAttempts", new AttemptLimiter(options.rateLimit));
    app.jobs.schedule(deleteExpiredSessionsJob, deleteExpiredSessionsEvery, { payload: {} });

    const cookieOptions = (request: FastifyRequest, expires: Date) => ({
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: options.cookieSecure === "auto" ? request.protocol === "https" : options.cookieSecure,
      expires,
    });
    const clearCookie = (request: FastifyRequest, reply: FastifyReply) =>
      reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(request, new Date(0)), expires: undefined });

    const loadSession = async (request: FastifyRequest, reply: FastifyReply, token: string, sessionId: string) => {
      const ctx = contextOf(request);
      let session = cache.get(sessionId);
      const generation = cache.generation;
      if (!session) {
        session = await findSession({ ctx, input: { sessionId } });
        if (!session) {
          clearCookie(request, reply);
          return;
        }
        cache.set(session, Date.now(), generation);
      }
      request.user = session.user;
      const extended = await extendSession({
        ctx,
        input: { sessionId, expiresAt: session.expiresAt, ttlDays: options.ttlDays },
      });
      if (extended) {
        cache.set({ ...session, expiresAt: extended }, Date.now(), generation);
        reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, extended));
      }
    };

    // Every signed-in API request passes here: a recently checked session that needs no extension
    // costs no database round trip. The token is hashed each time (about 0.3 µs; remembering the
    // hashes showed no gain beyond the machine's noise, decision 040).
    app.addHook("onRequest", async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || !request.url.startsWith("/api/")) return;
      const sessionId = sessionIdOf(token);
      const cached = cache.get(sessionId);
      if (cached && !sessionNeedsExtension(cached.expiresAt, options.ttlDays)) {
        request.user = cached.user;
        return;
      }
      await loadSession(request, reply, token, sessionId);
    });

    const endSession = async (request: FastifyRequest, token: string) => {
      const sessionId = sessionIdOf(token);
      cache.delete(sessionId);
      // Emits `user.sessions.changed`: every instance forgets the user's cached sessions.
      await deleteSession({ ctx: contextOf(request), input: { sessionId } });
    };

    app.decorate("signIn", async (request: FastifyRequest, reply: FastifyReply, user: User) => {
      const ctx = contextOf(request);
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await endSession(request, previous);
      // The oldest sign-ins past the per-account cap end, on every instance (the service's event).
      const { token, expiresAt } = await createSession({ ctx, input: { userId: user.id, ttlDays: options.ttlDays } });
      request.user = user;
      reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, expiresAt));
    });

    app.decorate("signOut", async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(request, token);
      request.user = null;
      clearCookie(request, reply);
    });
  },
  { name: "auth", dependencies: ["database", "events"] },
);
