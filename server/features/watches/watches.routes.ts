import { ErrorEnvelopeSchema } from "@common/errors";
import { StoredWatchSettingsSchema, WatchSettingsSchema } from "@common/watch-settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { getWatchSettings, saveWatchSettings } from "./watches.service";

export const watchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/watch-settings",
    {
      schema: {
        tags: ["watches"],
        summary: "The signed-in user's watch settings (pinned home time zone)",
        response: { 200: StoredWatchSettingsSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => getWatchSettings({ ctx: authenticatedContextOf(request) }),
  );

  app.put(
    "/api/watch-settings",
    {
      schema: {
        tags: ["watches"],
        summary: "Pin the watches to a home time zone, or follow the device (null)",
        body: WatchSettingsSchema.strict(),
        response: { 200: StoredWatchSettingsSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => saveWatchSettings({ ctx: authenticatedContextOf(request), input: request.body }),
  );
};
