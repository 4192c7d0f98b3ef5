import { DEFAULT_PREFERENCES } from "@common/preferences";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFAULT_BODY_LIMIT } from "./app";
import { VALIDATION_ISSUES_SHOWN } from "./plugins/error-handler";
import { registerUser } from "./testing/factories";
import { buildTestApp, type TestApp } from "./testing/test-app";

/** An error answer to a bad input stays this small, however large the input was. */
const SMALL_ANSWER_BYTES = 4 * 1024;

type JsonSchema = { [keyword: string]: unknown };

/**
 * Every place in a request schema that lets a client send as much as it likes: a string without
 * maxLength (enums and constants are bounded already), an array without maxItems, an object that takes
 * any keys (a record) without maxProperties.
 */
function unboundedPartsOf(schema: unknown, where: string, definitions: Record<string, unknown> = {}): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, path: string) => {
    if (node === null || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) visit(item, path);
      return;
    }
    const s = node as JsonSchema;
    if (typeof s.$ref === "string") visit(definitions[s.$ref.replace(/^#\/components\/schemas\//, "")], path);
    const types = Array.isArray(s.type) ? s.type : [s.type];
    if (types.includes("string") && s.maxLength === undefined && s.enum === undefined && s.const === undefined) {
      found.push(`${where} ${path}: a string without maxLength`);
    }
    if (types.includes("array") && s.maxItems === undefined) found.push(`${where} ${path}: an array without maxItems`);
    const extraKeys = s.additionalProperties ?? s.patternProperties;
    if (extraKeys !== undefined && extraKeys !== false && s.maxProperties === undefined) {
      found.push(`${where} ${path}: an object taking any keys without maxProperties`);
    }
    for (const [keyword, value] of Object.entries(s)) {
      if (keyword === "properties" && value && typeof value === "object") {
        for (const [name, property] of Object.entries(value)) visit(property, path ? `${path}.${name}` : name);
      } else if (keyword !== "enum" && keyword !== "const" && keyword !== "default" && keyword !== "examples") {
        visit(value, path);
      }
    }
  };
  visit(schema, "");
  return found;
}

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
};
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("every request schema has a maximum", () => {
  it("the check itself flags an unbounded string, array and record", () => {
    const careless = z.object({
      note: z.string(),
      tags: z.array(z.string().max(10)),
      extra: z.record(z.string().max(10), z.number()),
      kind: z.enum(["a", "b"]),
    });
    const found = unboundedPartsOf(z.toJSONSchema(careless, { io: "input" }), "POST /api/careless body");
    expect(found).toEqual([
      "POST /api/careless body note: a string without maxLength",
      "POST /api/careless body tags: an array without maxItems",
      "POST /api/careless body extra: an object taking any keys without maxProperties",
    ]);
  });

  it("in /api/openapi.json, for every operation's body, querystring and path", async () => {
    const response = await t.app.inject({ url: "/api/openapi.json" });
    const document = response.json() as OpenApiDocument;
    const definitions = document.components?.schemas ?? {};
    const problems: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          problems.push(...unboundedPartsOf(parameter.schema, `${where} ${parameter.in}`, definitions));
          checked++;
        }
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
          problems.push(...unboundedPartsOf(content.schema, `${where} body (${type})`, definitions));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});

describe("a huge bad input gets a small answer", () => {
  it("100,000 items in allergyProfile: a 400 of a few hundred bytes", async () => {
    const { cookie } = await registerUser(t.app);
    // Numbers, so the 100,000 items fit the body limit and reach validation.
    const payload = { ...DEFAULT_PREFERENCES, allergyProfile: new Array(100_000).fill(0) };
    const response = await t.app.inject({ method: "PUT", url: "/api/preferences", headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.rawPayload.length).toBeLessThan(SMALL_ANSWER_BYTES);
    expect(response.json()).toMatchObject({
      message: "Choose at most 5 allergy options.",
      details: { fieldErrors: { allergyProfile: ["Choose at most 5 allergy options."] } },
    });
  });

  it("a body past the route's limit is a small 413, before anything reads it", async () => {
    const { cookie } = await registerUser(t.app);
    const payload = { ...DEFAULT_PREFERENCES, allergyProfile: new Array(100_000).fill("gluten-free") };
    const response = await t.app.inject({ method: "PUT", url: "/api/preferences", headers: { cookie }, payload });
    expect(response.statusCode).toBe(413);
    expect(response.rawPayload.length).toBeLessThan(SMALL_ANSWER_BYTES);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/too large/i) });
  });

  it("50,000 unknown keys are not echoed back", async () => {
    const { cookie } = await registerUser(t.app);
    const payload: Record<string, unknown> = {
      prayers: [{ clientId: "local-1", title: "Peace", content: "for the city" }],
    };
    for (let index = 0; index < 50_000; index++) payload[`unknown_key_${index}`] = 1;
    // The prayer import takes megabytes, so the keys reach validation instead of the body limit.
    const response = await t.app.inject({ method: "POST", url: "/api/prayers/import", headers: { cookie }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.rawPayload.length).toBeLessThan(SMALL_ANSWER_BYTES);
    expect(response.json().message).toMatch(/^Unrecognized keys: "unknown_key_0"/);
    expect(response.body).not.toContain("unknown_key_49999");
  });

  it("hundreds of issues: the first few, and how many more", async () => {
    const { cookie } = await registerUser(t.app);
    const prayers = Array.from({ length: 500 }, (_, index) => ({ clientId: `local-${index}`, title: "", content: 7 }));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/prayers/import",
      headers: { cookie },
      payload: { prayers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.rawPayload.length).toBeLessThan(SMALL_ANSWER_BYTES);
    const body = response.json();
    const shown = Object.values(body.details.fieldErrors as Record<string, string[]>).flat();
    expect(shown).toHaveLength(VALIDATION_ISSUES_SHOWN);
    expect(body.message).toMatch(/\d[\d,]* more problems$/);
  });
});

describe("body limits", () => {
  it("the default is below 1 MB: a 300 KB sign-in is refused with 413", async () => {
    expect(DEFAULT_BODY_LIMIT).toBeLessThan(1024 * 1024);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "bob", password: "x".repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });

  it("the largest single write fits: a strategy of 3 × 50 entries of 500 non-Latin characters", async () => {
    const { cookie } = await registerUser(t.app);
    const entries = Array.from({ length: 50 }, (_, index) => `${index % 10}${"祈".repeat(499)}`);
    const payload = {
      title: "祈".repeat(200),
      focus: "祈".repeat(2_000),
      scriptures: entries,
      prayerPoints: entries,
      reminderTimes: [],
    };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/prayer-strategies",
      headers: { cookie },
      payload,
    });
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(150 * 1024);
    expect(response.statusCode).toBe(201);
  });

  it("imports take more than the default", async () => {
    const { cookie } = await registerUser(t.app);
    const prayers = Array.from({ length: 20 }, (_, index) => ({
      clientId: `local-${index}`,
      title: `Prayer ${index}`,
      content: "a".repeat(20_000),
    }));
    const payload = { prayers };
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    const response = await t.app.inject({ method: "POST", url: "/api/prayers/import", headers: { cookie }, payload });
    expect(response.statusCode).toBe(200);
  });
});
