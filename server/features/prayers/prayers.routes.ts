import { ErrorEnvelopeSchema } from "@common/errors";
import {
  CreatePrayerInputSchema,
  ImportPrayersInputSchema,
  ImportPrayersResponseSchema,
  PrayerSchema,
  PrayersResponseSchema,
  UpdatePrayerInputSchema,
} from "@common/prayers";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import {
  createPrayer,
  deletePrayer,
  importPrayers,
  listPrayers,
  movePrayer,
  onlyAMove,
  updatePrayer,
} from "./prayers.service";

export const PrayerParamsSchema = z.object({
  id: z.coerce
    .number({ error: "A prayer id is a whole number." })
    .int("A prayer id is a whole number.")
    .min(1, "A prayer id is a whole number.")
    .max(2_147_483_647, "No such prayer."),
});

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema };

declare module "fastify" {
  interface FastifyRequest {
    /** The write told the other servers itself, in its own transaction (a move, decision 015). */
    prayerListsTold: boolean;
  }
}

export const prayersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest("prayerListsTold", false);
  // Every write here (create, import, change, delete — even a refused one) forgets the writer's cached
  // list before the answer leaves, so their next read is fresh (decision 009).
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (request.method !== "GET" && request.method !== "HEAD" && request.user) {
      app.prayerLists.changed(request.user.id, request.prayerListsTold);
    }
    done(null, payload);
  });

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
    async (request, reply) => {
      const ctx = authenticatedContextOf(request);
      const lists = app.prayerLists;
      let list = lists.get(ctx.user.id);
      if (!list) {
        const token = lists.begin();
        // Built by the service, so it has the contract's shape; serialized once for every later read.
        list = lists.store(ctx.user.id, token, Buffer.from(JSON.stringify(await listPrayers({ ctx }))));
      }
      // Already serialized: sent as bytes, past the typed serializer.
      const raw = reply as unknown as FastifyReply;
      raw.header("etag", list.etag).header("cache-control", "private, no-cache").header("vary", "accept-encoding");
      if (request.headers["if-none-match"] === list.etag) return raw.code(304).send();
      raw.type("application/json; charset=utf-8");
      if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
        return raw.header("content-encoding", "gzip").send(list.gzipped());
      }
      return raw.send(list.body);
    },
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

  app.post(
    "/api/prayers/import",
    {
      schema: {
        tags: ["prayers"],
        summary: "Save prayers made in this browser before sign-in: all or none, never twice",
        body: ImportPrayersInputSchema.strict(),
        response: { 200: ImportPrayersResponseSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      // Up to 500 prayers of up to 20,000 characters each is more than the app's usual 1 MB.
      bodyLimit: 16 * 1024 * 1024,
      preValidation: requireUser,
    },
    async (request) => importPrayers({ ctx: authenticatedContextOf(request), input: request.body }),
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
    async (request, reply) => {
      const ctx = authenticatedContextOf(request);
      const position = onlyAMove(request.body);
      if (position) {
        // The wall's most frequent call: the moved note comes as JSON text from the database and is
        // sent as it is, past the typed serializer (tests check it against the contract).
        request.prayerListsTold = true;
        const sender = app.prayerLists.sender;
        const json = await movePrayer({ ctx, input: { id: request.params.id, position, sender } });
        return (reply as unknown as FastifyReply).type("application/json; charset=utf-8").send(json);
      }
      return updatePrayer({ ctx, input: { id: request.params.id, changes: request.body } });
    },
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
