import { describe, expect, it } from "vitest";
import type { SessionLookup } from "./auth.service";
import { SessionCache } from "./session-cache";

const session = (sessionId: string, userId: number, expiresAt = Date.now() + 60_000): SessionLookup => ({
  sessionId,
  expiresAt: new Date(expiresAt),
  user: { id: userId, username: `u${userId}`, email: null, firstName: null, lastName: null, createdAt: "" },
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
});
