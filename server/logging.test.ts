import { afterAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "./app";
import { loadConfig } from "./config";
import { loggerOptions, safeError } from "./logging";
import { sessionCookieFrom } from "./testing/test-app";
import { createTestDatabase, type TestDatabase } from "./testing/test-database";

/** The whole app with the production logger, writing into `lines`. */
async function appWithCapturedLog() {
  const lines: string[] = [];
  const database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "" }),
    database,
    logger: loggerOptions({ level: "info", stream: { write: (line: string) => void lines.push(line) } }),
  });
  await app.ready();
  return { app, database, lines, log: () => lines.join("") };
}

const opened: { app: App; database: TestDatabase; closed?: boolean }[] = [];
afterAll(async () => {
  for (const { app, database, closed } of opened) {
    await app.close();
    if (!closed) await database.close();
  }
});

const PASSWORD = "Lantern-Vigil-4471-quiet";
const COOKIE = "pj_session=cookie-secret-0123456789abcdef";
const BEARER = "Bearer token-secret-abcdef0123456789";

describe("the log never holds query parameters, bodies, cookies or tokens", () => {
  it("a failed insert is logged by code and constraint, without its row, parameters or the password hash", async () => {
    const t = await appWithCapturedLog();
    opened.push(t);
    // A real constraint violation the service does not expect: PostgreSQL's answer carries the whole row
    // (detail: "Failing row contains (…, $argon2id$…)") and drizzle's message the parameters.
    await t.database.execute(
      "ALTER TABLE users ADD CONSTRAINT logging_test_refuses CHECK (username <> 'trap_user_7731')",
    );

    const response = await t.app.inject({
      method: "POST",
      url: "/api/register?token=query-secret-4455",
      headers: { cookie: COOKIE, authorization: BEARER },
      payload: { username: "trap_user_7731", password: PASSWORD },
    });

    expect(response.statusCode).toBe(500);
    const log = t.log();
    for (const secret of [PASSWORD, "$argon2", "trap_user_7731", "cookie-secret", "token-secret", "query-secret"]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toContain("params:");
    expect(log).not.toContain("Failing row");
    // Still useful: which statement failed, and why.
    const failure = t.lines.map((line) => JSON.parse(line)).find((line) => line.msg === "request failed");
    expect(failure.err.type).toBe("DrizzleQueryError");
    expect(failure.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure.err.cause).toMatchObject({
      type: "DatabaseError",
      code: "23514",
      constraint: "logging_test_refuses",
      table: "users",
    });
    expect(failure.err.cause.message).toContain('violates check constraint "logging_test_refuses"');
    expect(failure.err.stack).toContain("    at ");
    const incoming = t.lines.map((line) => JSON.parse(line)).find((line) => line.msg === "incoming request");
    expect(incoming.req).toEqual({ method: "POST", url: "/api/register?…", remoteAddress: "127.0.0.1" });
  });

  it("writes while the database is gone are answered 503, and their prayer text and password hash stay out of the log", async () => {
    const t = await appWithCapturedLog();
    opened.push(t);
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: "restart_writer", password: PASSWORD },
    });
    const cookie = sessionCookieFrom(registered);
    // The session is now in this instance's cache, so the request gets as far as the write.
    expect((await t.app.inject({ url: "/api/user", headers: { cookie } })).statusCode).toBe(200);
    await t.database.close();
    opened[opened.length - 1]!.closed = true;

    const prayer = "Lord, heal my sister's secret illness 9931";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/prayers",
      headers: { cookie },
      payload: { title: "For my sister", content: prayer },
    });

    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ message: expect.any(String), code: "SERVICE_UNAVAILABLE" });
    // A registration gets as far as inserting the new user's password hash.
    const registration = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: "closed_db_writer", password: PASSWORD },
    });
    expect(registration.statusCode).toBe(503);

    const log = t.log();
    expect(log).toContain("database unavailable");
    const secrets = [prayer, "secret illness", "For my sister", cookie.split("=")[1]!, "$argon2", "closed_db_writer"];
    for (const secret of [...secrets, PASSWORD, "params:"]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it("an invitation link's token in a path is not logged (issue 17)", async () => {
    const t = await appWithCapturedLog();
    opened.push(t);
    await t.app.inject({ method: "GET", url: "/api/invitations/invite-secret-0123456789" });
    await t.app.inject({ method: "GET", url: "/invite/page-secret-0123456789?x=1" });
    await t.app.inject({ method: "POST", url: "/api/invitations/accept", payload: {} });
    const log = t.log();
    expect(log).not.toContain("invite-secret");
    expect(log).not.toContain("page-secret");
    expect(log).toContain('"url":"/api/invitations/…"');
    expect(log).toContain('"url":"/invite/…?…"');
    expect(log).toContain('"url":"/api/invitations/accept"');
  });

  it("headers and bodies logged by hand are redacted, and an error under any key is made safe", async () => {
    const t = await appWithCapturedLog();
    opened.push(t);
    const failure = Object.assign(new Error("Failed query: select 1\nparams: hidden-param-77"), { query: "select 1" });
    t.app.log.info(
      { headers: { cookie: COOKIE, authorization: BEARER }, body: { password: PASSWORD }, failure },
      "by hand",
    );
    t.app.log.error(failure);
    const log = t.log();
    for (const secret of ["cookie-secret", "token-secret", PASSWORD, "hidden-param-77"]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).toContain("[redacted]");
    expect(log).toContain("Failed query: select 1");
  });
});

describe("safeError", () => {
  it("keeps a database error's names and drops the values PostgreSQL quotes", () => {
    const pgError = Object.assign(new Error('invalid input syntax for type integer: "my-secret-value"'), {
      code: "22P02",
      severity: "ERROR",
      detail: "Key (x)=(my-secret-value)",
    });
    const wrapped = Object.assign(
      new Error('Failed query: select * from "users" where "id" = $1\nparams: my-secret-value'),
      { query: 'select * from "users" where "id" = $1', params: ["my-secret-value"], cause: pgError },
    );
    const safe = safeError(wrapped);
    expect(JSON.stringify(safe)).not.toContain("my-secret-value");
    expect(safe.message).toBe('Failed query: select * from "users" where "id" = $1');
    expect(safe.cause).toMatchObject({ code: "22P02", message: "invalid input syntax for type integer: …" });

    const outOfRange = Object.assign(new Error('value "99999999999" is out of range for type integer'), {
      code: "22003",
      severity: "ERROR",
    });
    expect(safeError(outOfRange).message).toBe('value "…" is out of range for type integer');
  });
});
