import { ErrorEnvelopeSchema } from "@common/errors";
import {
  CreatePrayerStrategyInputSchema,
  ImportPrayerStrategiesInputSchema,
  ImportPrayerStrategiesResponseSchema,
  PrayerStrategiesResponseSchema,
  PrayerStrategySchema,
  UpdatePrayerStrategyInputSchema,
} from "@common/prayer-strategies";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import {
  createPrayerStrategy,
  deletePrayerStrategy,
  importPrayerStrategies,
  listPrayerStrategies,
  updatePrayerStrategy,
} from "./prayer-strategies.service";

const StrategyParamsSchema = z.object({
  id: z.coerce
    .number({ error: "A prayer strategy id is a whole number." })
    .int("A prayer strategy id is a whole number.")
    .min(1, "A prayer strategy id is a whole number.")
    .max(2_147_483_647, "No such prayer strategy."),
});

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema };

export const prayerStrategiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/prayer-strategies",
    {
      schema: {
        tags: ["prayer-strategies"],
        summary: "The signed-in user's prayer strategies, newest first",
        response: { 200: PrayerStrategiesResponseSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => listPrayerStrategies({ ctx: authenticatedContextOf(request) }),
  );

  app.post(
    "/api/prayer-strategies",
    {
      schema: {
        tags: ["prayer-strategies"],
        summary: "Save a prayer strategy (title and focus required; blank entries dropped; bad duration → 30)",
        body: CreatePrayerStrategyInputSchema.strict(),
        response: { 201: PrayerStrategySchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const strategy = await createPrayerStrategy({ ctx: authenticatedContextOf(request), input: request.body });
      return reply.code(201).send(strategy);
    },
  );

  app.post(
    "/api/prayer-strategies/import",
    {
      schema: {
        tags: ["prayer-strategies"],
        summary: "Save strategies made in this browser before sign-in: all or none, never twice",
        body: ImportPrayerStrategiesInputSchema.strict(),
        response: { 200: ImportPrayerStrategiesResponseSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      // Up to 500 strategies with their lists is more than the app's usual 1 MB.
      bodyLimit: 8 * 1024 * 1024,
      preValidation: requireUser,
    },
    async (request) => importPrayerStrategies({ ctx: authenticatedContextOf(request), input: request.body }),
  );

  app.patch(
    "/api/prayer-strategies/:id",
    {
      schema: {
        tags: ["prayer-strategies"],
        summary: "Change some fields of one of the signed-in user's prayer strategies",
        params: StrategyParamsSchema,
        body: UpdatePrayerStrategyInputSchema.strict(),
        response: { 200: PrayerStrategySchema, ...errors, 404: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) =>
      updatePrayerStrategy({
        ctx: authenticatedContextOf(request),
        input: { id: request.params.id, changes: request.body },
      }),
  );

  app.delete(
    "/api/prayer-strategies/:id",
    {
      schema: {
        tags: ["prayer-strategies"],
        summary: "Delete a prayer strategy; its prayers stay, unlinked",
        params: StrategyParamsSchema,
        response: { 204: z.null(), ...errors, 404: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const ctx = authenticatedContextOf(request);
      await deletePrayerStrategy({ ctx, input: request.params });
      // Its prayers were unlinked (strategyId set to null): their owner's cached wall is out of date.
      app.prayerLists.changed(ctx.user.id);
      return reply.code(204).send(null);
    },
  );
};
