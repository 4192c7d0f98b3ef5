import { ErrorEnvelopeSchema } from "@common/errors";
import {
  PasswordResetAnswerSchema,
  PasswordResetConfirmSchema,
  PasswordResetMessages,
  PasswordResetRequestSchema,
} from "@common/password-reset";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contextOf } from "../../context";
import { confirmPasswordReset, deleteExpiredResetLinksJob, requestPasswordReset } from "./password-reset.service";

const errors = { 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };

/** Password reset by a mailed single-use link (decision 025). Needs mail: 409 with a clear message when it is off. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.schedule(deleteExpiredResetLinksJob, { everyMinutes: 60 }, { payload: {} });

  app.post(
    "/api/password-reset/request",
    {
      schema: {
        tags: ["auth"],
        summary: "Mail a password reset link to the account, if it exists (the answer is the same either way)",
        body: PasswordResetRequestSchema,
        response: { 202: PasswordResetAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      app.mail.assertEnabled(PasswordResetMessages.mailOff);
      // Every request counts against the address, like a registration: it probes who has an account.
      await app.authAttempts.attempt(
        { ip: request.ip, account: `reset:${request.body.usernameOrEmail.toLowerCase()}` },
        () =>
          requestPasswordReset({
            ctx: contextOf(request),
            mail: app.mail,
            input: request.body,
          }),
        { isFailure: () => false, successCounts: true },
      );
      return reply.code(202).send({ message: PasswordResetMessages.requested });
    },
  );

  app.post(
    "/api/password-reset/confirm",
    {
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset link's token; ends every session of the account",
        body: PasswordResetConfirmSchema,
        response: { 200: PasswordResetAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await confirmPasswordReset({ ctx: contextOf(request), input: request.body });
      return { message: PasswordResetMessages.done };
    },
  );
};
