import type { App } from "../app";
import { registerUser } from "../testing/factories";
import { nextClientAddress, type Operation } from "./api-operations";
import { type BadRequest, badRequestsFor, validRequestFor } from "./bad-inputs";

/**
 * Sends one operation its generated bad inputs, each signed out and signed in, and names every answer
 * that breaks a rule: a 5xx, an answer over its size cap, a request over the time cap (a bound against
 * freezes, far above any normal answer; not a performance target), a 4xx without the error shape.
 */
export type FuzzLimits = {
  inputs: number;
  seed: number;
  timeCapMs: number;
  /** An error answer says what was wrong in a few issues: a few KB, whatever was sent. */
  errorAnswerCap: number;
  answerCap: number;
};

export type Failure = { caller: string; input: string; status: number; problem: string };
export type FuzzResult = { failures: Failure[]; requests: number; byStatus: Record<string, number> };

export async function fuzzOperation(app: App, operation: Operation, limits: FuzzLimits): Promise<FuzzResult> {
  const result: FuzzResult = { failures: [], requests: 0, byStatus: {} };
  const send = async (request: BadRequest, cookie: string | null) => {
    const started = performance.now();
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: nextClientAddress(),
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    return { response, elapsed: performance.now() - started };
  };

  let account = await registerUser(app);
  // An input that signed the account out (or deleted it) leaves the rest to a new account.
  const stillSignedIn = async () => {
    const check = await app.inject({ method: "GET", url: "/api/user", headers: { cookie: account.cookie } });
    if (check.statusCode !== 200) account = await registerUser(app);
  };

  // One valid request first, untimed: loads what an operation loads lazily (voices, indexes).
  await send(validRequestFor(operation), account.cookie);
  await stillSignedIn();

  for (const input of badRequestsFor(operation, limits.inputs, limits.seed)) {
    for (const caller of ["signed out", "signed in"] as const) {
      const { response, elapsed } = await send(input, caller === "signed in" ? account.cookie : null);
      result.requests++;
      const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
      result.byStatus[statusClass] = (result.byStatus[statusClass] ?? 0) + 1;
      const size = response.rawPayload.length;
      const fail = (problem: string) =>
        result.failures.push({ caller, input: input.label, status: response.statusCode, problem });
      if (response.statusCode >= 500) fail(`answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      if (response.statusCode >= 400 && size > limits.errorAnswerCap) fail(`error answer of ${size} bytes`);
      if (response.statusCode < 400 && size > limits.answerCap) fail(`answer of ${size} bytes`);
      if (elapsed > limits.timeCapMs) fail(`took ${Math.round(elapsed)} ms`);
      if (response.statusCode >= 400 && response.statusCode < 500 && !hasErrorShape(response.body)) {
        fail(`not the error shape: ${response.body.slice(0, 200)}`);
      }
      if (caller === "signed in" && response.statusCode < 300 && operation.method !== "GET") await stillSignedIn();
    }
  }
  return result;
}

function hasErrorShape(body: string) {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" && parsed.message.length > 0;
  } catch {
    return false;
  }
}

export function formatFailures(failures: Failure[]) {
  return failures
    .slice(0, 25)
    .map((f) => `  [${f.caller}] ${f.input} → ${f.status}: ${f.problem}`)
    .join("\n");
}
