import { AuthMessages, LoginInputSchema, RegisterInputSchema, UserSchema } from "@common/auth";
import { ErrorEnvelopeSchema } from "@common/errors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context";
import { RateLimited, Unauthorized } from "../../errors";
import { registerUser, verifyCredentials } from "./auth.service";

export type AuthRateLimitOptions = { ipMax: number; usernameMax: number; windowSeconds: number };

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

export const authRoutes: FastifyPluginAsyncZod<{ rateLimit: AuthRateLimitOptions }> = async (app, options) => {
  await app.register(rateLimit, { global: false });
  const timeWindow = options.rateLimit.windowSeconds * 1000;
  const byIp = app.createRateLimit({ max: options.rateLimit.ipMax, timeWindow, keyGenerator: (r) => `ip:${r.ip}` });
  const byUsername = app.createRateLimit({
    max: options.rateLimit.usernameMax,
    timeWindow,
    keyGenerator: (r) => {
      const username = (r.body as { username?: unknown } | undefined)?.username;
      return `username:${typeof username === "string" ? username.trim().toLowerCase() : ""}`;
    },
  });

  /** Counts an attempt against the caller's IP and against the username it names. */
  const limitAuthAttempts = async (request: FastifyRequest) => {
    for (const limiter of [byIp, byUsername]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new RateLimited(AuthMessages.tooManyAttempts, result.ttlInSeconds);
      }
    }
  };

  app.post(
    "/api/register",
    {
      schema: {
        tags: ["auth"],
        summary: "Create an account and sign in",
        body: RegisterInputSchema,
        response: { 201: UserSchema, ...errors },
      },
      preHandler: limitAuthAttempts,
    },
    async (request, reply) => {
      const user = await registerUser({ ctx: contextOf(request), input: request.body });
      await app.signIn(request, reply, user);
      return reply.code(201).send(user);
    },
  );

  app.post(
    "/api/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in with username and password",
        body: LoginInputSchema,
        response: { 200: UserSchema, ...errors },
      },
      preHandler: limitAuthAttempts,
    },
    async (request, reply) => {
      const user = await verifyCredentials({ ctx: contextOf(request), input: request.body });
      await app.signIn(request, reply, user);
      return user;
    },
  );

  app.post(
    "/api/logout",
    { schema: { tags: ["auth"], summary: "Sign out and end the session", response: { 204: z.null() } } },
    async (request, reply) => {
      await app.signOut(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/user",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        response: { 200: UserSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      if (!request.user) throw new Unauthorized(AuthMessages.notSignedIn);
      return request.user;
    },
  );
};
