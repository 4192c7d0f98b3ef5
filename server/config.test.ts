import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to PGlite in ./data on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data" });
    expect(config.webDistDir).toBe("dist/web");
    expect(config.session).toEqual({ ttlDays: 30, cookieSecure: "auto", cacheSeconds: 10 });
  });

  it("uses PostgreSQL when DATABASE_URL is set, and PORT overrides", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u@db:5432/app", PORT: "8080", DATABASE_POOL_MAX: "20" });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgres://u@db:5432/app",
      poolMax: 20,
      connectTimeoutMs: 5_000,
    });
  });

  it("limits the time a request may take to arrive, with defaults and overrides", () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: "5000" }).http.requestTimeoutMs).toBe(5_000);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "0" })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });

  it("turns mail on with SMTP_URL (off when unset or blank), with MAIL_FROM and APP_URL", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: null,
      from: "Prayer Journey <no-reply@localhost>",
      appUrl: "http://localhost:3000",
    });
    expect(loadConfig({ SMTP_URL: "" }).mail.smtpUrl).toBeNull();
    const mail = loadConfig({
      SMTP_URL: "smtp://user:pass@mail.example:587",
      MAIL_FROM: "Watch <watch@example.com>",
      APP_URL: "https://pray.example/",
    }).mail;
    expect(mail).toEqual({
      smtpUrl: "smtp://user:pass@mail.example:587",
      from: "Watch <watch@example.com>",
      appUrl: "https://pray.example",
    });
    expect(() => loadConfig({ SMTP_URL: "mail.example:25" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ APP_URL: "ftp://pray.example" })).toThrow(/APP_URL/);
  });

  it("refuses mail in production without APP_URL: its links would point at localhost", () => {
    expect(() => loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example:25" })).toThrow(
      /APP_URL: must be set when SMTP_URL is/,
    );
    expect(
      loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example:25", APP_URL: "https://pray.example" }).mail
        .appUrl,
    ).toBe("https://pray.example");
    expect(loadConfig({ NODE_ENV: "development", SMTP_URL: "smtp://localhost:1025" }).mail.appUrl).toBe(
      "http://localhost:3000",
    );
  });

  it("names every bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", COOKIE_SECURE: "maybe" })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", COOKIE_SECURE: "maybe" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("COOKIE_SECURE");
    }
  });
});
