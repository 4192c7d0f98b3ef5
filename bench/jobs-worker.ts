import { sql } from "drizzle-orm";
import { z } from "zod";
import { openDatabase } from "../server/db/client";
import { defineJob, JobRunner } from "../server/platform/jobs";

/**
 * One instance of the jobs bench (bench/jobs.ts): the app's job runner, polling as the server does, on the
 * bench's PostgreSQL database. Each run records itself, so the bench can check that every job ran once.
 */
const [url, workerId = "worker"] = process.argv.slice(2);
if (!url) throw new Error("usage: tsx bench/jobs-worker.ts <database url> <worker id>");

const database = await openDatabase({ kind: "postgres", url, poolMax: 10 });
const benchJob = defineJob({
  name: "bench.record-run",
  payload: z.object({ n: z.number().int() }),
  handle: async (_payload, { db, job }) => {
    await db.execute(
      sql`insert into bench_job_runs (job_id, worker, ran_at) values (${job.id}, ${workerId}, clock_timestamp())`,
    );
  },
});
const runner = new JobRunner({
  database,
  workerId,
  concurrency: Number(process.env.JOBS_CONCURRENCY ?? 20),
  pollIntervalMs: Number(process.env.JOBS_POLL_INTERVAL_MS ?? 1_000),
});
runner.register(benchJob);
await runner.start();
console.log("ready");

process.once("SIGTERM", async () => {
  await runner.stop();
  await database.close();
  process.exit(0);
});
