import { AppearanceSettingsSchema, StoredAppearanceSchema } from "@common/appearance";
import { ErrorEnvelopeSchema } from "@common/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { getAppearance, saveAppearance } from "./appearance.service";

export const appearanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/appearance",
    {
      schema: {
        tags: ["appearance"],
        summary: "The signed-in user's saved appearance settings",
        response: { 200: StoredAppearanceSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => getAppearance({ ctx: authenticatedContextOf(request) }),
  );

  app.put(
    "/api/appearance",
    {
      schema: {
        tags: ["appearance"],
        summary: "Save the signed-in user's appearance settings",
        body: AppearanceSettingsSchema.strict(),
        response: { 200: StoredAppearanceSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => saveAppearance({ ctx: authenticatedContextOf(request), input: request.body }),
  );
};
