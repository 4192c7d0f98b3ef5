import type { App } from "../app";

/**
 * The reliability suite's view of the API: every operation `/api/openapi.json` lists, with a valid
 * sample request built from its schemas. Nothing here names an endpoint, so a new one is covered by
 * the fuzz and the authorization matrix the day it is registered.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = { name: string; in: "path" | "query"; required: boolean; schema: JsonSchema };

export type Operation = {
  /** "POST /api/prayers/{id}": the name a report uses. */
  key: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | null;
  /** The operation documents a 401: it is for signed-in users. */
  signedIn: boolean;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
};

/** Every operation the app documents, read from its own `/api/openapi.json`. */
export async function readOperations(app: App): Promise<Operation[]> {
  const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  const document = response.json() as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation["method"];
      if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(upper)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        pathParams: parameters.filter((p) => p.in === "path"),
        queryParams: parameters.filter((p) => p.in === "query"),
        body: operation.requestBody?.content?.["application/json"]?.schema ?? null,
        signedIn: Object.hasOwn(operation.responses ?? {}, "401"),
      });
    }
  }
  return operations;
}

function compile(pattern: string): RegExp {
  try {
    return new RegExp(pattern, "u");
  } catch {
    return new RegExp(pattern);
  }
}

/** Strings tried, in order, for a string schema with a pattern: the first that fits is used. */
const PATTERN_CANDIDATES = [
  "sample",
  "local-sample-1",
  "sample-1",
  "#fef08a",
  "2026-01-15",
  "2026-01-15T10:00:00.000Z",
  "someone@example.com",
  "John 3:16",
  "UTC",
  "1",
];

/**
 * Fields whose valid values no schema spells out (a refinement checks them): sampled by their name.
 * The marker (hint) is kept where the field can hold it.
 */
const BY_NAME: Record<string, (hint: string) => string> = {
  email: (hint) => `${(hint || "someone").replace(/[^A-Za-z0-9]/g, "")}@example.com`,
  homeTimeZone: () => "Europe/London",
  timeZone: () => "UTC",
  reminderTimes: () => "06:30",
  reference: () => "John 3:16",
};

function sampleString(schema: JsonSchema, hint: string, name: string): string {
  const byName = BY_NAME[name];
  if (byName) return byName(hint);
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || compile(schema.pattern).test(value));
  if (schema.format === "date") return "2026-01-15";
  if (schema.format === "date-time") return "2026-01-15T10:00:00.000Z";
  if (schema.format === "email") return BY_NAME.email!(hint);
  const candidates = [hint, ...PATTERN_CANDIDATES].filter(Boolean);
  const found = candidates.find(fits);
  if (found) return found;
  const padded = "sample".padEnd(schema.minLength ?? 0, "x").slice(0, schema.maxLength ?? 1000);
  return padded;
}

/**
 * A valid value for a schema: required properties only plus the optional ones with enums or formats,
 * arrays with their minimum (at least one) item, the first branch of a union. `hint` is a string
 * callers want to appear (a marker), used where a free-text string fits it.
 */
export function sampleValue(schema: JsonSchema, hint = "", depth = 0, name = ""): unknown {
  if (depth > 20) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((v) => v !== "") ?? schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0) {
    // A branch that is not a lone empty-string literal: it says more than "".
    const branch = union.find((b) => !(b.enum && b.enum.length === 1 && b.enum[0] === "")) ?? union[0]!;
    return sampleValue(branch, hint, depth + 1, name);
  }
  if (schema.allOf && schema.allOf.length > 0) return sampleValue(schema.allOf[0]!, hint, depth + 1, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const result: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || property.type === "string" || property.type === "array") {
          result[key] = sampleValue(property, hint, depth + 1, key);
        }
      }
      return result;
    }
    case "array": {
      const count = Math.max(1, schema.minItems ?? 0);
      return Array.from({ length: Math.min(count, schema.maxItems ?? count) }, () =>
        sampleValue(schema.items ?? {}, hint, depth + 1, name),
      );
    }
    case "string":
      return sampleString(schema, hint, name);
    case "integer":
    case "number": {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case "boolean":
      return true;
    default:
      // An unconstrained schema (z.unknown(), or a union zod could not describe): a number is the
      // most common meaning in this API (durations).
      return schema.default ?? 15;
  }
}

/** The URL for an operation with its path parameters and query given as raw (already encoded) strings. */
export function buildUrl(operation: Operation, pathValues: Record<string, string>, query: [string, string][]) {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? "1");
  const search = query.map(([k, v]) => `${k}=${v}`).join("&");
  return search ? `${path}?${search}` : path;
}

/** A valid sample of every path parameter and of the required (and enumerated) query parameters. */
export function sampleParameters(operation: Operation, hint = "") {
  const pathValues: Record<string, string> = {};
  for (const p of operation.pathParams) {
    pathValues[p.name] = encodeURIComponent(String(sampleValue(p.schema, hint, 0, p.name)));
  }
  const query: [string, string][] = [];
  for (const p of operation.queryParams) {
    if (p.required || p.schema.enum)
      query.push([p.name, encodeURIComponent(String(sampleValue(p.schema, hint, 0, p.name)))]);
  }
  return { pathValues, query };
}

let addressCounter = 0;
/**
 * A distinct client address per call. Throttles keyed by address (sign-in) would otherwise answer
 * 429 after a few requests and the fuzz would stop reaching the code behind them.
 */
export function nextClientAddress() {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}
