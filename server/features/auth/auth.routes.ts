import { AuthMessages, LoginInputSchema, RegisterInputSchema, SessionSchema, UserSchema } from "@common/auth";
import { ErrorEnvelopeSchema } from "@common/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context";
import { Conflict, Unauthorized } from "../../errors";
import { registerUser, verifyCredentials } from "./auth.service";

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/** The account a sign-in or registration names, as the attempt limiter counts it. */
const accountNamed = (username: string) => `username:${username.toLowerCase()}`;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/register",
    {
      schema: {
        tags: ["auth"],
        summary: "Create an account and sign in",
        body: RegisterInputSchema,
        response: { 201: UserSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A taken name is what a guesser learns from, and every registration counts against the address.
      const user = await app.authAttempts.attempt(
        { ip: request.ip, account: accountNamed(request.body.username) },
        () => registerUser({ ctx: contextOf(request), input: request.body, mail: app.mail }),
        { isFailure: (error) => error instanceof Conflict, successCounts: true },
      );
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
    },
    async (request, reply) => {
      const user = await app.authAttempts.attempt(
        { ip: request.ip, account: accountNamed(request.body.username) },
        () => verifyCredentials({ ctx: contextOf(request), input: request.body }),
        { isFailure: (error) => error instanceof Unauthorized },
      );
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

  // The app's own question at start: a visitor is an answer, not an error (a 401 is a console error in
  // every browser, decision 049). GET /api/user keeps its 401 for every other caller.
  app.get(
    "/api/session",
    {
      schema: {
        tags: ["auth"],
        summary: "Who is signed in: the user, or null for a visitor",
        response: { 200: SessionSchema },
      },
    },
    async (request) => ({ user: request.user ?? null }),
  );
};
