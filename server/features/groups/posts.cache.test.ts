import { describe, expect, it } from "vitest";
import type { ChangeEvent, ChangeEventType, Subscriber } from "../../platform/events";
import { type BuiltWall, WallCache } from "./posts.cache";

/** A bus whose events the test sends by hand. */
function fakeBus() {
  let subscriber: Subscriber | null = null;
  return {
    subscribe: <T extends ChangeEventType>(_types: readonly T[], listener: Subscriber<T>) => {
      subscriber = listener as unknown as Subscriber;
      listener.onListening?.(true);
      return () => {
        subscriber = null;
      };
    },
    send: (event: ChangeEvent) => subscriber?.onEvent(event as never),
    listening: (value: boolean) => subscriber?.onListening?.(value),
    reset: () => subscriber?.onReset?.(),
  };
}

/** A build the test finishes when it wants, counting how many ran. */
function builds() {
  const pending: Array<(wall: BuiltWall) => void> = [];
  let count = 0;
  return {
    build: () =>
      new Promise<BuiltWall>((resolve) => {
        count++;
        pending.push(resolve);
      }),
    finish: (index: number, text: string, people: number[] = []) =>
      pending[index]!({ body: Buffer.from(text), people }),
    count: () => count,
  };
}

const text = (wall: { body: Buffer }) => wall.body.toString("utf8");

describe("WallCache", () => {
  it("readers who ask while a wall is built share that one build, and later ones get it from the cache", async () => {
    const bus = fakeBus();
    const cache = new WallCache({ events: bus });
    cache.start();
    const b = builds();
    const readers = Array.from({ length: 50 }, () => cache.load(1, b.build));
    expect(b.count()).toBe(1);
    b.finish(0, "[1]");
    expect((await Promise.all(readers)).map(text)).toEqual(Array(50).fill("[1]"));
    expect(text(await cache.load(1, b.build))).toBe("[1]");
    expect(b.count()).toBe(1);
    // Another group builds its own.
    const other = cache.load(2, b.build);
    b.finish(1, "[2]");
    expect(text(await other)).toBe("[2]");
  });

  it("a change during a build: readers after it get a new build, and the old one is not kept", async () => {
    const bus = fakeBus();
    const cache = new WallCache({ events: bus });
    cache.start();
    const b = builds();
    const before = cache.load(7, b.build);
    bus.send({ type: "group.posts.changed", groupId: 7, postId: 1 });
    const after = cache.load(7, b.build);
    expect(b.count()).toBe(2);
    b.finish(0, "old");
    b.finish(1, "new");
    expect(text(await before)).toBe("old");
    expect(text(await after)).toBe("new");
    expect(text(await cache.load(7, b.build))).toBe("new");
    expect(b.count()).toBe(2);

    bus.send({ type: "group.deleted", groupId: 7 });
    const again = cache.load(7, b.build);
    b.finish(2, "rebuilt");
    expect(text(await again)).toBe("rebuilt");
  });

  it("forgets the walls that name a person whose account changed, and only those", async () => {
    const bus = fakeBus();
    const cache = new WallCache({ events: bus });
    cache.start();
    const b = builds();
    const first = cache.load(1, b.build);
    const second = cache.load(2, b.build);
    b.finish(0, "names 10", [10, 11]);
    b.finish(1, "names 12", [12]);
    await Promise.all([first, second]);
    expect(cache.size).toBe(2);
    bus.send({ type: "user.sessions.changed", userId: 11 });
    expect(cache.size).toBe(1);
    expect(text(await cache.load(2, b.build))).toBe("names 12");
    expect(b.count()).toBe(2);
  });

  it("keeps nothing while the bus is not listening, and starts over after a reset", async () => {
    const bus = fakeBus();
    const cache = new WallCache({ events: bus });
    cache.start();
    const b = builds();
    bus.listening(false);
    const one = cache.load(3, b.build);
    const two = cache.load(3, b.build);
    expect(b.count()).toBe(2);
    b.finish(0, "a");
    b.finish(1, "b");
    await Promise.all([one, two]);
    expect(cache.size).toBe(0);

    bus.listening(true);
    const kept = cache.load(3, b.build);
    b.finish(2, "c");
    await kept;
    expect(cache.size).toBe(1);
    bus.reset();
    expect(cache.size).toBe(0);
  });

  it("expires an entry after maxAgeMs, and gives each wall an ETag of its bytes", async () => {
    let now = 0;
    const bus = fakeBus();
    const cache = new WallCache({ events: bus, maxAgeMs: 1_000, now: () => now });
    cache.start();
    const b = builds();
    const first = cache.load(4, b.build);
    b.finish(0, "x");
    const wall = await first;
    expect(wall.etag).toMatch(/^"[\w-]+"$/);
    now = 1_001;
    const later = cache.load(4, b.build);
    expect(b.count()).toBe(2);
    b.finish(1, "x");
    expect((await later).etag).toBe(wall.etag);
  });
});
