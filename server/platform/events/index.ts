/**
 * Change events (decision 022): a service says what changed, inside its transaction; subscribers hear it
 * only after the commit (never when the transaction rolls back), once per instance, in this process and
 * in every other one on the same PostgreSQL database.
 *
 * How an event travels:
 * - On PostgreSQL the transaction runs `pg_notify('app_events', payload)` before it commits: PostgreSQL
 *   sends it only at commit, to every instance's LISTEN connection (`db/client.ts`, which reconnects).
 * - This process hears its own events right after the commit (synchronously, before the service verb
 *   returns, so the writer's next request already sees the change); its own events coming back through
 *   LISTEN carry its `origin` and are skipped, so each subscriber hears each event once.
 * - On PGlite (one process) only the after-commit delivery runs: the same service code, no network hop.
 * - When the LISTEN connection drops or comes back, events may have been missed: subscribers' `onReset`
 *   is called (caches start over), and `onListening` says whether remote events arrive now.
 *
 * Payloads are ids only (JSON `{ origin, type, ...ids }`), checked against PAYLOAD_MAX_BYTES, far below
 * PostgreSQL's 8,000-byte NOTIFY limit.
 */
import { randomBytes } from "node:crypto";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import type { Database, DatabaseHandle } from "../../db/client";

const id = z.number().int().min(1).max(2_147_483_647);

/** Every change event, in one place. Ids only: a subscriber reads what it needs itself. */
export const ChangeEventSchema = z.discriminatedUnion("type", [
  /** Something in the user's prayer wall changed (a note, its place, a strategy it names, all of it). */
  z.object({ type: z.literal("prayers.changed"), userId: id }),
  /** The user's sign-in sessions or account changed (signed out, cap reached, edited, deleted). */
  z.object({ type: z.literal("user.sessions.changed"), userId: id }),
  /** The user's prayer strategies changed (made, edited, imported, removed). */
  z.object({ type: z.literal("prayer-strategies.changed"), userId: id }),
  /** The user's profile preferences changed (e.g. the 'Prayer reminders' switch). */
  z.object({ type: z.literal("preferences.changed"), userId: id }),
  /** A device of the user subscribed to push, or stopped. */
  z.object({ type: z.literal("push.subscriptions.changed"), userId: id }),
  /** The user's reminder settings changed. */
  z.object({ type: z.literal("reminders.settings.changed"), userId: id }),
  /** A group's card or settings changed (name, visibility, watch, tags, leader, invitation link). Members hear it. */
  z.object({ type: z.literal("group.changed"), groupId: id }),
  /**
   * A person's place in a group changed: joined, left, removed, made leader, asked to join, approved or
   * declined. The group's members hear it, and so does that person (who may no longer be one).
   */
  z.object({ type: z.literal("group.members.changed"), groupId: id, userId: id }),
  /** A group was deleted. Whoever was a member when it was heard hears it. */
  z.object({ type: z.literal("group.deleted"), groupId: id }),
  /** A post of a group's wall changed: posted, deleted, reacted to, commented on, pinned or unpinned. */
  z.object({ type: z.literal("group.posts.changed"), groupId: id, postId: id }),
  /** A line was added to a group's chat. */
  z.object({ type: z.literal("group.chat.changed"), groupId: id, messageId: z.number().int().min(1) }),
  /** A group's schedule changed: an event scheduled, changed, cancelled or deleted, or an attendance confirmed. */
  z.object({ type: z.literal("group.events.changed"), groupId: id, eventId: id }),
  /** A group's shared studies changed: a study added, changed or removed, or a member's progress on one. */
  z.object({ type: z.literal("group.studies.changed"), groupId: id, studyId: id }),
  /**
   * A group's alerts changed for its members: a notification was sent (to some of them) or removed. Each
   * member's list holds only what was sent to them, so hearing it costs one refetch of their own list.
   */
  z.object({ type: z.literal("group.notifications.changed"), groupId: id, notificationId: z.number().int().min(1) }),
  /** One member's own alerts changed: read, or their notification settings for the group saved. Only they hear it. */
  z.object({ type: z.literal("group.notifications.read"), groupId: id, userId: id }),
  /** A group's watch roster changed: a commitment, a substitution, a hand-over note. */
  z.object({ type: z.literal("group.roster.changed"), groupId: id }),
  /** The user's private calendar feed was made, replaced or revoked. */
  z.object({ type: z.literal("calendar-feed.changed"), userId: id }),
]);
export type ChangeEvent = z.infer<typeof ChangeEventSchema>;
export type ChangeEventType = ChangeEvent["type"];
export type ChangeEventOf<T extends ChangeEventType> = Extract<ChangeEvent, { type: T }>;

/** The PostgreSQL channel every instance listens on. */
export const EVENTS_CHANNEL = "app_events";
/** A payload's largest size: PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
export const PAYLOAD_MAX_BYTES = 1_024;

export type Subscriber<T extends ChangeEventType = ChangeEventType> = {
  onEvent: (event: ChangeEventOf<T>) => void;
  /** Events may have been missed (the LISTEN connection dropped or came back): start over. */
  onReset?: () => void;
  /** Whether events of other instances arrive now; told at once on subscribing, then on every change. */
  onListening?: (listening: boolean) => void;
};

/** Records an event in the running transaction; heard after it commits. */
export type Emit = (event: ChangeEvent) => void;

type Logger = { warn: (object: object, message: string) => void };
type Entry = { types: ReadonlySet<string>; subscriber: Subscriber };

/** The serialized form of an event from `origin`, as sent through NOTIFY. */
export function serializeEvent(origin: string, event: ChangeEvent): string {
  const payload = JSON.stringify({ origin, ...event });
  const bytes = Buffer.byteLength(payload);
  if (bytes > PAYLOAD_MAX_BYTES) {
    throw new Error(`A change event of ${bytes} bytes is larger than ${PAYLOAD_MAX_BYTES}: send ids only.`);
  }
  return payload;
}

export class EventBus {
  /** Marks this instance's events, so the ones coming back through LISTEN are not heard twice. */
  readonly origin = randomBytes(8).toString("hex");
  private readonly subscribers = new Set<Entry>();
  /** The events of each open transaction this bus runs, delivered when it commits. */
  private readonly open = new WeakMap<object, ChangeEvent[]>();
  private listeningNow = false;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly options: { database: Pick<DatabaseHandle, "kind" | "listen">; log?: Logger }) {}

  get listening(): boolean {
    return this.listeningNow;
  }

  async start(): Promise<void> {
    this.stopListening = await this.options.database.listen(EVENTS_CHANNEL, {
      onMessage: (payload) => this.heard(payload),
      onReset: () => this.each((subscriber) => subscriber.onReset?.()),
      onListening: (listening) => {
        this.listeningNow = listening;
        this.each((subscriber) => subscriber.onListening?.(listening));
      },
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Hears the events of the given types; returns a function that stops hearing them. */
  subscribe<T extends ChangeEventType>(types: readonly T[], subscriber: Subscriber<T>): () => void {
    const entry: Entry = { types: new Set(types), subscriber: subscriber as unknown as Subscriber };
    this.subscribers.add(entry);
    subscriber.onListening?.(this.listeningNow);
    return () => this.subscribers.delete(entry);
  }

  /**
   * Runs fn in a transaction; the events it emits are sent with the transaction (PostgreSQL NOTIFY) and
   * heard here after the commit; none if it fails. Called with a transaction this bus already runs, fn
   * joins it (its events wait for the outer commit).
   */
  async transaction<T>(db: Database, fn: (tx: Database, emit: Emit) => Promise<T>): Promise<T> {
    const joined = this.open.get(db);
    if (joined) return fn(db, (event) => joined.push(event));
    const events: ChangeEvent[] = [];
    const result = await db.transaction(async (tx) => {
      const transaction = tx as unknown as Database;
      this.open.set(transaction, events);
      const value = await fn(transaction, (event) => events.push(event));
      const payloads = this.distinct(events);
      if (payloads.length > 0 && this.options.database.kind === "postgres") {
        await transaction.execute(
          sql`select ${sql.join(
            payloads.map((payload) => sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`),
            sql`, `,
          )}`,
        );
      }
      return value;
    });
    this.deliver(events);
    return result;
  }

  /**
   * For a write that is one statement (its own transaction): an SQL expression sending the event with
   * the statement, e.g. in its RETURNING list, so it leaves only if the statement commits. A field may be
   * an SQL integer expression (a column), making one event per row (PostgreSQL sends identical payloads of
   * one transaction once). After the statement, call `committed` with the events it made.
   */
  notifySql<T extends ChangeEventType>(
    event: { type: T } & { [K in Exclude<keyof ChangeEventOf<T>, "type">]: number | SQL | AnyColumn },
  ): SQL {
    const parts: SQL[] = [
      sql`${`{"origin":${JSON.stringify(this.origin)},"type":${JSON.stringify(event.type)}`}::text`,
    ];
    for (const [key, value] of Object.entries(event)) {
      if (key === "type") continue;
      parts.push(sql`${`,${JSON.stringify(key)}:`}::text`);
      parts.push(typeof value === "number" ? sql`${String(Math.trunc(value))}::text` : sql`(${value})::int::text`);
    }
    parts.push(sql`'}'`);
    return sql`pg_notify(${EVENTS_CHANNEL}, ${sql.join(parts, sql` || `)})`;
  }

  /**
   * The events a statement carrying `notifySql` made have committed: heard here now (or, when db is a
   * transaction this bus runs, when it commits).
   */
  committed(db: Database, events: readonly ChangeEvent[]): void {
    const joined = this.open.get(db);
    if (joined) joined.push(...events);
    else this.deliver(events);
  }

  private distinct(events: readonly ChangeEvent[]): string[] {
    return [...new Set(events.map((event) => serializeEvent(this.origin, event)))];
  }

  /** Delivers each distinct event once to each subscriber of its type. */
  private deliver(events: readonly ChangeEvent[]) {
    if (events.length === 0) return;
    const seen = new Set<string>();
    for (const event of events) {
      const key = serializeEvent(this.origin, event);
      if (seen.has(key)) continue;
      seen.add(key);
      this.publish(event);
    }
  }

  private publish(event: ChangeEvent) {
    this.each((subscriber, types) => {
      if (types.has(event.type)) subscriber.onEvent(event);
    });
  }

  private each(call: (subscriber: Subscriber, types: ReadonlySet<string>) => void) {
    for (const { subscriber, types } of this.subscribers) {
      try {
        call(subscriber, types);
      } catch (error) {
        this.options.log?.warn({ err: error }, "A change event subscriber failed");
      }
    }
  }

  private heard(payload: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof parsed !== "object" || parsed === null) return;
    const { origin, ...rest } = parsed as { origin?: unknown };
    // This instance heard its own events right after they committed.
    if (origin === this.origin) return;
    // An event type this version does not know (a newer instance during a rolling update) is ignored.
    const event = ChangeEventSchema.safeParse(rest);
    if (event.success) this.publish(event.data);
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** The app's change-event bus; services reach it through their ServiceContext (`ctx.events`). */
    events: EventBus;
  }
}

/** One bus per app, listening from start-up until the app closes. */
export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = new EventBus({ database: app.database, log: app.log });
    await bus.start();
    app.decorate("events", bus);
    app.addHook("onClose", async () => bus.stop());
  },
  { name: "events", dependencies: ["database"] },
);
