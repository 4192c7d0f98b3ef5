import { type App, buildApp } from "../app";
import { loadConfig } from "../config";
import { createTestDatabase } from "./test-database";

/** The whole app on a fresh database, for inject() tests. Env overrides go through the real config parser. */
export async function buildTestApp(env: Record<string, string> = {}, { extend }: { extend?: (app: App) => void } = {}) {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "", ...env });
  const app = await buildApp({ config, database });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** The session cookie's `name=value` pair from a response, ready for a Cookie header. */
export function sessionCookieFrom(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers["set-cookie"];
  const cookies = Array.isArray(raw) ? raw : [raw];
  const session = cookies.find((c): c is string => typeof c === "string" && c.startsWith("pj_session="));
  if (!session) throw new Error("no session cookie in the response");
  return session.split(";")[0]!;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One inject() call as a signed-in (cookie) or signed-out caller, with an optional JSON payload. */
export function requestAs(app: App, method: HttpMethod, url: string, cookie?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
