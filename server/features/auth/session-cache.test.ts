import { describe, expect, it } from "vitest";
import { type SessionLookup, sessionIdOf } from "./auth.service";
import { SessionCache, SessionIdMemo } from "./session-cache";

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

describe("SessionIdMemo", () => {
  it("gives each token its hashed session id, hashing a token once", () => {
    let hashed = 0;
    const memo = new SessionIdMemo((token) => {
      hashed++;
      return sessionIdOf(token);
    });
    expect(memo.of("token-a")).toBe(sessionIdOf("token-a"));
    expect(memo.of("token-a")).toBe(sessionIdOf("token-a"));
    expect(memo.of("token-b")).toBe(sessionIdOf("token-b"));
    expect(memo.of("token-a")).not.toBe(memo.of("token-b"));
    expect(hashed).toBe(2);
  });

  it("keeps at most its limit, forgetting the oldest token first", () => {
    let hashed = 0;
    const memo = new SessionIdMemo((token) => {
      hashed++;
      return sessionIdOf(token);
    }, 2);
    memo.of("a");
    memo.of("b");
    memo.of("c");
    expect(memo.size).toBe(2);
    memo.of("c");
    memo.of("a"); // "a" was the oldest, so it is hashed again
    expect(hashed).toBe(4);
  });

  it("forgets a signed-out token", () => {
    const memo = new SessionIdMemo(sessionIdOf);
    memo.of("a");
    memo.forget("a");
    expect(memo.size).toBe(0);
  });
});
