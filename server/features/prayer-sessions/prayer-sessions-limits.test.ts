import { PRAYER_SESSION_LIMITS, PrayerSessionMessages } from "@common/prayer-sessions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { getPrayerStats } from "./prayer-sessions.service";

/** Issue 14, defect 3: caps per user and per import, paging, and statistics that cost O(days). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const CAP = PRAYER_SESSION_LIMITS.perUserMax;

let sequence = 0;
const session = (overrides: Record<string, unknown> = {}) => ({
  clientId: `limit-${++sequence}-${Date.now()}`,
  watchNumber: 2,
  duration: 10,
  notes: "",
  voiceGuided: false,
  completedAt: "2026-02-01T12:00:00.000Z",
  ...overrides,
});

/** `count` sessions written straight into the table (fast), one a minute from 2025-01-01, client ids bulk-1…. */
async function fill(userId: number, count: number, start = 1) {
  await t.database.execute(
    `insert into prayer_sessions (user_id, client_id, watch_number, duration, completed_at)
     select ${Number(userId)}, 'bulk-' || g, 1, 1, timestamptz '2025-01-01T00:00:00Z' + g * interval '1 minute'
     from generate_series(${Number(start)}, ${Number(start + count - 1)}) g`,
  );
}

async function countOf(cookie: string): Promise<number> {
  const stats = await requestAs(t.app, "GET", "/api/prayer-sessions/stats", cookie);
  return stats.json().totalSessions;
}

type Listed = { id: number; clientId: string; completedAt: string };

describe("per-user cap on prayer sessions", () => {
  it("refuses a new session past the cap with 409 and the limit; keeps every saved one; a delete makes room", async () => {
    const { user, cookie } = await registerUser(t.app);
    await fill(user.id, CAP);

    const refused = await requestAs(t.app, "POST", "/api/prayer-sessions", cookie, session());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: "CONFLICT", message: PrayerSessionMessages.tooMany });
    expect(refused.json().message).toContain("10,000");
    expect(await countOf(cookie)).toBe(CAP);

    // A retried save of a session already kept is still answered with it.
    const retried = await requestAs(
      t.app,
      "POST",
      "/api/prayer-sessions",
      cookie,
      session({ clientId: "bulk-7", completedAt: "2025-01-01T00:07:00.000Z", watchNumber: 1, duration: 1 }),
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.json().clientId).toBe("bulk-7");

    const deleted = await requestAs(t.app, "DELETE", `/api/prayer-sessions/${retried.json().id}`, cookie);
    expect(deleted.statusCode).toBe(204);
    const fits = await requestAs(t.app, "POST", "/api/prayer-sessions", cookie, session());
    expect(fits.statusCode).toBe(201);
    expect(await countOf(cookie)).toBe(CAP);
  });

  it("lets only one of two saves made at once take the last place", async () => {
    const { user, cookie } = await registerUser(t.app);
    await fill(user.id, CAP - 1);
    const answers = await Promise.all([
      requestAs(t.app, "POST", "/api/prayer-sessions", cookie, session()),
      requestAs(t.app, "POST", "/api/prayer-sessions", cookie, session()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await countOf(cookie)).toBe(CAP);
  });

  it("refuses an import whole when it would pass the cap, and takes one that fits", async () => {
    const { user, cookie } = await registerUser(t.app);
    await fill(user.id, CAP - 2);
    const three = [session(), session(), session()];
    const alreadySaved = { ...session(), clientId: "bulk-1" };

    const refused = await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, {
      sessions: [...three, alreadySaved],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PrayerSessionMessages.importTooMany);
    expect(refused.json().message).toContain("Nothing was imported");
    expect(await countOf(cookie)).toBe(CAP - 2);

    const fits = await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, {
      sessions: [three[0], three[1], alreadySaved],
    });
    expect(fits.statusCode).toBe(200);
    expect(fits.json()).toMatchObject({ imported: 2, alreadySaved: 1 });
    // The answer carries the sessions sent (not the user's thousands).
    expect(
      fits
        .json()
        .sessions.map((s: Listed) => s.clientId)
        .sort(),
    ).toEqual([three[0]!.clientId, three[1]!.clientId, "bulk-1"].sort());
    expect(await countOf(cookie)).toBe(CAP);

    // Sending only sessions already saved is fine at the cap.
    const again = await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, {
      sessions: [three[0], alreadySaved],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ imported: 0, alreadySaved: 2 });
  });
});

describe("GET /api/prayer-sessions pages", () => {
  async function page(cookie: string, query: string) {
    const response = await requestAs(t.app, "GET", `/api/prayer-sessions${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return {
      body: response.json() as Listed[],
      next: response.headers["x-next-cursor"] as string | undefined,
      response,
    };
  }

  it("answers a bounded first page without parameters, with the next page's cursor", async () => {
    const { user, cookie } = await registerUser(t.app);
    await fill(user.id, PRAYER_SESSION_LIMITS.pageDefault + 5);
    const first = await page(cookie, "");
    expect(first.body).toHaveLength(PRAYER_SESSION_LIMITS.pageDefault);
    expect(first.next).toBe(`${first.body.at(-1)!.completedAt}_${first.body.at(-1)!.id}`);
    expect(first.response.headers.link).toBe(
      `</api/prayer-sessions?limit=${PRAYER_SESSION_LIMITS.pageDefault}&before=${encodeURIComponent(first.next!)}>; rel="next"`,
    );
    const rest = await page(cookie, `?before=${encodeURIComponent(first.next!)}`);
    expect(rest.body).toHaveLength(5);
    expect(rest.next).toBeUndefined();
  });

  it("walks every session once, newest first, in pages that never overlap, even while sessions are added", async () => {
    const { cookie } = await registerUser(t.app);
    // 25 sessions, five of them at the same instant (the id breaks the tie).
    const sessions = Array.from({ length: 25 }, (_, i) =>
      session({ completedAt: new Date(Date.UTC(2026, 0, 1 + (i < 5 ? 0 : i))).toISOString() }),
    );
    await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, { sessions });
    const everything = (await page(cookie, "?limit=1000")).body;
    expect(everything).toHaveLength(25);

    const walked: Listed[] = [];
    let next: string | undefined;
    const sizes: number[] = [];
    do {
      const current = await page(cookie, `?limit=10${next ? `&before=${encodeURIComponent(next)}` : ""}`);
      walked.push(...current.body);
      sizes.push(current.body.length);
      next = current.next;
      // A session saved while the client pages (newer than everything) does not shift the pages.
      if (sizes.length === 1)
        await requestAs(
          t.app,
          "POST",
          "/api/prayer-sessions",
          cookie,
          session({ completedAt: "2027-01-01T00:00:00Z" }),
        );
    } while (next);
    expect(sizes).toEqual([10, 10, 5]);
    expect(walked.map((s) => s.id)).toEqual(everything.map((s) => s.id));
    expect(new Set(walked.map((s) => s.id)).size).toBe(25);
  });

  it("refuses a limit or cursor it cannot use with 400", async () => {
    const { cookie } = await registerUser(t.app);
    for (const query of [
      "?limit=0",
      `?limit=${PRAYER_SESSION_LIMITS.pageMax + 1}`,
      "?limit=ten",
      "?before=yesterday",
      "?before=2026-13-01T00:00:00.000Z_5",
      "?before=2026-01-01T00:00:00.000Z_99999999999",
    ]) {
      const response = await requestAs(t.app, "GET", `/api/prayer-sessions${query}`, cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBeTruthy();
    }
  });
});

describe("GET /api/prayer-sessions/stats over many sessions", () => {
  // Around New York's 2026 DST changes (8 March, 1 November: 01:30 happens twice), India's +05:30,
  // Lord Howe's half-hour DST, +14 and -11, Newfoundland's -03:30.
  const FIXTURE = [
    "2026-03-01T23:30:00Z",
    "2026-03-02T10:00:00Z",
    "2026-03-03T13:45:00Z",
    "2026-03-05T04:30:00Z",
    "2026-03-07T04:30:00Z",
    "2026-03-08T04:30:00Z",
    "2026-03-08T06:59:00Z",
    "2026-03-08T07:00:00Z",
    "2026-03-09T03:30:00Z",
    "2026-03-10T03:59:00Z",
    "2026-03-11T18:20:00Z",
    "2026-03-13T12:00:00Z",
    "2026-03-13T23:45:00Z",
    "2026-10-31T05:30:00Z",
    "2026-11-01T05:30:00Z",
    "2026-11-01T06:30:00Z",
    "2026-11-02T04:30:00Z",
    "2026-11-03T04:59:00Z",
  ];
  const NOW = new Date("2026-11-03T15:00:00Z");
  // Worked out with the per-session Intl code these statistics had before (and by hand for New York).
  const EXPECTED: Record<string, { currentStreak: number; longestStreak: number }> = {
    UTC: { currentStreak: 4, longestStreak: 6 },
    "America/New_York": { currentStreak: 3, longestStreak: 8 },
    "Asia/Kolkata": { currentStreak: 4, longestStreak: 7 },
    "Australia/Lord_Howe": { currentStreak: 4, longestStreak: 7 },
    "Pacific/Kiritimati": { currentStreak: 4, longestStreak: 8 },
    "Pacific/Pago_Pago": { currentStreak: 4, longestStreak: 6 },
    "America/St_Johns": { currentStreak: 4, longestStreak: 6 },
  };

  it("counts the same days and streaks as before in every time zone", async () => {
    const { user, cookie } = await registerUser(t.app);
    await requestAs(t.app, "POST", "/api/prayer-sessions/import", cookie, {
      sessions: FIXTURE.map((completedAt, i) => session({ completedAt, duration: 5 + i, voiceGuided: i % 3 === 0 })),
    });
    for (const [timeZone, streaks] of Object.entries(EXPECTED)) {
      const stats = await getPrayerStats({
        ctx: { db: t.database.db, user, events: t.app.events },
        input: { timeZone, now: NOW },
      });
      expect({ timeZone, currentStreak: stats.currentStreak, longestStreak: stats.longestStreak }).toEqual({
        timeZone,
        ...streaks,
      });
      expect(stats).toMatchObject({ totalSessions: 18, totalMinutes: 18 * 5 + 153, voiceGuidedSessions: 6, timeZone });
    }
  });

  it("builds no date formatter per session", async () => {
    const { user, cookie } = await registerUser(t.app);
    await fill(user.id, 300);
    const Original = Intl.DateTimeFormat;
    let built = 0;
    const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built++;
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Object.assign(Counting, Original);
    Intl.DateTimeFormat = Counting;
    try {
      const response = await requestAs(t.app, "GET", "/api/prayer-sessions/stats?timeZone=Pacific%2FChatham", cookie);
      expect(response.json()).toMatchObject({ totalSessions: 300, longestStreak: 1 });
    } finally {
      Intl.DateTimeFormat = Original;
    }
    // Today's date, once; the sessions' days come grouped from the database.
    expect(built).toBeLessThanOrEqual(2);
  });
});
