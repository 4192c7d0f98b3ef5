import { ErrorEnvelopeSchema } from "@common/errors";
import { PageQuerySchema } from "@common/paging";
import {
  CreatePrayerInputSchema,
  ImportPrayersInputSchema,
  ImportPrayersResponseSchema,
  MovePrayersInputSchema,
  PrayerSchema,
  PrayersResponseSchema,
  UpdatePrayerInputSchema,
} from "@common/prayers";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { linkNextPage, pageLimit } from "../../keyset-page";
import { movePrayers } from "./move-together";
import {
  createPrayer,
  deletePrayer,
  importPrayers,
  listPrayerPage,
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

export const prayersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every write's service verb emits `prayers.changed`, which the list cache hears right after the commit,
  // before the answer leaves, so the writer's next read is fresh (decisions 009, 022).

  app.get(
    "/api/prayers",
    {
      schema: {
        tags: ["prayers"],
        summary:
          "The signed-in user's prayers, newest first; never-moved notes get their index's grid place. All of " +
          "them, or a page with ?limit= (at most 500) and ?before= (a full page's X-Next-Cursor)",
        querystring: PageQuerySchema,
        response: { 200: PrayersResponseSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const ctx = authenticatedContextOf(request);
      if (request.query.limit !== undefined || request.query.before !== undefined) {
        // A page is read from the database each time; the cache holds the whole list the wall reads.
        const limit = pageLimit(request.query);
        const page = await listPrayerPage({ ctx, input: { limit, before: request.query.before } });
        linkNextPage(reply as unknown as FastifyReply, "/api/prayers", limit, page.next);
        return page.prayers;
      }
      const lists = app.prayerLists;
      let list = lists.get(ctx.user.id);
      if (!list) {
        const token = lists.begin();
        // Built by the service, so it has the contract's shape; serialized once for every later read.
        list = lists.store(ctx.user.id, token, Buffer.from(JSON.stringify(await listPrayers({ ctx }))));
      }
      // Already serialized: sent as bytes, past the typed serializer. Personal, so never stored by a
      // browser (the API's Cache-Control: no-store); the ETag still spares a client that asks again.
      const raw = reply as unknown as FastifyReply;
      raw.header("etag", list.etag).header("vary", "accept-encoding");
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
    "/api/prayers/positions",
    {
      schema: {
        tags: ["prayers"],
        summary:
          "Move several of the signed-in user's notes at once (one drag): all of them or none (404 when any is " +
          "not theirs); answers the moved notes in the order sent",
        body: MovePrayersInputSchema,
        response: { 200: PrayersResponseSchema, ...errors, 404: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      // Like a single move, the notes come as JSON text from the database and are sent as they are.
      const json = await movePrayers({ ctx: authenticatedContextOf(request), input: request.body });
      return (reply as unknown as FastifyReply).type("application/json; charset=utf-8").send(json);
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
    async (request, reply) => {
      const ctx = authenticatedContextOf(request);
      const position = onlyAMove(request.body);
      if (position) {
        // The wall's most frequent call: the moved note comes as JSON text from the database and is
        // sent as it is, past the typed serializer (tests check it against the contract).
        const json = await movePrayer({ ctx, input: { id: request.params.id, position } });
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
