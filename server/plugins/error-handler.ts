import { ErrorCode, type ErrorEnvelope } from "@common/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors";

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

type FieldErrors = Record<string, string[]>;

/** One error handler for the whole API: every failure leaves as `{ message, code?, details? }`. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        const body: ErrorEnvelope = { message: error.message, code: error.code };
        if (error.details !== undefined) body.details = error.details;
        return reply.code(error.statusCode).headers(error.headers).send(body);
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: FieldErrors = {};
        const messages: string[] = [];
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
          const message = issue.message ?? "Invalid value";
          fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
          if (!messages.includes(message)) messages.push(message);
        }
        return reply.code(400).send({
          message: messages.join(". "),
          code: ErrorCode.validation,
          details: { fieldErrors, in: error.validationContext },
        } satisfies ErrorEnvelope);
      }

      const status = typeof error.statusCode === "number" ? error.statusCode : 500;
      if (status >= 500 || isResponseSerializationError(error)) {
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
