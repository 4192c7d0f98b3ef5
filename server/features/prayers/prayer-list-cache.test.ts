import { afterEach, describe, expect, it, vi } from "vitest";
import { type ChangeListener, openDatabase } from "../../db/client";
import { EventBus } from "../../platform/events";
import { createTestDatabase } from "../../testing/test-database";
import { PrayerListCache } from "./prayer-list-cache";

/** An event bus over a stand-in LISTEN connection: the test delivers other instances' events, or drops it. */
async function fakeBus() {
  let handlers: ChangeListener | null = null;
  const events = new EventBus({
    database: {
      kind: "pglite",
      listen: async (_channel: string, listener: ChangeListener) => {
        handlers = listener;
        listener.onListening(true);
        return async () => listener.onListening(false);
      },
    },
  });
  await events.start();
  return {
    events,
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
const fromAnotherInstance = (userId: number) =>
  JSON.stringify({ origin: "another-instance", type: "prayers.changed", userId });

const body = (text: string) => Buffer.from(JSON.stringify([{ title: text }]));

let caches: PrayerListCache[] = [];
async function started(options: Partial<ConstructorParameters<typeof PrayerListCache>[0]> = {}) {
  const cache = new PrayerListCache({ events: (await fakeBus()).events, ...options });
  cache.start();
  caches.push(cache);
  return cache;
}

afterEach(async () => {
  for (const cache of caches) cache.stop();
  caches = [];
});

describe("prayer list cache", () => {
  it("keeps a list until its owner changes it, with a stable ETag", async () => {
    const cache = await started();
    const stored = cache.store(1, cache.begin(), body("a"));
    expect(cache.get(1)).toEqual(stored);
    expect(stored.etag).toMatch(/^"[\w-]+"$/);
    expect(cache.store(2, cache.begin(), body("a")).etag).toBe(stored.etag);
    cache.changed(1);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toBeDefined();
  });

  it("never stores a list read before a change that raced with the read", async () => {
    const cache = await started();
    const token = cache.begin();
    cache.changed(1); // a write commits while the read is under way
    const answer = cache.store(1, token, body("stale"));
    expect(answer.body.toString()).toContain("stale"); // still answers the request that read it
    expect(cache.get(1)).toBeUndefined();
    // Other users' reads are not affected.
    cache.store(2, token, body("b"));
    expect(cache.get(2)).toBeDefined();
  });

  it("forgets a list another server changed", async () => {
    const fake = await fakeBus();
    const cache = await started({ events: fake.events });
    cache.store(5, cache.begin(), body("a"));
    cache.store(6, cache.begin(), body("b"));
    fake.deliver(fromAnotherInstance(5));
    fake.deliver("not json");
    fake.deliver(JSON.stringify({ origin: "x", type: "prayers.changed", userId: "6" }));
    expect(cache.get(5)).toBeUndefined();
    expect(cache.get(6)).toBeDefined();
  });

  it("caches nothing while notifications may be missed, and starts over when they return", async () => {
    const fake = await fakeBus();
    const cache = await started({ events: fake.events });
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
  it("a change committed on one server reaches the other through NOTIFY", async () => {
    const first = await createTestDatabase();
    const second = await openDatabase({ kind: "postgres", url: first.url!, poolMax: 2 });
    const busA = new EventBus({ database: first });
    const busB = new EventBus({ database: second });
    try {
      await busA.start();
      await busB.start();
      const b = await started({ events: busB });
      b.store(9, b.begin(), body("on b"));
      expect(b.get(9)).toBeDefined();
      await busA.transaction(first.db, async (_tx, emit) => emit({ type: "prayers.changed", userId: 9 }));
      await vi.waitFor(() => expect(b.get(9)).toBeUndefined(), { timeout: 5_000 });
    } finally {
      for (const cache of caches) cache.stop();
      caches = [];
      await busA.stop();
      await busB.stop();
      await second.close();
      await first.close();
    }
  });
});
