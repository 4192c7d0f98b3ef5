import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import fp from "fastify-plugin";
import type { EventBus } from "../../platform/events";

/**
 * The serialized prayer list of recently active users (decision 009). A wall of 200 notes is about
 * 100 KB of JSON; building it for every GET (query, row mapping, validation, serialization) is what
 * limited the wall's throughput, while the list changes only when its owner writes.
 *
 * Correctness rules:
 * - The cache hears every `prayers.changed` event (decision 022): a service that changes a user's
 *   prayers emits it in its transaction; this process hears it right after the commit, before the
 *   verb returns, so the writer's next read never sees the old list; other processes hear it through
 *   PostgreSQL NOTIFY. Own or remote, an event simply forgets the list.
 * - A list read from the database is stored only if no change to that user happened since the read
 *   began (a change racing with a read can never leave a stale entry behind).
 * - While the bus's LISTEN connection is down nothing is cached, and after it returns everything starts
 *   over. Entries also expire after `maxAgeMs`, a safety net for an event lost with a crashed process.
 */
export interface PrayerListCacheOptions {
  events: Pick<EventBus, "subscribe">;
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export type CachedPrayerList = {
  body: Buffer;
  etag: string;
  /** The body gzipped, made once on first use (a wall of 200 notes: about 100 KB → 4 KB). */
  gzipped: () => Buffer;
};
type Entry = CachedPrayerList & { storedAt: number };

function lazyGzip(body: Buffer): () => Buffer {
  let gzipped: Buffer | null = null;
  return () => {
    gzipped ??= gzipSync(body, { level: 6 });
    return gzipped;
  };
}

const TRACKED_CHANGES_MAX = 100_000;

export class PrayerListCache {
  private readonly entries = new Map<number, Entry>();
  private bytes = 0;
  /** Change sequence numbers: a read that began before a user's last change must not be stored. */
  private sequence = 0;
  private readonly lastChange = new Map<number, number>();
  private resetAt = 0;
  private listening = false;
  private unsubscribe: (() => void) | null = null;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PrayerListCacheOptions) {
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.unsubscribe = this.options.events.subscribe(["prayers.changed"], {
      onEvent: (event) => this.changed(event.userId),
      onReset: () => this.reset(),
      onListening: (listening) => {
        this.listening = listening;
      },
    });
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.listening = false;
    this.reset();
  }

  /** The user's cached list, if it is there and fresh. */
  get(userId: number): CachedPrayerList | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.maxAgeMs) {
      this.drop(userId);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    return { body: entry.body, etag: entry.etag, gzipped: entry.gzipped };
  }

  /** Call before reading the list from the database; pass the token to `store`. */
  begin(): number {
    return this.sequence;
  }

  /** Keeps a list read from the database (unless it changed meanwhile) and returns it with its ETag. */
  store(userId: number, token: number, body: Buffer): CachedPrayerList {
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const value = { body, etag, gzipped: lazyGzip(body) };
    const changedSince = (this.lastChange.get(userId) ?? 0) > token || this.resetAt > token;
    if (!this.listening || changedSince || body.length * 2 > this.maxBytes / 4) return value;
    this.drop(userId);
    this.entries.set(userId, { ...value, storedAt: this.now() });
    // Counted at twice the body: room for the gzipped copy and the bookkeeping.
    this.bytes += body.length * 2;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length * 2;
    }
    return value;
  }

  /** The user's prayers changed (a `prayers.changed` event): forget the list. */
  changed(userId: number): void {
    this.sequence++;
    if (this.lastChange.size >= TRACKED_CHANGES_MAX) {
      // Too many to track one by one: refuse every read that began before now.
      this.lastChange.clear();
      this.resetAt = this.sequence;
    }
    this.lastChange.set(userId, this.sequence);
    this.drop(userId);
  }

  private drop(userId: number) {
    const entry = this.entries.get(userId);
    if (!entry) return;
    this.entries.delete(userId);
    this.bytes -= entry.body.length * 2;
  }

  private reset() {
    this.sequence++;
    this.resetAt = this.sequence;
    this.lastChange.clear();
    this.entries.clear();
    this.bytes = 0;
  }
}

declare module "fastify" {
  interface FastifyInstance {
    prayerLists: PrayerListCache;
  }
}

/** One cache per app, subscribed to the app's events from start-up until it closes; read by GET /api/prayers. */
export const prayerListCachePlugin = fp(
  async (app) => {
    const cache = new PrayerListCache({ events: app.events });
    cache.start();
    app.decorate("prayerLists", cache);
    app.addHook("onClose", async () => cache.stop());
  },
  { name: "prayer-list-cache", dependencies: ["events"] },
);
