import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ServiceContext } from "../../context";
import type { Database, DatabaseHandle } from "../../db/client";
import { jobs } from "../../db/schema";
import { safeError } from "../../logging";
import { checkRecurrence, nextOccurrence, type Recurrence } from "./recurrence";

/** Where the runner reads the time; tests pass one they move by hand. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

export type JobContext = {
  db: Database;
  /** The runner's clock when this try started: use it instead of `new Date()`, so tests control it. */
  now: Date;
  job: { id: number; name: string; key: string | null; attempt: number; runAt: Date };
  /** A service context with no user, for calling service verbs (the app's runner has one). */
  ctx: ServiceContext;
};

export type JobDefinition<Payload> = {
  /** Unique across the app, e.g. "auth.delete-expired-sessions". */
  name: string;
  /** Checked when the job is queued and again when it is claimed. Ids only: at most 2 KB of JSON. */
  payload: z.ZodType<Payload>;
  handle: (payload: Payload, context: JobContext) => Promise<void>;
  /** Tries in all before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** Wait before the first retry, doubled on each further one up to maxRetryDelayMs (defaults 10 s, 1 h). */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** How long one try may take before the job counts as abandoned and another instance retries it (default 5 min). */
  leaseMs?: number;
  /** How late a job may still start; later, it is marked missed instead (default: never too late). */
  toleranceMs?: number | null;
};

/** Declares a job type; the payload type comes from its zod schema. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

export type EnqueueOptions = {
  /** When it falls due (default: now). */
  runAt?: Date;
  delayMs?: number;
  /** Queued once per (name, key) for as long as the row is kept: a second enqueue is a no-op. */
  key?: string;
  toleranceMs?: number | null;
  /** A transaction to queue it in, so the job exists only if the caller's change commits. */
  db?: Database;
};

export type RunSummary = { done: number; retried: number; failed: number; missed: number };

type Logger = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type JobRunnerOptions = {
  database: Pick<DatabaseHandle, "db" | "notify" | "listen">;
  clock?: Clock;
  /** Names this runner in leases; unique per instance. */
  workerId?: string;
  /** Jobs run at once by this instance. */
  concurrency?: number;
  pollIntervalMs?: number;
  /** Finished rows (and their keys) are deleted this long after they finished (default 7 days). */
  retentionMs?: number;
  logger?: Logger;
  /** Builds the `ctx` handlers receive (the app gives its event bus). */
  serviceContext?: (db: Database) => ServiceContext;
};

const MAX_PAYLOAD_CHARS = 2_000;
const WAKE_CHANNEL = "pj_jobs";
const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

type Schedule = { definition: JobDefinition<unknown>; rule: Recurrence; payload: unknown; toleranceMs: number | null };
type JobRow = typeof jobs.$inferSelect;

const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Durable jobs in the app's own database (decision 023). Each due job is claimed by one instance with
 * FOR UPDATE SKIP LOCKED and leased while it runs; a try that fails is retried with exponential backoff,
 * then marked failed; a job found later than its tolerance is marked missed. Tests drive it with
 * `tick()` and a clock of their own; the server runs a poll loop (`start`/`stop`).
 */
export class JobRunner {
  readonly workerId: string;
  private readonly db: Database;
  private readonly database: JobRunnerOptions["database"];
  private readonly clock: Clock;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly retentionMs: number;
  private readonly log: Logger;
  private readonly serviceContext: JobRunnerOptions["serviceContext"];
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly schedules = new Map<string, Schedule>();
  /** The occurrence each schedule last queued, so a tick inserts only when it moves on. */
  private readonly planned = new Map<string, string>();
  private lastPurge = 0;

  private running = false;
  /** Set by stop(): runDue claims nothing more and ends once the jobs in hand have. */
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  private wakeAgain = false;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(options: JobRunnerOptions) {
    this.database = options.database;
    this.db = options.database.db;
    this.clock = options.clock ?? systemClock;
    this.workerId = options.workerId ?? randomUUID();
    this.concurrency = options.concurrency ?? 5;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.retentionMs = options.retentionMs ?? 7 * DAY_MS;
    this.log = options.logger ?? silentLogger;
    this.serviceContext = options.serviceContext;
  }

  /** Lets this instance run jobs of this type. A name is registered once. */
  register<Payload>(definition: JobDefinition<Payload>): this {
    const known = this.definitions.get(definition.name);
    if (known && known !== definition) throw new Error(`a job named "${definition.name}" is already registered`);
    this.definitions.set(definition.name, definition as JobDefinition<unknown>);
    return this;
  }

  /**
   * Runs the job on a recurring rule, once per occurrence across every instance: each occurrence is a
   * job keyed by its instant. One that fell due while every instance was down runs when one is back,
   * unless it is later than `toleranceMs`.
   */
  schedule<Payload>(
    definition: JobDefinition<Payload>,
    rule: Recurrence,
    options: { payload: Payload; toleranceMs?: number | null },
  ): this {
    checkRecurrence(rule);
    if (this.schedules.has(definition.name)) throw new Error(`"${definition.name}" already has a schedule`);
    this.register(definition);
    this.schedules.set(definition.name, {
      definition: definition as JobDefinition<unknown>,
      rule,
      payload: definition.payload.parse(options.payload),
      toleranceMs: options.toleranceMs ?? definition.toleranceMs ?? null,
    });
    return this;
  }

  /** Queues a job; `created` is false when its (name, key) was already taken. */
  async enqueue<Payload>(
    definition: JobDefinition<Payload>,
    payload: Payload,
    options: EnqueueOptions = {},
  ): Promise<{ created: boolean; id: number | null }> {
    const checked = definition.payload.parse(payload);
    const json = JSON.stringify(checked ?? null);
    if (json.length > MAX_PAYLOAD_CHARS) {
      throw new Error(
        `the payload of "${definition.name}" is over ${MAX_PAYLOAD_CHARS} characters: pass ids, not data`,
      );
    }
    const now = this.clock.now();
    const runAt = options.runAt ?? new Date(now.getTime() + (options.delayMs ?? 0));
    const tolerance = options.toleranceMs === undefined ? (definition.toleranceMs ?? null) : options.toleranceMs;
    const [row] = await (options.db ?? this.db)
      .insert(jobs)
      .values({
        name: definition.name,
        key: options.key ?? null,
        payload: checked ?? null,
        runAt,
        lateAfter: tolerance === null ? null : new Date(runAt.getTime() + tolerance),
        maxAttempts: definition.maxAttempts ?? 5,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    if (row && runAt.getTime() <= now.getTime() + this.pollIntervalMs) this.hint();
    return { created: row !== undefined, id: row?.id ?? null };
  }

  /** Queues the next occurrence of every schedule (a no-op when another instance already did). */
  async planSchedules(): Promise<void> {
    const now = this.clock.now();
    for (const [name, schedule] of this.schedules) {
      const at = nextOccurrence(schedule.rule, now);
      const key = `at:${at.toISOString()}`;
      if (this.planned.get(name) === key) continue;
      await this.enqueue(schedule.definition, schedule.payload, { runAt: at, key, toleranceMs: schedule.toleranceMs });
      this.planned.set(name, key);
    }
  }

  /**
   * Runs every job due now, at most `concurrency` at a time, until none is left. Slots refill as jobs end
   * (once half of them are free, so a claim takes several rows): a slow job (a push service taking its
   * full timeout) holds its own slot, never the jobs due after it.
   */
  async runDue(): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, retried: 0, failed: 0, missed: 0 };
    if (this.definitions.size === 0) return summary;
    const inFlight = new Set<Promise<void>>();
    const claimWhenAtMost = this.concurrency - Math.max(1, Math.floor(this.concurrency / 2));
    // Nothing more is due until a job in hand ends (it may queue another).
    let drained = false;
    for (;;) {
      const canClaim = inFlight.size === 0 || inFlight.size <= claimWhenAtMost;
      if (!drained && !this.stopping && canClaim) {
        const free = this.concurrency - inFlight.size;
        const claimed = await this.claim(free);
        if (claimed.length < free) drained = true;
        for (const row of claimed) {
          const running: Promise<void> = this.runOne(row).then(
            (outcome) => {
              if (outcome) summary[outcome]++;
              inFlight.delete(running);
            },
            (error: unknown) => {
              // Its outcome could not be written: the job runs again once its lease ends.
              this.log.warn({ err: error, job: row.name }, "jobs: could not record a job's outcome");
              inFlight.delete(running);
            },
          );
          inFlight.add(running);
        }
        if (claimed.length > 0 && inFlight.size <= claimWhenAtMost) continue;
      }
      if (inFlight.size === 0) break;
      await Promise.race(inFlight);
      drained = false;
    }
    return summary;
  }

  /** One round of the poll loop: plan the schedules, run what is due, now and then drop old rows. */
  async tick(): Promise<RunSummary> {
    await this.planSchedules();
    const summary = await this.runDue();
    await this.purge();
    return summary;
  }

  /** Deletes rows finished longer ago than the retention (at most once an hour). */
  async purge(force = false): Promise<void> {
    const now = this.clock.now().getTime();
    if (!force && now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.db.delete(jobs).where(lt(jobs.finishedAt, new Date(now - this.retentionMs)));
  }

  /** Starts the poll loop (with jitter, and woken by PostgreSQL NOTIFY when a job is queued for now). */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.stopListening = await this.database
      .listen(WAKE_CHANNEL, { onMessage: () => this.wake(), onReset: () => this.wake(), onListening: () => {} })
      .catch((error: unknown) => {
        this.log.warn({ err: error }, "jobs: no wake-up notifications; polling only");
        return null;
      });
    this.poll();
  }

  /** Resolves once no poll is under way (for tests of the loop). */
  async whenIdle(): Promise<void> {
    while (this.current) await this.current;
  }

  /** Stops polling and waits for the jobs in hand at most `graceMs`; unfinished ones are retried after their lease. */
  async stop(graceMs = 5_000): Promise<void> {
    this.running = false;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const stopListening = this.stopListening;
    this.stopListening = null;
    await stopListening?.().catch(() => {});
    if (this.current) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        this.current,
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timeout);
    }
  }

  private pollIn(delayMs: number) {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.poll(), delayMs);
  }

  private poll() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.current) {
      this.wakeAgain = true;
      return;
    }
    this.wakeAgain = false;
    this.current = this.tick()
      .then(
        () => {},
        (error: unknown) => this.log.warn({ err: error }, "jobs: a poll failed; trying again"),
      )
      .finally(() => {
        this.current = null;
        // ±20% so instances started together do not poll in step.
        const jittered = this.pollIntervalMs * (0.8 + Math.random() * 0.4);
        this.pollIn(this.wakeAgain ? 0 : jittered);
      });
  }

  /** Polls at once (or right after the poll under way). */
  private wake() {
    if (!this.running) return;
    if (this.current) this.wakeAgain = true;
    else this.pollIn(0);
  }

  /** Tells this and every other instance that a job is due now. */
  private hint() {
    this.wake();
    this.database.notify(WAKE_CHANNEL, "").catch(() => {});
  }

  private async claim(limit: number): Promise<JobRow[]> {
    const now = this.clock.now();
    const names = [...this.definitions.keys()];
    const due = or(
      and(eq(jobs.status, "queued"), lte(jobs.runAt, now)),
      and(eq(jobs.status, "running"), lte(jobs.lockedUntil, now)),
    );
    const candidates = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.name, names), due))
      .orderBy(jobs.runAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    return this.db
      .update(jobs)
      .set({
        status: "running",
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: this.workerId,
        lockedUntil: this.leaseEnds(now),
      })
      .where(inArray(jobs.id, candidates))
      .returning();
  }

  /** now + each job type's lease, as one SQL expression over the claimed rows. */
  private leaseEnds(now: Date): SQL {
    const leases = new Map<number, string[]>();
    for (const definition of this.definitions.values()) {
      const lease = definition.leaseMs ?? 5 * 60_000;
      leases.set(lease, [...(leases.get(lease) ?? []), definition.name]);
    }
    const at = (lease: number) => new Date(now.getTime() + lease).toISOString();
    const [first, ...others] = [...leases.entries()];
    if (!first) return sql`${now.toISOString()}::timestamptz`;
    if (others.length === 0) return sql`${at(first[0])}::timestamptz`;
    const cases = others.map(([lease, names]) => sql`when ${inArray(jobs.name, names)} then ${at(lease)}::timestamptz`);
    return sql`case ${sql.join(cases, sql` `)} else ${at(first[0])}::timestamptz end`;
  }

  private async runOne(row: JobRow): Promise<keyof RunSummary | null> {
    const definition = this.definitions.get(row.name);
    if (!definition) return null;
    const now = this.clock.now();
    if (row.attempts > row.maxAttempts) {
      return this.finish(row, "failed", "abandoned (its lease ran out) on the last attempt");
    }
    if (row.lateAfter && now.getTime() > row.lateAfter.getTime()) {
      this.log.info({ job: row.name, id: row.id }, "jobs: missed (too late to run)");
      return this.finish(row, "missed", null);
    }
    const payload = definition.payload.safeParse(row.payload);
    if (!payload.success) return this.finish(row, "failed", `payload does not match: ${payload.error.message}`);
    const serviceContext = this.serviceContext;
    try {
      await definition.handle(payload.data, {
        db: this.db,
        now,
        job: { id: row.id, name: row.name, key: row.key, attempt: row.attempts, runAt: row.runAt },
        get ctx(): ServiceContext {
          if (!serviceContext) throw new Error("this job runner was built without a serviceContext");
          return serviceContext(this.db);
        },
      });
    } catch (error) {
      // What a failed try is remembered by: never the values it was about (query parameters, addresses).
      const message = safeError(error).message.slice(0, 1_000);
      this.log.warn({ job: row.name, id: row.id, attempt: row.attempts, err: error }, "jobs: a try failed");
      if (row.attempts >= row.maxAttempts) return this.finish(row, "failed", message);
      const base = definition.retryDelayMs ?? 10_000;
      const delay = Math.min(base * 2 ** (row.attempts - 1), definition.maxRetryDelayMs ?? 60 * 60_000);
      const retried = await this.db
        .update(jobs)
        .set({
          status: "queued",
          runAt: new Date(this.clock.now().getTime() + delay),
          lockedBy: null,
          lockedUntil: null,
          lastError: message,
        })
        .where(this.stillMine(row))
        .returning({ id: jobs.id });
      return retried.length > 0 ? "retried" : null;
    }
    return this.finish(row, "done", null);
  }

  /** Ends a try; a no-op when the lease was lost meanwhile and another instance owns the job now. */
  private async finish(row: JobRow, status: "done" | "failed" | "missed", error: string | null) {
    const finished = await this.db
      .update(jobs)
      .set({
        status,
        finishedAt: this.clock.now(),
        lockedBy: null,
        lockedUntil: null,
        lastError: error ?? row.lastError,
      })
      .where(this.stillMine(row))
      .returning({ id: jobs.id });
    return finished.length > 0 ? status : null;
  }

  private stillMine(row: JobRow) {
    return and(
      eq(jobs.id, row.id),
      eq(jobs.status, "running"),
      eq(jobs.lockedBy, this.workerId),
      eq(jobs.attempts, row.attempts),
    );
  }
}
