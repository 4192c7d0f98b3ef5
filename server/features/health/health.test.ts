import { createServer } from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { registerUser } from "../../testing/factories";
import { buildTestApp } from "../../testing/test-app";

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

/** A port nothing listens on: PostgreSQL "down". */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function expectUnavailable(response: Awaited<ReturnType<App["inject"]>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe("5");
  expect(response.json()).toMatchObject({ message: expect.stringMatching(/try again/), code: "SERVICE_UNAVAILABLE" });
}

describe("while the database is down", () => {
  it("PostgreSQL unreachable: health says the database is down, routes answer 503 with Retry-After", async () => {
    const port = await closedPort();
    const database: DatabaseHandle = await openDatabase({
      kind: "postgres",
      url: `postgres://postgres@127.0.0.1:${port}/nowhere`,
      poolMax: 2,
      connectTimeoutMs: 1_000,
    });
    const app = await buildApp({ config: loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "" }), database });
    closers.push(async () => {
      await app.close();
      await database.close();
    });
    await app.ready();

    const health = await app.inject({ url: "/api/health" });
    expectUnavailable(health);
    expect(health.json()).toMatchObject({ status: "unavailable", database: "postgres", down: ["database"] });

    expectUnavailable(
      await app.inject({ method: "POST", url: "/api/login", payload: { username: "someone", password: "secret1" } }),
    );
    expectUnavailable(await app.inject({ url: "/api/user", headers: { cookie: "pj_session=some-session-token" } }));
    // The push keys could not be loaded at start-up: they are loaded at first use, 503 until then.
    expectUnavailable(await app.inject({ url: "/api/push/public-key" }));
  });

  it("the database handle closed (pool ended, PGlite closed): 503 instead of 500, and health reports it", async () => {
    const t = await buildTestApp();
    const { cookie } = await registerUser(t.app);
    expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({
      status: "ok",
      database: t.database.kind,
      mail: "off",
    });
    await t.database.close();
    closers.push(() => t.app.close());

    const health = await t.app.inject({ url: "/api/health" });
    expectUnavailable(health);
    expect(health.json()).toMatchObject({ status: "unavailable", database: t.database.kind, down: ["database"] });
    expectUnavailable(await t.app.inject({ url: "/api/prayer-strategies", headers: { cookie } }));
    expectUnavailable(
      await t.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { username: "late_comer", password: "Quiet-Harbor-2291" },
      }),
    );
  });

  it.skipIf(process.env.TEST_DB_DRIVER !== "postgres")(
    "PostgreSQL drops every connection (as in a restart): answers are 200 or 503, never 500, and it recovers",
    async () => {
      const t = await buildTestApp();
      closers.push(() => t.close());
      const { cookie } = await registerUser(t.app);
      await t.database.warmUp();
      const admin = new pg.Client({ connectionString: t.database.url });
      await admin.connect();
      try {
        await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
        );
      } finally {
        await admin.end();
      }
      const statuses = new Set<number>();
      for (let i = 0; i < 6; i++) {
        statuses.add((await t.app.inject({ url: "/api/prayer-strategies", headers: { cookie } })).statusCode);
      }
      expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect((await t.app.inject({ url: "/api/prayer-strategies", headers: { cookie } })).statusCode).toBe(200);
    },
  );
});
