import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ServiceUnavailable } from "../../errors";

/** A database that does not answer `SELECT 1` within this time counts as down. */
export const HEALTH_DATABASE_TIMEOUT_MS = 3_000;

const Kind = z.enum(["postgres", "pglite"]);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: {
          // mail: whether this server sends e-mail (SMTP_URL), so the web can hide or explain what needs it.
          200: z.object({ status: z.literal("ok"), database: Kind, mail: z.enum(["on", "off"]) }),
          // Both a health report (what is down) and the API's error shape (message, code).
          503: z.object({
            status: z.literal("unavailable"),
            database: Kind,
            down: z.array(z.literal("database")),
            message: z.string(),
            code: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.database.execute("SELECT 1"), HEALTH_DATABASE_TIMEOUT_MS);
        return { status: "ok" as const, database: app.database.kind, mail: app.mail.enabled ? "on" : "off" } as const;
      } catch (error) {
        request.log.warn({ err: error }, "health check: the database does not answer");
        const unavailable = new ServiceUnavailable();
        return reply
          .code(503)
          .headers(unavailable.headers)
          .send({
            status: "unavailable" as const,
            database: app.database.kind,
            down: ["database" as const],
            message: unavailable.message,
            code: unavailable.code,
          });
      }
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
