import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const session = (overrides: Record<string, unknown> = {}) => ({
  clientId: `s-${++sequence}-${Date.now()}`,
  watchNumber: 4,
  duration: 15,
  notes: "Prayed for the city",
  voiceGuided: false,
  completedAt: "2026-01-10T21:30:00.000Z",
  ...overrides,
});

const DAY_MS = 86_400_000;

describe("/api/prayer-sessions", () => {
  it("needs a signed-in user", async () => {
    for (const [method, url] of [
      ["GET", "/api/prayer-sessions"],
      ["POST", "/api/prayer-sessions"],
      ["POST", "/api/prayer-sessions/import"],
      ["GET", "/api/prayer-sessions/stats"],
      ["DELETE", "/api/prayer-sessions/1"],
    ] as const) {
      const response = await requestAs(t.app, method, url, undefined, method === "POST" ? session() : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("saves a session for the signed-in user (never user 1) and lists own sessions newest first", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const older = session({ completedAt: "2026-01-01T06:00:00Z" });
    const newer = session({ completedAt: "2026-01-02T06:00:00+02:00", voiceGuided: true, watchNumber: 5 });
    const created = await requestAs(t.app, "POST", "/api/prayer-sessions", alice.cookie, older);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      clientId: older.clientId,
      userId: alice.user.id,
      watchNumber: 4,
      duration: 15,
      notes: "Prayed for the city",
      voiceGuided: false,
      completedAt: "2026-01-01T06:00:00.000Z",
    });
    await requestAs(t.app, "POST", "/api/prayer-sessions", alice.cookie, newer);
    await requestAs(t.app, "POST", "/api/prayer-sessions", bob.cookie, session());

    const mine = await requestAs(t.app, "GET", "/api/prayer-sessions", alice.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((s: { clientId: string }) => s.clientId)).toEqual([newer.clientId, older.clientId]);
    expect(mine.json().every((s: { userId: number }) => s.userId === alice.user.id)).toBe(true);
    expect(mine.json()[0].completedAt).toBe("2026-01-02T04:00:00.000Z");
  });

  it("saves a retried session once: the same clientId answers 200 with the first save", async () => {
    const { cookie } = await registerUser(t.app);
    const input = session();
    const first = await requestAs(t.app, "POST", "/api/prayer-sessions", cookie, input);
    const again = await requestAs(t.app, "POST", "/api/prayer-sessions", cookie, { ...input, notes: "changed" });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const list = await requestAs(t.app, "GET", "/api/prayer-sessions", cookie);
    expect(list.json()).toHaveLength(1);

    // Another user may use the same clientId: ids are unique per user.
    const other = await registerUser(t.app);
    const theirs = await requestAs(t.app, "POST", "/api/prayer-sessions", other.cookie, input);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
  });

  it("rejects invalid sessions with 400", async () => {
    const { cookie } = await registerUser(t.app);
    const bad = [
      session({ watchNumber: 9 }),
      session({ watchNumber: 0 }),
      session({ duration: 0 }),
      session({ duration: 1.5 }),
      session({ completedAt: "yesterday" }),
      session({ clientId: "has spaces" }),
      session({ clientId: "" }),
      session({ notes: "x".repeat(20_001) }),
      session({ userId: 1 }),
      { watchNumber: 1, duration: 5, completedAt: "2026-01-01T00:00:00Z" },
    ];
    for (const payload of bad) {
      const response = await requestAs(t.app, "POST", "/api/prayer-sessions", cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_ERROR");
    }
    expect((await requestAs(t.app, "GET", "/api/prayer-sessions", cookie)).json()).toEqual([]);
  });

  it("deletes only the caller's own sessions: another user's id is 404", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const saved = (await requestAs(t.app, "POST", "/api/prayer-sessions", alice.cookie, session())).json();
    const stolen = await requestAs(t.app, "DELETE", `/api/prayer-sessions/${saved.id}`, bob.cookie);
    expect(stolen.statusCode).toBe(404);
    expect((await requestAs(t.app, "GET", "/api/prayer-sessions", alice.cookie)).json()).toHaveLength(1);

    const deleted = await requestAs(t.app, "DELETE", `/api/prayer-sessions/${saved.id}`, alice.cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await requestAs(t.app, "DELETE", `/api/prayer-sessions/${saved.id}`, alice.cookie)).statusCode).toBe(404);
    expect((await requestAs(t.app, "DELETE", "/api/prayer-sessions/abc", alice.cookie)).statusCode).toBe(400);
    expect((await requestAs(t.app, "DELETE", "/api/prayer-sessions/99999999999", alice.cookie)).statusCode).toBe(400);
  });
});

describe("POST /api/prayer-sessions/import", () => {
  it("imports in one go and is idempotent", async () => {
    const { cookie } = await registerUser(t.app);
    const already = session();
    await requestAs(t.app, "POST", "/api/prayer-sessions", cookie, already);
    const local = [session(), session({ voiceGuided: true }), already];
    const first = await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, { sessions: local });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ imported: 2, alreadySaved: 1 });
    expect(first.json().sessions).toHaveLength(3);

    const again = await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, { sessions: local });
    expect(again.json()).toMatchObject({ imported: 0, alreadySaved: 3 });
    expect(again.json().sessions).toHaveLength(3);
  });

  it("keeps the first of two sessions with the same clientId in one batch", async () => {
    const { cookie } = await registerUser(t.app);
    const one = session({ notes: "first" });
    const response = await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, {
      sessions: [one, { ...one, notes: "second" }],
    });
    expect(response.json()).toMatchObject({ imported: 1, alreadySaved: 1 });
    expect(response.json().sessions.map((s: { notes: string }) => s.notes)).toEqual(["first"]);
  });

  it("imports nothing when one session is invalid", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, {
      sessions: [session(), session({ watchNumber: 12 })],
    });
    expect(response.statusCode).toBe(400);
    expect((await requestAs(t.app, "GET", "/api/prayer-sessions", cookie)).json()).toEqual([]);
    const tooMany = await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, {
      sessions: Array.from({ length: 1001 }, () => session()),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it("accepts an empty import", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, { sessions: [] });
    expect(response.json()).toEqual({ imported: 0, alreadySaved: 0, sessions: [] });
  });
});

describe("GET /api/prayer-sessions/stats", () => {
  const achievement = (body: { achievements: { id: string; earned: boolean; progress: number }[] }, id: string) =>
    body.achievements.find((a) => a.id === id)!;

  it("starts at zero with nothing earned", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await requestAs(t.app, "GET", "/api/prayer-sessions/stats", cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalSessions: 0,
      totalMinutes: 0,
      voiceGuidedSessions: 0,
      currentStreak: 0,
      longestStreak: 0,
      timeZone: "UTC",
    });
    expect(response.json().achievements.map((a: { earned: boolean }) => a.earned)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("earns each achievement at its threshold from the user's own sessions", async () => {
    const { cookie } = await registerUser(t.app);
    const other = await registerUser(t.app);
    // Someone else's sessions never count.
    await requestAs(t.app, "POST", "/api/prayer-sessions/import", other.cookie, {
      sessions: Array.from({ length: 12 }, () => session({ duration: 100, voiceGuided: true })),
    });
    // 9 sessions, 4 voice-guided, 299 minutes, all on one day.
    const nine = Array.from({ length: 9 }, (_, i) =>
      session({ duration: i === 0 ? 35 : 33, voiceGuided: i < 4, completedAt: "2025-06-01T12:00:00Z" }),
    );
    await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, { sessions: nine });
    let stats = (await requestAs(t.app, "GET", "/api/prayer-sessions/stats", cookie)).json();
    expect(stats).toMatchObject({ totalSessions: 9, totalMinutes: 299, voiceGuidedSessions: 4, longestStreak: 1 });
    expect(stats.achievements.map((a: { earned: boolean }) => a.earned)).toEqual([false, false, false, false]);
    expect(achievement(stats, "faithful").progress).toBe(9);

    await requestAs(t.app, "POST", "/api/prayer-sessions", cookie, session({ duration: 1, voiceGuided: true }));
    stats = (await requestAs(t.app, "GET", "/api/prayer-sessions/stats", cookie)).json();
    expect(stats).toMatchObject({ totalSessions: 10, totalMinutes: 300, voiceGuidedSessions: 5 });
    expect(achievement(stats, "faithful").earned).toBe(true);
    expect(achievement(stats, "voice-user").earned).toBe(true);
    expect(achievement(stats, "devoted").earned).toBe(true);
    // Ten sessions on two days are not a streak of seven (not min(sessions, 12)).
    expect(achievement(stats, "consistent").earned).toBe(false);
  });

  it("counts the current streak up to today and earns Consistent at seven days, one grace day bridged", async () => {
    const { cookie } = await registerUser(t.app);
    const now = Date.now();
    // Today and the 7 days before, except 3 days ago: 7 days with a session.
    const days = [0, 1, 2, 4, 5, 6, 7];
    await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, {
      sessions: days.map((ago) => session({ completedAt: new Date(now - ago * DAY_MS).toISOString() })),
    });
    const stats = (await requestAs(t.app, "GET", "/api/prayer-sessions/stats?timeZone=UTC", cookie)).json();
    expect(stats).toMatchObject({ currentStreak: 7, longestStreak: 7 });
    expect(achievement(stats, "consistent")).toMatchObject({ earned: true, progress: 7, target: 7 });
  });

  it("counts days in the time zone asked for", async () => {
    const { cookie } = await registerUser(t.app);
    // 23:30 and 00:30 New York time on two New York days are 1 hour apart but the same UTC day.
    await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, {
      sessions: [session({ completedAt: "2026-03-08T04:30:00Z" }), session({ completedAt: "2026-03-08T05:30:00Z" })],
    });
    const utc = (await requestAs(t.app, "GET", "/api/prayer-sessions/stats", cookie)).json();
    const newYork = (
      await requestAs(t.app, "GET", "/api/prayer-sessions/stats?timeZone=America%2FNew_York", cookie)
    ).json();
    expect(utc.longestStreak).toBe(1);
    expect(newYork.longestStreak).toBe(2);
    expect(newYork.timeZone).toBe("America/New_York");
  });

  it("rejects an unknown time zone", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await requestAs(t.app, "GET", "/api/prayer-sessions/stats?timeZone=Mars%2FOlympus", cookie);
    expect(response.statusCode).toBe(400);
  });
});
