import type { SessionLookup } from "./auth.service";

/**
 * Recently seen sessions, so a burst of requests does not cost a database round trip each.
 * An entry lives at most `ttlMs` (and never past the session's own expiry). Sign-out, account changes
 * and deletion forget a user's entries here and, through PostgreSQL NOTIFY, in every other instance
 * (`session-sync.ts`, decision 019); while those notifications cannot arrive (`listening` false) nothing
 * is cached. A ttl of 0 turns the cache off.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: SessionLookup; until: number }>();
  private listening = true;
  /** Counts forgets: a session read from the database before one is not stored (it may be revoked). */
  private forgets = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(sessionId: string, now = Date.now()): SessionLookup | null {
    if (!this.listening) return null;
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (entry.until <= now || entry.session.expiresAt.getTime() <= now) {
      this.entries.delete(sessionId);
      return null;
    }
    return entry.session;
  }

  /** Take before reading a session from the database; pass to `set`. */
  get generation() {
    return this.forgets;
  }

  /** Keeps a session; `since`, the generation taken before it was read, skips it when a user was forgotten meanwhile. */
  set(session: SessionLookup, now = Date.now(), since = this.forgets) {
    if (this.ttlMs <= 0 || !this.listening || since !== this.forgets) return;
    this.entries.delete(session.sessionId);
    this.entries.set(session.sessionId, {
      session,
      until: Math.min(now + this.ttlMs, session.expiresAt.getTime()),
    });
    // Maps keep insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(sessionId: string) {
    this.forgets++;
    this.entries.delete(sessionId);
  }

  /** Forget every cached session of a user, e.g. after their account changed. */
  deleteUser(userId: number) {
    this.forgets++;
    for (const [sessionId, entry] of this.entries) {
      if (entry.session.user.id === userId) this.entries.delete(sessionId);
    }
  }

  /** Whether changes made by other instances reach this cache; while not, it keeps nothing. */
  setListening(listening: boolean) {
    this.listening = listening;
    this.clear();
  }

  clear() {
    this.forgets++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
