import { createECDH, randomBytes } from "node:crypto";
import { defaultReminderSettings } from "@common/reminders";
import type { App } from "../app";
import { registerUser } from "../testing/factories";
import {
  buildUrl,
  type JsonSchema,
  nextClientAddress,
  type Operation,
  readOperations,
  sampleParameters,
  sampleValue,
} from "./api-operations";

/**
 * The authorization matrix: user A fills an account through the API with unique marker strings; then
 * anonymous callers and a second user B send every operation, with each of A's ids in every path
 * parameter. A finding is a marker of A's in an answer to someone else (a read leak), or one of A's
 * own answers that changed after an operation (a change leak). Nothing here names an endpoint but the
 * table of creations the sampler cannot guess.
 */

export type Finding = { operation: string; caller: string; url: string; problem: string };
export type MatrixResult = {
  findings: Finding[];
  attempts: number;
  /** A's ids the attempts aimed at. */
  targets: number;
  /** A's rows seen in A's answers (an id per read that lists it). */
  rows: number;
  snapshots: number;
  /** A's reads that change on their own, left out of the change check. */
  unstable: string[];
  /** Status of A's last request to each operation that filled its account. */
  filled: Record<string, number>;
};

/** A P-256 public key, as a browser's subscription carries. */
const DEVICE_KEY = createECDH("prime256v1").generateKeys().toString("base64url");

/**
 * Requests the schema sampler cannot make valid on its own: a body, or a function of the marker that
 * returns one (so A's marker is still in it).
 */
const CREATIONS: Record<string, unknown> = {
  // Clock times (HH:mm) and quiet hours the sampler cannot guess; the personal message carries the marker.
  "PUT /api/reminder-settings": (marker: string) => ({
    ...defaultReminderSettings("Europe/London"),
    enabled: true,
    personalRemindersEnabled: true,
    personalReminderTimes: ["06:30"],
    personalReminderMessage: marker,
  }),
  // A device's push subscription: an https endpoint (nothing listens on port 1, so a push to it fails at
  // once) and real key shapes; each marker its own device.
  "POST /api/push/subscriptions": (marker: string) => ({
    endpoint: `https://127.0.0.1:1/push/${marker}`,
    keys: { p256dh: DEVICE_KEY, auth: randomBytes(16).toString("base64url") },
  }),
  // A's groups are private (issue 17): a public group's card is anyone's to see, so B seeing it would be no
  // finding; B must reach nothing of a private group, its name and members included.
  "POST /api/prayer-groups": (marker: string) => ({
    name: marker,
    description: marker,
    isPublic: false,
    watchNumber: 4,
    tags: [marker.slice(0, 30)],
  }),
};

/** The body CREATIONS holds for an operation, made with this marker; undefined when it holds none. */
function creationOf(key: string, marker: string): unknown {
  const creation = CREATIONS[key];
  return typeof creation === "function" ? (creation as (marker: string) => unknown)(marker) : creation;
}

/** Operations A does not send while filling its account: they end its session or empty it. */
const NOT_FOR_FILLING = /^(DELETE |POST \/api\/(logout|register|login)$)/;

type Caller = { name: string; cookie: string | null };

export async function runAuthorizationMatrix(app: App): Promise<MatrixResult> {
  const operations = await readOperations(app);
  const marker = `zq${randomBytes(6).toString("hex")}`;
  const owner = await registerUser(app, { firstName: marker, lastName: marker, email: `${marker}@example.com` });

  const send = (operation: Operation, url: string, cookie: string | null, body: unknown) =>
    app.inject({
      method: operation.method,
      url,
      remoteAddress: nextClientAddress(),
      headers: cookie ? { cookie } : {},
      ...(operation.body && body !== undefined ? { payload: body as object } : {}),
    });

  // 1. A fills its account: every signed-in write without a path parameter, with A's marker in every
  //    free-text field, twice (two of each kind of row).
  const filled: Record<string, number> = {};
  for (let round = 0; round < 2; round++) {
    for (const operation of operations) {
      if (!operation.signedIn || operation.method === "GET" || operation.pathParams.length > 0) continue;
      if (NOT_FOR_FILLING.test(operation.key)) continue;
      const { pathValues, query } = sampleParameters(operation, marker);
      const body =
        creationOf(operation.key, `${marker}${round}`) ??
        (operation.body ? sampleValue(operation.body, `${marker}${round}`) : undefined);
      const response = await send(operation, buildUrl(operation, pathValues, query), owner.cookie, body);
      filled[operation.key] = response.statusCode;
    }
  }

  // 2. What A sees: every signed-in read without a path parameter, as flat `path → value` maps. Read
  //    twice: a value that changes on its own (a clock, an export's date) is left out of the check.
  const reads = operations.filter((o) => o.signedIn && o.method === "GET" && o.pathParams.length === 0);
  const snapshot = async () => {
    const answers = new Map<string, Map<string, string>>();
    for (const operation of reads) {
      const { pathValues, query } = sampleParameters(operation);
      const response = await send(operation, buildUrl(operation, pathValues, query), owner.cookie, undefined);
      answers.set(operation.key, flatten(response.statusCode, response.body));
    }
    return answers;
  };
  const first = await snapshot();
  let before = await snapshot();
  let snapshots = 2;
  const unstable = new Set<string>();
  for (const [key, values] of before) {
    for (const [path, value] of values) if (first.get(key)?.get(path) !== value) unstable.add(`${key} ${path}`);
  }

  // A's ids: every integer `id` in A's answers (ids of different tables may be the same number).
  const ids = new Set<number>();
  const rows = new Set<string>();
  for (const [key, values] of before) {
    for (const [path, value] of values) {
      if (!/(^|\.)id$/.test(path) || !/^\d+$/.test(value)) continue;
      ids.add(Number(value));
      rows.add(`${key} ${value}`);
    }
  }

  // 3. The attempts: anonymous and B, every operation, each of A's ids in each path parameter.
  let other = await registerUser(app);
  const callers = (): Caller[] => [
    { name: "anonymous", cookie: null },
    { name: "another user", cookie: other.cookie },
  ];
  const findings: Finding[] = [];
  let attempts = 0;
  for (const operation of operations) {
    for (const { url, id } of targetsOf(operation, [...ids])) {
      for (const caller of callers()) {
        const body =
          creationOf(operation.key, "another") ??
          (operation.body ? withId(operation.body, sampleValue(operation.body), id) : undefined);
        const response = await send(operation, url, caller.cookie, body);
        attempts++;
        if (response.body.includes(marker)) {
          findings.push({
            operation: operation.key,
            caller: caller.name,
            url,
            problem: `answer ${response.statusCode} holds A's data`,
          });
        }
        if (caller.cookie && response.statusCode < 300 && operation.method !== "GET") {
          // B signed itself out or deleted itself: a new B for what follows.
          const check = await app.inject({ method: "GET", url: "/api/user", headers: { cookie: caller.cookie } });
          if (check.statusCode !== 200) other = await registerUser(app);
        }
      }
    }
    const after = await snapshot();
    snapshots++;
    for (const [key, values] of after) {
      const previous = before.get(key) ?? new Map<string, string>();
      const changed = [...new Set([...values.keys(), ...previous.keys()])].filter(
        (path) => !unstable.has(`${key} ${path}`) && values.get(path) !== previous.get(path),
      );
      if (changed.length === 0) continue;
      const what = changed
        .slice(0, 3)
        .map((path) => `${path}: ${previous.get(path) ?? "(none)"} → ${values.get(path) ?? "(none)"}`);
      findings.push({
        operation: operation.key,
        caller: "anonymous or another user",
        url: operation.path,
        problem: `A's ${key} changed (${what.join("; ").slice(0, 300)})`,
      });
    }
    before = after;
  }
  return { findings, attempts, targets: ids.size, rows: rows.size, snapshots, unstable: [...unstable], filled };
}

const ID_FIELD = /^id$|Id$/;
const isInteger = (schema: JsonSchema) => schema.type === "integer" || schema.type === "number";

/** Does the schema hold an integer `id`/`…Id` field anywhere: at its top, in nested objects or in array items? */
function hasIdField(schema: JsonSchema | null | undefined, depth = 0): boolean {
  if (!schema || depth > 10) return false;
  if (schema.items && hasIdField(schema.items, depth + 1)) return true;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    if (hasIdField(branch, depth + 1)) return true;
  }
  return Object.entries(schema.properties ?? {}).some(
    ([name, property]) => (ID_FIELD.test(name) && isInteger(property)) || hasIdField(property, depth + 1),
  );
}

/**
 * One attempt per id of A's when the operation takes an id (an integer path parameter, or an integer
 * `id`/`…Id` body field anywhere in the body — the strategy a prayer belongs to, or each note of a drag
 * sent as an array); one attempt otherwise.
 */
function targetsOf(operation: Operation, ids: number[]): { url: string; id: number | null }[] {
  const { pathValues, query } = sampleParameters(operation);
  const idParams = operation.pathParams.filter((p) => isInteger(p.schema));
  if (idParams.length === 0 && !hasIdField(operation.body))
    return [{ url: buildUrl(operation, pathValues, query), id: null }];
  return ids.map((id) => {
    const values = { ...pathValues };
    for (const p of idParams) values[p.name] = String(id);
    return { url: buildUrl(operation, values, query), id };
  });
}

/** A sample body whose integer `id` and `…Id` fields, at any depth and in every array item, point at one of A's rows. */
function withId(schema: JsonSchema, value: unknown, id: number | null, depth = 0): unknown {
  if (id === null || !value || typeof value !== "object" || depth > 10) return value;
  if (Array.isArray(value)) return value.map((item) => withId(schema.items ?? {}, item, id, depth + 1));
  const result = { ...(value as Record<string, unknown>) };
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (ID_FIELD.test(name) && isInteger(property)) result[name] = id;
    else if (name in result) result[name] = withId(property, result[name], id, depth + 1);
  }
  return result;
}

/** An answer as `path → value` (status under "status"): what changed can be named, and clocks left out. */
function flatten(status: number, body: string): Map<string, string> {
  const values = new Map<string, string>([["status", String(status)]]);
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${path}.${i}`);
    } else if (value && typeof value === "object")
      for (const [k, item] of Object.entries(value)) walk(item, path ? `${path}.${k}` : k);
    else values.set(path, String(value));
  };
  walk(safeParse(body) ?? body, "");
  return values;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
