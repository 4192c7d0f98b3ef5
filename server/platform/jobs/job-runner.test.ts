import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { jobs } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { defineJob, type JobDefinition, JobRunner } from "./index";

/** A clock the test moves by hand. */
function testClock(start: string) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set: (at: string) => {
      now = new Date(at).getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

let database: TestDatabase;
/** A second instance on the same database: its own pool on PostgreSQL; PGlite has one connection. */
let otherInstance: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  otherInstance = database.url ? await openDatabase({ kind: "postgres", url: database.url, poolMax: 5 }) : database;
});
afterAll(async () => {
  if (otherInstance !== database) await otherInstance.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

const rowsOf = (name: string) => database.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id);

/** A job type whose runs are recorded: payload id → how many times it ran, and at which job runAt. */
function recordedJob(name: string, options: Partial<JobDefinition<{ id: number }>> = {}) {
  const runs: { id: number; runAt: Date; attempt: number }[] = [];
  const definition = defineJob({
    name,
    payload: z.object({ id: z.number().int() }),
    handle: async (payload, { job }) => {
      runs.push({ id: payload.id, runAt: job.runAt, attempt: job.attempt });
    },
    ...options,
  });
  return { definition, runs };
}

describe("delayed jobs", () => {
  it("run once at their time and not before", async () => {
    const clock = testClock("2026-05-01T10:00:00Z");
    const runner = new JobRunner({ database, clock });
    const { definition, runs } = recordedJob("test.delayed");
    runner.register(definition);
    await runner.enqueue(definition, { id: 1 }, { delayMs: 60_000 });

    clock.set("2026-05-01T10:00:59.999Z");
    expect(await runner.tick()).toMatchObject({ done: 0 });
    expect(runs).toEqual([]);

    clock.set("2026-05-01T10:01:00Z");
    expect(await runner.tick()).toMatchObject({ done: 1 });
    clock.advance(60 * 60_000);
    await runner.tick();
    expect(runs.map((run) => run.id)).toEqual([1]);
    const [row] = await rowsOf("test.delayed");
    expect(row).toMatchObject({ status: "done", attempts: 1 });
  });

  it("refuses a payload that is not ids and checks it again when claimed", async () => {
    const clock = testClock("2026-05-01T10:00:00Z");
    const runner = new JobRunner({ database, clock });
    const { definition, runs } = recordedJob("test.checked");
    runner.register(definition);
    await expect(runner.enqueue(definition, { id: 1.5 })).rejects.toThrow();
    const big = defineJob({ name: "test.big", payload: z.object({ text: z.string() }), handle: async () => {} });
    await expect(runner.enqueue(big, { text: "x".repeat(3_000) })).rejects.toThrow(/ids, not data/);

    // A row written by an older version with another shape fails at once, without running.
    await database.db.insert(jobs).values({
      name: "test.checked",
      payload: { userId: 1 },
      runAt: clock.now(),
      maxAttempts: 5,
      createdAt: clock.now(),
    });
    expect(await runner.tick()).toMatchObject({ failed: 1 });
    expect(runs).toEqual([]);
    const [row] = await rowsOf("test.checked");
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.lastError).toMatch(/payload does not match/);
  });
});

describe("several runners on one database", () => {
  it("never run a job twice when racing on 200 due jobs", async () => {
    const clock = testClock("2026-05-01T10:00:00Z");
    const { definition, runs } = recordedJob("test.race");
    // Two instances (two pools on PostgreSQL) and, on either database, two runners in one process.
    const runners = [database, database, otherInstance, otherInstance].map((handle) =>
      new JobRunner({ database: handle, clock, concurrency: 7 }).register(definition),
    );
    for (let id = 1; id <= 200; id++) await runners[0]!.enqueue(definition, { id });

    const summaries = await Promise.all(runners.map((runner) => runner.runDue()));

    expect(summaries.reduce((sum, summary) => sum + summary.done, 0)).toBe(200);
    expect(runs).toHaveLength(200);
    expect(new Set(runs.map((run) => run.id)).size).toBe(200);
    const rows = await rowsOf("test.race");
    expect(rows.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
  });
});

describe("the poll loop", () => {
  it.runIf(process.env.TEST_DB_DRIVER === "postgres")(
    "an instance is woken by NOTIFY when another queues a job for now",
    async () => {
      const { definition, runs } = recordedJob("test.wake");
      const polling = new JobRunner({ database: otherInstance, pollIntervalMs: 600_000 }).register(definition);
      const queuing = new JobRunner({ database, pollIntervalMs: 600_000 }).register(definition);
      await polling.start();
      try {
        await polling.whenIdle();
        // The next poll is ten minutes away: only the notification can run it.
        await queuing.enqueue(definition, { id: 1 });
        await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(1);
      } finally {
        await polling.stop();
      }
    },
  );
});

describe("failures", () => {
  it("a slow job holds one slot: the jobs due after it run meanwhile", async () => {
    const clock = testClock("2026-05-01T10:00:00Z");
    const runner = new JobRunner({ database, clock, concurrency: 3 });
    let release = () => {};
    let started = () => {};
    const slowStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow = defineJob({
      name: "test.slow",
      payload: z.object({ id: z.number().int() }),
      handle: () => {
        started();
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    runner.register(slow);
    const { definition: fast, runs } = recordedJob("test.fast");
    runner.register(fast);
    await runner.enqueue(slow, { id: 0 });
    clock.advance(1);
    for (let id = 1; id <= 12; id++) await runner.enqueue(fast, { id });

    const running = runner.runDue();
    await slowStarted;
    // Twelve fast jobs, three slots, one of them held by the slow job: all twelve run before it ends.
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(12);
    release();
    expect(await running).toEqual({ done: 13, retried: 0, failed: 0, missed: 0 });
  });

  it("are retried with exponential backoff, then marked failed", async () => {
    const clock = testClock("2026-05-01T10:00:00Z");
    const runner = new JobRunner({ database, clock });
    const attempts: number[] = [];
    const flaky = defineJob({
      name: "test.flaky",
      payload: z.object({ id: z.number() }),
      maxAttempts: 3,
      retryDelayMs: 1_000,
      handle: async (_payload, { job }) => {
        attempts.push(job.attempt);
        throw new Error(`try ${job.attempt} failed`);
      },
    });
    runner.register(flaky);
    await runner.enqueue(flaky, { id: 1 });

    expect(await runner.tick()).toMatchObject({ retried: 1 });
    clock.advance(999);
    await runner.tick();
    expect(attempts).toEqual([1]);
    clock.advance(1);
    expect(await runner.tick()).toMatchObject({ retried: 1 });
    expect(attempts).toEqual([1, 2]);
    // The second wait is twice the first.
    clock.advance(1_999);
    await runner.tick();
    expect(attempts).toEqual([1, 2]);
    clock.advance(1);
    expect(await runner.tick()).toMatchObject({ failed: 1 });
    clock.advance(60 * 60_000);
    await runner.tick();
    expect(attempts).toEqual([1, 2, 3]);
    const [row] = await rowsOf("test.flaky");
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "try 3 failed" });
  });

  it("remember a failed try without the values it was about (a query's parameters)", async () => {
    const clock = testClock("2026-05-01T10:00:00Z");
    const runner = new JobRunner({ database, clock });
    const failing = defineJob({
      name: "test.failing-query",
      payload: z.object({ id: z.number() }),
      maxAttempts: 1,
      handle: async (_payload, { db }) => {
        await db.execute(sql`select ${"ruth@example.com secret"}::int`);
      },
    });
    runner.register(failing);
    await runner.enqueue(failing, { id: 1 });
    expect(await runner.tick()).toMatchObject({ failed: 1 });
    const [row] = await rowsOf("test.failing-query");
    expect(row!.lastError).toBeTruthy();
    expect(row!.lastError).not.toContain("ruth@example.com");
    expect(row!.lastError).not.toContain("secret");
  });

  it("a job whose instance crashed mid-run is retried once its lease runs out", async () => {
    const clock = testClock("2026-05-01T10:00:00Z");
    let release = () => {};
    const ranBy: string[] = [];
    const slow = defineJob({
      name: "test.crash",
      payload: z.object({ id: z.number() }),
      leaseMs: 60_000,
      handle: async (_payload, { job }) => {
        ranBy.push(`attempt ${job.attempt}`);
        // The first try hangs, as if its process had died.
        if (job.attempt === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    const crashed = new JobRunner({ database, clock, workerId: "crashed" }).register(slow);
    const survivor = new JobRunner({ database: otherInstance, clock, workerId: "survivor" }).register(slow);
    await crashed.enqueue(slow, { id: 1 });

    const stuck = crashed.runDue();
    await expect.poll(() => ranBy.length).toBe(1);
    expect(await survivor.tick()).toMatchObject({ done: 0 });
    clock.advance(59_999);
    expect(await survivor.tick()).toMatchObject({ done: 0 });
    clock.advance(1);
    expect(await survivor.tick()).toMatchObject({ done: 1 });
    expect(ranBy).toEqual(["attempt 1", "attempt 2"]);

    // The first instance coming back to life cannot overwrite what the second recorded.
    release();
    expect(await stuck).toMatchObject({ done: 0 });
    const [row] = await rowsOf("test.crash");
    expect(row).toMatchObject({ status: "done", attempts: 2 });
  });
});

describe("restarts", () => {
  it("a job that fell due while the server was down runs when it is back", async () => {
    const clock = testClock("2026-05-01T10:00:00Z");
    const { definition, runs } = recordedJob("test.restart", { toleranceMs: 2 * 60 * 60_000 });
    const before = new JobRunner({ database, clock }).register(definition);
    await before.enqueue(definition, { id: 1 }, { runAt: new Date("2026-05-01T11:00:00Z") });
    await before.stop();

    clock.set("2026-05-01T12:30:00Z");
    const after = new JobRunner({ database: otherInstance, clock }).register(definition);
    expect(await after.tick()).toMatchObject({ done: 1 });
    expect(runs.map((run) => run.runAt.toISOString())).toEqual(["2026-05-01T11:00:00.000Z"]);
  });

  it("is marked missed when it is later than its tolerance (a reminder two hours late)", async () => {
    const clock = testClock("2026-05-01T10:00:00Z");
    const { definition, runs } = recordedJob("test.reminder", { toleranceMs: 15 * 60_000 });
    const before = new JobRunner({ database, clock }).register(definition);
    await before.enqueue(definition, { id: 1 }, { runAt: new Date("2026-05-01T11:00:00Z") });
    await before.enqueue(definition, { id: 2 }, { runAt: new Date("2026-05-01T12:50:00Z") });

    clock.set("2026-05-01T13:00:00Z");
    const after = new JobRunner({ database: otherInstance, clock }).register(definition);
    expect(await after.tick()).toMatchObject({ done: 1, missed: 1 });
    expect(runs.map((run) => run.id)).toEqual([2]);
    const rows = await rowsOf("test.reminder");
    expect(rows.map((row) => row.status)).toEqual(["missed", "done"]);
  });

  it("a recurring occurrence planned before the outage runs after it", async () => {
    const clock = testClock("2026-05-01T02:00:00Z");
    const { definition, runs } = recordedJob("test.nightly");
    const before = new JobRunner({ database, clock }).schedule(
      definition,
      { every: "day", at: "03:00", timeZone: "UTC" },
      { payload: { id: 0 }, toleranceMs: 6 * 60 * 60_000 },
    );
    await before.tick();

    clock.set("2026-05-01T05:00:00Z");
    const after = new JobRunner({ database: otherInstance, clock }).schedule(
      definition,
      { every: "day", at: "03:00", timeZone: "UTC" },
      { payload: { id: 0 }, toleranceMs: 6 * 60 * 60_000 },
    );
    await after.tick();
    expect(runs.map((run) => run.runAt.toISOString())).toEqual(["2026-05-01T03:00:00.000Z"]);
    const rows = await rowsOf("test.nightly");
    expect(rows.map((row) => [row.status, row.runAt.toISOString()])).toEqual([
      ["done", "2026-05-01T03:00:00.000Z"],
      ["queued", "2026-05-02T03:00:00.000Z"],
    ]);
  });
});

describe("recurring schedules across daylight saving (America/New_York)", () => {
  const newYork = { every: "day", at: "03:00", timeZone: "America/New_York" } as const;

  it("a watch at 03:00 on the spring-forward day (2026-03-08) fires at 07:00Z", async () => {
    const clock = testClock("2026-03-07T12:00:00Z");
    const { definition, runs } = recordedJob("test.watch");
    const runner = new JobRunner({ database, clock }).schedule(definition, newYork, { payload: { id: 7 } });
    await runner.tick();
    clock.set("2026-03-08T06:59:59.999Z");
    await runner.tick();
    expect(runs).toEqual([]);
    clock.set("2026-03-08T07:00:00Z");
    await runner.tick();
    expect(runs.map((run) => run.runAt.toISOString())).toEqual(["2026-03-08T07:00:00.000Z"]);
    // The day before was still standard time: 03:00 EST is 08:00Z.
    const [, next] = await rowsOf("test.watch");
    expect(next?.runAt.toISOString()).toBe("2026-03-09T07:00:00.000Z");
  });

  it("a time that does not exist (02:30 on spring-forward day) runs once, as 03:30 EDT (compatible)", async () => {
    const clock = testClock("2026-03-07T12:00:00Z");
    const { definition, runs } = recordedJob("test.gap");
    const runner = new JobRunner({ database, clock }).schedule(
      definition,
      { every: "day", at: "02:30", timeZone: "America/New_York" },
      { payload: { id: 1 } },
    );
    for (let step = 0; step < 24 * 4; step++, clock.advance(15 * 60_000)) await runner.tick();
    expect(runs.map((run) => run.runAt.toISOString())).toEqual(["2026-03-08T07:30:00.000Z"]);
  });

  it("on the fall-back day 01:30 happens twice but runs once, even with two instances ticking", async () => {
    const clock = testClock("2026-10-31T12:00:00Z");
    const { definition, runs } = recordedJob("test.fall-back");
    const rule = { every: "day", at: "01:30", timeZone: "America/New_York" } as const;
    const runners = [database, otherInstance].map((handle) =>
      new JobRunner({ database: handle, clock }).schedule(definition, rule, { payload: { id: 1 } }),
    );
    for (; clock.now() < new Date("2026-11-02T00:00:00Z"); clock.advance(10 * 60_000)) {
      for (const runner of runners) await runner.tick();
    }
    // 01:30 EDT (05:30Z); 01:30 EST (06:30Z) is the same wall-clock time and does not run again.
    expect(runs.map((run) => run.runAt.toISOString())).toEqual(["2026-11-01T05:30:00.000Z"]);
  });
});

describe("keys", () => {
  it("a job is queued once per (name, key)", async () => {
    const clock = testClock("2026-05-01T10:00:00Z");
    const { definition, runs } = recordedJob("test.singleton");
    const runner = new JobRunner({ database, clock }).register(definition);
    expect(await runner.enqueue(definition, { id: 1 }, { key: "user:1" })).toMatchObject({ created: true });
    expect(await runner.enqueue(definition, { id: 2 }, { key: "user:1" })).toEqual({ created: false, id: null });
    expect(await runner.enqueue(definition, { id: 3 }, { key: "user:3" })).toMatchObject({ created: true });
    await runner.tick();
    expect(await runner.enqueue(definition, { id: 4 }, { key: "user:1" })).toMatchObject({ created: false });
    await runner.tick();
    expect(runs.map((run) => run.id).sort()).toEqual([1, 3]);
  });

  it("finished rows and their keys are deleted after the retention", async () => {
    const clock = testClock("2026-05-01T10:00:00Z");
    const { definition } = recordedJob("test.retention");
    const runner = new JobRunner({ database, clock, retentionMs: 60_000 }).register(definition);
    await runner.enqueue(definition, { id: 1 }, { key: "k" });
    await runner.enqueue(definition, { id: 2 }, { key: "later", delayMs: 10 * 60_000 });
    await runner.runDue();
    clock.advance(60_001);
    await runner.purge(true);
    expect((await rowsOf("test.retention")).map((row) => row.key)).toEqual(["later"]);
    expect(await runner.enqueue(definition, { id: 3 }, { key: "k" })).toMatchObject({ created: true });
  });
});
