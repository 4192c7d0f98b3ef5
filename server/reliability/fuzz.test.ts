import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { App } from "../app";
import { buildTestApp } from "../testing/test-app";
import { type Operation, readOperations } from "./api-operations";
import { recordFigures } from "./figures";
import { type FuzzLimits, formatFailures, fuzzOperation } from "./fuzz";

/**
 * Fuzz: every operation in /api/openapi.json gets INPUTS_PER_OPERATION generated bad inputs, each
 * sent signed out and signed in. None may answer 5xx, answer more than its size cap, or take longer
 * than the time cap. A new endpoint is covered without anyone adding it here.
 *
 * Reproduce a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run --project reliability fuzz
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const LIMITS: FuzzLimits = {
  inputs: 100,
  seed: SEED,
  // A robustness bound (the freezes found took 2–6 s), not a performance target.
  timeCapMs: 2_000,
  errorAnswerCap: 16 * 1024,
  // A successful answer to a fresh account's request.
  answerCap: 256 * 1024,
};
/** Operations whose legitimate answers are bigger (audio). */
const ANSWER_CAP_BY_OPERATION: Record<string, number> = {
  "POST /api/text-to-speech": 16 * 1024 * 1024,
};
/** Throttles stay on, but high enough that the fuzz reaches the code behind them. */
const FUZZ_ENV = {
  AUTH_RATE_LIMIT_IP_MAX: "100000",
  AUTH_RATE_LIMIT_USERNAME_MAX: "100000",
  AI_RATE_LIMIT_PER_MINUTE: "100000",
  TTS_RATE_LIMIT_PER_MINUTE: "100000",
  TTS_CACHE_DIR: "",
  // Mail on, so the operations that send mail run their own code; jobs never run in tests, so nothing is sent.
  SMTP_URL: "smtp://127.0.0.1:9",
};

const testApp = await buildTestApp(FUZZ_ENV);
const operations = await readOperations(testApp.app);
const figures = { seed: SEED, operations: operations.length, requests: 0, byStatus: {} as Record<string, number> };

const closers: (() => Promise<void>)[] = [testApp.close];
afterAll(async () => {
  recordFigures("fuzz", figures);
  for (const close of closers) await close();
});

describe(`fuzz: ${LIMITS.inputs} bad inputs per operation, signed out and signed in (seed ${SEED})`, () => {
  it("finds the API's operations in /api/openapi.json", () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((o) => [o.key, o] as [string, Operation]))(
    "%s",
    { timeout: 120_000 },
    async (_key, operation) => {
      const answerCap = ANSWER_CAP_BY_OPERATION[operation.key] ?? LIMITS.answerCap;
      const result = await fuzzOperation(testApp.app, operation, { ...LIMITS, answerCap });
      figures.requests += result.requests;
      for (const [status, count] of Object.entries(result.byStatus)) {
        figures.byStatus[status] = (figures.byStatus[status] ?? 0) + count;
      }
      expect(
        result.failures,
        `seed ${SEED}; ${result.failures.length} failures:\n${formatFailures(result.failures)}`,
      ).toEqual([]);
    },
  );

  it("reports an endpoint that fails on odd text (500) or echoes what it was sent", async () => {
    // A careless new endpoint: code that throws on text it did not expect, and an error answer that
    // repeats the list it was sent.
    const fragile = (app: App) => {
      const body = z.object({ name: z.string().max(100), tags: z.array(z.string().max(20)).optional() });
      app.post("/api/fragile", { schema: { body } }, async (request, reply) => {
        const input = body.parse(request.body);
        if (/[^\x20-\x7e]/.test(input.name)) throw new Error("unexpected character");
        if ((input.tags?.length ?? 0) > 10)
          return reply.code(400).send({ message: "Too many tags", details: input.tags });
        return { ok: true };
      });
    };
    const fragileApp = await buildTestApp(FUZZ_ENV, { extend: fragile });
    closers.push(fragileApp.close);
    const operation = (await readOperations(fragileApp.app)).find((o) => o.key === "POST /api/fragile");
    expect(operation).toBeDefined();
    const { failures } = await fuzzOperation(fragileApp.app, operation!, LIMITS);
    expect(failures.some((f) => f.status === 500 && /in (name|every string)/.test(f.input))).toBe(true);
    expect(failures.some((f) => /items at tags/.test(f.input) && /error answer of \d+ bytes/.test(f.problem))).toBe(
      true,
    );
  });
});
