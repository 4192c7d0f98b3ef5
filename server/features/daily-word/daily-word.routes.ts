import {
  DailyWordDateParamsSchema,
  DailyWordQuerySchema,
  DailyWordSchema,
  DailyWordStateSchema,
  SetCompletedInputSchema,
  SetLovedInputSchema,
} from "@common/daily-word";
import { ErrorEnvelopeSchema } from "@common/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { getDailyWord, setDailyWordCompleted, setDailyWordLoved } from "./daily-word.service";

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema };

export const dailyWordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/daily-word",
    {
      schema: {
        tags: ["daily-word"],
        summary: "A date's Daily Word: scripture (KJV), reflection, prayer points, the week's theme and scriptures",
        querystring: DailyWordQuerySchema,
        response: { 200: DailyWordSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) => getDailyWord({ ctx: authenticatedContextOf(request), input: request.query }),
  );

  app.put(
    "/api/daily-word/:date/love",
    {
      schema: {
        tags: ["daily-word"],
        summary: "Love or unlove a date's word",
        params: DailyWordDateParamsSchema,
        body: SetLovedInputSchema.strict(),
        response: { 200: DailyWordStateSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) =>
      setDailyWordLoved({
        ctx: authenticatedContextOf(request),
        input: { date: request.params.date, loved: request.body.loved },
      }),
  );

  app.put(
    "/api/daily-word/:date/complete",
    {
      schema: {
        tags: ["daily-word"],
        summary:
          "Mark a date's word complete, or not; a day that has not begun in the user's time zone (timeZone, else anywhere) is refused with 409",
        params: DailyWordDateParamsSchema,
        body: SetCompletedInputSchema.strict(),
        response: { 200: DailyWordStateSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) =>
      setDailyWordCompleted({
        ctx: authenticatedContextOf(request),
        input: { date: request.params.date, completed: request.body.completed, timeZone: request.body.timeZone },
      }),
  );
};
