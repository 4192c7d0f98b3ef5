import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, sessions } from "../../db/schema";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type TestApp } from "../../testing/test-app";
import { deleteExpiredSessionsJob } from "./expired-sessions.job";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("expired sessions are cleaned up by a job", () => {
  it("is scheduled every hour, on the hour", async () => {
    await testApp.app.jobs.planSchedules();
    const planned = await testApp.database.db.select().from(jobs).where(eq(jobs.name, deleteExpiredSessionsJob.name));
    expect(planned).toHaveLength(1);
    const runAt = planned[0]?.runAt.getTime() ?? 0;
    expect(runAt).toBeGreaterThan(Date.now());
    expect(runAt % (60 * 60_000)).toBe(0);
  });

  it("deletes expired sessions and keeps the others", async () => {
    const { app, database } = testApp;
    const { user } = await registerUser(app);
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, user.id));
    const { user: active } = await registerUser(app);

    await app.jobs.enqueue(deleteExpiredSessionsJob, {});
    expect(await app.jobs.runDue()).toMatchObject({ done: 1 });

    const left = await database.db.select({ userId: sessions.userId }).from(sessions);
    expect(left.map((row) => row.userId)).toEqual([active.id]);
  });
});
