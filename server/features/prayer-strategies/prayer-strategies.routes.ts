import { ErrorEnvelopeSchema } from "@common/errors";
import { PageQuerySchema } from "@common/paging";
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
import { linkNextPage, pageLimit } from "../../keyset-page";
import {
  createPrayerStrategy,
  deletePrayerStrategy,
  importPrayerStrategies,
  listPrayerStrategies,
  listPrayerStrategyPage,
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
        summary:
          "The signed-in user's prayer strategies, newest first: all of them, or a page with ?limit= (at most 500) " +
          "and ?before= (a full page's X-Next-Cursor)",
        querystring: PageQuerySchema,
        response: { 200: PrayerStrategiesResponseSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const ctx = authenticatedContextOf(request);
      if (request.query.limit === undefined && request.query.before === undefined) return listPrayerStrategies({ ctx });
      const limit = pageLimit(request.query);
      const page = await listPrayerStrategyPage({ ctx, input: { limit, before: request.query.before } });
      linkNextPage(reply, "/api/prayer-strategies", limit, page.next);
      return page.strategies;
    },
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
      await deletePrayerStrategy({ ctx: authenticatedContextOf(request), input: request.params });
      return reply.code(204).send(null);
    },
  );
};
