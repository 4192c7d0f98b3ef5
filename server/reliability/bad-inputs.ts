import { hash, type Random, seededRandom } from "@common/seeded-random";
import { buildUrl, type JsonSchema, type Operation, sampleParameters, sampleValue } from "./api-operations";

/**
 * Bad inputs for one operation, generated from its schemas: a valid request with one thing broken
 * (wrong types, missing and unknown fields, huge strings and arrays, deep nesting, U+0000 and lone
 * surrogates, bad path ids and query values, malformed JSON, wrong content types). Deterministic for a
 * seed: `label` says what was broken, so a failure names its input.
 */
export type BadRequest = {
  label: string;
  method: Operation["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type JsonPath = (string | number)[];

const HUGE = {
  "100 KB": "a".repeat(100 * 1024),
  "900 KB": "b".repeat(900 * 1024),
  "3 MB": "c".repeat(3 * 1024 * 1024),
};

const WRONG_TYPES: [string, unknown][] = [
  ["null", null],
  ["true", true],
  ["0", 0],
  ["-1", -1],
  ["1.5", 1.5],
  ["1e308", 1e308],
  ["2^53+1", 2 ** 53 + 1],
  ["empty string", ""],
  ["numeric string", "12"],
  ["empty object", {}],
  ["empty array", []],
  ["array of nulls", [null, null]],
  ["object with a number", { a: 1 }],
  ["whitespace", "   "],
];

const BAD_STRINGS: [string, string][] = [
  ["NUL", "\u0000"],
  ["NUL inside", "ab\u0000cd"],
  ["lone high surrogate", "x\ud800y"],
  ["lone low surrogate", "\udfff"],
  ["reversed surrogates", "\udc00\ud800"],
  ["control characters", "\u0001\u0007\u001b[2J\u007f"],
  ["bidi override", "\u202egnp.exe"],
  ["zero-width", "\u200b\u200c\u200d\ufeff"],
  ["emoji", "🙏🏽👨‍👩‍👧"],
  ["SQL", "' OR '1'='1'; DROP TABLE users; --"],
  ["HTML", "<script>alert(1)</script><img src=x onerror=alert(1)>"],
  ["template", "$" + "{process.exit()}{{7*7}}%s%n"],
  ["path", "../../../../etc/passwd"],
  ["newlines", "a\r\nSet-Cookie: x=1\r\n\r\n"],
  ["non-characters", "\uffff\ufffe"],
];

const BAD_PATH_VALUES: [string, string][] = [
  ["0", "0"],
  ["-1", "-1"],
  ["1.5", "1.5"],
  ["huge integer", "99999999999999999999999"],
  ["2^31", "2147483648"],
  ["1e3", "1e3"],
  ["0x10", "0x10"],
  ["letters", "abc"],
  ["empty-ish", "%20"],
  ["NUL", "%00"],
  ["NUL after a number", "1%00"],
  ["bad percent encoding", "%ZZ"],
  ["encoded lone surrogate", "%ED%A0%80"],
  ["overlong UTF-8", "%C0%80"],
  ["invalid UTF-8", "%FF%FE"],
  ["dot dot", "..%2F..%2Fetc%2Fpasswd"],
  ["SQL", "1%27%20OR%20%271%27%3D%271"],
  ["emoji", "%F0%9F%99%8F"],
  ["2,000 characters", "9".repeat(2000)],
  ["10,000 characters", "z".repeat(10_000)],
  ["uuid", "3f2504e0-4f89-11d3-9a0c-0305e82c3301"],
  ["negative zero", "-0"],
  ["spaces", "%20%201%20"],
  ["NaN", "NaN"],
  ["Infinity", "Infinity"],
  ["date out of range", "2026-02-30"],
  ["year 0", "0000-01-01"],
  ["year 275760", "275760-09-13"],
];

const BAD_QUERY_VALUES: [string, string][] = [
  ...BAD_PATH_VALUES,
  ["empty", ""],
  ["lone surrogate escaped", "%ED%B0%80"],
  ["100,000 characters", "q".repeat(100_000)],
];

const BAD_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/octet-stream",
  "application/json, text/plain",
  "application/jsonx",
  "*/*",
];

const MALFORMED_JSON: [string, string | Buffer][] = [
  ["truncated", '{"a":'],
  ["trailing comma", '{"a":1,}'],
  ["single quotes", "{'a':1}"],
  ["bare word", "undefined"],
  ["NaN literal", '{"a":NaN}'],
  ["comments", '{/* x */"a":1}'],
  ["BOM", "\ufeff{}"],
  ["two documents", "{}{}"],
  ["invalid UTF-8", Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ["escaped NUL key", '{"\\u0000":1}'],
  ["bad escape", '{"a":"\\x41"}'],
  ["unterminated string", '{"a":"'],
  ["only whitespace", "   \n\t  "],
  ["proto pollution", '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
  ["duplicate keys", '{"a":1,"a":2,"a":3}'],
  ["huge number", `{"a":${"9".repeat(10_000)}}`],
  ["deep exponent", '{"a":1e999999}'],
];

/** Every place in a sample value where something can be broken: the root, and each key and item below it. */
function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const paths: JsonPath[] = [prefix];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) paths.push(...pathsOf(item, [...prefix, i]));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

function setAt(root: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = replacement;
  return copy;
}

/** The schema for a path inside a sample (following properties, items and the first union branch). */
function schemaAt(schema: JsonSchema | null, path: JsonPath): JsonSchema | null {
  let current = schema;
  for (const key of path) {
    if (!current) return null;
    const union = current.anyOf ?? current.oneOf;
    if (union) current = union[0] ?? null;
    if (!current) return null;
    current = typeof key === "number" ? (current.items ?? null) : (current.properties?.[key] ?? null);
  }
  return current;
}

const where = (path: JsonPath) => (path.length === 0 ? "the body" : path.join("."));

/** A valid request for an operation (a fresh account's view): what the bad inputs break. */
export function validRequestFor(operation: Operation): BadRequest {
  const { pathValues, query } = sampleParameters(operation);
  const url = buildUrl(operation, pathValues, query);
  if (!operation.body) return { label: "a valid request", method: operation.method, url, headers: {} };
  return {
    label: "a valid request",
    method: operation.method,
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(sampleValue(operation.body)),
  };
}

/**
 * `count` bad requests for one operation. `seed` and the operation's key decide them, so the same
 * seed always sends the same requests.
 */
export function badRequestsFor(operation: Operation, count: number, seed: number): BadRequest[] {
  const random = seededRandom(seed ^ hash(operation.key));
  const base = sampleParameters(operation);
  const body = operation.body ? sampleValue(operation.body) : undefined;
  const bodyPaths = body === undefined ? [] : pathsOf(body);
  const stringPaths = bodyPaths.filter((p) => typeof getAt(body, p) === "string");
  const arrayPaths = bodyPaths.filter((p) => Array.isArray(getAt(body, p)));
  const objectPaths = bodyPaths.filter((p) => isPlainObject(getAt(body, p)));

  const json = (label: string, value: unknown, url = buildUrl(operation, base.pathValues, base.query)): BadRequest => ({
    label,
    method: operation.method,
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(value),
  });
  const raw = (label: string, payload: string | Buffer, contentType: string | null): BadRequest => ({
    label,
    method: operation.method,
    url: buildUrl(operation, base.pathValues, base.query),
    headers: contentType ? { "content-type": contentType } : {},
    payload,
  });
  const withoutBody = (label: string, url: string): BadRequest =>
    body === undefined ? { label, method: operation.method, url, headers: {} } : { ...json(label, body, url), label };

  type Generator = (r: Random) => BadRequest;
  const generators: Generator[] = [];

  // Body: each kind of break at a random place in the valid sample.
  if (body !== undefined) {
    generators.push(
      (r) => {
        const path = r.pick(bodyPaths);
        const [name, value] = r.pick(WRONG_TYPES);
        return json(`wrong type (${name}) at ${where(path)}`, setAt(body, path, value));
      },
      (r) => {
        const path = r.pick(stringPaths.length > 0 ? stringPaths : bodyPaths);
        const [name, value] = r.pick(BAD_STRINGS);
        const current = getAt(body, path);
        const text = typeof current === "string" ? `${current}${value}` : value;
        return json(`${name} in ${where(path)}`, setAt(body, path, text));
      },
      (r) => {
        // U+0000 and lone surrogates in every string at once, the defect that reached the database.
        const [name, value] = r.pick(BAD_STRINGS.slice(0, 5));
        let broken: unknown = body;
        for (const path of stringPaths) broken = setAt(broken, path, `${String(getAt(body, path))}${value}`);
        return json(`${name} in every string`, broken);
      },
      (r) => {
        const required = requiredPaths(operation.body, body);
        if (required.length === 0) return json("empty object", {});
        const path = r.pick(required);
        return json(`missing ${where(path)}`, deleteAt(body, path));
      },
      (r) => {
        const path = objectPaths.length > 0 ? r.pick(objectPaths) : [];
        const target = getAt(body, path);
        const many = r.next() < 0.5;
        const extra: Record<string, unknown> = {};
        const keys = many ? 50_000 : 3;
        for (let i = 0; i < keys; i++) extra[`u${i}`] = i;
        if (!many) Object.assign(extra, { isAdmin: true, userId: 1, id: 1 });
        const merged = isPlainObject(target) ? { ...target, ...extra } : extra;
        return json(`${many ? "50,000" : "a few"} unknown fields in ${where(path)}`, setAt(body, path, merged));
      },
      (r) => {
        const path = r.pick(stringPaths.length > 0 ? stringPaths : bodyPaths);
        const [size, text] = r.pick(Object.entries(HUGE));
        return json(`${size} string at ${where(path)}`, setAt(body, path, text));
      },
      (r) => {
        const path = r.pick(arrayPaths.length > 0 ? arrayPaths : bodyPaths);
        const current = getAt(body, path);
        const item = Array.isArray(current) && current.length > 0 ? current[0] : "x";
        const length = r.pick([1_001, 10_000, 100_000]);
        return json(
          `${length} items at ${where(path)}`,
          setAt(
            body,
            path,
            Array.from({ length }, () => item),
          ),
        );
      },
      (r) => {
        const path = r.pick(bodyPaths);
        const depth = r.pick([100, 1_000, 20_000]);
        const array = r.next() < 0.5;
        const nested = array
          ? `${"[".repeat(depth)}${"]".repeat(depth)}`
          : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
        // Built as text: a value this deep would not survive JSON.stringify's own recursion.
        const marker = "__NESTED__";
        const text = JSON.stringify(setAt(body, path, marker)).replace(`"${marker}"`, nested);
        return raw(`${depth}-deep ${array ? "arrays" : "objects"} at ${where(path)}`, text, "application/json");
      },
      (r) => {
        const [name, value] = r.pick(WRONG_TYPES);
        return json(`the body is ${name}`, value);
      },
    );
  }

  // Whatever the operation takes: malformed JSON, wrong content types, odd bodies.
  generators.push(
    (r) => {
      const [name, text] = r.pick(MALFORMED_JSON);
      return raw(`malformed JSON (${name})`, text, "application/json");
    },
    (r) => {
      const type = r.pick(BAD_CONTENT_TYPES);
      return raw(`content type ${type}`, JSON.stringify(body ?? { a: 1 }), type);
    },
    (r) =>
      r.next() < 0.5
        ? raw("a JSON body without a content type", JSON.stringify(body ?? {}), null)
        : raw("an empty body said to be JSON", "", "application/json"),
  );

  for (const parameter of operation.pathParams) {
    generators.push((r) => {
      const [name, value] = r.pick(BAD_PATH_VALUES);
      return withoutBody(
        `path ${parameter.name} = ${name}`,
        buildUrl(operation, { ...base.pathValues, [parameter.name]: value }, base.query),
      );
    });
  }
  for (const parameter of operation.queryParams) {
    generators.push((r) => {
      const [name, value] = r.pick(BAD_QUERY_VALUES);
      const query = base.query.filter(([k]) => k !== parameter.name);
      const choice = r.below(4);
      if (choice === 0)
        return withoutBody(`query ${parameter.name} missing`, buildUrl(operation, base.pathValues, query));
      if (choice === 1) {
        const repeated: [string, string][] = [...query, [parameter.name, "1"], [parameter.name, "2"]];
        return withoutBody(`query ${parameter.name} repeated`, buildUrl(operation, base.pathValues, repeated));
      }
      if (choice === 2) {
        const bracketed: [string, string][] = [...query, [`${parameter.name}[a]`, "1"]];
        return withoutBody(`query ${parameter.name}[a]`, buildUrl(operation, base.pathValues, bracketed));
      }
      return withoutBody(
        `query ${parameter.name} = ${name}`,
        buildUrl(operation, base.pathValues, [...query, [parameter.name, value]]),
      );
    });
  }
  generators.push((r) => {
    const extra: [string, string][] = [
      ...base.query,
      ...Array.from({ length: r.pick([3, 1_000]) }, (_, i): [string, string] => [`unknown${i}`, "%00"]),
    ];
    return withoutBody(
      `${extra.length - base.query.length} unknown query parameters`,
      buildUrl(operation, base.pathValues, extra),
    );
  });

  const requests: BadRequest[] = [];
  for (let i = 0; i < count; i++) requests.push(generators[i % generators.length]!(random));
  return requests;
}

function getAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const key of path) current = (current as Record<string | number, unknown>)[key];
  return current;
}

function deleteAt(root: unknown, path: JsonPath): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  delete target[path[path.length - 1]!];
  return copy;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** Paths of the required properties present in the sample (top level and nested objects). */
function requiredPaths(schema: JsonSchema | null, sample: unknown): JsonPath[] {
  return pathsOf(sample).filter((path) => {
    if (path.length === 0 || typeof path[path.length - 1] !== "string") return false;
    const parent = schemaAt(schema, path.slice(0, -1));
    const branch = parent?.anyOf?.[0] ?? parent?.oneOf?.[0] ?? parent;
    return branch?.required?.includes(path[path.length - 1] as string) ?? false;
  });
}
