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
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/app", poolMax: 20 });
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
