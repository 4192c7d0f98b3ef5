import { lt } from "drizzle-orm";
import { z } from "zod";
import { sessions } from "../../db/schema";
import { defineJob, type Recurrence } from "../../platform/jobs";

/** Expired sign-ins are refused anyway (findSession checks the expiry); this keeps the table small. */
export const deleteExpiredSessionsJob = defineJob({
  name: "auth.delete-expired-sessions",
  payload: z.object({}),
  // A later run catches up on whatever an earlier one left: never too late, never worth a retry storm.
  maxAttempts: 3,
  handle: async (_payload, { db, now }) => {
    await db.delete(sessions).where(lt(sessions.expiresAt, now));
  },
});

export const deleteExpiredSessionsEvery: Recurrence = { everyMinutes: 60 };
