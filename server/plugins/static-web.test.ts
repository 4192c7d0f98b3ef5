import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY } from "./security";
import { staticWebPlugin } from "./static-web";

/** A client build in miniature: the files the installable app adds (decision 029). */
let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "static-web-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "icons"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Prayer Journey</title>");
  writeFileSync(join(dir, "sw.js"), "self.addEventListener('push', () => {});");
  writeFileSync(join(dir, "manifest.webmanifest"), JSON.stringify({ name: "Prayer Journey" }));
  writeFileSync(join(dir, "icons", "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, "assets", "index-abc123.js"), "export {};");
  app = Fastify();
  await app.register(staticWebPlugin, { webDistDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("static web files of the installable app", () => {
  it("serves /sw.js as JavaScript that is checked on every load, so a new version is found", async () => {
    const response = await app.inject({ url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the manifest as application/manifest+json", async () => {
    const response = await app.inject({ url: "/manifest.webmanifest" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toEqual({ name: "Prayer Journey" });
  });

  it("lets browsers keep icons for a day and hashed assets for a year", async () => {
    const icon = await app.inject({ url: "/icons/icon-192.png" });
    expect(icon.headers["content-type"]).toBe("image/png");
    expect(icon.headers["cache-control"]).toBe("public, max-age=86400");
    const asset = await app.inject({ url: "/assets/index-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers app pages with index.html and unknown /api paths with 404 JSON", async () => {
    const page = await app.inject({ url: "/prayer-room/current" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const api = await app.inject({ url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("the pages' policy allows this origin's worker and manifest", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("worker-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("manifest-src 'self'");
  });
});
