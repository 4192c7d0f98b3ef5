import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { EventBus } from "../../platform/events";

/**
 * The serialized walls of recently read groups (issue 17 §9). A wall of 500 posts with their reactions
 * and comments is about 450 KB of JSON; building it (three queries, about 4,000 rows, validation,
 * serialization) for each of a thousand members' reads is what limits it, while it changes only when a
 * member writes. The same rules as the prayer list's cache (decision 009):
 *
 * - Forgotten on every `group.posts.changed` and `group.deleted` of its group (emitted in the writes'
 *   transactions, heard here right after the commit, other instances' through LISTEN/NOTIFY), and on every
 *   `user.sessions.changed` of a person it names (their name was edited, or their account and with it their
 *   posts, comments and reactions deleted).
 * - A wall read from the database is stored only if nothing that forgets it happened since the read began.
 * - Nothing is cached while the bus's LISTEN connection is down; everything starts over after it returns.
 *   Entries expire after `maxAgeMs` anyway.
 * - Whether the reader may see the wall is checked for every request before the cache is asked (posts.service.ts).
 */
export interface WallCacheOptions {
  events: Pick<EventBus, "subscribe">;
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export type CachedWall = {
  body: Buffer;
  etag: string;
  /** The body gzipped, made once on first use. */
  gzipped: () => Buffer;
};
type Entry = CachedWall & { storedAt: number; people: ReadonlySet<number> };
/** What a build of a wall gives: its JSON and everyone it names. */
export type BuiltWall = { body: Buffer; people: Iterable<number> };

function lazyGzip(body: Buffer): () => Buffer {
  let gzipped: Buffer | null = null;
  return () => {
    gzipped ??= gzipSync(body, { level: 6 });
    return gzipped;
  };
}

const TRACKED_CHANGES_MAX = 100_000;

export class WallCache {
  private readonly entries = new Map<number, Entry>();
  private bytes = 0;
  /** Change sequence numbers: a read that began before its group's last change must not be stored. */
  private sequence = 0;
  private readonly lastChange = new Map<number, number>();
  /** Builds in flight, by group: readers who arrive while one runs (and nothing changed since it began) share it. */
  private readonly building = new Map<number, { token: number; wall: Promise<CachedWall> }>();
  private resetAt = 0;
  private listening = false;
  private unsubscribe: (() => void) | null = null;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(private readonly options: WallCacheOptions) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.unsubscribe = this.options.events.subscribe(
      ["group.posts.changed", "group.deleted", "user.sessions.changed"],
      {
        onEvent: (event) => {
          if (event.type === "user.sessions.changed") this.personChanged(event.userId);
          else this.changed(event.groupId);
        },
        onReset: () => this.reset(),
        onListening: (listening) => {
          this.listening = listening;
        },
      },
    );
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.listening = false;
    this.reset();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The group's cached wall, if it is there and fresh. */
  get(groupId: number): CachedWall | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(groupId);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.maxAgeMs) {
      this.drop(groupId);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(groupId);
    this.entries.set(groupId, entry);
    return { body: entry.body, etag: entry.etag, gzipped: entry.gzipped };
  }

  /**
   * The group's wall: from the cache, or from a build already running for it that began after its last change,
   * or from `build` (then kept). After a write, every member's open wall refetches at once (live updates): they
   * share one build instead of each making their own.
   */
  load(groupId: number, build: () => Promise<BuiltWall>): Promise<CachedWall> {
    const cached = this.get(groupId);
    if (cached) return Promise.resolve(cached);
    const running = this.building.get(groupId);
    if (running && this.listening && !this.changedSince(groupId, running.token)) return running.wall;
    const token = this.begin();
    const wall = build().then(({ body, people }) => this.store(groupId, token, body, people));
    this.building.set(groupId, { token, wall });
    const done = () => {
      if (this.building.get(groupId)?.wall === wall) this.building.delete(groupId);
    };
    wall.then(done, done);
    return wall;
  }

  /** Call before reading the wall from the database; pass the token to `store`. */
  begin(): number {
    return this.sequence;
  }

  /**
   * Keeps a wall read from the database (unless it changed meanwhile) and returns it with its ETag.
   * `people`: everyone it names (authors, reactors, commenters), whose account changes forget it.
   */
  store(groupId: number, token: number, body: Buffer, people: Iterable<number>): CachedWall {
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const value = { body, etag, gzipped: lazyGzip(body) };
    if (!this.listening || this.changedSince(groupId, token) || body.length * 2 > this.maxBytes / 4) return value;
    this.drop(groupId);
    this.entries.set(groupId, { ...value, storedAt: this.now(), people: new Set(people) });
    // Counted at twice the body: room for the gzipped copy and the bookkeeping.
    this.bytes += body.length * 2;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length * 2;
    }
    return value;
  }

  /** Whether something that forgets the group's wall happened after `token`. */
  private changedSince(groupId: number, token: number): boolean {
    return (this.lastChange.get(groupId) ?? 0) > token || this.resetAt > token;
  }

  /** The group's wall changed (or the group is gone): forget it. */
  changed(groupId: number): void {
    this.sequence++;
    if (this.lastChange.size >= TRACKED_CHANGES_MAX) {
      // Too many to track one by one: refuse every read that began before now.
      this.lastChange.clear();
      this.resetAt = this.sequence;
    }
    this.lastChange.set(groupId, this.sequence);
    this.drop(groupId);
  }

  /** A person's account changed: forget every wall that names them, and every read in flight. */
  private personChanged(userId: number): void {
    this.sequence++;
    this.resetAt = this.sequence;
    for (const [groupId, entry] of this.entries) if (entry.people.has(userId)) this.drop(groupId);
  }

  private drop(groupId: number) {
    const entry = this.entries.get(groupId);
    if (!entry) return;
    this.entries.delete(groupId);
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
