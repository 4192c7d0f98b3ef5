import { ErrorEnvelopeSchema } from "@common/errors";
import { PreferencesSchema, StoredPreferencesSchema } from "@common/preferences";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { getPreferences, savePreferences } from "./preferences.service";

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/preferences",
    {
      schema: {
        tags: ["preferences"],
        summary: "The signed-in user's spiritual, voice and notification preferences (defaults until saved)",
        response: { 200: StoredPreferencesSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => getPreferences({ ctx: authenticatedContextOf(request) }),
  );

  app.put(
    "/api/preferences",
    {
      schema: {
        tags: ["preferences"],
        summary: "Save the signed-in user's preferences (the whole set)",
        body: PreferencesSchema.strict(),
        response: { 200: StoredPreferencesSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => savePreferences({ ctx: authenticatedContextOf(request), input: request.body }),
  );
};
