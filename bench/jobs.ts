import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import {
  type Child,
  type Harness,
  isEntryPoint,
  ROOT,
  runAlone,
  startChild,
  stopChild,
  withBenchDatabase,
} from "./instances";
import type { JobsBenchResult } from "./report";

/**
 * The jobs row of issue 15's bench: 10,000 jobs due at the same moment, run by two instances
 * (bench/jobs-worker.ts, each the app's runner with its default concurrency and poll interval) on one
 * fresh PostgreSQL database. Target: all run within 30 s of falling due, each exactly once
 * (checked in bench/report.ts). `npm run bench` runs it after the load scenarios; alone:
 * `npx tsx bench/jobs.ts` (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * BENCH_JOBS for fewer jobs). Alone it prints the result and writes nothing.
 */

export type JobsBenchOptions = { jobs?: number; instances?: number };

const GIVE_UP_SECONDS = 120;
/** The jobs fall due this far after they are inserted, so both instances are idle and waiting. */
const DUE_IN_SECONDS = 3;

function startWorker(harness: Harness, url: string, id: string): Promise<Child> {
  const child = startChild(harness, ["--import", "tsx", join(ROOT, "bench/jobs-worker.ts"), url, id], {
    PATH: process.env.PATH,
    NODE_ENV: "production",
  });
  return new Promise((resolveReady, reject) => {
    child.exited.then(() => reject(new Error(`${id} exited before it was ready:\n${child.tail()}`)));
    child.process.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolveReady(child);
    });
  });
}

export async function runJobsBench(harness: Harness, options: JobsBenchOptions = {}): Promise<JobsBenchResult> {
  const count = options.jobs ?? 10_000;
  const instances = options.instances ?? 2;
  return withBenchDatabase(harness, "pj_bench_jobs", async (url) => {
    const database = await openDatabase({ kind: "postgres", url, poolMax: 2 });
    const workers: Child[] = [];
    try {
      await runMigrations(database);
      await database.execute(
        "CREATE TABLE bench_job_runs (job_id bigint NOT NULL, worker text NOT NULL, ran_at timestamptz NOT NULL)",
      );
      for (let i = 0; i < instances; i++) workers.push(await startWorker(harness, url, `instance-${i + 1}`));

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ due: Date }>(
          `INSERT INTO jobs (name, payload, run_at, max_attempts, created_at)
           SELECT 'bench.record-run', jsonb_build_object('n', n), date_trunc('second', now()) + $2::int * interval '1 second', 5, now()
           FROM generate_series(1, $1::int) AS n
           RETURNING run_at AS due`,
          [count, DUE_IN_SECONDS],
        );
        const due = rows[0]!.due;
        harness.log?.(`bench: jobs: ${count} due at ${due.toISOString()}, ${instances} instances …`);
        const deadline = Date.now() + GIVE_UP_SECONDS * 1000;
        for (;;) {
          const { rows: left } = await client.query<{ left: number }>(
            "SELECT count(*)::int AS left FROM jobs WHERE status <> 'done'",
          );
          if (left[0]!.left === 0 || Date.now() > deadline) break;
          await new Promise((r) => setTimeout(r, 250));
        }
        const { rows: summary } = await client.query<{
          runs: number;
          distinct_jobs: number;
          last_ms: number | null;
          p50_ms: number | null;
          p99_ms: number | null;
          done: number;
          per_worker: Record<string, number> | null;
        }>(
          `WITH lag AS (SELECT job_id, worker, extract(epoch FROM ran_at - $1::timestamptz) * 1000 AS ms FROM bench_job_runs)
           SELECT count(*)::int AS runs, count(DISTINCT job_id)::int AS distinct_jobs,
                  max(ms)::float AS last_ms,
                  percentile_disc(0.5) WITHIN GROUP (ORDER BY ms)::float AS p50_ms,
                  percentile_disc(0.99) WITHIN GROUP (ORDER BY ms)::float AS p99_ms,
                  (SELECT count(*)::int FROM jobs WHERE status = 'done') AS done,
                  (SELECT jsonb_object_agg(worker, n) FROM (SELECT worker, count(*)::int AS n FROM bench_job_runs GROUP BY worker) w) AS per_worker
           FROM lag`,
          [due],
        );
        const s = summary[0]!;
        // Never run: as late as the bench waited.
        const never = GIVE_UP_SECONDS * 1000;
        return {
          instances,
          jobs: count,
          runs: s.runs,
          distinctJobs: s.distinct_jobs,
          done: s.done,
          lastSeconds: (s.distinct_jobs < count ? never : (s.last_ms ?? never)) / 1000,
          p50Seconds: (s.p50_ms ?? never) / 1000,
          p99Seconds: (s.p99_ms ?? never) / 1000,
          perInstance: Object.fromEntries(Object.entries(s.per_worker ?? {}).sort(([a], [b]) => a.localeCompare(b))),
        };
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(workers.map((worker) => stopChild(worker)));
      await database.close();
    }
  });
}

if (isEntryPoint(import.meta.url)) {
  runAlone("jobs", (harness) => runJobsBench(harness, { jobs: Number(process.env.BENCH_JOBS ?? 10_000) }));
}
