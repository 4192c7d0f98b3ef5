import { mergePreferences } from "@common/preferences";
import type { PushMessage } from "@common/push";
import {
  defaultReminderSettings,
  type ReminderSettings,
  ReminderSettingsSchema,
  type StoredReminderSettings,
} from "@common/reminders";
import { and, asc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import type { AuthenticatedContext } from "../../context";
import type { Database } from "../../db/client";
import {
  prayerStrategies,
  pushSubscriptions,
  reminderDeliveries,
  reminderSettings,
  userPreferences,
} from "../../db/schema";
import { type Clock, defineJob, type JobDefinition, type JobRunner } from "../../platform/jobs";
import { scope } from "../../platform/policy";
import { type RosterReminderSource, rosterReminderSources } from "../group-roster";
import { getWatchSettings } from "../watches";
import { findOccurrence, reminderOccurrences, type StrategyReminderSource } from "./schedule";

/** How reminders are planned and sent (decision 031). */
export const REMINDER_TIMING = {
  /** Each planning queues the occurrences of this far ahead (keyed: planning twice queues nothing new). */
  horizonMs: 60 * 60_000,
  /** The planner over every enabled user runs this often, so restarts and outages heal. */
  planEveryMinutes: 15,
  /** Users per planner job (a full batch queues the next one). */
  planBatchSize: 500,
  /** A reminder found later than this after its time is not sent (marked missed). */
  sendToleranceMs: 10 * 60_000,
  /** How long a push service keeps a reminder for a device that is offline. */
  ttlSeconds: 15 * 60,
  /** Delivery records (one per occurrence per device) are kept this long, then pruned daily. */
  deliveriesKeptMs: 7 * 24 * 60 * 60_000,
} as const;

/** What sends a push to each of a user's devices once per `reminderKey` (`app.push`, decision 030). */
export type ReminderSender = {
  sendToUser: (
    db: Database,
    userId: number,
    message: PushMessage,
    options: { reminderKey: string; ttlSeconds?: number; urgency?: "high" | "normal" },
  ) => Promise<unknown>;
};

// ----- Settings (GET/PUT /api/reminder-settings) -----

/** Saved settings over today's defaults; a record that no longer parses falls back to the defaults. */
function readSettings(saved: unknown, fallbackTimeZone: string): ReminderSettings {
  const defaults = defaultReminderSettings(fallbackTimeZone);
  const parsed = ReminderSettingsSchema.safeParse({ ...defaults, ...(saved as object | null) });
  return parsed.success ? parsed.data : defaults;
}

/** The user's reminder settings; never saved: the defaults in their pinned home time zone (else UTC). */
export async function getReminderSettings({ ctx }: { ctx: AuthenticatedContext }): Promise<StoredReminderSettings> {
  const [row] = await ctx.db
    .select()
    .from(reminderSettings)
    .where(scope(ctx.user, "read", "reminderSettings"))
    .limit(1);
  if (row) return { ...readSettings(row.settings, "UTC"), updatedAt: row.updatedAt.toISOString() };
  const { homeTimeZone } = await getWatchSettings({ ctx });
  return { ...defaultReminderSettings(homeTimeZone ?? "UTC"), updatedAt: null };
}

/** Replaces the user's settings (the whole record). */
export async function saveReminderSettings({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: ReminderSettings;
}): Promise<StoredReminderSettings> {
  const updatedAt = new Date();
  const changed = { type: "reminders.settings.changed", userId: ctx.user.id } as const;
  const [row] = await ctx.db
    .insert(reminderSettings)
    .values({ userId: ctx.user.id, settings: input, updatedAt })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { settings: input, updatedAt } })
    .returning({
      settings: reminderSettings.settings,
      updatedAt: reminderSettings.updatedAt,
      notified: ctx.events.notifySql(changed),
    });
  // Other tabs and devices of the user refetch the settings (live updates).
  ctx.events.committed(ctx.db, [changed]);
  return { ...readSettings(row!.settings, input.timeZone), updatedAt: row!.updatedAt.toISOString() };
}

// ----- What the schedule of a user is made of, read by jobs (no signed-in user) -----

type UserReminders = {
  userId: number;
  settings: ReminderSettings;
  /** The profile's 'Prayer reminders' switch (preferences.notifications.prayerReminders). */
  prayerReminders: boolean;
  strategies: StrategyReminderSource[];
  /** The watches they keep in their groups' rosters (decision 048). */
  roster: RosterReminderSource[];
};

const enabled = sql`(${reminderSettings.settings} ->> 'enabled') = 'true'`;
const hasDevice = sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${reminderSettings.userId})`;

async function readUsers(
  db: Database,
  where: ReturnType<typeof and>,
  {
    limit,
    withStrategies,
    rosterAround,
  }: {
    limit?: number;
    withStrategies: boolean /** Read the roster's watches of dates around this time. */;
    rosterAround?: Date;
  },
): Promise<UserReminders[]> {
  const query = db
    .select({
      userId: reminderSettings.userId,
      settings: reminderSettings.settings,
      preferences: userPreferences.preferences,
    })
    .from(reminderSettings)
    .leftJoin(userPreferences, eq(userPreferences.userId, reminderSettings.userId))
    .where(where)
    .orderBy(asc(reminderSettings.userId));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const users = rows.map((row) => ({
    userId: row.userId,
    settings: readSettings(row.settings, "UTC"),
    prayerReminders: mergePreferences(row.preferences).notifications.prayerReminders,
    strategies: [] as StrategyReminderSource[],
    roster: [] as RosterReminderSource[],
  }));
  if (withStrategies && users.length > 0) {
    const strategies = await db
      .select({
        id: prayerStrategies.id,
        userId: prayerStrategies.userId,
        watchNumber: prayerStrategies.watchNumber,
        frequency: prayerStrategies.frequency,
        reminderTimes: prayerStrategies.reminderTimes,
        createdAt: prayerStrategies.createdAt,
      })
      .from(prayerStrategies)
      .where(
        and(
          inArray(
            prayerStrategies.userId,
            users.map((user) => user.userId),
          ),
          ne(prayerStrategies.frequency, "as-needed"),
          sql`jsonb_array_length(${prayerStrategies.reminderTimes}) > 0`,
        ),
      );
    const byUser = new Map(users.map((user) => [user.userId, user]));
    for (const { userId, ...strategy } of strategies) byUser.get(userId)?.strategies.push(strategy);
  }
  if (rosterAround && users.length > 0) {
    const roster = await rosterReminderSources(
      db,
      users.map((user) => user.userId),
      rosterAround,
    );
    for (const user of users) user.roster = roster.get(user.userId) ?? [];
  }
  return users;
}

// ----- Jobs: send one occurrence, plan users, prune deliveries -----

const instantString = z
  .string()
  .max(40)
  .refine((value) => {
    try {
      Temporal.Instant.from(value);
      return true;
    } catch {
      return false;
    }
  });

const SendPayloadSchema = z.object({
  userId: z.number().int().min(1),
  key: z.string().min(1).max(200),
  at: instantString,
});
const PlanPayloadSchema = z.object({
  afterUserId: z.number().int().min(0),
  /** The planner run a follow-up batch belongs to (its key prefix). */
  run: z.string().max(100).optional(),
});

/** Delivery records older than a week are deleted (the bound of `reminder_deliveries`, server/user-quota.test.ts). */
export const pruneDeliveriesJob = defineJob({
  name: "reminders.prune-deliveries",
  payload: z.object({}),
  maxAttempts: 3,
  handle: async (_payload, { db, now }) => {
    await db
      .delete(reminderDeliveries)
      .where(lt(reminderDeliveries.sentAt, new Date(now.getTime() - REMINDER_TIMING.deliveriesKeptMs)));
  },
});

type Logger = { warn: (object: object, message: string) => void };

export type RemindersDependencies = {
  jobs: JobRunner;
  clock: Clock;
  /** Read when a reminder is sent (the push platform may be registered after this feature). */
  sender: () => ReminderSender | null;
  log: Logger;
};

/**
 * The reminders' jobs and planner on one app's job runner. A reminder occurrence is a job
 * `reminders.send { userId, key, at }` keyed `userId:key`, run at its time: queued any number of times, by
 * any instance, it exists once. When it runs it reads the user's current settings, profile switch and
 * strategies and sends only if the occurrence is still in their schedule, so changed settings need no job
 * to be deleted. Each device gets it once: the push platform records `(key, device)` before sending.
 */
export class Reminders {
  readonly sendJob: JobDefinition<z.infer<typeof SendPayloadSchema>>;
  readonly planJob: JobDefinition<z.infer<typeof PlanPayloadSchema>>;

  constructor(private readonly deps: RemindersDependencies) {
    this.sendJob = defineJob({
      name: "reminders.send",
      payload: SendPayloadSchema,
      // Retries come quickly: a reminder is worth little once its moment has passed (then it is missed).
      retryDelayMs: 5_000,
      maxRetryDelayMs: 60_000,
      maxAttempts: 5,
      toleranceMs: REMINDER_TIMING.sendToleranceMs,
      handle: async (payload, { db }) => this.send(db, payload),
    });
    this.planJob = defineJob({
      name: "reminders.plan",
      payload: PlanPayloadSchema,
      maxAttempts: 3,
      handle: async (payload, { db, job }) => {
        const run = payload.run ?? job.key ?? `job-${job.id}`;
        const { lastUserId, full } = await this.planBatch(db, payload.afterUserId);
        if (full && lastUserId !== null) {
          await deps.jobs.enqueue(this.planJob, { afterUserId: lastUserId, run }, { key: `${run}>${lastUserId}`, db });
        }
      },
    });
  }

  private readonly planning = new Set<Promise<void>>();

  /**
   * Plans the user's coming reminders without making the caller wait (a change event heard after another
   * feature's write); a failure is logged, and the next planner run catches up.
   */
  planInBackground(db: Database, userId: number): void {
    const run = this.planUser(db, userId)
      .then(() => undefined)
      .catch((error: unknown) => {
        this.deps.log.warn({ err: error }, "reminders: planning after a change failed; the planner will catch up");
      })
      .finally(() => this.planning.delete(run));
    this.planning.add(run);
  }

  /** Resolves once no planning started by `planInBackground` is under way (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.planning.size > 0) await Promise.all([...this.planning]);
  }

  /** Registers the jobs and the recurring planner and pruning on the runner. */
  register(): void {
    const { jobs } = this.deps;
    jobs.register(this.sendJob);
    // Never too late: a planner run after an outage is exactly what heals it.
    jobs.schedule(this.planJob, { everyMinutes: REMINDER_TIMING.planEveryMinutes }, { payload: { afterUserId: 0 } });
    jobs.schedule(pruneDeliveriesJob, { everyMinutes: 24 * 60 }, { payload: {} });
  }

  /**
   * Queues the user's reminders of the coming hour (none when they are off, the profile switch is off or
   * the user has no device). Safe to call any number of times: each occurrence is one keyed job.
   * Returns how many occurrences it looked at.
   */
  async planUser(db: Database, userId: number): Promise<number> {
    const users = await readUsers(db, and(eq(reminderSettings.userId, userId), enabled, hasDevice), {
      withStrategies: true,
      rosterAround: this.deps.clock.now(),
    });
    return this.planUsers(db, users);
  }

  /** Plans the next batch of enabled users with a device, by id after `afterUserId`. */
  async planBatch(db: Database, afterUserId: number): Promise<{ lastUserId: number | null; full: boolean }> {
    const users = await readUsers(db, and(gt(reminderSettings.userId, afterUserId), enabled, hasDevice), {
      limit: REMINDER_TIMING.planBatchSize,
      withStrategies: true,
      rosterAround: this.deps.clock.now(),
    });
    await this.planUsers(db, users);
    return { lastUserId: users.at(-1)?.userId ?? null, full: users.length === REMINDER_TIMING.planBatchSize };
  }

  private async planUsers(db: Database, users: UserReminders[]): Promise<number> {
    const now = this.deps.clock.now();
    const from = Temporal.Instant.fromEpochMilliseconds(now.getTime());
    const until = from.add({ milliseconds: REMINDER_TIMING.horizonMs });
    let planned = 0;
    for (const user of users) {
      if (!user.prayerReminders) continue;
      const occurrences = reminderOccurrences({
        settings: user.settings,
        strategies: user.strategies,
        roster: user.roster,
        from,
        until,
      });
      for (const occurrence of occurrences) {
        await this.deps.jobs.enqueue(
          this.sendJob,
          { userId: user.userId, key: occurrence.key, at: occurrence.at.toString() },
          {
            runAt: new Date(occurrence.at.epochMilliseconds),
            key: `${user.userId}:${occurrence.key}`,
            db,
          },
        );
        planned++;
      }
    }
    return planned;
  }

  /** Sends one occurrence if it is still in the user's schedule now (settings and switches read afresh). */
  private async send(db: Database, { userId, key, at }: z.infer<typeof SendPayloadSchema>): Promise<void> {
    const [user] = await readUsers(db, eq(reminderSettings.userId, userId), {
      withStrategies: key.startsWith("strategy:"),
      rosterAround: key.startsWith("roster:") ? new Date(Temporal.Instant.from(at).epochMilliseconds) : undefined,
    });
    if (!user?.prayerReminders) return;
    const occurrence = findOccurrence(
      { settings: user.settings, strategies: user.strategies, roster: user.roster },
      Temporal.Instant.from(at),
      key,
    );
    if (!occurrence) return;
    const sender = this.deps.sender();
    if (!sender) {
      this.deps.log.warn({ job: this.sendJob.name }, "reminders: push is not available; reminder not sent");
      return;
    }
    await sender.sendToUser(db, userId, occurrence.message, {
      reminderKey: occurrence.key,
      ttlSeconds: REMINDER_TIMING.ttlSeconds,
      urgency: "high",
    });
  }
}
