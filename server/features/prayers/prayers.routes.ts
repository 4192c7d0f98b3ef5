import { ErrorEnvelopeSchema } from "@common/errors";
import { CreatePrayerInputSchema, PrayerSchema, PrayersResponseSchema, UpdatePrayerInputSchema } from "@common/prayers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { createPrayer, deletePrayer, listPrayers, updatePrayer } from "./prayers.service";

const PrayerParamsSchema = z.object({
  id: z.coerce
    .number({ error: "A prayer id is a whole number." })
    .int("A prayer id is a whole number.")
    .min(1, "A prayer id is a whole number.")
    .max(2_147_483_647, "No such prayer."),
});

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema };

export const prayersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/prayers",
    {
      schema: {
        tags: ["prayers"],
        summary: "The signed-in user's prayers, newest first; never-moved notes get their index's grid place",
        response: { 200: PrayersResponseSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => listPrayers({ ctx: authenticatedContextOf(request) }),
  );

  app.post(
    "/api/prayers",
    {
      schema: {
        tags: ["prayers"],
        summary: "Post a prayer to the wall (a structured prayer sent as a JSON string is stored as the object)",
        body: CreatePrayerInputSchema.strict(),
        response: { 201: PrayerSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const strategy = await createPrayer({ ctx: authenticatedContextOf(request), input: request.body });
      return reply.code(201).send(strategy);
    },
  );

  app.patch(
    "/api/prayers/:id",
    {
      schema: {
        tags: ["prayers"],
        summary: "Change some fields of one of the signed-in user's prayers (moving a note sends position)",
        params: PrayerParamsSchema,
        body: UpdatePrayerInputSchema.strict(),
        response: { 200: PrayerSchema, ...errors, 404: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) =>
      updatePrayer({
        ctx: authenticatedContextOf(request),
        input: { id: request.params.id, changes: request.body },
      }),
  );

  app.delete(
    "/api/prayers/:id",
    {
      schema: {
        tags: ["prayers"],
        summary: "Delete one of the signed-in user's prayers",
        params: PrayerParamsSchema,
        response: { 204: z.null(), ...errors, 404: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deletePrayer({ ctx: authenticatedContextOf(request), input: request.params });
      return reply.code(204).send(null);
    },
  );
};
