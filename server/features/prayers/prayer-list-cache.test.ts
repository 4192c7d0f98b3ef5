import { afterEach, describe, expect, it, vi } from "vitest";
import { type ChangeListener, openDatabase } from "../../db/client";
import { createTestDatabase } from "../../testing/test-database";
import { PRAYER_LIST_CHANNEL, PrayerListCache } from "./prayer-list-cache";

/** A database stand-in that records notifications and lets the test deliver or drop them. */
function fakeDatabase() {
  const sent: string[] = [];
  let handlers: ChangeListener | null = null;
  return {
    sent,
    database: {
      notify: async (_channel: string, payload: string) => {
        sent.push(payload);
      },
      listen: async (_channel: string, listener: ChangeListener) => {
        handlers = listener;
        listener.onListening(true);
        return async () => listener.onListening(false);
      },
    },
    deliver: (payload: string) => handlers?.onMessage(payload),
    drop: () => {
      handlers?.onListening(false);
      handlers?.onReset();
    },
    reconnect: () => {
      handlers?.onReset();
      handlers?.onListening(true);
    },
  };
}

const body = (text: string) => Buffer.from(JSON.stringify([{ title: text }]));

let caches: PrayerListCache[] = [];
async function started(options: ConstructorParameters<typeof PrayerListCache>[0]) {
  const cache = new PrayerListCache(options);
  await cache.start();
  caches.push(cache);
  return cache;
}

afterEach(async () => {
  await Promise.all(caches.map((cache) => cache.stop()));
  caches = [];
  vi.useRealTimers();
});

describe("prayer list cache", () => {
  it("keeps a list until its owner changes it, with a stable ETag", async () => {
    const cache = await started({ database: fakeDatabase().database });
    const stored = cache.store(1, cache.begin(), body("a"));
    expect(cache.get(1)).toEqual(stored);
    expect(stored.etag).toMatch(/^"[\w-]+"$/);
    expect(cache.store(2, cache.begin(), body("a")).etag).toBe(stored.etag);
    cache.changed(1);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toBeDefined();
  });

  it("never stores a list read before a change that raced with the read", async () => {
    const cache = await started({ database: fakeDatabase().database });
    const token = cache.begin();
    cache.changed(1); // a write commits while the read is under way
    const answer = cache.store(1, token, body("stale"));
    expect(answer.body.toString()).toContain("stale"); // still answers the request that read it
    expect(cache.get(1)).toBeUndefined();
    // Other users' reads are not affected.
    cache.store(2, token, body("b"));
    expect(cache.get(2)).toBeDefined();
  });

  it("tells other servers once per burst of changes, and ignores its own notifications", async () => {
    const fake = fakeDatabase();
    const cache = await started({ database: fake.database, notifyDelayMs: 1 });
    cache.changed(1);
    cache.changed(2);
    cache.changed(1);
    await vi.waitFor(() => expect(fake.sent).toHaveLength(1));
    const [payload] = fake.sent;
    expect(payload).toMatch(/^[\w-]+:1,2$/);
    cache.store(1, cache.begin(), body("a"));
    fake.deliver(payload!);
    expect(cache.get(1)).toBeDefined();
  });

  it("forgets a list another server changed", async () => {
    const fake = fakeDatabase();
    const cache = await started({ database: fake.database });
    cache.store(5, cache.begin(), body("a"));
    cache.store(6, cache.begin(), body("b"));
    fake.deliver("other-server:5,not-a-number");
    expect(cache.get(5)).toBeUndefined();
    expect(cache.get(6)).toBeDefined();
  });

  it("caches nothing while notifications may be missed, and starts over when they return", async () => {
    const fake = fakeDatabase();
    const cache = await started({ database: fake.database });
    cache.store(1, cache.begin(), body("a"));
    const token = cache.begin();
    fake.drop();
    expect(cache.get(1)).toBeUndefined();
    cache.store(1, cache.begin(), body("b"));
    expect(cache.get(1)).toBeUndefined();
    fake.reconnect();
    cache.store(1, token, body("read before the outage"));
    expect(cache.get(1)).toBeUndefined();
    cache.store(1, cache.begin(), body("c"));
    expect(cache.get(1)?.body.toString()).toContain("c");
  });

  it("expires entries and evicts the least recently used beyond its size", async () => {
    let now = 0;
    const size = body("x").length;
    const cache = await started({
      database: fakeDatabase().database,
      maxAgeMs: 1_000,
      // Each entry counts twice its body (room for its gzipped copy): four fit.
      maxBytes: size * 8,
      now: () => now,
    });
    cache.store(1, cache.begin(), body("x"));
    cache.store(2, cache.begin(), body("x"));
    cache.get(1);
    cache.store(3, cache.begin(), body("x"));
    cache.store(4, cache.begin(), body("x"));
    cache.store(5, cache.begin(), body("x"));
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBeDefined();
    now = 1_001;
    expect(cache.get(1)).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DB_DRIVER === "postgres")("prayer list cache across servers (PostgreSQL)", () => {
  it("a change on one server reaches the other through NOTIFY", async () => {
    const first = await createTestDatabase();
    const second = await openDatabase({ kind: "postgres", url: first.url!, poolMax: 2 });
    try {
      const a = await started({ database: first, notifyDelayMs: 1 });
      const b = await started({ database: second, notifyDelayMs: 1 });
      b.store(9, b.begin(), body("on b"));
      expect(b.get(9)).toBeDefined();
      a.changed(9);
      await vi.waitFor(() => expect(b.get(9)).toBeUndefined(), { timeout: 5_000 });
      expect(PRAYER_LIST_CHANNEL).toBe("prayer_lists_changed");
    } finally {
      await Promise.all(caches.map((cache) => cache.stop()));
      caches = [];
      await second.close();
      await first.close();
    }
  });
});
