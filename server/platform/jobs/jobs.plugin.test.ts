import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp } from "../../testing/test-app";
import { defineJob, type JobContext } from "./index";

function spyJob(name: string) {
  const seen: JobContext[] = [];
  const definition = defineJob({
    name,
    payload: z.object({ id: z.number() }),
    handle: async (_payload, context) => {
      seen.push(context);
    },
  });
  return { definition, seen };
}

describe("app.jobs", () => {
  it("in tests does not poll: jobs run when the test ticks, with a service context on the app's event bus", async () => {
    const { definition, seen } = spyJob("test.app-tick");
    const testApp = await buildTestApp({}, { extend: (app) => app.jobs.register(definition) });
    try {
      await testApp.app.jobs.enqueue(definition, { id: 1 });
      expect(seen).toHaveLength(0);
      expect(await testApp.app.jobs.tick()).toMatchObject({ done: 1 });
      expect(seen[0]?.ctx.events).toBe(testApp.app.events);
      expect(seen[0]?.ctx.user).toBeNull();
    } finally {
      await testApp.close();
    }
  });

  it("with JOBS_RUN=true polls from ready, and runs a job queued for now without waiting for the next poll", async () => {
    const { definition, seen } = spyJob("test.app-poll");
    const testApp = await buildTestApp(
      { JOBS_RUN: "true", JOBS_POLL_INTERVAL_MS: "600000" },
      { extend: (app) => app.jobs.register(definition) },
    );
    try {
      // The first poll ran at ready; the next is ten minutes away: only the wake-up on enqueue runs the job.
      await testApp.app.jobs.whenIdle();
      await testApp.app.jobs.enqueue(definition, { id: 1 });
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await testApp.close();
    }
  });
});
