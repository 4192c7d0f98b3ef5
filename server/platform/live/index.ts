/**
 * Live updates to browsers (decision 022): `GET /api/events`, a Server-Sent Events stream of the change
 * events (`server/platform/events`) the signed-in user may read.
 *
 * - Authenticated by the session cookie (401 otherwise, as JSON, before the stream starts).
 * - Each event: `id: <instance>.<n>` and `data: {"type":…, …ids}`. Whether the user may read it is
 *   checked as each event is delivered, by the policy (`can(user, "read", { kind: "event", event })`,
 *   decision 027): events about the user themselves, and about the groups they belong to. A stream's
 *   memberships are loaded when it opens, and loaded again after each `group.members.changed` about its
 *   user (joined, left, removed, made leader); a `group.deleted` drops the group from every stream.
 * - A comment line at least every `heartbeatMs` (20 s) keeps proxies and the browser from giving up.
 * - Each instance keeps its last `replayWindow` events: a browser reconnecting with `Last-Event-ID` gets
 *   the ones it missed, or `{"type":"refetch"}` (refetch everything) when its id is outside the window
 *   (too old, from another instance or before a restart, or events may have been missed meanwhile).
 *   Every stream is told its place (`id:` with no data) as it opens, so even a browser that has received
 *   no event yet reconnects with a `Last-Event-ID` and loses nothing in between.
 * - A browser's first stream opens after its page has fetched data (the stream's code loads on demand):
 *   `?replayMs=N` asks for the events of the last N ms (since the page started), so a change made while
 *   the page was loading is not missed; `{"type":"refetch"}` when this instance cannot tell (it started
 *   later, lost events meanwhile, or its window does not reach back so far). Durations, not times, so the
 *   browser's clock does not matter.
 * - When the user's sessions change (sign-out, deletion…) their streams end after that event: the
 *   browser reconnects, and its cookie is checked again (401 ends it for good).
 * - Every stream ends after `maxStreamMs` (15 min) anyway, so one opened with a session that has since
 *   expired does not go on for ever: the browser reconnects (with Last-Event-ID, losing nothing) and
 *   its cookie is checked again.
 *
 * Hidden from the OpenAPI document: a stream never ends, so the reliability fuzz (which calls every
 * documented operation and waits for the answer) cannot call it; `live.test.ts` tests it instead.
 */
import { randomBytes } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { LiveEventsQuerySchema } from "@common/live";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../context";
import { type ChangeEvent, ChangeEventSchema, type EventBus } from "../events";
import { type Actor, can, loadGroupRoles } from "../policy";

export type LiveUpdatesOptions = {
  /** At most this long between two writes on a stream (a comment when nothing happened). */
  heartbeatMs?: number;
  /** How many recent events an instance keeps for reconnecting browsers. */
  replayWindow?: number;
  /** A stream ends after this long, so its session is checked again when the browser reconnects. */
  maxStreamMs?: number;
  /** The clock of `?replayMs` (tests only). */
  now?: () => number;
};

/** May this user read this event? The policy, asked for every event at delivery. */
const mayRead = (user: Actor, event: ChangeEvent) => can(user, "read", { kind: "event", event });

type Client = { user: Actor; send: (chunk: string) => void; end: () => void };
/** Loads a user's group memberships (group id → role) for the policy's checks at delivery. */
export type GroupRolesLoader = (userId: number) => Promise<NonNullable<Actor["groups"]>>;

/** Streams one user may hold on one instance (tabs and devices); a new one past this ends their oldest. */
export const LIVE_STREAMS_PER_USER_MAX = 10;
/** Unsent bytes a stream may hold: a browser that stopped reading is dropped (it reconnects, Last-Event-ID). */
export const LIVE_STREAM_BUFFER_MAX_BYTES = 256 * 1024;
/** An event this instance heard, and when (its own clock, in ms). */
type Kept = { seq: number; event: ChangeEvent; at: number };

const frame = (id: string, data: object) => `id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;

/** One instance's browsers and its recent events. */
export class LiveHub {
  /** Names this instance's run in event ids: an id from another instance or run is outside the window. */
  readonly run = randomBytes(6).toString("hex");
  private seq = 0;
  /** Events after this one may have been missed before `seq` (a LISTEN outage): older ids need a refetch. */
  private floor = 0;
  /** When events were last missed (a LISTEN outage), or this hub started: nothing before it can be replayed. */
  private floorAt: number;
  private readonly kept: Kept[] = [];
  private readonly clients = new Set<Client>();
  /** The latest reload of each user's memberships still under way. */
  private readonly reloads = new Map<number, number>();
  /** How many membership events this instance has heard (a stream opening compares it around its load). */
  membershipChanges = 0;
  private readonly unsubscribe: () => void;

  constructor(
    events: Pick<EventBus, "subscribe">,
    private readonly replayWindow = 1_000,
    /** Reloads a stream's memberships after a change to them; none: streams keep what they opened with. */
    private readonly loadGroups?: GroupRolesLoader,
    private readonly onError: (error: unknown) => void = () => {},
    /** The clock of `replayMs` (tests move it). */
    private readonly now: () => number = Date.now,
  ) {
    this.floorAt = now();
    this.unsubscribe = events.subscribe(
      ChangeEventSchema.options.map((option) => option.shape.type.value),
      {
        onEvent: (event) => this.publish(event),
        onReset: () => this.missed(),
      },
    );
  }

  get size(): number {
    return this.clients.size;
  }

  /** The id of the latest event. */
  private idOf(seq: number) {
    return `${this.run}.${seq}`;
  }

  /**
   * Starts a client: what it missed since `lastEventId`, or else in the last `replayMs` ms (or a refetch when
   * that cannot be told), then its place (an id, no data), then every later event it may read.
   */
  connect(client: Client, lastEventId: string | undefined, replayMs?: number): () => void {
    if (lastEventId === undefined && replayMs !== undefined) {
      const since = this.now() - replayMs;
      const full = this.kept.length >= this.replayWindow;
      if (since < this.floorAt || (full && this.kept[0]!.at >= since)) {
        client.send(frame(this.idOf(this.seq), { type: "refetch" }));
      } else {
        for (const kept of this.kept) {
          if (kept.at >= since && mayRead(client.user, kept.event)) client.send(frame(this.idOf(kept.seq), kept.event));
        }
      }
    }
    if (lastEventId !== undefined) {
      const [run, text] = lastEventId.split(".");
      const seq = Number(text);
      const oldest = this.kept[0]?.seq ?? this.seq + 1;
      const inWindow =
        run === this.run && Number.isSafeInteger(seq) && seq >= this.floor && seq >= oldest - 1 && seq <= this.seq;
      if (inWindow) {
        for (const kept of this.kept) {
          if (kept.seq > seq && mayRead(client.user, kept.event)) client.send(frame(this.idOf(kept.seq), kept.event));
        }
      } else {
        client.send(frame(this.idOf(this.seq), { type: "refetch" }));
      }
    }
    const own = [...this.clients].filter((other) => other.user.id === client.user.id);
    for (const oldest of own.slice(0, Math.max(0, own.length - LIVE_STREAMS_PER_USER_MAX + 1))) oldest.end();
    this.clients.add(client);
    // Its place: the browser's Last-Event-ID from now on, even if no event reaches it before a drop.
    client.send(`id: ${this.idOf(this.seq)}\n\n`);
    return () => this.clients.delete(client);
  }

  private publish(event: ChangeEvent) {
    const seq = ++this.seq;
    this.kept.push({ seq, event, at: this.now() });
    if (this.kept.length > this.replayWindow) this.kept.shift();
    const chunk = frame(this.idOf(seq), event);
    for (const client of this.clients) {
      if (!mayRead(client.user, event)) continue;
      client.send(chunk);
      // Their sessions changed: the browser reconnects, and its cookie is checked again.
      if (event.type === "user.sessions.changed") client.end();
    }
    if (event.type === "group.members.changed") {
      this.membershipChanges++;
      this.reloadGroups(event.userId);
    }
    if (event.type === "group.deleted") {
      for (const client of this.clients) {
        if (!client.user.groups?.has(event.groupId)) continue;
        const groups = new Map(client.user.groups);
        groups.delete(event.groupId);
        client.user = { ...client.user, groups };
      }
    }
  }

  /**
   * The user's place in a group changed: their streams' memberships are loaded again. Until the load
   * answers (milliseconds), a stream goes on with the memberships it had.
   */
  reloadGroups(userId: number) {
    const own = () => [...this.clients].filter((client) => client.user.id === userId);
    if (own().length === 0 || !this.loadGroups) return;
    // Two reloads of one user may answer out of order: only the newest one's answer is applied.
    const generation = (this.reloads.get(userId) ?? 0) + 1;
    this.reloads.set(userId, generation);
    this.loadGroups(userId).then(
      (groups) => {
        if (this.reloads.get(userId) !== generation) return;
        this.reloads.delete(userId);
        for (const client of own()) {
          const before = client.user.groups;
          client.user = { ...client.user, groups };
          // Events of a group heard before its membership loaded (the join's own chat line) were not sent:
          // the browser is told to refresh that group instead.
          for (const groupId of groups.keys()) {
            if (!before?.has(groupId)) client.send(frame(this.idOf(this.seq), { type: "group.changed", groupId }));
          }
        }
      },
      (error: unknown) => {
        if (this.reloads.get(userId) === generation) this.reloads.delete(userId);
        // Unknown memberships cannot be checked: those streams end, and the browsers reconnect.
        this.onError(error);
        for (const client of own()) client.end();
      },
    );
  }

  /** Events may have been missed: every browser refetches, and no earlier id can be replayed. */
  private missed() {
    this.kept.length = 0;
    this.floor = ++this.seq;
    this.floorAt = this.now();
    const chunk = frame(this.idOf(this.seq), { type: "refetch" });
    for (const client of this.clients) client.send(chunk);
  }

  /** Ends every stream (the server is closing) and stops hearing events. */
  close() {
    this.unsubscribe();
    for (const client of [...this.clients]) client.end();
    this.clients.clear();
  }
}

/**
 * Writes one chunk of a stream. Writes are never awaited, so a browser that stopped reading would make
 * the socket's buffer grow without end: past LIVE_STREAM_BUFFER_MAX_BYTES the stream is dropped instead
 * (the browser reconnects with Last-Event-ID and is replayed what it missed, or told to refetch).
 */
export function writeOrDrop(
  raw: Pick<NodeJS.WritableStream, "write"> & { writableLength: number },
  chunk: string,
  drop: () => void,
) {
  raw.write(chunk);
  if (raw.writableLength > LIVE_STREAM_BUFFER_MAX_BYTES) drop();
}

/** Opens the stream on a hijacked reply: the headers Fastify set so far (security, no-store) plus SSE's. */
function openStream(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  // A stream lives on: no idle limit on its socket (decision 020's limits are for ordinary requests).
  request.raw.socket.setTimeout(0);
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    connection: "keep-alive",
    // Proxies (nginx) must pass each event on at once.
    "x-accel-buffering": "no",
  });
  // Reconnect after a second when the stream drops.
  raw.write("retry: 1000\n\n");
  return raw;
}

declare module "fastify" {
  interface FastifyInstance {
    liveUpdates: LiveHub;
  }
}

export const liveUpdatesPlugin = fp(
  async (app: FastifyInstance, options: LiveUpdatesOptions) => {
    const heartbeatMs = options.heartbeatMs ?? 20_000;
    const maxStreamMs = options.maxStreamMs ?? 15 * 60_000;
    const hub = new LiveHub(
      app.events,
      options.replayWindow,
      (userId) => loadGroupRoles(app.db, userId),
      (error) => app.log.warn({ err: error }, "live updates: could not reload a stream's group memberships"),
      options.now,
    );
    app.decorate("liveUpdates", hub);
    // Open streams would keep the server from closing.
    app.addHook("preClose", async () => hub.close());

    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/events",
      {
        // Not in the OpenAPI document: a stream never ends (see above).
        schema: {
          hide: true,
          querystring: LiveEventsQuerySchema,
        },
        preValidation: requireUser,
      },
      async (request, reply) => {
        const user = request.user!;
        // The groups the user belongs to, for the policy's checks of group events at delivery.
        const changesBefore = hub.membershipChanges;
        const groups = await loadGroupRoles(app.db, user.id);
        const raw = openStream(request, reply);
        let ended = false;
        const heartbeat = setInterval(() => raw.write(": heartbeat\n\n"), heartbeatMs);
        const recheck = setTimeout(() => end(), maxStreamMs);
        const end = () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          clearTimeout(recheck);
          disconnect();
          raw.end();
        };
        const lastEventId = request.headers["last-event-id"];
        const disconnect = hub.connect(
          {
            user: { id: user.id, groups },
            send: (chunk) => {
              if (!ended) writeOrDrop(raw, chunk, end);
            },
            end,
          },
          typeof lastEventId === "string" ? lastEventId.slice(0, 100) : undefined,
          request.query.replayMs,
        );
        raw.on("close", end);
        raw.on("error", end);
        // A membership changed while this stream's were loading: load them again, now that it is connected.
        if (hub.membershipChanges !== changesBefore) hub.reloadGroups(user.id);
      },
    );
  },
  { name: "live-updates", dependencies: ["events", "auth"] },
);
