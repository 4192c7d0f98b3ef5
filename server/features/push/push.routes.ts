import { ErrorEnvelopeSchema } from "@common/errors";
import {
  PushPublicKeySchema,
  PushSubscribedSchema,
  PushSubscriptionSchema,
  PushTestResultSchema,
  PushUnsubscribeSchema,
} from "@common/push";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { RateLimited } from "../../errors";
import { sendTestPush, subscribe, unsubscribe } from "./push.service";

/** Test notifications one user may ask for per minute. */
export const PUSH_TEST_PER_MINUTE = 10;

/** Web Push subscriptions of the signed-in user's devices, and the test notification (decision 030). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { global: false });
  const testsPerUser = app.createRateLimit({
    max: PUSH_TEST_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `push-test:${request.user?.id ?? request.ip}`,
  });
  const limitTests = async (request: FastifyRequest) => {
    const result = await testsPerUser(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new RateLimited("Too many test notifications. Please wait a minute.", result.ttlInSeconds);
    }
  };

  app.get(
    "/api/push/public-key",
    {
      schema: {
        tags: ["push"],
        summary: "The server's VAPID public key, the applicationServerKey a browser subscribes with",
        response: { 200: PushPublicKeySchema },
      },
    },
    async () => ({ publicKey: await app.push.getPublicKey() }),
  );

  app.post(
    "/api/push/subscriptions",
    {
      schema: {
        tags: ["push"],
        summary: "Keep this device's push subscription for the signed-in user (one per device; at most 20 devices)",
        body: PushSubscriptionSchema,
        response: { 201: PushSubscribedSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const answer = await subscribe({ ctx: authenticatedContextOf(request), input: request.body });
      return reply.code(201).send(answer);
    },
  );

  app.delete(
    "/api/push/subscriptions",
    {
      schema: {
        tags: ["push"],
        summary: "Forget one of the signed-in user's devices (by its push endpoint)",
        body: PushUnsubscribeSchema,
        response: {
          204: z.null().describe("Forgotten"),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await unsubscribe({ ctx: authenticatedContextOf(request), input: request.body });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/push/test",
    {
      schema: {
        tags: ["push"],
        summary: "Send the test notification to each of the signed-in user's devices",
        response: {
          200: PushTestResultSchema,
          401: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
      preValidation: requireUser,
      preHandler: limitTests,
    },
    async (request) => sendTestPush({ ctx: authenticatedContextOf(request), push: app.push }),
  );
};
