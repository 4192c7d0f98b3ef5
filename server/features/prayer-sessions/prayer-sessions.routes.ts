import { PrayerStatsSchema } from "@common/achievements";
import { ErrorEnvelopeSchema } from "@common/errors";
import {
  CreatePrayerSessionInputSchema,
  ImportPrayerSessionsInputSchema,
  ImportPrayerSessionsResponseSchema,
  PrayerSessionMessages,
  PrayerSessionSchema,
  PrayerSessionsQuerySchema,
  PrayerSessionsResponseSchema,
  prayerSessionCursor,
} from "@common/prayer-sessions";
import { isValidTimeZone } from "@common/time-zones";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import {
  createPrayerSession,
  deletePrayerSession,
  getPrayerStats,
  importPrayerSessions,
  listPrayerSessions,
} from "./prayer-sessions.service";

const SessionParamsSchema = z.object({
  id: z.coerce
    .number({ error: "A session id is a whole number." })
    .int("A session id is a whole number.")
    .min(1, "A session id is a whole number.")
    .max(2_147_483_647, PrayerSessionMessages.notFound),
});

const StatsQuerySchema = z.object({
  timeZone: z
    .string()
    .max(100)
    .refine(isValidTimeZone, "timeZone is an IANA time zone, e.g. America/New_York.")
    .default("UTC"),
});

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema };

export const prayerSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/prayer-sessions",
    {
      schema: {
        tags: ["prayer-sessions"],
        summary:
          "The signed-in user's prayer sessions, newest completedAt first, a page at a time (?limit=, default 200, " +
          "at most 1000; ?before= the X-Next-Cursor of a full page)",
        querystring: PrayerSessionsQuerySchema,
        response: { 200: PrayerSessionsResponseSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const { limit, before } = request.query;
      const page = await listPrayerSessions({ ctx: authenticatedContextOf(request), input: { limit, before } });
      const last = page.at(-1);
      if (last && page.length === limit) {
        // A full page: there may be more. (An empty next page ends the walk.)
        const cursor = prayerSessionCursor(last);
        reply.header("x-next-cursor", cursor);
        reply.header("link", `</api/prayer-sessions?limit=${limit}&before=${encodeURIComponent(cursor)}>; rel="next"`);
      }
      return page;
    },
  );

  app.post(
    "/api/prayer-sessions",
    {
      schema: {
        tags: ["prayer-sessions"],
        summary: "Save a prayer session: 201 when new, 200 with the saved one when its clientId was saved before",
        body: CreatePrayerSessionInputSchema.strict(),
        response: {
          200: PrayerSessionSchema,
          201: PrayerSessionSchema,
          ...errors,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const { session, created } = await createPrayerSession({
        ctx: authenticatedContextOf(request),
        input: request.body,
      });
      return reply.code(created ? 201 : 200).send(session);
    },
  );

  app.post(
    "/api/prayer-sessions/import",
    {
      schema: {
        tags: ["prayer-sessions"],
        summary:
          "Import sessions kept in the browser while signed out: all or none (409 past the per-user cap); already " +
          "saved clientIds are skipped; answers the sessions sent, as saved",
        body: ImportPrayerSessionsInputSchema.strict(),
        response: { 200: ImportPrayerSessionsResponseSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      // An import batch is larger than one write: it keeps the 1 MB it always had (the app's default is 256 KB).
      bodyLimit: 1024 * 1024,
      preValidation: requireUser,
    },
    async (request) => importPrayerSessions({ ctx: authenticatedContextOf(request), input: request.body }),
  );

  app.get(
    "/api/prayer-sessions/stats",
    {
      schema: {
        tags: ["prayer-sessions"],
        summary: "Totals, current and longest streak (days in ?timeZone=, default UTC) and achievements",
        querystring: StatsQuerySchema,
        response: { 200: PrayerStatsSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) => getPrayerStats({ ctx: authenticatedContextOf(request), input: request.query }),
  );

  app.delete(
    "/api/prayer-sessions/:id",
    {
      schema: {
        tags: ["prayer-sessions"],
        summary: "Delete one of the signed-in user's prayer sessions",
        params: SessionParamsSchema,
        response: { 204: z.null(), ...errors, 404: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deletePrayerSession({ ctx: authenticatedContextOf(request), input: request.params });
      return reply.code(204).send(null);
    },
  );
};
