import {
  EmailVerificationAnswerSchema,
  EmailVerificationConfirmSchema,
  EmailVerificationMessages,
} from "@common/email-verification";
import { ErrorEnvelopeSchema } from "@common/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticatedContextOf, contextOf, requireUser } from "../../context";
import {
  confirmEmailVerification,
  deleteExpiredVerificationLinksEvery,
  deleteExpiredVerificationLinksJob,
  requestEmailVerification,
} from "./email-verification.service";

const errors = { 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };

/** E-mail verification by a mailed single-use link (decision 028). Asking for a link needs mail. */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.schedule(deleteExpiredVerificationLinksJob, deleteExpiredVerificationLinksEvery, { payload: {} });

  app.post(
    "/api/email-verification/request",
    {
      schema: {
        tags: ["auth"],
        summary: "Mail the signed-in user a new link to verify their current, unverified e-mail address",
        response: { 202: EmailVerificationAnswerSchema, 401: ErrorEnvelopeSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await requestEmailVerification({ ctx: authenticatedContextOf(request), mail: app.mail });
      return reply.code(202).send({ message: EmailVerificationMessages.sent });
    },
  );

  app.post(
    "/api/email-verification/confirm",
    {
      schema: {
        tags: ["auth"],
        summary: "Verify an e-mail address with a verification link's token (no sign-in needed)",
        body: EmailVerificationConfirmSchema,
        response: { 200: EmailVerificationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await confirmEmailVerification({ ctx: contextOf(request), input: request.body });
      return { message: EmailVerificationMessages.verified };
    },
  );
};
