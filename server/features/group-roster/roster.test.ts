import type { HandoverNote, Roster, RosterCell, Substitution } from "@common/group-roster";
import { and, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  groupHandoverNotes,
  groupMembers,
  groupNotificationRecipients,
  groupNotifications,
  groupWatchCommitments,
  groupWatchSubstitutions,
  prayerGroups,
} from "../../db/schema";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { pruneHandoverNotes } from "./roster.service";
import { addDays, DAY_ORDER, dateAt, isoWeekday, nextWatch, previousWatch, watchAt, weekOf } from "./watch-time";

/**
 * The roster's API (issue 18 §4, decision 048), on the real clock: each test reads which watch is running
 * in the group's zone and commits its members around it.
 */

let t: TestApp;
type Person = Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "10000" });
});
afterAll(async () => {
  await t?.close();
});

const ALL = [1, 2, 3, 4, 5, 6, 7];

/** A group in `timeZone` led by a new user, with `members` more. */
async function group(timeZone: string, members: number, isPublic = false) {
  const leader = await registerUser(t.app, { firstName: "Lea", lastName: "Leader" });
  const others: Person[] = [];
  for (let i = 0; i < members; i++)
    others.push(await registerUser(t.app, { firstName: `Member${i}`, lastName: "Keeper" }));
  const [row] = await t.app.db
    .insert(prayerGroups)
    .values({ name: "Night Watchers", createdBy: leader.user.id, isPublic, watchNumber: 4, timeZone })
    .returning({ id: prayerGroups.id });
  const groupId = row!.id;
  await t.app.db
    .insert(groupMembers)
    .values([
      { groupId, userId: leader.user.id, role: "leader" as const },
      ...others.map((p) => ({ groupId, userId: p.user.id, role: "member" as const })),
    ]);
  return { groupId, leader, members: others, timeZone };
}

const roster = async (groupId: number, who: Person, weekOf?: string) => {
  const response = await requestAs(
    t.app,
    "GET",
    `/api/prayer-groups/${groupId}/roster${weekOf ? `?weekOf=${weekOf}` : ""}`,
    who.cookie,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Roster;
};
const commit = (groupId: number, who: Person, watchNumber: number, weekdays = ALL) =>
  requestAs(t.app, "PUT", `/api/prayer-groups/${groupId}/roster/commitments`, who.cookie, { watchNumber, weekdays });
const cellOf = (r: Roster, watchNumber: number, date: string) =>
  r.cells.find((c) => c.watchNumber === watchNumber && c.date === date) as RosterCell;
const keeperIds = (cell: RosterCell) => cell.keepers.map((k) => k.userId).sort();
const now = () => Temporal.Now.instant();

describe("coverage", () => {
  it("shows who keeps each of the week's 56 watches, the gaps, and who is on watch now; a member who leaves drops out", async () => {
    const g = await group("Asia/Kolkata", 2);
    const [ruth, sam] = g.members as [Person, Person];
    const running = watchAt(now(), g.timeZone);
    // Ruth keeps the running watch every day; Sam keeps watch 4 on Mondays and Wednesdays.
    expect((await commit(g.groupId, ruth, running.watchNumber)).statusCode).toBe(200);
    const saved = await commit(g.groupId, sam, 4, [3, 1]);
    expect(saved.json()).toMatchObject({ userId: sam.user.id, watchNumber: 4, weekdays: [1, 3], initials: "MK" });

    const r = await roster(g.groupId, sam);
    const today = dateAt(now(), g.timeZone);
    expect(r.timeZone).toBe("Asia/Kolkata");
    expect(r.week).toEqual(weekOf(today));
    expect(r.cells).toHaveLength(56);
    expect(r.cells.slice(0, 8).map((c) => c.watchNumber)).toEqual(DAY_ORDER);
    for (const date of r.week) {
      const cell = cellOf(r, 4, date);
      const mondayOrWednesday = [1, 3].includes(isoWeekday(date));
      expect(keeperIds(cell)).toEqual(
        [...(mondayOrWednesday ? [sam.user.id] : []), ...(running.watchNumber === 4 ? [ruth.user.id] : [])].sort(),
      );
      expect(keeperIds(cellOf(r, running.watchNumber, date))).toContain(ruth.user.id);
    }
    const keptCells = r.cells.filter((c) => !c.gap).length;
    expect(r.gapCount).toBe(56 - keptCells);
    expect(keptCells).toBe(running.watchNumber === 4 ? 7 : 9);
    // Watch 1 of a date starts at 18:00 in Kolkata: 12:30 UTC.
    expect(cellOf(r, 1, r.week[0]!).startsAt).toBe(`${r.week[0]}T12:30:00.000Z`);
    expect(r.now).toMatchObject({ watchNumber: running.watchNumber, date: running.date, gap: false });
    expect(keeperIds(r.now)).toContain(ruth.user.id);
    expect(r.onWatch).toBe(running.watchNumber === 4 && [1, 3].includes(isoWeekday(running.date)));
    expect((await roster(g.groupId, ruth)).onWatch).toBe(true);
    expect(r.commitments.map((c) => [c.userId, c.watchNumber])).toEqual(
      [
        [ruth.user.id, running.watchNumber],
        [sam.user.id, 4],
      ].sort((a, b) => a[1]! - b[1]! || (a[0] === ruth.user.id ? -1 : 1)),
    );

    // Another week: its cells, and still today's `now`.
    const later = await roster(g.groupId, sam, addDays(today, 14));
    expect(later.week[0]).toBe(addDays(r.week[0]!, 14));
    expect(later.now.date).toBe(running.date);

    // Ruth leaves: out of every cell, now is a gap unless Sam keeps it.
    await t.app.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, g.groupId), eq(groupMembers.userId, ruth.user.id)));
    const after = await roster(g.groupId, sam);
    expect(after.cells.some((c) => c.keepers.some((k) => k.userId === ruth.user.id))).toBe(false);
    expect(after.commitments.map((c) => c.userId)).toEqual([sam.user.id]);
    expect(after.gapCount).toBe(56 - after.cells.filter((c) => !c.gap).length);
    expect(after.cells.filter((c) => !c.gap).length).toBe(2);
  });

  it("is for members only: an outsider gets 404 on a private and a public group; anonymous 401", async () => {
    for (const isPublic of [false, true]) {
      const g = await group("UTC", 0, isPublic);
      const outsider = await registerUser(t.app);
      const url = `/api/prayer-groups/${g.groupId}/roster`;
      expect((await requestAs(t.app, "GET", url, outsider.cookie)).statusCode).toBe(404);
      expect((await requestAs(t.app, "GET", url)).statusCode).toBe(401);
      expect((await requestAs(t.app, "GET", `${url}?weekOf=2026-13-01`, g.leader.cookie)).statusCode).toBe(400);
      expect((await requestAs(t.app, "GET", `${url}?weekOf=0000-01-01`, g.leader.cookie)).statusCode).toBe(400);
      expect((await requestAs(t.app, "GET", `${url}?weekOf=2026-02-29`, g.leader.cookie)).statusCode).toBe(400);
    }
  });
});

describe("commitments", () => {
  it("replace a watch's days; the member removes their own; only the leader removes another's", async () => {
    const g = await group("Europe/London", 2);
    const [ruth, sam] = g.members as [Person, Person];
    expect((await commit(g.groupId, ruth, 3, [1, 2])).statusCode).toBe(200);
    expect((await commit(g.groupId, ruth, 3, [5])).json()).toMatchObject({ weekdays: [5] });
    expect((await commit(g.groupId, ruth, 3, [])).statusCode).toBe(400);
    expect((await commit(g.groupId, ruth, 9, [1])).statusCode).toBe(400);
    expect((await commit(g.groupId, ruth, 3, [1, 1])).statusCode).toBe(400);
    await commit(g.groupId, sam, 3);
    let rows = await t.app.db.select().from(groupWatchCommitments).where(eq(groupWatchCommitments.groupId, g.groupId));
    expect(rows.map((r) => [r.userId, r.weekdays])).toEqual(
      expect.arrayContaining([
        [ruth.user.id, [5]],
        [sam.user.id, ALL],
      ]),
    );

    const base = `/api/prayer-groups/${g.groupId}/roster/commitments`;
    // Sam names Ruth: 403; the leader may; the leader's own (none): 404.
    expect((await requestAs(t.app, "DELETE", `${base}/3?userId=${ruth.user.id}`, sam.cookie)).statusCode).toBe(403);
    expect((await requestAs(t.app, "DELETE", `${base}/3?userId=${ruth.user.id}`, g.leader.cookie)).statusCode).toBe(
      204,
    );
    expect((await requestAs(t.app, "DELETE", `${base}/3`, g.leader.cookie)).statusCode).toBe(404);
    expect((await requestAs(t.app, "DELETE", `${base}/3`, sam.cookie)).statusCode).toBe(204);
    expect((await requestAs(t.app, "DELETE", `${base}/3`, sam.cookie)).statusCode).toBe(404);
    rows = await t.app.db.select().from(groupWatchCommitments).where(eq(groupWatchCommitments.groupId, g.groupId));
    expect(rows).toEqual([]);
  });

  it("an outsider cannot commit: 403 on a public group, 404 on a private one", async () => {
    const outsider = await registerUser(t.app);
    const open = await group("UTC", 0, true);
    const closed = await group("UTC", 0, false);
    expect((await commit(open.groupId, outsider, 1)).statusCode).toBe(403);
    expect((await commit(closed.groupId, outsider, 1)).statusCode).toBe(404);
  });
});

describe("substitutes", () => {
  it("a keeper asks, the members are told, another takes it and the cell shows the substitute; the checks refuse the rest", async () => {
    const g = await group("America/New_York", 2);
    const [ruth, sam] = g.members as [Person, Person];
    const today = dateAt(now(), g.timeZone);
    const date = addDays(today, 3);
    await commit(g.groupId, ruth, 4, [isoWeekday(date)]);
    const url = `/api/prayer-groups/${g.groupId}/roster/substitutions`;

    const asked = await requestAs(t.app, "POST", url, ruth.cookie, { watchNumber: 4, date, note: "Travelling" });
    expect(asked.statusCode).toBe(201);
    const substitution = asked.json() as Substitution;
    expect(substitution).toMatchObject({ watchNumber: 4, date, note: "Travelling", takenBy: null });
    expect(substitution.requestedBy.userId).toBe(ruth.user.id);
    // 03:00 in New York.
    expect(Temporal.Instant.from(substitution.startsAt).toZonedDateTimeISO(g.timeZone).hour).toBe(3);

    // The other members are told (not Ruth).
    const [told] = await t.app.db
      .select()
      .from(groupNotifications)
      .where(and(eq(groupNotifications.groupId, g.groupId), eq(groupNotifications.type, "substitute_wanted")));
    expect(told!.title).toMatch(/^Substitute wanted: Fourth Watch on \w{3} \d{1,2} \w{3}$/);
    expect(told!.createdBy).toBe(ruth.user.id);
    const recipients = await t.app.db
      .select({ userId: groupNotificationRecipients.userId })
      .from(groupNotificationRecipients)
      .where(eq(groupNotificationRecipients.notificationId, told!.id));
    expect(recipients.map((r) => r.userId).sort()).toEqual([g.leader.user.id, sam.user.id].sort());

    // Refused: twice (409), a watch she does not keep (409), too far (400), begun (409), not a member (404/403).
    expect((await requestAs(t.app, "POST", url, ruth.cookie, { watchNumber: 4, date })).statusCode).toBe(409);
    const notKept = await requestAs(t.app, "POST", url, ruth.cookie, { watchNumber: 4, date: addDays(date, 1) });
    expect(notKept.statusCode).toBe(409);
    expect(notKept.json().message).toBe("You do not keep this watch on that day.");
    expect(
      (await requestAs(t.app, "POST", url, sam.cookie, { watchNumber: 4, date: addDays(today, 61) })).statusCode,
    ).toBe(400);
    await commit(g.groupId, sam, 4);
    const begun = await requestAs(t.app, "POST", url, sam.cookie, { watchNumber: 4, date: addDays(today, -1) });
    expect(begun.statusCode).toBe(409);
    expect(begun.json().message).toBe("This watch has already begun.");

    // Ruth cannot take her own; the roster lists it open.
    const take = `/api/roster-substitutions/${substitution.id}/take`;
    expect((await requestAs(t.app, "POST", take, ruth.cookie)).statusCode).toBe(409);
    let r = await roster(g.groupId, g.leader, date);
    expect(r.substitutions.map((s) => s.id)).toContain(substitution.id);
    expect(cellOf(r, 4, date).openSubstitutionIds).toEqual([substitution.id]);
    expect(keeperIds(cellOf(r, 4, date))).toEqual([ruth.user.id, sam.user.id].sort());

    // The leader takes it: the cell shows him as substitute, not Ruth; Ruth is told.
    const taken = await requestAs(t.app, "POST", take, g.leader.cookie);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().takenBy.userId).toBe(g.leader.user.id);
    r = await roster(g.groupId, sam, date);
    expect(cellOf(r, 4, date).keepers).toEqual([
      expect.objectContaining({ userId: sam.user.id, substitute: false }),
      expect.objectContaining({ userId: g.leader.user.id, substitute: true }),
    ]);
    expect(cellOf(r, 4, date).openSubstitutionIds).toEqual([]);
    const toRuth = await t.app.db
      .select({ title: groupNotifications.title })
      .from(groupNotificationRecipients)
      .innerJoin(groupNotifications, eq(groupNotifications.id, groupNotificationRecipients.notificationId))
      .where(and(eq(groupNotificationRecipients.userId, ruth.user.id), eq(groupNotifications.groupId, g.groupId)));
    expect(toRuth.map((n) => n.title)).toEqual([expect.stringMatching(/^Substitute found: Fourth Watch on /)]);

    // Taken: Sam cannot take it too.
    expect((await requestAs(t.app, "POST", take, sam.cookie)).statusCode).toBe(409);
    // The leader gives it back; Sam may not release what he did not take.
    const release = `/api/roster-substitutions/${substitution.id}/release`;
    expect((await requestAs(t.app, "POST", release, sam.cookie)).statusCode).toBe(403);
    expect((await requestAs(t.app, "POST", release, g.leader.cookie)).json().takenBy).toBeNull();
    // Sam keeps the Fourth Watch every day: taking it would cover nothing (409). Once he no longer keeps
    // it, he takes it; then Ruth withdraws it: Sam is told; it is gone.
    const keeps = await requestAs(t.app, "POST", take, sam.cookie);
    expect(keeps.statusCode).toBe(409);
    expect(keeps.json().message).toBe("You already keep this watch on that day.");
    const dropped = await requestAs(
      t.app,
      "DELETE",
      `/api/prayer-groups/${g.groupId}/roster/commitments/4`,
      sam.cookie,
    );
    expect(dropped.statusCode).toBeLessThan(300);
    expect((await requestAs(t.app, "POST", take, sam.cookie)).statusCode).toBe(200);
    const withdraw = `/api/roster-substitutions/${substitution.id}`;
    expect((await requestAs(t.app, "DELETE", withdraw, ruth.cookie)).statusCode).toBe(204);
    expect((await requestAs(t.app, "DELETE", withdraw, ruth.cookie)).statusCode).toBe(404);
    const toSam = await t.app.db
      .select({ title: groupNotifications.title })
      .from(groupNotificationRecipients)
      .innerJoin(groupNotifications, eq(groupNotifications.id, groupNotificationRecipients.notificationId))
      .where(and(eq(groupNotificationRecipients.userId, sam.user.id), eq(groupNotifications.groupId, g.groupId)));
    expect(toSam.map((n) => n.title)).toContain(
      `Substitute request withdrawn: ${told!.title.slice("Substitute wanted: ".length)}`,
    );
  });

  it("a member keeps at most 20 open requests in a group", async () => {
    const g = await group("UTC", 1);
    const [ruth] = g.members as [Person];
    await commit(g.groupId, ruth, 6);
    const today = dateAt(now(), "UTC");
    await t.app.db.insert(groupWatchSubstitutions).values(
      Array.from({ length: 20 }, (_, i) => ({
        groupId: g.groupId,
        watchNumber: 6,
        watchDate: addDays(today, i + 2),
        requestedBy: ruth.user.id,
      })),
    );
    const more = await requestAs(t.app, "POST", `/api/prayer-groups/${g.groupId}/roster/substitutions`, ruth.cookie, {
      watchNumber: 6,
      date: addDays(today, 30),
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe("You can have up to 20 open substitute requests.");
  });

  it("two members racing to take one request: exactly one wins", async () => {
    const g = await group("UTC", 3);
    const [ruth, sam, tom] = g.members as [Person, Person, Person];
    const date = addDays(dateAt(now(), "UTC"), 2);
    await commit(g.groupId, ruth, 6);
    const asked = await requestAs(t.app, "POST", `/api/prayer-groups/${g.groupId}/roster/substitutions`, ruth.cookie, {
      watchNumber: 6,
      date,
    });
    const take = `/api/roster-substitutions/${asked.json().id}/take`;
    const results = await Promise.all([sam, tom, g.leader].map((p) => requestAs(t.app, "POST", take, p.cookie)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [row] = await t.app.db
      .select()
      .from(groupWatchSubstitutions)
      .where(eq(groupWatchSubstitutions.id, asked.json().id));
    const winner = results.findIndex((r) => r.statusCode === 200);
    expect(row!.takenBy).toBe([sam, tom, g.leader][winner]!.user.id);
  });

  it("a request goes when its keeper stops keeping that day", async () => {
    const g = await group("UTC", 1);
    const [ruth] = g.members as [Person];
    const date = addDays(dateAt(now(), "UTC"), 2);
    await commit(g.groupId, ruth, 6);
    await requestAs(t.app, "POST", `/api/prayer-groups/${g.groupId}/roster/substitutions`, ruth.cookie, {
      watchNumber: 6,
      date,
    });
    await commit(
      g.groupId,
      ruth,
      6,
      ALL.filter((d) => d !== isoWeekday(date)),
    );
    expect(
      await t.app.db.select().from(groupWatchSubstitutions).where(eq(groupWatchSubstitutions.groupId, g.groupId)),
    ).toEqual([]);
  });
});

describe("urgent prayer calls", () => {
  it("reach only the keepers of the watch running now (not the caller); then one per 10 minutes (429 with Retry-After)", async () => {
    const g = await group("Pacific/Chatham", 3);
    const [ruth, sam, tom] = g.members as [Person, Person, Person];
    const running = watchAt(now(), g.timeZone);
    const url = `/api/prayer-groups/${g.groupId}/roster/urgent-call`;

    // Nobody on watch yet.
    const nobody = await requestAs(t.app, "POST", url, sam.cookie, { message: "Pray now" });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().message).toBe("No one else is on watch right now.");

    await commit(g.groupId, ruth, running.watchNumber);
    await commit(g.groupId, sam, running.watchNumber);
    await commit(g.groupId, tom, nextWatch(running).watchNumber);
    expect((await requestAs(t.app, "POST", url, sam.cookie, { message: "  " })).statusCode).toBe(400);
    const sent = await requestAs(t.app, "POST", url, sam.cookie, { message: "Pray for Anna now" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ sentTo: 1, notificationId: expect.any(Number) });
    const recipients = await t.app.db
      .select({ userId: groupNotificationRecipients.userId })
      .from(groupNotificationRecipients)
      .where(eq(groupNotificationRecipients.notificationId, sent.json().notificationId));
    expect(recipients).toEqual([{ userId: ruth.user.id }]);
    const [notification] = await t.app.db
      .select()
      .from(groupNotifications)
      .where(eq(groupNotifications.id, sent.json().notificationId));
    expect(notification).toMatchObject({
      type: "urgent_call",
      title: "Urgent prayer call",
      message: "Pray for Anna now",
    });

    const again = await requestAs(t.app, "POST", url, sam.cookie, { message: "Again" });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe("You can send one urgent call every 10 minutes. Please wait a moment.");
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(500);
    expect(Number(again.headers["retry-after"])).toBeLessThanOrEqual(600);
    // The leader is not on watch but may call those who are: Ruth and Sam.
    const leaderCall = await requestAs(t.app, "POST", url, g.leader.cookie, { message: "Pray" });
    expect(leaderCall.json().sentTo).toBe(2);
  });

  it("two calls sent at once: one goes, the other is refused (the limit holds under a race)", async () => {
    const g = await group("UTC", 2);
    const [ruth, sam] = g.members as [Person, Person];
    await commit(g.groupId, ruth, watchAt(now(), "UTC").watchNumber);
    const url = `/api/prayer-groups/${g.groupId}/roster/urgent-call`;
    const results = await Promise.all(
      [1, 2, 3].map((i) => requestAs(t.app, "POST", url, sam.cookie, { message: `Call ${i}` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429, 429]);
  });

  it("stop at six a day per group, counted from the database", async () => {
    const g = await group("UTC", 2);
    const [ruth, sam] = g.members as [Person, Person];
    await commit(g.groupId, ruth, watchAt(now(), "UTC").watchNumber);
    // Six calls by Sam over the last day, the newest 20 minutes ago.
    const hours = [23, 20, 15, 10, 5, 1 / 3];
    await t.app.db.insert(groupNotifications).values(
      hours.map((h) => ({
        groupId: g.groupId,
        type: "urgent_call",
        title: "Urgent prayer call",
        message: "Earlier",
        createdBy: sam.user.id,
        createdAt: new Date(Date.now() - h * 3_600_000),
      })),
    );
    const call = await requestAs(t.app, "POST", `/api/prayer-groups/${g.groupId}/roster/urgent-call`, sam.cookie, {
      message: "Once more",
    });
    expect(call.statusCode).toBe(429);
    expect(call.json().message).toBe("You can send up to 6 urgent calls a day to this group.");
    // The oldest leaves the day in about an hour.
    expect(Number(call.headers["retry-after"])).toBeGreaterThan(3_500);
    expect(Number(call.headers["retry-after"])).toBeLessThanOrEqual(3_600);
  });
});

describe("hand-over notes", () => {
  it("a keeper of the running watch leaves a note; the next watch's keepers see it; others may not write it", async () => {
    const g = await group("Europe/London", 3);
    const [ruth, sam, tom] = g.members as [Person, Person, Person];
    const running = watchAt(now(), g.timeZone);
    const next = nextWatch(running);
    await commit(g.groupId, ruth, running.watchNumber);
    await commit(g.groupId, sam, next.watchNumber);
    const url = `/api/prayer-groups/${g.groupId}/roster/handover-notes`;
    const body = { ...running, note: "The hospital asked for prayer for bed 4." };

    const tomTries = await requestAs(t.app, "POST", url, tom.cookie, body);
    expect(tomTries.statusCode).toBe(403);
    expect(tomTries.json().message).toBe("Only the keepers of this watch can leave its hand-over note.");
    // A watch still to come: too late/early.
    expect((await requestAs(t.app, "POST", url, sam.cookie, { ...next, note: "x" })).statusCode).toBe(409);
    // Ended more than three hours ago.
    const old = previousWatch(previousWatch(previousWatch(running)));
    await commit(g.groupId, tom, old.watchNumber);
    expect((await requestAs(t.app, "POST", url, tom.cookie, { ...old, note: "x" })).statusCode).toBe(409);
    expect((await requestAs(t.app, "POST", url, ruth.cookie, { ...running, note: " " })).statusCode).toBe(400);

    const written = await requestAs(t.app, "POST", url, ruth.cookie, body);
    expect(written.statusCode).toBe(201);
    const note = written.json() as HandoverNote;
    expect(note).toMatchObject({
      fromWatchNumber: running.watchNumber,
      fromDate: running.date,
      forWatchNumber: next.watchNumber,
      forDate: next.date,
      note: body.note,
    });

    // Sam keeps the next watch: his roster holds the note for it.
    const samSees = await roster(g.groupId, sam);
    expect(samSees.handoverNotes.map((n) => n.id)).toContain(note.id);
    // The leader keeps no watch: only notes for the watch running now reach the roster he sees.
    expect((await roster(g.groupId, g.leader)).handoverNotes.map((n) => n.id)).not.toContain(note.id);
    // The one who ended a watch just now may still write (the last watch, within three hours).
    const justEnded = previousWatch(running);
    await commit(g.groupId, tom, justEnded.watchNumber);
    expect(
      (await requestAs(t.app, "POST", url, tom.cookie, { ...justEnded, note: "From the last watch" })).statusCode,
    ).toBe(201);
    // Ruth, on watch now, sees that note for her watch.
    const ruthSees = await roster(g.groupId, ruth);
    expect(ruthSees.handoverNotes.find((n) => n.forWatchNumber === running.watchNumber)?.note).toBe(
      "From the last watch",
    );

    // Removing: not Sam (403), the author or the leader (204), an outsider 404.
    const del = `/api/handover-notes/${note.id}`;
    expect((await requestAs(t.app, "DELETE", del, sam.cookie)).statusCode).toBe(403);
    expect((await requestAs(t.app, "DELETE", del, (await registerUser(t.app)).cookie)).statusCode).toBe(404);
    expect((await requestAs(t.app, "DELETE", del, g.leader.cookie)).statusCode).toBe(204);
    expect(await t.app.db.select().from(groupHandoverNotes).where(eq(groupHandoverNotes.id, note.id))).toEqual([]);
  });

  it("are pruned after 30 days by the daily job", async () => {
    const g = await group("UTC", 1);
    const [ruth] = g.members as [Person];
    const day = 24 * 3_600_000;
    const [old, kept] = await t.app.db
      .insert(groupHandoverNotes)
      .values(
        [31, 29].map((days) => ({
          groupId: g.groupId,
          userId: ruth.user.id,
          watchNumber: 3,
          watchDate: "2026-01-01",
          note: `${days} days old`,
          createdAt: new Date(Date.now() - days * day),
        })),
      )
      .returning({ id: groupHandoverNotes.id });
    await pruneHandoverNotes(t.app.db, new Date());
    const left = await t.app.db
      .select({ id: groupHandoverNotes.id })
      .from(groupHandoverNotes)
      .where(eq(groupHandoverNotes.groupId, g.groupId));
    expect(left).toEqual([{ id: kept!.id }]);
    expect(old!.id).not.toBe(kept!.id);
  });

  it("at most 20 a day per member and group (429)", async () => {
    const g = await group("UTC", 1);
    const [ruth] = g.members as [Person];
    const running = watchAt(now(), "UTC");
    await commit(g.groupId, ruth, running.watchNumber);
    await t.app.db.insert(groupHandoverNotes).values(
      Array.from({ length: 20 }, (_, i) => ({
        groupId: g.groupId,
        userId: ruth.user.id,
        watchNumber: running.watchNumber,
        watchDate: running.date,
        note: `Note ${i}`,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
    const response = await requestAs(
      t.app,
      "POST",
      `/api/prayer-groups/${g.groupId}/roster/handover-notes`,
      ruth.cookie,
      {
        ...running,
        note: "One more",
      },
    );
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe("You can leave up to 20 hand-over notes a day.");
  });
});
