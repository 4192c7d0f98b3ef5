import { GROUP_LIMITS, GroupMessages } from "@common/groups";
import { INVITATION_LIMITS } from "@common/invitations";
import { PRAYER_STRATEGY_LIMITS } from "@common/prayer-strategies";
import { PRAYER_LIMITS } from "@common/prayers";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupInvitations } from "./db/schema";
import { FAVORITES_MAX } from "./features/bible/bible.service";
import { DAILY_WORD_MARKED_DAYS_MAX, DailyWordLimitMessages } from "./features/daily-word/daily-word.service";
import { deleteExpiredInvitationsJob } from "./features/invitations/invitations.service";
import type { JobContext } from "./platform/jobs";
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
  mail_outbox:
    "made only by the rate-limited reset, verification and invitation flows; sent and failed rows pruned (mail.test.ts)",
  group_invitations: `at most INVITATION_LIMITS.perUserPerHour (${INVITATION_LIMITS.perUserPerHour}) an hour per user, each expiring within ${INVITATION_LIMITS.validDays} days and deleted daily after (invitations.test.ts; below)`,
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
  group_posts: "cap GROUP_LIMITS.postsPerUserMax over all groups (features/groups/posts.test.ts)",
  group_post_comments: "cap GROUP_LIMITS.commentsPerUserMax over all posts (features/groups/posts.test.ts)",
  group_post_reactions: "key (post, type, user): at most 3 per post the user can see (features/groups/posts.test.ts)",
  group_members: `cap GROUP_LIMITS.membershipsPerUserMax (${GROUP_LIMITS.membershipsPerUserMax}) memberships, ${GROUP_LIMITS.ledPerUserMax} of them led (features/groups/groups.test.ts; below)`,
  group_join_requests: `cap GROUP_LIMITS.joinRequestsPerUserMax (${GROUP_LIMITS.joinRequestsPerUserMax}) waiting (below)`,
  prayer_presence: "one row per user",
  group_chat_messages:
    "each group keeps its newest GROUP_LIMITS.chatHistoryMax lines; 30 a minute per user (features/groups/chat.test.ts)",
  // Issue 18: each feature's test proves its bound.
  group_event_confirmations:
    "key (event, occurrence date, user): only occurrences not yet ended and starting within EVENT_LIMITS.confirmDaysAhead days, of events of the user's groups; EVENT_LIMITS.eventsPerGroupMax events to come or repeating per group (features/group-events/group-events.test.ts)",
  group_study_progress:
    "key (study, user): one per study of the user's groups, each group keeping at most STUDY_LIMITS.perGroupMax studies (features/group-studies/group-studies.test.ts)",
  group_notification_recipients:
    "one per notification sent to the user; notifications are pruned daily after ALERT_LIMITS.keptDays (90) days, the leader's alerts capped at ALERT_LIMITS.sentPerHour per group (features/group-alerts/alerts.test.ts 'pruning')",
  group_notification_settings: "key (group, user): one per group the user belongs to (features/group-alerts)",
  group_watch_commitments: "key (group, user, watch): at most 8 per group the user belongs to (features/group-roster)",
  group_handover_notes:
    "ROSTER_LIMITS.notesPerDay per user per group a day, pruned after ROSTER_LIMITS.notesKeptDays (features/group-roster)",
  calendar_feeds: "one row per user",
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

describe("prayer groups (issue 17)", () => {
  /** `n` groups led by a fresh user, made as rows; returns their ids. */
  async function groupsLedBy(userId: number, n: number, isPublic: boolean): Promise<number[]> {
    const result = await t.database.db.execute<{ id: number }>(
      sql`with made as (
            insert into prayer_groups (name, is_public) select 'Bulk ' || g, ${isPublic} from generate_series(1, ${n}) g
            returning id)
          insert into group_members (group_id, user_id, role) select id, ${userId}, 'leader' from made returning group_id as id`,
    );
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  }

  it("memberships: two joins racing for the last place, one 200 and one 409; the count stays at the cap", async () => {
    const { user, cookie } = await registerUser(t.app);
    const leader = await registerUser(t.app);
    await groupsLedBy(Number(user.id), GROUP_LIMITS.membershipsPerUserMax - 1, true);
    const [a, b, c] = await groupsLedBy(Number(leader.user.id), 3, true);
    const join = (id: number) => requestAs(t.app, "POST", `/api/prayer-groups/${id}/join`, cookie);
    expect(await statuses([join(a!), join(b!)])).toEqual([200, 409]);
    const refused = await join(c!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GroupMessages.tooManyMemberships);
    const mine = await requestAs(t.app, "GET", "/api/prayer-groups/user", cookie);
    expect(mine.json()).toHaveLength(GROUP_LIMITS.membershipsPerUserMax);
  });

  it("join requests: at most joinRequestsPerUserMax waiting, also when two race for the last place", async () => {
    const { user, cookie } = await registerUser(t.app);
    const leader = await registerUser(t.app);
    const groups = await groupsLedBy(Number(leader.user.id), GROUP_LIMITS.joinRequestsPerUserMax + 1, false);
    // Invited to each (a private group's requests come from invitees, at their verified address).
    await t.database.execute(
      `update users set email = 'quota-${Number(user.id)}@example.com', email_verified_at = now() where id = ${Number(user.id)}`,
    );
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password: "correct horse" },
    });
    const fresh = String(signedIn.headers["set-cookie"]).split(";")[0]!;
    expect(fresh).not.toBe(cookie);
    await t.database.execute(
      `insert into group_invitations (group_id, user_id, email, token_digest, expires_at)
       select g, ${Number(leader.user.id)}, 'quota-${Number(user.id)}@example.com', 'quota-' || g, now() + interval '1 day'
       from unnest(array[${groups.join(",")}]) g`,
    );
    await t.database.execute(
      `insert into group_join_requests (group_id, user_id)
       select g, ${Number(user.id)} from unnest(array[${groups.slice(0, GROUP_LIMITS.joinRequestsPerUserMax - 1).join(",")}]) g`,
    );
    const ask = (id: number) => requestAs(t.app, "POST", `/api/prayer-groups/${id}/join`, fresh);
    const [last, overLast] = groups.slice(GROUP_LIMITS.joinRequestsPerUserMax - 1);
    expect(await statuses([ask(last!), ask(overLast!)])).toEqual([200, 409]);
    const [{ n }] = (
      (await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from group_join_requests where user_id = ${Number(user.id)}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(Number(n)).toBe(GROUP_LIMITS.joinRequestsPerUserMax);
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

describe("group invitations", () => {
  it("are bounded by the hourly limit, the 14-day expiry and the daily sweep: at most 20 × 24 × 14 per user", async () => {
    const { user } = await registerUser(t.app);
    // A user who sent at the hourly limit for 15 days (the limit itself, under racing sends: invitations.test.ts).
    const hours = 24 * (INVITATION_LIMITS.validDays + 1);
    await t.database.execute(
      `insert into group_invitations (user_id, email, token_digest, created_at, expires_at)
       select ${Number(user.id)}, 'bulk' || h || '-' || n || '@example.com', 'quota-${Number(user.id)}-' || h || '-' || n,
              now() - h * interval '1 hour', now() - h * interval '1 hour' + interval '${INVITATION_LIMITS.validDays} days'
       from generate_series(0, ${hours - 1}) h, generate_series(1, ${INVITATION_LIMITS.perUserPerHour}) n`,
    );
    await deleteExpiredInvitationsJob.handle({}, { db: t.database.db, now: new Date() } as JobContext);
    const bound = INVITATION_LIMITS.perUserPerHour * 24 * INVITATION_LIMITS.validDays;
    const kept = await t.database.db.$count(groupInvitations, eq(groupInvitations.userId, user.id));
    expect(kept).toBeLessThanOrEqual(bound);
    expect(kept).toBeGreaterThan(bound - INVITATION_LIMITS.perUserPerHour * 2);
  });
});
