import { PRAYER_STRATEGY_LIMITS } from "@common/prayer-strategies";
import { PRAYER_LIMITS } from "@common/prayers";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAVORITES_MAX } from "./features/bible/bible.service";
import { DAILY_WORD_MARKED_DAYS_MAX, DailyWordLimitMessages } from "./features/daily-word/daily-word.service";
import { registerUser } from "./testing/factories";
import { buildTestApp, requestAs, type TestApp } from "./testing/test-app";

/** Issue 14, defect 3: every table a user fills is bounded per user, and the bound holds under concurrent writes. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * Each table with a user_id and what bounds it. A new table fails this test until its bound is decided
 * (a cap checked under lockUserForCappedWrite, one row per user, or a key the contract bounds).
 */
const BOUNDS: Record<string, string> = {
  sessions: "cap SESSIONS_PER_USER_MAX: a new sign-in ends the oldest (auth.test.ts)",
  password_reset_tokens:
    "one per minute per user, each expiring within an hour and deleted on use (password-reset.test.ts)",
  email_verification_tokens:
    "one per minute per user, each expiring within a day and deleted on use or when a newer one is made (email-verification.test.ts)",
  mail_outbox: "made only by the rate-limited reset and verification flows; sent and failed rows pruned (mail.test.ts)",
  push_subscriptions:
    "cap PUSH_LIMITS.subscriptionsPerUserMax: a new device beyond it replaces the oldest (push.test.ts)",
  reminder_settings: "one row per user",
  reminder_deliveries: "one per reminder occurrence per device, pruned after a week (reminders.test.ts)",
  user_appearance: "one row per user",
  user_watch_settings: "one row per user",
  user_preferences: "one row per user",
  bible_favorites: `cap ${FAVORITES_MAX}`,
  reading_plan_progress: "key (plan type, day) bounded by the plans' lengths",
  daily_word_states: `cap ${DAILY_WORD_MARKED_DAYS_MAX} marked days`,
  prayers: `cap ${PRAYER_LIMITS.perUserMax}`,
  prayer_strategies: `cap ${PRAYER_STRATEGY_LIMITS.perUserMax}`,
  prayer_sessions: "cap PRAYER_SESSION_LIMITS.perUserMax (prayer-sessions-limits.test.ts)",
};

it("knows the bound of every table a user fills", async () => {
  const result = await t.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where column_name = 'user_id' and table_schema = current_schema() order by table_name`,
  );
  const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
  expect(tables.sort()).toEqual(Object.keys(BOUNDS).sort());
});

async function statuses(requests: Promise<{ statusCode: number }>[]) {
  return (await Promise.all(requests)).map((response) => response.statusCode).sort();
}

describe("caps hold when two writes race for the last place", () => {
  it("prayers", async () => {
    const { user, cookie } = await registerUser(t.app);
    await t.database.execute(
      `insert into prayers (user_id, title, content_text, category, color)
       select ${Number(user.id)}, 'Bulk ' || g, 'Amen', 'request', '#fef08a'
       from generate_series(1, ${PRAYER_LIMITS.perUserMax - 1}) g`,
    );
    const post = () =>
      requestAs(t.app, "POST", "/api/prayers", cookie, { title: "One more", content: "Amen", category: "request" });
    expect(await statuses([post(), post()])).toEqual([201, 409]);
    const refused = await post();
    expect(refused.json().message).toContain(String(PRAYER_LIMITS.perUserMax));
    expect((await requestAs(t.app, "GET", "/api/prayers", cookie)).json()).toHaveLength(PRAYER_LIMITS.perUserMax);
  });

  it("prayer strategies", async () => {
    const { user, cookie } = await registerUser(t.app);
    await t.database.execute(
      `insert into prayer_strategies (user_id, title, focus)
       select ${Number(user.id)}, 'Bulk ' || g, 'Focus' from generate_series(1, ${PRAYER_STRATEGY_LIMITS.perUserMax - 1}) g`,
    );
    const post = () =>
      requestAs(t.app, "POST", "/api/prayer-strategies", cookie, {
        title: "One more",
        focus: "The city",
        scriptures: [],
        prayerPoints: [],
        watchNumber: 1,
        frequency: "daily",
        reminderTimes: [],
        priority: "medium",
        duration: 30,
      });
    expect(await statuses([post(), post()])).toEqual([201, 409]);
    expect((await requestAs(t.app, "GET", "/api/prayer-strategies", cookie)).json()).toHaveLength(
      PRAYER_STRATEGY_LIMITS.perUserMax,
    );
  });

  it("Bible favourites", async () => {
    const { user, cookie } = await registerUser(t.app);
    await t.database.execute(
      `insert into bible_favorites (user_id, reference)
       select ${Number(user.id)}, 'Bulk ' || g from generate_series(1, ${FAVORITES_MAX - 1}) g`,
    );
    const add = (reference: string) => requestAs(t.app, "POST", "/api/bible/favorites", cookie, { reference });
    expect(await statuses([add("John 3:16"), add("Psalm 23:1")])).toEqual([201, 409]);
    const refused = await add("Romans 8:28");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("You can keep up to 1,000 favourites. Remove one to add another.");
    const { favorites } = (await requestAs(t.app, "GET", "/api/bible/favorites", cookie)).json();
    expect(favorites).toHaveLength(FAVORITES_MAX);
    // The one kept is still answered at the cap.
    expect((await add(favorites[0].reference)).statusCode).toBe(200);
  });
});

describe("Daily Word marks", () => {
  it("are capped per user; unmarking a day frees its place and keeps no row", async () => {
    const { user, cookie } = await registerUser(t.app);
    await t.database.execute(
      `insert into daily_word_states (user_id, date, loved)
       select ${Number(user.id)}, date '1990-01-01' + g, true from generate_series(1, ${DAILY_WORD_MARKED_DAYS_MAX - 1}) g`,
    );
    const put = (date: string, flag: "love" | "complete", value: boolean) =>
      requestAs(
        t.app,
        "PUT",
        `/api/daily-word/${date}/${flag}`,
        cookie,
        flag === "love" ? { loved: value } : { completed: value },
      );

    expect(await statuses([put("2026-11-20", "love", true), put("2026-11-21", "complete", true)])).toEqual([200, 409]);
    const refused = await put("2026-11-22", "love", true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DailyWordLimitMessages.tooMany);
    // Marks already kept can still change, and unmarking a new day at the cap is fine.
    expect((await put("1990-01-02", "complete", true)).json()).toEqual({
      date: "1990-01-02",
      loved: true,
      completed: true,
    });
    expect((await put("2026-11-23", "love", false)).statusCode).toBe(200);

    // Unmarking makes room.
    expect((await put("1990-01-03", "love", false)).json()).toEqual({
      date: "1990-01-03",
      loved: false,
      completed: false,
    });
    expect((await put("2026-11-22", "love", true)).statusCode).toBe(200);
    const kept = await t.database.db.execute<{ kept: number }>(
      sql`select count(*)::int as kept from daily_word_states where user_id = ${user.id}`,
    );
    expect((kept as unknown as { rows: { kept: number }[] }).rows[0]!.kept).toBe(DAILY_WORD_MARKED_DAYS_MAX);
  });
});
