import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY } from "./security";
import { staticWebPlugin } from "./static-web";

const MAIN_SCRIPT = `export const verses = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Watch ${i} and pray`))};`;
const PAGE = `<!doctype html><title>Prayer Journey</title>${"<link rel=modulepreload href=/assets/x.js>".repeat(40)}`;
/** The build's prerendered pages (decision 049): the same page with the route's HTML in it. */
const LANDING = `<!doctype html><title>Landing</title><div data-prerendered="landing">${"<p>Watch and pray</p>".repeat(60)}</div>`;
const AUTH = `<!doctype html><title>Sign In</title><div data-prerendered="auth">${"<p>Stand watch</p>".repeat(60)}</div>`;
const WORKER = `self.addEventListener('push', () => {});${"/* precache */".repeat(200)}`;

/** A client build in miniature: the files the installable app adds (decision 029). */
let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "static-web-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "icons"));
  writeFileSync(join(dir, "manifest.webmanifest"), JSON.stringify({ name: "Prayer Journey" }));
  writeFileSync(join(dir, "icons", "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, "assets", "index-abc123.js"), "export {};");
  // What the build's precompress step leaves: a copy in each encoding beside the larger text files.
  for (const [file, content] of [
    [join(dir, "assets", "main-def456.js"), MAIN_SCRIPT],
    [join(dir, "index.html"), PAGE],
    [join(dir, "sw.js"), WORKER],
    [join(dir, "landing.html"), LANDING],
    [join(dir, "auth.html"), AUTH],
  ] as const) {
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
  app = Fastify();
  await app.register(staticWebPlugin, { webDistDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the prerendered pages (decision 049)", () => {
  it("answers /landing and /auth with their own page, precompressed and checked on every load", async () => {
    for (const [url, page] of [
      ["/landing", LANDING],
      ["/auth", AUTH],
      ["/landing?from=mail", LANDING],
    ] as const) {
      const response = await app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
      const plain = await app.inject({ url });
      expect(plain.body, url).toBe(page);
    }
  });

  it("answers the Create Account tab and every other page with the app's page", async () => {
    for (const url of ["/auth?tab=create-account", "/tutorial", "/"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(PAGE);
    }
  });
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

  it("sends the brotli copy of a hashed asset to a browser that accepts br, cached for a year", async () => {
    const response = await app.inject({
      url: "/assets/main-def456.js",
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(MAIN_SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(MAIN_SCRIPT.length / 2);
  });

  it("sends the gzip copy to a browser that accepts only gzip, and the file itself to one that accepts neither", async () => {
    const gzipped = await app.inject({ url: "/assets/main-def456.js", headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(MAIN_SCRIPT);
    const plain = await app.inject({ url: "/assets/main-def456.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(MAIN_SCRIPT);
    // A shared cache must not hand the plain answer to a browser that accepts br, or the other way round.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the page and the service worker compressed but checked on every load", async () => {
    const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
    // (/landing has its own prerendered page, tested above.)
    for (const url of ["/", "/tutorial", "/prayer-room/3"]) {
      const page = await app.inject({ url, headers });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["content-encoding"], url).toBe("br");
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      expect(page.headers["cache-control"], url).toBe("no-cache");
      expect(page.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(PAGE);
    }
    const worker = await app.inject({ url: "/sw.js", headers });
    expect(worker.headers["content-encoding"]).toBe("br");
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(worker.rawPayload).toString()).toBe(WORKER);
  });

  it("the pages' policy allows this origin's worker and manifest", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("worker-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("manifest-src 'self'");
  });
});
