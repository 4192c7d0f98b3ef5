import { createHash, randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../../db/client";

/**
 * The serialized prayer list of recently active users (decision 009). A wall of 200 notes is about
 * 100 KB of JSON; building it for every GET (query, row mapping, validation, serialization) is what
 * limited the wall's throughput, while the list changes only when its owner writes.
 *
 * Correctness rules:
 * - Every write through this process calls `changed(userId)` before its response is sent, so the
 *   writer's next read never sees the old list.
 * - A list read from the database is stored only if no change to that user happened since the read
 *   began (a change racing with a read can never leave a stale entry behind).
 * - Other processes hear of a change through PostgreSQL NOTIFY: coalesced and sent after the write,
 *   off the write's transaction, or, for a moved note, by the move's own statement (`move-batcher.ts`).
 *   While the LISTEN connection is down nothing is cached, and after it returns everything starts
 *   over. Entries also expire after `maxAgeMs`, a safety net for a notification lost with a crashed
 *   process.
 */
export interface PrayerListCacheOptions {
  database: Pick<DatabaseHandle, "notify" | "listen">;
  log?: Pick<FastifyBaseLogger, "warn">;
  maxBytes?: number;
  maxAgeMs?: number;
  /** Coalescing delay of outgoing notifications. */
  notifyDelayMs?: number;
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

export const PRAYER_LIST_CHANNEL = "prayer_lists_changed";
const NOTIFY_PAYLOAD_MAX = 7_000;
const TRACKED_CHANGES_MAX = 100_000;

export class PrayerListCache {
  private readonly entries = new Map<number, Entry>();
  private bytes = 0;
  /** Change sequence numbers: a read that began before a user's last change must not be stored. */
  private sequence = 0;
  private readonly lastChange = new Map<number, number>();
  private resetAt = 0;
  private listening = false;
  private stopListening: (() => Promise<void>) | null = null;
  private readonly pending = new Set<number>();
  private flushTimer: NodeJS.Timeout | null = null;
  /** Signs this cache's notifications, so it can skip its own (payload `sender:userId,userId,…`). */
  readonly sender = randomUUID();
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly notifyDelayMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PrayerListCacheOptions) {
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.notifyDelayMs = options.notifyDelayMs ?? 5;
    this.now = options.now ?? Date.now;
  }

  async start(): Promise<void> {
    this.stopListening = await this.options.database.listen(PRAYER_LIST_CHANNEL, {
      onMessage: (payload) => this.heard(payload),
      onReset: () => this.reset(),
      onListening: (listening) => {
        this.listening = listening;
      },
    });
  }

  async stop(): Promise<void> {
    if (this.flushTimer) {
      clearTimeout(this.flushTimer);
      this.flushTimer = null;
      await this.flush();
    }
    await this.stopListening?.();
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

  /**
   * The user's prayers changed: forget the list here, and tell the other processes, unless the write
   * already told them in its own transaction (`told`, a move).
   */
  changed(userId: number, told = false): void {
    this.forget(userId);
    if (told) return;
    this.pending.add(userId);
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = null;
      void this.flush();
    }, this.notifyDelayMs);
  }

  private forget(userId: number) {
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

  private heard(payload: string) {
    const [sender, ids = ""] = payload.split(":");
    if (sender === this.sender) return;
    for (const id of ids.split(",")) {
      const userId = Number(id);
      if (Number.isSafeInteger(userId)) this.forget(userId);
    }
  }

  private async flush() {
    const ids = [...this.pending];
    this.pending.clear();
    const prefix = `${this.sender}:`;
    let batch: string[] = [];
    let length = prefix.length;
    const send = async () => {
      if (batch.length === 0) return;
      const payload = prefix + batch.join(",");
      batch = [];
      length = prefix.length;
      try {
        await this.options.database.notify(PRAYER_LIST_CHANNEL, payload);
      } catch (error) {
        this.options.log?.warn({ err: error }, "Could not tell other servers that prayer lists changed");
      }
    };
    for (const id of ids) {
      const text = String(id);
      if (length + text.length + 1 > NOTIFY_PAYLOAD_MAX) await send();
      batch.push(text);
      length += text.length + 1;
    }
    await send();
  }
}

declare module "fastify" {
  interface FastifyInstance {
    prayerLists: PrayerListCache;
  }
}

/** One cache per app, started with the app and stopped (notifications flushed) when it closes. */
export const prayerListCachePlugin = fp(
  async (app) => {
    const cache = new PrayerListCache({ database: app.database, log: app.log });
    await cache.start();
    app.decorate("prayerLists", cache);
    app.addHook("onClose", async () => cache.stop());
  },
  { name: "prayer-list-cache", dependencies: ["database"] },
);
