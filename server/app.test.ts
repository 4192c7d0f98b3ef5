import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { Forbidden } from "./errors";
import { INTERNAL_ERROR_MESSAGE } from "./plugins/error-handler";
import { registerUser } from "./testing/factories";
import { buildTestApp, type TestApp } from "./testing/test-app";

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), "pj-web-"));
  mkdirSync(join(webDir, "assets"));
  writeFileSync(join(webDir, "index.html"), "<!doctype html><title>Prayer Journey</title><div id=root></div>");
  writeFileSync(join(webDir, "assets", "app-abc123.js"), "console.log('app')");
  t = await buildTestApp(
    { WEB_DIST_DIR: webDir },
    {
      extend: (app) => {
        app.get("/api/test/boom", async () => {
          throw new Error("secret internal detail: connection string postgres://x");
        });
        app.get("/api/test/forbidden", async () => {
          throw new Forbidden();
        });
        app.post("/api/test/echo", { schema: { body: z.object({ n: z.number().int() }) } }, async (r) => r.body);
      },
    },
  );
});
afterAll(() => t.close());

describe("security headers", () => {
  it("are on every page", async () => {
    for (const url of ["/", "/some/page"]) {
      const response = await t.app.inject({ url });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["referrer-policy"], url).toBeDefined();
      expect(response.headers["cross-origin-opener-policy"], url).toBe("same-origin");
    }
  });

  it("are on every API answer, found or not, allowing nothing to run or frame it", async () => {
    for (const url of ["/api/health", "/api/missing", "/api/test/boom"]) {
      const response = await t.app.inject({ url });
      expect(response.headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
      // Page-only headers stay off JSON answers.
      expect(response.headers["cross-origin-opener-policy"], url).toBeUndefined();
    }
  });
});

describe("strict transport security", () => {
  it("is sent only when the deployment forces Secure cookies (HTTPS)", async () => {
    expect((await t.app.inject({ url: "/api/health" })).headers["strict-transport-security"]).toBeUndefined();
    expect((await t.app.inject({ url: "/" })).headers["strict-transport-security"]).toBeUndefined();
    const https = await buildTestApp({ COOKIE_SECURE: "true" });
    try {
      for (const url of ["/api/health", "/"]) {
        const response = await https.app.inject({ url });
        expect(response.headers["strict-transport-security"], url).toMatch(/max-age=\d+/);
      }
    } finally {
      await https.close();
    }
  });
});

describe("errors", () => {
  it("unknown /api paths are 404 JSON", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/api/nothing/here" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: "Not found: DELETE /api/nothing/here", code: "NOT_FOUND" });
  });

  it("5xx never leaks internal details", async () => {
    const response = await t.app.inject({ url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: INTERNAL_ERROR_MESSAGE, code: "INTERNAL_ERROR" });
    expect(response.body).not.toContain("secret");
  });

  it("validation failures are 400 with field messages", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/test/echo", payload: { n: "x" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_ERROR");
    expect(Object.keys(response.json().details.fieldErrors)).toEqual(["n"]);
  });

  it("malformed JSON is a readable 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});

describe("origin check", () => {
  it("refuses a state-changing request from another origin", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: "https://evil.example", host: "prayer.example" },
      payload: { username: "someone", password: "secret1" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuses a cross-site request that carries no Origin", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("allows the same origin, and reads from anywhere", async () => {
    const same = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { origin: "http://prayer.example", host: "prayer.example" },
    });
    expect(same.statusCode).toBe(204);
    const read = await t.app.inject({ url: "/api/health", headers: { origin: "https://evil.example" } });
    expect(read.statusCode).toBe(200);
  });

  it("allows an origin listed in ALLOWED_ORIGINS", async () => {
    const listed = await buildTestApp({ ALLOWED_ORIGINS: "https://app.example, https://other.example" });
    try {
      const response = await listed.app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { origin: "https://other.example", host: "api.example" },
      });
      expect(response.statusCode).toBe(204);
    } finally {
      await listed.close();
    }
  });
});

describe("the client app", () => {
  it("any non-API page gets index.html, never cached", async () => {
    for (const url of ["/", "/tutorial", "/no/such/page?x=1"]) {
      const response = await t.app.inject({ url, headers: { accept: "text/html" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<div id=root>");
    }
  });

  it("hashed assets are cached for a year", async () => {
    const response = await t.app.inject({ url: "/assets/app-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("health and OpenAPI", () => {
  it("health reports the database", async () => {
    const response = await t.app.inject({ url: "/api/health" });
    expect(response.json()).toEqual({ status: "ok", database: t.database.kind, mail: "off" });
  });

  it("publishes an OpenAPI document with the auth routes", async () => {
    const response = await t.app.inject({ url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/register", "/api/login", "/api/logout", "/api/user"]));
  });
});

describe("signed-in routes", () => {
  it("need a session", async () => {
    const response = await t.app.inject({ url: "/api/appearance" });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("UNAUTHORIZED");
  });

  it("refuse an unknown session cookie", async () => {
    const response = await t.app.inject({ url: "/api/appearance", headers: { cookie: "pj_session=forged" } });
    expect(response.statusCode).toBe(401);
  });

  it("a signed-out caller gets 401 before validation", async () => {
    const response = await t.app.inject({ method: "PUT", url: "/api/appearance", payload: { theme: "nope" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("403 from a service", () => {
  it("maps Forbidden to 403", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({ url: "/api/test/forbidden", headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "You do not have permission to do that", code: "FORBIDDEN" });
  });
});
