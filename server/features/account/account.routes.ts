import {
  AccountExportSchema,
  ClearAccountDataResponseSchema,
  DeleteAccountInputSchema,
  UpdateUserInputSchema,
  UserSchema,
} from "@common/auth";
import { ErrorEnvelopeSchema } from "@common/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { Conflict, Forbidden } from "../../errors";
import { clearAccountData, deleteAccount, exportAccount, updateUser } from "./account.service";

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };

/** The signed-in account, as the attempt limiter counts it (decision 019). */
const accountOf = (userId: number) => `user:${userId}`;

/** The signed-in user's own account: personal info, an export of all their data, clearing it, deleting the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    "/api/user",
    {
      schema: {
        tags: ["account"],
        summary: "Change the signed-in user's first name, last name or email (blank clears it)",
        body: UpdateUserInputSchema.strict(),
        response: { 200: UserSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const ctx = authenticatedContextOf(request);
      const { email } = request.body;
      // Trying an e-mail tells whether another account has it: limited like sign-in.
      const user =
        email && email !== ctx.user.email
          ? await app.authAttempts.attempt(
              { ip: request.ip, account: accountOf(ctx.user.id) },
              () => updateUser({ ctx, input: request.body, mail: app.mail }),
              { isFailure: (error) => error instanceof Conflict, successCounts: true },
            )
          : await updateUser({ ctx, input: request.body, mail: app.mail });
      // The service's `user.sessions.changed` event made every instance forget the cached old user.
      request.user = user;
      return user;
    },
  );

  app.get(
    "/api/account/export",
    {
      schema: {
        tags: ["account"],
        summary: "Download everything stored for the signed-in user as one JSON file",
        response: { 200: AccountExportSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const data = await exportAccount({ ctx: authenticatedContextOf(request) });
      const day = data.exportedAt.slice(0, 10);
      reply.header("content-disposition", `attachment; filename="prayer-journey-data-${day}.json"`);
      reply.header("cache-control", "no-store");
      return data;
    },
  );

  app.delete(
    "/api/account/data",
    {
      schema: {
        tags: ["account"],
        summary: "Delete the signed-in user's prayer data (sessions, prayers, strategies, progress); keep the account",
        response: { 200: ClearAccountDataResponseSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const ctx = authenticatedContextOf(request);
      return clearAccountData({ ctx });
    },
  );

  app.delete(
    "/api/account",
    {
      schema: {
        tags: ["account"],
        summary: "Delete the account and all its data (the password confirms it); signs out everywhere",
        body: DeleteAccountInputSchema.strict(),
        response: { 204: z.null(), ...errors, 403: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const ctx = authenticatedContextOf(request);
      await app.authAttempts.attempt(
        { ip: request.ip, account: accountOf(ctx.user.id) },
        () => deleteAccount({ ctx, input: request.body }),
        { isFailure: (error) => error instanceof Forbidden },
      );
      await app.signOut(request, reply);
      return reply.code(204).send(null);
    },
  );
};
