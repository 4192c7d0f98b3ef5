import {
  AddFavoriteInputSchema,
  DailyVerseQuerySchema,
  DailyVerseResponseSchema,
  FavoriteSchema,
  FavoritesResponseSchema,
  PassageParamsSchema,
  PassageResponseSchema,
  PlanProgressQuerySchema,
  PlanProgressResponseSchema,
  ReadingPlanQuerySchema,
  ReadingPlanResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  UpdatePlanProgressInputSchema,
} from "@common/bible";
import { ErrorEnvelopeSchema } from "@common/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import {
  addFavorite,
  getDailyVerse,
  getPlanProgress,
  getReadingPlan,
  listFavorites,
  readPassage,
  removeFavorite,
  type Scripture,
  savePlanProgress,
  searchScripture,
  warmUpBible,
} from "./bible.service";
import { createEsvClient, type FetchFunction } from "./esv";

const DAY_SECONDS = 86_400;
const FavoriteParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export type BibleRoutesOptions = { esvApiKey: string | null; fetch?: FetchFunction };

export const bibleRoutes: FastifyPluginAsyncZod<BibleRoutesOptions> = async (app, { esvApiKey, fetch }) => {
  const scripture: Scripture = {
    esv: esvApiKey
      ? createEsvClient({
          apiKey: esvApiKey,
          fetch,
          onFailure: (what, error) => app.log.warn({ err: error }, `ESV ${what} failed; answering from the KJV`),
        })
      : null,
  };
  const preferred = scripture.esv ? "ESV" : "KJV";
  // Scripture does not change; a fallback answer (ESV wanted, KJV given) is not worth keeping.
  const scriptureCache = (translation: string) =>
    translation === preferred ? `public, max-age=${DAY_SECONDS}` : "no-store";

  app.addHook("onReady", async () => warmUpBible());

  app.get(
    "/api/bible/passage/:reference",
    {
      schema: {
        tags: ["bible"],
        summary: "A passage by reference (John 3:16, Ps 23:1-4, Matthew 5:3-12; 6:9-13), ESV when configured, else KJV",
        params: PassageParamsSchema,
        response: { 200: PassageResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const passage = await readPassage({ scripture, input: request.params });
      reply.header("cache-control", scriptureCache(passage.translation));
      return passage;
    },
  );

  app.get(
    "/api/bible/search",
    {
      schema: {
        tags: ["bible"],
        summary: 'Ranked search over every verse: all words, "exact phrases"; a reference returns its verses',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const result = await searchScripture({ scripture, input: request.query });
      reply.header("cache-control", scriptureCache(result.translation));
      return result;
    },
  );

  app.get(
    "/api/bible/daily-verse",
    {
      schema: {
        tags: ["bible"],
        summary: "The verse of a calendar day (default: today in UTC), the same for everyone",
        querystring: DailyVerseQuerySchema,
        response: { 200: DailyVerseResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const date = request.query.date ?? now.toISOString().slice(0, 10);
      // "Today" turns into tomorrow at midnight UTC; a given date's verse never changes.
      const maxAge = request.query.date
        ? DAY_SECONDS
        : Math.max(
            60,
            Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000),
          );
      reply.header("cache-control", `public, max-age=${maxAge}`);
      return getDailyVerse({ input: { date } });
    },
  );

  app.get(
    "/api/bible/reading-plan",
    {
      schema: {
        tags: ["bible"],
        summary: "A year-long reading plan: canonical, chronological or devotional",
        querystring: ReadingPlanQuerySchema,
        response: { 200: ReadingPlanResponseSchema, 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", `public, max-age=${DAY_SECONDS}`);
      return getReadingPlan({ input: request.query });
    },
  );

  app.get(
    "/api/bible/favorites",
    {
      schema: {
        tags: ["bible"],
        summary: "The signed-in user's favourite passages, newest first",
        response: { 200: FavoritesResponseSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => listFavorites({ ctx: authenticatedContextOf(request) }),
  );

  app.post(
    "/api/bible/favorites",
    {
      schema: {
        tags: ["bible"],
        summary: "Favourite a passage (stored in canonical form; 200 with the existing one if already saved)",
        body: AddFavoriteInputSchema.strict(),
        response: {
          200: FavoriteSchema,
          201: FavoriteSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
        },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const { favorite, created } = await addFavorite({ ctx: authenticatedContextOf(request), input: request.body });
      return reply.code(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    "/api/bible/favorites/:id",
    {
      schema: {
        tags: ["bible"],
        summary: "Remove one of the signed-in user's favourites",
        params: FavoriteParamsSchema,
        response: { 204: z.null(), 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await removeFavorite({ ctx: authenticatedContextOf(request), input: request.params });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/bible/plan-progress",
    {
      schema: {
        tags: ["bible"],
        summary: "Days of a reading plan the signed-in user has marked read",
        querystring: PlanProgressQuerySchema,
        response: { 200: PlanProgressResponseSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => getPlanProgress({ ctx: authenticatedContextOf(request), input: request.query }),
  );

  app.put(
    "/api/bible/plan-progress",
    {
      schema: {
        tags: ["bible"],
        summary: "Mark one day of a reading plan read or unread",
        body: UpdatePlanProgressInputSchema.strict(),
        response: { 200: PlanProgressResponseSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => savePlanProgress({ ctx: authenticatedContextOf(request), input: request.body }),
  );
};
