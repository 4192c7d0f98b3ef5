import {
  AiMessages,
  type ComposedBy,
  GeneratePrayerInputSchema,
  GeneratePrayerResponseSchema,
  PrayerPointsSuggestionsResponseSchema,
  ScriptureSuggestionsResponseSchema,
  SuggestionsInputSchema,
} from "@common/ai";
import { ErrorEnvelopeSchema } from "@common/errors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { requireUser } from "../../context";
import { RateLimited, Unauthorized } from "../../errors";
import type { AiProvider } from "./ai-provider";
import { createComposer } from "./composer";
import { createLanguageModelProvider } from "./language-model";

export type AiRoutesOptions = { ai: Config["ai"] };

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };
const RATE_WINDOW_MS = 60_000;

/**
 * The AI prayer tools of spec §7 (decision 010): scripture and prayer-point suggestions and the
 * five-stage prayer, for signed-in users, rate limited per user. The built-in composer answers
 * unless a language model is configured, which then wraps it and falls back to it. Each answer
 * says which of them composed it (`source`, and `model` for the model; issue 19 §11).
 */
export const aiRoutes: FastifyPluginAsyncZod<AiRoutesOptions> = async (app, { ai }) => {
  const composer = createComposer();
  const provider: AiProvider = ai.languageModel
    ? createLanguageModelProvider({ config: ai, fallback: composer, log: app.log })
    : composer;

  await app.register(rateLimit, { global: false });
  const perUser = app.createRateLimit({
    max: ai.rateLimitPerMinute,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `ai:${request.user?.id ?? request.ip}`,
  });
  /** Counts one AI call against the signed-in user; 429 with the spec's wording past the limit. */
  const limitPerUser = async (request: FastifyRequest) => {
    if (!request.user) throw new Unauthorized();
    const result = await perUser(request);
    if (!result.isAllowed && result.isExceeded) throw new RateLimited(AiMessages.rateLimited, result.ttlInSeconds);
  };

  app.post(
    "/api/ai/scripture-suggestions",
    {
      schema: {
        tags: ["ai"],
        summary: "Verses for a prayer focus, each with its exact text from the app's Bible",
        body: SuggestionsInputSchema,
        response: { 200: ScriptureSuggestionsResponseSchema, ...errors },
      },
      preValidation: requireUser,
      preHandler: limitPerUser,
    },
    async (request) => {
      const composedBy: ComposedBy = { source: "composer" };
      const scripturesWithText = await provider.suggestScriptures(request.body, composedBy);
      return { scripturesWithText, ...composedBy };
    },
  );

  app.post(
    "/api/ai/prayer-points-suggestions",
    {
      schema: {
        tags: ["ai"],
        summary: "Prayer points for a prayer focus",
        body: SuggestionsInputSchema,
        response: { 200: PrayerPointsSuggestionsResponseSchema, ...errors },
      },
      preValidation: requireUser,
      preHandler: limitPerUser,
    },
    async (request) => {
      const composedBy: ComposedBy = { source: "composer" };
      const prayerPoints = await provider.suggestPrayerPoints(request.body, composedBy);
      return { prayerPoints, ...composedBy };
    },
  );

  app.post(
    "/api/ai/generate-complete-prayer",
    {
      schema: {
        tags: ["ai"],
        summary: "A five-stage prayer from a focus, its scriptures (re-read in the app's Bible) and prayer points",
        body: GeneratePrayerInputSchema,
        response: { 200: GeneratePrayerResponseSchema, ...errors },
      },
      preValidation: requireUser,
      preHandler: limitPerUser,
    },
    async (request) => {
      const composedBy: ComposedBy = { source: "composer" };
      const prayer = await provider.generatePrayer(request.body, composedBy);
      return { prayer, ...composedBy };
    },
  );
};
