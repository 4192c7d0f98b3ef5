import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../testing/factories";
import { buildTestApp, type TestApp } from "../testing/test-app";

type Parameter = { in: string; name: string; required?: boolean; schema?: { enum?: unknown[]; format?: string } };
type Operation = { parameters?: Parameter[]; responses?: Record<string, unknown> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** A value a parameter accepts, read from its schema; a new kind of required parameter fails here, by name. */
function sampleValue(path: string, parameter: Parameter): string {
  const schema = parameter.schema ?? {};
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === "date") return "2026-11-21";
  if (parameter.in === "path") return "1";
  throw new Error(`add a sample value for ${parameter.in} parameter "${parameter.name}" of GET ${path}`);
}

let t: TestApp;
let cookie: string;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie } = await registerUser(t.app));
  document = (await t.app.inject({ url: "/api/openapi.json" })).json();
});
afterAll(() => t.close());

describe("Cache-Control on API answers", () => {
  it("every signed-in GET in the OpenAPI document answers with no-store", async () => {
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const operation = operations.get;
      // Signed-in operations are the ones that can answer 401.
      if (!operation?.responses?.["401"]) continue;
      let url = path;
      const query = new URLSearchParams();
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === "path") url = url.replace(`{${parameter.name}}`, sampleValue(path, parameter));
        else if (parameter.in === "query" && parameter.required)
          query.set(parameter.name, sampleValue(path, parameter));
      }
      const full = query.size > 0 ? `${url}?${query}` : url;
      const response = await t.app.inject({ url: full, headers: { cookie } });
      expect(response.statusCode, full).toBeLessThan(path.includes("{") ? 500 : 300);
      expect(response.headers["cache-control"], full).toBe("no-store");
      checked.push(full);
    }
    expect(checked).toEqual(
      expect.arrayContaining(["/api/user", "/api/prayer-sessions", "/api/preferences", "/api/prayers"]),
    );
  });

  it("an answer that is not a success is not stored either", async () => {
    for (const url of ["/api/user", "/api/missing", "/api/bible/passage/Nobody%201"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("public scripture keeps the cache lifetime its route chose", async () => {
    const passage = await t.app.inject({ url: "/api/bible/passage/John%203%3A16" });
    expect(passage.statusCode).toBe(200);
    expect(passage.headers["cache-control"]).toBe("public, max-age=86400");
    const plan = await t.app.inject({ url: "/api/bible/reading-plan" });
    expect(plan.headers["cache-control"]).toBe("public, max-age=86400");
  });
});
