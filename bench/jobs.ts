import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";

/**
 * The jobs row of issue 15's bench: 10,000 jobs due at the same moment, run by two instances
 * (bench/jobs-worker.ts, each the app's runner with its default concurrency and poll interval) on one
 * fresh PostgreSQL database. Target: all run within 30 s of falling due, each exactly once.
 * Run alone: `npx tsx bench/jobs.ts` (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 * It prints the result; it does not rewrite docs/PERFORMANCE.md.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const INSTANCES = 2;
const TARGET_SECONDS = 30;
const GIVE_UP_SECONDS = 120;
const adminUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function startWorker(url: string, id: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "bench/jobs-worker.ts"), url, id], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolveReady, reject) => {
    child.once("exit", (code) => reject(new Error(`${id} exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolveReady(child);
    });
  });
}

async function main() {
  const name = `pj_bench_jobs_${randomBytes(6).toString("hex")}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolMax: 2 });
  const workers: ChildProcess[] = [];
  try {
    await runMigrations(database);
    await database.execute(
      "CREATE TABLE bench_job_runs (job_id bigint NOT NULL, worker text NOT NULL, ran_at timestamptz NOT NULL)",
    );
    for (let i = 0; i < INSTANCES; i++) workers.push(await startWorker(url.toString(), `instance-${i + 1}`));

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ due: Date }>(
        `INSERT INTO jobs (name, payload, run_at, max_attempts, created_at)
         SELECT 'bench.record-run', jsonb_build_object('n', n), date_trunc('second', now()) + interval '3 seconds', 5, now()
         FROM generate_series(1, $1::int) AS n
         RETURNING run_at AS due`,
        [JOBS],
      );
      const due = rows[0]!.due;
      console.log(`bench: ${JOBS} jobs due at ${due.toISOString()}, ${INSTANCES} instances …`);
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
        last_ms: number;
        p50_ms: number;
        p99_ms: number;
        done: number;
        per_worker: Record<string, number>;
      }>(
        `WITH lag AS (SELECT job_id, worker, extract(epoch FROM ran_at - $1::timestamptz) * 1000 AS ms FROM bench_job_runs)
         SELECT count(*)::int AS runs, count(DISTINCT job_id)::int AS distinct_jobs,
                max(ms)::float AS last_ms,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::float AS p50_ms,
                percentile_cont(0.99) WITHIN GROUP (ORDER BY ms)::float AS p99_ms,
                (SELECT count(*)::int FROM jobs WHERE status = 'done') AS done,
                (SELECT jsonb_object_agg(worker, n) FROM (SELECT worker, count(*) AS n FROM bench_job_runs GROUP BY worker) w) AS per_worker
         FROM lag`,
        [due],
      );
      const s = summary[0]!;
      const exactlyOnce = s.runs === JOBS && s.distinct_jobs === JOBS && s.done === JOBS;
      const allWithin = s.last_ms / 1000 <= TARGET_SECONDS;
      console.log(
        [
          "| Scenario | Instances | Jobs | Runs (distinct) | Done | Last finished after due (s) | Lag p50 / p99 (s) | Per instance | Target | Result |",
          "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |",
          `| jobs: ${JOBS.toLocaleString("en")} due at once | ${INSTANCES} (PostgreSQL) | ${JOBS} | ${s.runs} (${s.distinct_jobs}) | ${s.done} | ${(s.last_ms / 1000).toFixed(1)} | ${(s.p50_ms / 1000).toFixed(1)} / ${(s.p99_ms / 1000).toFixed(1)} | ${Object.entries(
            s.per_worker ?? {},
          )
            .map(([w, n]) => `${w}: ${n}`)
            .join(
              ", ",
            )} | all within ${TARGET_SECONDS} s, each once | ${exactlyOnce && allWithin ? "MET" : "MISSED"} |`,
        ].join("\n"),
      );
    } finally {
      await client.end();
    }
  } finally {
    for (const worker of workers) {
      worker.removeAllListeners("exit");
      const exited = new Promise((r) => worker.once("exit", r));
      worker.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (worker.exitCode === null) worker.kill("SIGKILL");
    }
    await database.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error("bench jobs failed:", error);
  process.exit(1);
});
