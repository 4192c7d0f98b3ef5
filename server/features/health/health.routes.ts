import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: { 200: z.object({ status: z.literal("ok"), database: z.enum(["postgres", "pglite"]) }) },
      },
    },
    async () => {
      await app.database.execute("SELECT 1");
      return { status: "ok" as const, database: app.database.kind };
    },
  );
};
