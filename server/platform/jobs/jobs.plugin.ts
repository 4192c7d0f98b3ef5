import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Clock, JobRunner } from "./job-runner";

declare module "fastify" {
  interface FastifyInstance {
    /** Durable background jobs: features register their job types and schedules while the app is built. */
    jobs: JobRunner;
  }
}

export type JobsPluginOptions = {
  pollIntervalMs: number;
  concurrency: number;
  /** Whether this process runs the poll loop (off in tests, which call `app.jobs.tick()` themselves). */
  run: boolean;
  clock?: Clock;
};

/** The job runner on the app's database, polling from when the app is ready until it closes. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const runner = new JobRunner({
      database: app.database,
      clock: options.clock,
      pollIntervalMs: options.pollIntervalMs,
      concurrency: options.concurrency,
      logger: app.log,
      // Read when a job runs: the events plugin may be registered after this one.
      serviceContext: (db) => ({ db, user: null, events: app.events }),
    });
    app.decorate("jobs", runner);
    if (options.run) app.addHook("onReady", async () => runner.start());
    app.addHook("onClose", async () => runner.stop());
  },
  { name: "jobs", dependencies: ["database"] },
);
