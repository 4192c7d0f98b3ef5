import { describe, expect, it } from "vitest";
import type { ChangeListener } from "../../db/client";
import { EventBus } from "../../platform/events";
import type { SessionLookup } from "./auth.service";
import { SessionCache } from "./session-cache";
import { syncSessionCache } from "./session-sync";

const session = (sessionId: string, userId: number, expiresAt = Date.now() + 60_000): SessionLookup => ({
  sessionId,
  expiresAt: new Date(expiresAt),
  user: {
    id: userId,
    username: `u${userId}`,
    email: null,
    firstName: null,
    lastName: null,
    createdAt: "",
    emailVerified: false,
  },
});

describe("SessionCache", () => {
  it("keeps a session for its ttl only", () => {
    const cache = new SessionCache(1000);
    cache.set(session("a", 1), 0);
    expect(cache.get("a", 999)?.user.id).toBe(1);
    expect(cache.get("a", 1000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("never keeps a session past its own expiry", () => {
    const now = Date.now();
    const cache = new SessionCache(60_000);
    cache.set(session("a", 1, now + 500), now);
    expect(cache.get("a", now + 499)).not.toBeNull();
    expect(cache.get("a", now + 500)).toBeNull();
  });

  it("forgets one session, or every session of a user", () => {
    const cache = new SessionCache(60_000);
    cache.set(session("a", 1));
    cache.set(session("b", 1));
    cache.set(session("c", 2));
    cache.delete("a");
    expect(cache.get("a")).toBeNull();
    cache.deleteUser(1);
    expect(cache.get("b")).toBeNull();
    expect(cache.get("c")?.user.id).toBe(2);
  });

  it("is bounded, dropping the oldest entry", () => {
    const cache = new SessionCache(60_000, 2);
    cache.set(session("a", 1));
    cache.set(session("b", 2));
    cache.set(session("c", 3));
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeNull();
    expect(cache.get("c")).not.toBeNull();
  });

  it("is off with a ttl of 0", () => {
    const cache = new SessionCache(0);
    cache.set(session("a", 1));
    expect(cache.get("a")).toBeNull();
  });

  it("does not keep a session read before a user was forgotten (a sign-out racing with the read)", () => {
    const cache = new SessionCache(60_000);
    const before = cache.generation;
    cache.deleteUser(1);
    cache.set(session("a", 1), Date.now(), before);
    expect(cache.get("a")).toBeNull();
    cache.set(session("a", 1), Date.now(), cache.generation);
    expect(cache.get("a")).not.toBeNull();
  });

  it("keeps nothing while it cannot hear other instances, and starts empty when it can again", () => {
    const cache = new SessionCache(60_000);
    cache.set(session("a", 1));
    cache.setListening(false);
    expect(cache.get("a")).toBeNull();
    cache.set(session("b", 2));
    cache.setListening(true);
    expect(cache.get("a")).toBeNull();
    expect(cache.get("b")).toBeNull();
    expect(cache.size).toBe(0);
  });
});

describe("syncSessionCache", () => {
  /** An event bus over a stand-in LISTEN connection the test drives. */
  const fakeBus = async () => {
    let handlers: ChangeListener | null = null;
    const events = new EventBus({
      database: {
        kind: "pglite",
        listen: async (_channel: string, listener: ChangeListener) => {
          handlers = listener;
          return async () => {};
        },
      },
    });
    await events.start();
    return { events, handlers: () => handlers! };
  };
  const other = (userId: number) =>
    JSON.stringify({ origin: "another-instance", type: "user.sessions.changed", userId });

  it("caches only once the listener is connected, and forgets a user another instance names", async () => {
    const { events, handlers } = await fakeBus();
    const cache = new SessionCache(60_000);
    syncSessionCache(cache, events);
    cache.set(session("a", 1));
    expect(cache.get("a")).toBeNull();
    handlers().onListening(true);
    cache.set(session("a", 1));
    cache.set(session("b", 2));
    handlers().onMessage(other(1));
    expect(cache.get("a")).toBeNull();
    expect(cache.get("b")).not.toBeNull();
    handlers().onListening(false);
    expect(cache.get("b")).toBeNull();
  });

  it("forgets a user whose sessions changed here once the change commits, and not when it rolls back", async () => {
    const { events, handlers } = await fakeBus();
    const cache = new SessionCache(60_000);
    syncSessionCache(cache, events);
    handlers().onListening(true);
    cache.set(session("a", 7));
    const db = { transaction: async (fn: (tx: unknown) => Promise<unknown>) => fn({}) } as never;
    await expect(
      events.transaction(db, async (_tx, emit) => {
        emit({ type: "user.sessions.changed", userId: 7 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(cache.get("a")).not.toBeNull();
    await events.transaction(db, async (_tx, emit) => emit({ type: "user.sessions.changed", userId: 7 }));
    expect(cache.get("a")).toBeNull();
  });
});
