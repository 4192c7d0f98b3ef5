import { ALERT_LIMITS } from "@common/group-alerts";
import { and, asc, eq, gt, gte, isNotNull, or, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import type { Database } from "../../db/client";
import { groupEvents, groupNotifications } from "../../db/schema";
import { type Clock, defineJob, type JobDefinition, type JobRunner } from "../../platform/jobs";
import { type EventTiming, occurrenceOn, occurrencesBetween } from "../group-events";
import { notifyGroup } from "./notify";

/** How event reminders are planned (decision 047). */
export const EVENT_REMINDER_TIMING = {
  /** Each planning queues the reminders falling due this far ahead (keyed: planning twice queues nothing new). */
  horizonMs: 60 * 60_000,
  /** The planner over every group's coming events runs this often. */
  planEveryMinutes: 15,
  /** Events per planner batch (a full batch goes on to the next). */
  batchSize: 500,
  /** How long before an occurrence starts its reminder is sent. */
  leadMs: ALERT_LIMITS.reminderMinutesBefore * 60_000,
} as const;

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
  eventId: z.number().int().min(1),
  /** The occurrence's local date (its confirmations' date). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** When it starts, as planned: an edited time makes this reminder stale (the new one is planned anew). */
  startsAt: instantString,
  /**
   * The event's `sequence` when planned: a reminder planned before a change (cancelled, then restored)
   * is stale, and the change plans a new one under a new key.
   */
  sequence: z.number().int().min(0).optional(),
});
const PlanPayloadSchema = z.object({});

type Logger = { warn: (object: object, message: string) => void };

export type EventRemindersDependencies = {
  jobs: Pick<JobRunner, "enqueue" | "register" | "schedule">;
  clock: Clock;
  log: Logger;
};

type EventRow = EventTiming & { id: number; groupId: number; title: string; status: string; sequence: number };

const eventColumns = {
  id: groupEvents.id,
  groupId: groupEvents.groupId,
  title: groupEvents.title,
  status: groupEvents.status,
  sequence: groupEvents.sequence,
  startsOn: groupEvents.startsOn,
  startTime: groupEvents.startTime,
  durationMinutes: groupEvents.durationMinutes,
  recurrence: groupEvents.recurrence,
  timeZone: groupEvents.timeZone,
};

/**
 * Reminders before a group's prayer events: each occurrence gets one job `group-alerts.event-reminder`,
 * keyed `event:<id>:<date>:<start>`, run ALERT_LIMITS.reminderMinutesBefore minutes before it starts (at
 * once when that moment has passed but the occurrence has not begun). Planned right after an event is
 * scheduled or changed (`group.events.changed`) and every 15 minutes over the coming hour. When it runs it
 * reads the event again: deleted, cancelled, or moved to another time → nothing (a moved one has its own).
 */
export class EventReminders {
  readonly sendJob: JobDefinition<z.infer<typeof SendPayloadSchema>>;
  readonly planJob: JobDefinition<z.infer<typeof PlanPayloadSchema>>;
  private readonly planning = new Set<Promise<void>>();

  constructor(private readonly deps: EventRemindersDependencies) {
    this.sendJob = defineJob({
      name: "group-alerts.event-reminder",
      payload: SendPayloadSchema,
      retryDelayMs: 5_000,
      maxRetryDelayMs: 60_000,
      maxAttempts: 5,
      // Worth sending until the event starts.
      toleranceMs: EVENT_REMINDER_TIMING.leadMs,
      handle: async (payload, { db, ctx, now }) => {
        const event = await readEvent(db, payload.eventId);
        if (event?.status !== "scheduled") return;
        if (payload.sequence !== undefined && payload.sequence !== event.sequence) return;
        const occurrence = occurrenceOn(event, payload.date);
        if (!occurrence || occurrence.startsAt.toString() !== Temporal.Instant.from(payload.startsAt).toString()) {
          return;
        }
        const minutes = Math.max(1, Math.round((occurrence.startsAt.epochMilliseconds - now.getTime()) / 60_000));
        if (occurrence.startsAt.epochMilliseconds <= now.getTime()) return;
        await ctx.events.transaction(db, async (tx, emit) => {
          // Jobs run at least once: a try whose notification committed but whose job was not marked done
          // runs again. The event's row, held for the transaction, orders such tries; the second finds the
          // first's reminder of this occurrence and sends nothing.
          await tx.select({ id: groupEvents.id }).from(groupEvents).where(eq(groupEvents.id, event.id)).for("update");
          const message = `${event.title} begins at ${occurrence.time} (${event.timeZone} time) on ${occurrence.date}.`;
          const [sent] = await tx
            .select({ id: groupNotifications.id })
            .from(groupNotifications)
            .where(
              and(
                eq(groupNotifications.groupId, event.groupId),
                // The database's clock, as `created_at` is.
                sql`${groupNotifications.createdAt} > now() - interval '2 days'`,
                eq(groupNotifications.type, "event_reminder"),
                eq(groupNotifications.refId, event.id),
                eq(groupNotifications.message, message),
              ),
            )
            .limit(1);
          if (sent) return;
          await notifyGroup(tx, emit, {
            groupId: event.groupId,
            type: "event_reminder",
            title: `${event.title} starts in ${minutes} minute${minutes === 1 ? "" : "s"}`,
            message,
            createdBy: null,
            refId: event.id,
          });
        });
      },
    });
    this.planJob = defineJob({
      name: "group-alerts.plan-event-reminders",
      payload: PlanPayloadSchema,
      maxAttempts: 3,
      handle: async (_payload, { db }) => {
        await this.planAll(db);
      },
    });
  }

  register(): void {
    this.deps.jobs.register(this.sendJob);
    this.deps.jobs.schedule(this.planJob, { everyMinutes: EVENT_REMINDER_TIMING.planEveryMinutes }, { payload: {} });
  }

  /** Plans one event's coming reminders without making the caller wait; a failure is logged (the planner heals it). */
  planInBackground(db: Database, eventId: number): void {
    const run = this.planEvent(db, eventId)
      .then(() => undefined)
      .catch((error: unknown) => {
        this.deps.log.warn(
          { err: error },
          "group alerts: planning an event's reminders failed; the planner will catch up",
        );
      })
      .finally(() => this.planning.delete(run));
    this.planning.add(run);
  }

  /** Resolves once no planning started by `planInBackground` is under way (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.planning.size > 0) await Promise.all([...this.planning]);
  }

  /** Queues the event's reminders falling due within the horizon; answers how many it looked at. */
  async planEvent(db: Database, eventId: number): Promise<number> {
    const event = await readEvent(db, eventId);
    if (event?.status !== "scheduled") return 0;
    return this.planEvents(db, [event]);
  }

  /** Plans every scheduled event that may have an occurrence soon: repeating ones, and single ones from yesterday on. */
  async planAll(db: Database): Promise<number> {
    // A single event's date is local to its zone: a day either side of UTC's covers every zone.
    const yesterday = new Date(this.deps.clock.now().getTime() - 2 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    let afterId = 0;
    let planned = 0;
    for (;;) {
      const events = (await db
        .select(eventColumns)
        .from(groupEvents)
        .where(
          and(
            or(isNotNull(groupEvents.recurrence), gte(groupEvents.startsOn, yesterday)),
            eq(groupEvents.status, "scheduled"),
            gt(groupEvents.id, afterId),
          ),
        )
        .orderBy(asc(groupEvents.id))
        .limit(EVENT_REMINDER_TIMING.batchSize)) as EventRow[];
      planned += await this.planEvents(db, events);
      if (events.length < EVENT_REMINDER_TIMING.batchSize) return planned;
      afterId = events.at(-1)!.id;
    }
  }

  private async planEvents(db: Database, events: EventRow[]): Promise<number> {
    const nowMs = this.deps.clock.now().getTime();
    const from = Temporal.Instant.fromEpochMilliseconds(nowMs);
    const until = from.add({ milliseconds: EVENT_REMINDER_TIMING.horizonMs + EVENT_REMINDER_TIMING.leadMs });
    let planned = 0;
    for (const event of events) {
      let occurrences: ReturnType<typeof occurrencesBetween>;
      try {
        occurrences = occurrencesBetween(event, from, until, 10);
      } catch (error) {
        this.deps.log.warn({ err: error, eventId: event.id }, "group alerts: an event's occurrences could not be read");
        continue;
      }
      for (const occurrence of occurrences) {
        const startsMs = occurrence.startsAt.epochMilliseconds;
        // Begun already: too late for a reminder.
        if (startsMs <= nowMs) continue;
        const runAt = new Date(Math.max(startsMs - EVENT_REMINDER_TIMING.leadMs, nowMs));
        const startsAt = occurrence.startsAt.toString();
        await this.deps.jobs.enqueue(
          this.sendJob,
          { eventId: event.id, date: occurrence.date, startsAt, sequence: event.sequence },
          {
            runAt,
            key: `event:${event.id}:${occurrence.date}:${startsAt}:${event.sequence}`,
            // Sent until the occurrence starts, however late the job is claimed.
            toleranceMs: Math.max(0, startsMs - runAt.getTime()),
            db,
          },
        );
        planned++;
      }
    }
    return planned;
  }
}

async function readEvent(db: Database, eventId: number): Promise<EventRow | undefined> {
  const [row] = await db.select(eventColumns).from(groupEvents).where(eq(groupEvents.id, eventId));
  return row as EventRow | undefined;
}
