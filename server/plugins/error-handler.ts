import { ErrorCode, type ErrorEnvelope } from "@common/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/unavailable";
import { AppError, isMissingUserViolation, ServiceUnavailable, Unauthorized } from "../errors";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

type FieldErrors = Record<string, string[]>;

/** A validation answer names at most this many issues, each message and field at most this long. */
export const VALIDATION_ISSUES_SHOWN = 5;
export const VALIDATION_TEXT_MAX = 200;
const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** One error handler for the whole API: every failure leaves as `{ message, code?, details? }`. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        const body: ErrorEnvelope = { message: error.message, code: error.code };
        if (error.details !== undefined) body.details = error.details;
        return reply.code(error.statusCode).headers(error.headers).send(body);
      }

      // A write racing with the deletion of its user's account: that user is signed out now.
      if (isMissingUserViolation(error)) {
        const unauthorized = new Unauthorized();
        return reply.code(401).send({ message: unauthorized.message, code: unauthorized.code } satisfies ErrorEnvelope);
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        // Only the first few issues, each cut short: a bad input must never be answered with more than
        // a few KB, however many items or unknown keys it carried (decision 016).
        const fieldErrors: FieldErrors = Object.create(null);
        const messages: string[] = [];
        for (const issue of error.validation.slice(0, VALIDATION_ISSUES_SHOWN)) {
          const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
          const field = shorten(path, VALIDATION_TEXT_MAX) || "body";
          const message = shorten(issue.message ?? "Invalid value", VALIDATION_TEXT_MAX);
          fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
          if (!messages.includes(message)) messages.push(message);
        }
        const more = error.validation.length - VALIDATION_ISSUES_SHOWN;
        if (more > 0) messages.push(`${more.toLocaleString("en-US")} more ${more === 1 ? "problem" : "problems"}`);
        return reply.code(400).send({
          message: messages.join(". "),
          code: ErrorCode.validation,
          details: { fieldErrors, in: error.validationContext },
        } satisfies ErrorEnvelope);
      }

      const status = typeof error.statusCode === "number" ? error.statusCode : 500;
      if (status >= 500 || isResponseSerializationError(error)) {
        // The database down or restarting is not our bug: 503 with Retry-After (decision 020).
        if (isDatabaseUnavailable(error)) {
          request.log.warn({ err: error }, "database unavailable");
          const unavailable = new ServiceUnavailable();
          return reply
            .code(503)
            .headers(unavailable.headers)
            .send({ message: unavailable.message, code: unavailable.code } satisfies ErrorEnvelope);
        }
        request.log.error({ err: error }, "request failed");
        return reply.code(Math.max(status, 500)).send({
          message: INTERNAL_ERROR_MESSAGE,
          code: ErrorCode.internal,
        } satisfies ErrorEnvelope);
      }

      // Fastify's own 4xx (malformed JSON, unsupported media type, body too large, …) are safe to show.
      return reply.code(status).send({ message: error.message, code: error.code } satisfies ErrorEnvelope);
    });
  },
  { name: "error-handler" },
);
