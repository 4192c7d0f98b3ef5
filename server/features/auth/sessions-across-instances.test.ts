import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";

/**
 * Two instances on one PostgreSQL database, each caching sessions for five minutes: sign-out, account
 * changes and deletion on one must reach the other at once (decision 019). PGlite has one process only.
 */
describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("sessions across two instances (PostgreSQL)", () => {
  const env = { SESSION_CACHE_SECONDS: "300" };
  let first: TestApp;
  let secondDatabase: DatabaseHandle;
  let second: App;

  beforeAll(async () => {
    first = await buildTestApp(env);
    secondDatabase = await openDatabase({ kind: "postgres", url: first.database.url!, poolMax: 2 });
    second = await buildApp({
      config: loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "", ...env }),
      database: secondDatabase,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  /** The second instance has checked the session and keeps it. */
  const usedOnSecond = async (cookie: string) => {
    expect((await requestAs(second, "GET", "/api/user", cookie)).statusCode).toBe(200);
    expect((await requestAs(second, "GET", "/api/user", cookie)).statusCode).toBe(200);
  };
  const soon = { timeout: 3_000, interval: 20 };

  it("a session signed out on one instance stops working on the other", async () => {
    const { cookie } = await registerUser(first.app);
    const other = await registerUser(first.app);
    await usedOnSecond(cookie);
    await usedOnSecond(other.cookie);
    expect((await requestAs(first.app, "POST", "/api/logout", cookie)).statusCode).toBe(204);
    await vi.waitFor(
      async () => expect((await requestAs(second, "GET", "/api/user", cookie)).statusCode).toBe(401),
      soon,
    );
    expect((await requestAs(second, "GET", "/api/user", other.cookie)).statusCode).toBe(200);
  });

  it("a deleted account gets 401 on the other instance, for reads and writes", async () => {
    const { cookie, password } = await registerUser(first.app);
    await usedOnSecond(cookie);
    // A second session of the same user, used only on the second instance.
    const login = await requestAs(second, "POST", "/api/login", undefined, {
      username: ((await requestAs(second, "GET", "/api/user", cookie)).json() as { username: string }).username,
      password,
    });
    const elsewhere = String([login.headers["set-cookie"]].flat()[0]).split(";")[0]!;
    await usedOnSecond(elsewhere);

    expect((await requestAs(first.app, "DELETE", "/api/account", cookie, { password })).statusCode).toBe(204);
    await vi.waitFor(
      async () => expect((await requestAs(second, "GET", "/api/user", elsewhere)).statusCode).toBe(401),
      soon,
    );
    for (const [method, url, payload] of [
      ["POST", "/api/prayers", { title: "After", content: "Amen" }],
      ["PATCH", "/api/user", { firstName: "Gone" }],
      ["GET", "/api/prayers", undefined],
    ] as const) {
      expect((await requestAs(second, method, url, elsewhere, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("a profile changed on one instance shows on the other", async () => {
    const { cookie } = await registerUser(first.app);
    await usedOnSecond(cookie);
    expect((await requestAs(first.app, "PATCH", "/api/user", cookie, { firstName: "Miriam" })).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await requestAs(second, "GET", "/api/user", cookie)).json().firstName).toBe("Miriam"),
      soon,
    );
  });
});
