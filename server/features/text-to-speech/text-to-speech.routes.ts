import { AiMessages, TextToSpeechInputSchema } from "@common/ai";
import { ErrorEnvelopeSchema } from "@common/errors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../context";
import { RateLimited } from "../../errors";
import { createTextToSpeech, type TextToSpeech, type TextToSpeechConfig } from "./text-to-speech.service";

export type TextToSpeechRoutesOptions = {
  textToSpeech: TextToSpeechConfig;
  /** A prepared service (tests); by default one is made from the config. */
  speech?: TextToSpeech;
};

/** POST /api/text-to-speech {text, voiceId?, speed?} → audio/mpeg (audio/wav from a test's WAV voice). Signed-in only. */
export const textToSpeechRoutes: FastifyPluginAsyncZod<TextToSpeechRoutesOptions> = async (app, options) => {
  const speech = options.speech ?? createTextToSpeech(options.textToSpeech, { log: app.log });

  await app.register(rateLimit, { global: false });
  const perUser = app.createRateLimit({
    max: options.textToSpeech.rateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `text-to-speech:${request.user?.id ?? request.ip}`,
  });
  const limitPerUser = async (request: FastifyRequest) => {
    const result = await perUser(request);
    if (!result.isAllowed && result.isExceeded) throw new RateLimited(AiMessages.rateLimited, result.ttlInSeconds);
  };

  // A real server warms the built-in voice up as soon as it listens (inject() tests never listen).
  app.addHook("onListen", (done) => {
    done();
    speech.warmUp().catch((error: unknown) => app.log.warn({ err: error }, "the built-in voice did not load"));
  });
  // The built-in voice's worker threads stop with the server.
  app.addHook("onClose", async () => {
    await speech.close();
  });

  app.post(
    "/api/text-to-speech",
    {
      schema: {
        tags: ["text-to-speech"],
        summary: "Read text aloud: the audio of at most 5,000 characters (new audio counts against a daily allowance)",
        body: TextToSpeechInputSchema,
        response: {
          // Bytes, never serialised: Fastify sends a Buffer as it is.
          200: z.unknown().describe("The audio, audio/mpeg (MP3)"),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
      preValidation: requireUser,
      preHandler: limitPerUser,
    },
    async (request, reply) => {
      const result = await speech.speak(request.body, { userId: request.user!.id });
      return reply
        .header("content-type", result.contentType)
        .header("cache-control", "private, max-age=86400")
        .header("x-speech-provider", result.provider)
        .header("x-speech-cache", result.cached ? "hit" : "miss")
        .send(result.audio);
    },
  );
};
