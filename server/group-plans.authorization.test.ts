import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  groupEvents,
  groupHandoverNotes,
  groupMembers,
  groupNotificationRecipients,
  groupNotifications,
  groupStudies,
  groupWatchCommitments,
  groupWatchSubstitutions,
  prayerGroups,
} from "./db/schema";
import { ROWS as CALENDAR_ROWS } from "./features/calendar/authorization-rows";
import { ROWS as ALERT_ROWS } from "./features/group-alerts/authorization-rows";
import { ROWS as EVENT_ROWS } from "./features/group-events/authorization-rows";
import { ROWS as ROSTER_ROWS } from "./features/group-roster/authorization-rows";
import { ROWS as STUDY_ROWS } from "./features/group-studies/authorization-rows";
import { registerUser } from "./testing/factories";
import { PLANS_PATH, type PlansRole, type PlansRow, type PlansWorld } from "./testing/group-matrix";
import { buildTestApp, requestAs, type TestApp } from "./testing/test-app";

/**
 * Issue 18 §5: every endpoint of a group's schedule, studies, alerts, roster and calendars × leader,
 * member, outsider and anonymous caller, on a private and on a public group. Each call meets a fresh
 * world, so a write that succeeds cannot change what the next caller meets. The rule of issue 17 holds:
 * anonymous → 401; what belongs to a private group is not found (404) for an outsider; on a public group
 * an outsider gets 404 for the group's inner rows and 403 for a group-level action; a leader-only action
 * by a member is 403; a member's own action is theirs.
 */

const ROWS: PlansRow[] = [...EVENT_ROWS, ...CALENDAR_ROWS, ...STUDY_ROWS, ...ALERT_ROWS, ...ROSTER_ROWS];

let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;
let people: { leader: Person; member: Person; target: Person; outsider: Person };

beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "10000" });
  const [leader, member, target, outsider] = await Promise.all([0, 1, 2, 3].map(() => registerUser(t.app)));
  people = { leader: leader!, member: member!, target: target!, outsider: outsider! };
});
afterAll(async () => {
  await t?.close();
});

const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function world(isPublic: boolean): Promise<PlansWorld> {
  const db = t.app.db;
  const leader = people.leader.user.id;
  const member = people.member.user.id;
  const target = people.target.user.id;
  const [group] = await db
    .insert(prayerGroups)
    .values({ name: "Watchers", createdBy: leader, isPublic, watchNumber: 4, timeZone: "UTC" })
    .returning({ id: prayerGroups.id });
  const groupId = group!.id;
  await db.insert(groupMembers).values([
    { groupId, userId: leader, role: "leader" },
    { groupId, userId: member, role: "member" },
    { groupId, userId: target, role: "member" },
  ]);
  const eventDate = isoDate(1);
  const [event] = await db
    .insert(groupEvents)
    .values({
      groupId,
      createdBy: member,
      title: "Dawn prayer",
      startsOn: eventDate,
      startTime: "06:00",
      durationMinutes: 60,
      recurrence: "weekly",
      timeZone: "UTC",
    })
    .returning({ id: groupEvents.id });
  const [study] = await db
    .insert(groupStudies)
    .values({ groupId, createdBy: leader, title: "Psalm 91", description: "A study of refuge" })
    .returning({ id: groupStudies.id });
  const [notification] = await db
    .insert(groupNotifications)
    .values({ groupId, type: "admin_message", title: "Fast", message: "We fast on Friday", createdBy: leader })
    .returning({ id: groupNotifications.id });
  await db
    .insert(groupNotificationRecipients)
    .values([leader, member, target].map((userId) => ({ notificationId: notification!.id, userId, groupId })));
  const all = [1, 2, 3, 4, 5, 6, 7];
  await db.insert(groupWatchCommitments).values([
    { groupId, userId: member, watchNumber: 4, weekdays: all },
    { groupId, userId: target, watchNumber: 5, weekdays: all },
  ]);
  const substitutionDate = isoDate(7);
  const [substitution] = await db
    .insert(groupWatchSubstitutions)
    .values({ groupId, watchNumber: 4, watchDate: substitutionDate, requestedBy: member })
    .returning({ id: groupWatchSubstitutions.id });
  const [note] = await db
    .insert(groupHandoverNotes)
    .values({ groupId, userId: member, watchNumber: 4, watchDate: isoDate(0), note: "Pray for the hospital" })
    .returning({ id: groupHandoverNotes.id });
  return {
    groupId,
    eventId: event!.id,
    eventDate,
    studyId: study!.id,
    notificationId: notification!.id,
    substitutionId: substitution!.id,
    substitutionDate,
    handoverNoteId: note!.id,
  };
}

const CALLERS: PlansRole[] = ["leader", "member", "outsider"];

describe("group plans' endpoints × leader, member, outsider, anonymous", () => {
  for (const row of ROWS) {
    it(`${row.method} ${row.path}`, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const visibility of ["private", "public"] as const) {
        for (const [index, role] of CALLERS.entries()) {
          const w = await world(visibility === "public");
          const response = await requestAs(t.app, row.method, row.url(w), people[role].cookie, row.body?.(w));
          got[`${visibility} ${role}`] = response.statusCode;
          want[`${visibility} ${role}`] = row[visibility][index]!;
        }
        const w = await world(visibility === "public");
        got[`${visibility} anonymous`] = (
          await requestAs(t.app, row.method, row.url(w), undefined, row.body?.(w))
        ).statusCode;
        want[`${visibility} anonymous`] = 401;
      }
      expect(got).toEqual(want);
    });
  }

  it("covers every operation of a group's schedule, studies, alerts, roster and calendars (a new one fails here until it has a row)", async () => {
    const spec = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(spec.paths)
      .filter(([path]) => PLANS_PATH.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.toSorted()).toEqual(ROWS.map((row) => `${row.method} ${row.path}`).toSorted());
  });
});
