import {
  GROUP_LIMITS,
  GroupListSchema,
  GroupMessages,
  JoinGroupResultSchema,
  PRAYER_PRESENCE_TTL_SECONDS,
  PrayerGroupSchema,
} from "@common/groups";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupChatMessages, groupMembers, prayerGroups, prayerPresence } from "../../db/schema";
import type { ChangeEvent } from "../../platform/events";
import { registerUser } from "../../testing/factories";
import { buildTestApp, type HttpMethod, requestAs, type TestApp } from "../../testing/test-app";
import { MEMBERSHIP_CHANGES_PER_MINUTE } from "./groups.routes";
import { pruneExpiredPresence } from "./groups.service";

let t: TestApp;
const heard: ChangeEvent[] = [];
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "1000" });
  t.app.events.subscribe(["group.changed", "group.members.changed", "group.deleted", "group.chat.changed"], {
    onEvent: (event) => heard.push(event),
  });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof registerUser>>;
const call = (method: HttpMethod, url: string, who?: Person, payload?: unknown) =>
  requestAs(t.app, method, url, who?.cookie, payload);
const person = (first?: string, last?: string) =>
  registerUser(t.app, { ...(first ? { firstName: first } : {}), ...(last ? { lastName: last } : {}) });

async function create(who: Person, extra: object = {}) {
  const response = await call("POST", "/api/prayer-groups", who, { name: "Night Watch Warriors", ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return PrayerGroupSchema.parse(response.json());
}
async function group(who: Person, id: number) {
  const response = await call("GET", `/api/prayer-groups/${id}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return PrayerGroupSchema.parse(response.json());
}
async function myGroups(who: Person) {
  const response = await call("GET", "/api/prayer-groups/user", who);
  expect(response.statusCode, response.body).toBe(200);
  return GroupListSchema.parse(response.json());
}
async function join(who: Person, id: number) {
  const response = await call("POST", `/api/prayer-groups/${id}/join`, who, { userId: 1 });
  expect(response.statusCode, response.body).toBe(200);
  return JoinGroupResultSchema.parse(response.json());
}
const since = (mark: number) => heard.slice(mark);
async function chatLines(groupId: number) {
  return t.app.db
    .select({ userId: groupChatMessages.userId, message: groupChatMessages.message, type: groupChatMessages.type })
    .from(groupChatMessages)
    .where(eq(groupChatMessages.groupId, groupId))
    .orderBy(groupChatMessages.id);
}

describe("POST /api/prayer-groups", () => {
  it("makes the signed-in user the leader and first member, whatever createdBy and members say", async () => {
    const ruth = await person("Ruth", "Ade");
    const mallory = await person();
    const mark = heard.length;
    const created = await create(ruth, {
      description: "  We keep the fourth watch.  ",
      createdBy: mallory.user.id,
      members: [mallory.user.id],
      userId: mallory.user.id,
      isActive: true,
      isPublic: false,
      watch: 4,
      tags: ["Intercession", " night ", "", "Intercession"],
      timeZone: "Africa/Lagos",
    });
    expect(created).toMatchObject({
      name: "Night Watch Warriors",
      description: "We keep the fourth watch.",
      createdBy: ruth.user.id,
      leaderId: ruth.user.id,
      leaderName: "Ruth Ade",
      isPublic: false,
      watchNumber: 4,
      tags: ["Intercession", "night"],
      timeZone: "Africa/Lagos",
      memberCount: 1,
      myRole: "leader",
      members: [ruth.user.id],
      prayingNow: 0,
      nextSessionAt: null,
      pendingRequests: 0,
    });
    expect(created.memberList).toEqual([
      expect.objectContaining({ userId: ruth.user.id, userName: "Ruth Ade", initials: "RA", role: "leader" }),
    ]);
    expect(since(mark)).toEqual([{ type: "group.members.changed", groupId: created.id, userId: ruth.user.id }]);
    // Mallory, named in the payload, is in nothing.
    expect(await myGroups(mallory)).toEqual([]);
  });

  it("refuses a blank name with the spec's message, and bad fields with clear ones", async () => {
    const ruth = await person();
    for (const name of ["", "   "]) {
      const response = await call("POST", "/api/prayer-groups", ruth, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(GroupMessages.nameRequired);
    }
    const missing = await call("POST", "/api/prayer-groups", ruth, { description: "x" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(GroupMessages.nameRequired);
    const zone = await call("POST", "/api/prayer-groups", ruth, { name: "A", timeZone: "Mars/Olympus" });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain(GroupMessages.timeZone);
    const watch = await call("POST", "/api/prayer-groups", ruth, { name: "A", watchNumber: 9 });
    expect(watch.statusCode).toBe(400);
    const tags = await call("POST", "/api/prayer-groups", ruth, {
      name: "A",
      tags: Array(11)
        .fill(0)
        .map((_, i) => `t${i}`),
    });
    expect(tags.statusCode).toBe(400);
    expect(tags.json().message).toContain(GroupMessages.tag);
    const unknown = await call("POST", "/api/prayer-groups", ruth, { name: "A", leaderId: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(await myGroups(ruth)).toEqual([]);
  });

  it("takes the creator's home time zone by default, else UTC", async () => {
    const ruth = await person();
    expect((await create(ruth)).timeZone).toBe("UTC");
    const put = await call("PUT", "/api/watch-settings", ruth, { homeTimeZone: "Asia/Seoul" });
    expect(put.statusCode, put.body).toBe(200);
    expect((await create(ruth)).timeZone).toBe("Asia/Seoul");
  });

  it("refuses anonymous callers", async () => {
    expect((await call("POST", "/api/prayer-groups", undefined, { name: "A" })).statusCode).toBe(401);
    expect((await call("GET", "/api/prayer-groups/user")).statusCode).toBe(401);
    expect((await call("GET", "/api/prayer-groups")).statusCode).toBe(401);
  });

  it("caps the groups one user leads (409), and two creates racing for the last place: one 201, one 409", async () => {
    const ruth = await person();
    const [{ id: userId }] = [ruth.user];
    await t.database.execute(
      `with made as (
         insert into prayer_groups (name, created_by)
         select 'Bulk ' || g, ${Number(userId)} from generate_series(1, ${GROUP_LIMITS.ledPerUserMax - 1}) g
         returning id)
       insert into group_members (group_id, user_id, role) select id, ${Number(userId)}, 'leader' from made`,
    );
    const post = () => call("POST", "/api/prayer-groups", ruth, { name: "One more" });
    const statuses = (await Promise.all([post(), post()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = await post();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GroupMessages.tooManyLed);
    expect(await myGroups(ruth)).toHaveLength(GROUP_LIMITS.ledPerUserMax);
  });
});

describe("GET /api/prayer-groups/user and /api/prayer-groups/{id}", () => {
  it("lists my groups newest joined first, with member count, avatars (leader first, at most 4), my role", async () => {
    const leader = await person("Ruth", "Ade");
    const others = await Promise.all([1, 2, 3, 4, 5].map((n) => person(`Member${n}`)));
    const first = await create(leader, { name: "First" });
    const second = await create(others[0]!, { name: "Second" });
    for (const other of others) await join(other, first.id);
    await join(leader, second.id);
    const list = await myGroups(leader);
    expect(list.map((g) => g.name)).toEqual(["Second", "First"]);
    const [joined, led] = list;
    expect(joined).toMatchObject({ myRole: "member", memberCount: 2, leaderName: "Member1" });
    expect(led).toMatchObject({ myRole: "leader", memberCount: 6, leaderId: leader.user.id, nextSessionAt: null });
    expect(led!.avatars.map((a) => a.userName)).toEqual(["Ruth Ade", "Member1", "Member2", "Member3"]);
    expect(led!.avatars[0]).toMatchObject({ role: "leader", initials: "RA" });
  });

  it("shows a public group's card to outsiders without members, and a private one to members only (404)", async () => {
    const leader = await person();
    const member = await person();
    const outsider = await person();
    const open = await create(leader, { isPublic: true });
    const closed = await create(leader, { isPublic: false });
    await join(member, open.id);
    const card = await group(outsider, open.id);
    expect(card).toMatchObject({ memberCount: 2, myRole: null, members: [], memberList: [], pendingRequests: 0 });
    expect((await group(member, open.id)).members.sort()).toEqual([leader.user.id, member.user.id].sort());
    expect((await call("GET", `/api/prayer-groups/${closed.id}`, outsider)).statusCode).toBe(404);
    expect((await call("GET", `/api/prayer-groups/${closed.id}`, outsider)).json().message).toBe(
      GroupMessages.notFound,
    );
    expect((await call("GET", "/api/prayer-groups/999999", outsider)).statusCode).toBe(404);
    expect((await call("GET", "/api/prayer-groups/abc", outsider)).statusCode).toBe(400);
  });
});

describe("discovery: GET /api/prayer-groups", () => {
  it("finds public groups (and my private ones) by watch, tag and name; largest first; avatars only for mine", async () => {
    const tag = `t${Date.now()}`;
    const alice = await person("Alice");
    const bob = await person();
    const carol = await person();
    const small = await create(alice, { name: `${tag} small`, watchNumber: 3, tags: [tag.toUpperCase()] });
    const big = await create(bob, { name: `${tag} big`, watchNumber: 3, tags: [tag] });
    await join(carol, big.id);
    const hidden = await create(bob, { name: `${tag} hidden`, watchNumber: 3, isPublic: false, tags: [tag] });
    const mine = await create(alice, { name: `${tag} mine`, watchNumber: 5, isPublic: false, tags: [tag] });
    const find = async (who: Person, query: string) => {
      const response = await call("GET", `/api/prayer-groups?${query}`, who);
      expect(response.statusCode, response.body).toBe(200);
      return GroupListSchema.parse(response.json());
    };
    const byTag = await find(alice, `tag=${tag}`);
    expect(byTag.map((g) => g.id)).toEqual([big.id, mine.id, small.id]);
    expect(byTag.map((g) => g.id)).not.toContain(hidden.id);
    expect(byTag.find((g) => g.id === big.id)!.avatars).toEqual([]);
    expect(byTag.find((g) => g.id === small.id)!.avatars).toHaveLength(1);
    expect((await find(alice, `tag=${tag}&watch=3`)).map((g) => g.id)).toEqual([big.id, small.id]);
    expect((await find(carol, `q=${tag}%20SMALL`)).map((g) => g.id)).toEqual([small.id]);
    expect((await find(carol, `q=${tag}&limit=1`)).map((g) => g.id)).toEqual([big.id]);
    // A LIKE wildcard is a plain character.
    expect(await find(carol, `q=${tag}%25`)).toEqual([]);
    expect((await call("GET", "/api/prayer-groups?watch=9", carol)).statusCode).toBe(400);
    expect((await call("GET", `/api/prayer-groups?limit=${GROUP_LIMITS.discoveryMax + 1}`, carol)).statusCode).toBe(
      400,
    );
  });
});

describe("PATCH and DELETE /api/prayer-groups/{id}", () => {
  it("lets the leader change settings (group.changed); a member gets 403, an outsider of a private group 404", async () => {
    const leader = await person();
    const member = await person();
    const outsider = await person();
    const created = await create(leader, { isPublic: false });
    await t.app.db.insert(groupMembers).values({ groupId: created.id, userId: member.user.id });
    const mark = heard.length;
    const changed = await call("PATCH", `/api/prayer-groups/${created.id}`, leader, {
      name: "Renamed",
      isPublic: true,
      watchNumber: null,
      tags: ["a"],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: "Renamed", isPublic: true, watchNumber: null, tags: ["a"] });
    expect(since(mark)).toEqual([{ type: "group.changed", groupId: created.id }]);
    expect((await call("PATCH", `/api/prayer-groups/${created.id}`, leader, {})).statusCode).toBe(400);
    expect((await call("PATCH", `/api/prayer-groups/${created.id}`, leader, { name: " " })).json().message).toContain(
      GroupMessages.nameRequired,
    );
    const byMember = await call("PATCH", `/api/prayer-groups/${created.id}`, member, {
      name: "Mine",
      userId: leader.user.id,
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(GroupMessages.leaderOnly);
    await call("PATCH", `/api/prayer-groups/${created.id}`, leader, { isPublic: false });
    expect((await call("PATCH", `/api/prayer-groups/${created.id}`, outsider, { name: "X" })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/prayer-groups/${created.id}`, member)).statusCode).toBe(403);
    expect((await call("DELETE", `/api/prayer-groups/${created.id}`, outsider)).statusCode).toBe(404);
    expect((await group(leader, created.id)).name).toBe("Renamed");
    const deleteMark = heard.length;
    expect((await call("DELETE", `/api/prayer-groups/${created.id}`, leader)).statusCode).toBe(204);
    expect(since(deleteMark)).toEqual([{ type: "group.deleted", groupId: created.id }]);
    expect((await call("GET", `/api/prayer-groups/${created.id}`, leader)).statusCode).toBe(404);
    expect(await myGroups(member)).toEqual([]);
  });
});

describe("joining", () => {
  it("joins a public group at once: events, a system chat line, the toast's status; a second join is 409", async () => {
    const leader = await person();
    const boaz = await person("Boaz");
    const created = await create(leader);
    const mark = heard.length;
    const result = await join(boaz, created.id);
    expect(result.status).toBe("joined");
    expect(result.group).toMatchObject({ myRole: "member", memberCount: 2 });
    const events = since(mark);
    expect(events).toContainEqual({ type: "group.members.changed", groupId: created.id, userId: boaz.user.id });
    expect(events.some((e) => e.type === "group.chat.changed" && e.groupId === created.id)).toBe(true);
    expect(await chatLines(created.id)).toEqual([
      { userId: boaz.user.id, message: "Boaz joined the group", type: "system" },
    ]);
    const again = await call("POST", `/api/prayer-groups/${created.id}/join`, boaz);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GroupMessages.alreadyMember);
  });

  it("a userId in the payload never joins someone else", async () => {
    const leader = await person();
    const boaz = await person();
    const victim = await person();
    const created = await create(leader);
    await call("POST", `/api/prayer-groups/${created.id}/join`, boaz, { userId: victim.user.id });
    expect(await myGroups(victim)).toEqual([]);
    expect((await group(leader, created.id)).members).not.toContain(victim.user.id);
  });

  it("a private group: 404 to an outsider without an invitation; with one, a request the leader approves", async () => {
    const leader = await person();
    const naomi = await person("Naomi");
    const other = await person();
    const created = await create(leader, { isPublic: false });
    expect((await call("POST", `/api/prayer-groups/${created.id}/join`, naomi)).statusCode).toBe(404);
    // The session cache holds the old user: sign in again after each change of the account.
    const signInAgain = async () => {
      const signedIn = await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { username: naomi.user.username, password: naomi.password },
      });
      return { ...naomi, cookie: String(signedIn.headers["set-cookie"]).split(";")[0]! };
    };
    await t.database.execute(
      `update users set email = 'naomi-${naomi.user.id}@example.com' where id = ${Number(naomi.user.id)}`,
    );
    await t.database.execute(
      `insert into group_invitations (group_id, user_id, email, token_digest, expires_at)
       values (${created.id}, ${Number(leader.user.id)}, 'NAOMI-${naomi.user.id}@example.com', 'digest-${created.id}', now() + interval '1 day')`,
    );
    // An address typed into a profile is not yet hers: an unverified one shows the private group nothing.
    expect((await call("POST", `/api/prayer-groups/${created.id}/join`, await signInAgain())).statusCode).toBe(404);
    await t.database.execute(`update users set email_verified_at = now() where id = ${Number(naomi.user.id)}`);
    const naomiNow = await signInAgain();
    const mark = heard.length;
    const asked = await join(naomiNow, created.id);
    expect(asked.status).toBe("requested");
    expect(asked.group).toMatchObject({ myRole: null, joinRequested: true, members: [] });
    expect(since(mark)).toEqual([{ type: "group.members.changed", groupId: created.id, userId: naomi.user.id }]);
    // Idempotent.
    expect((await join(naomiNow, created.id)).status).toBe("requested");
    expect((await group(leader, created.id)).pendingRequests).toBe(1);
    const requests = await call("GET", `/api/prayer-groups/${created.id}/join-requests`, leader);
    expect(requests.statusCode).toBe(200);
    expect(requests.json()).toEqual([
      expect.objectContaining({ userId: naomi.user.id, userName: "Naomi", initials: "N" }),
    ]);
    // Only the leader decides; others do not even see the requests of a private group.
    expect((await call("GET", `/api/prayer-groups/${created.id}/join-requests`, other)).statusCode).toBe(404);
    expect(
      (await call("POST", `/api/prayer-groups/${created.id}/join-requests/${naomi.user.id}/approve`, naomiNow))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("POST", `/api/prayer-groups/${created.id}/join-requests/${other.user.id}/approve`, leader))
        .statusCode,
    ).toBe(404);
    const approved = await call(
      "POST",
      `/api/prayer-groups/${created.id}/join-requests/${naomi.user.id}/approve`,
      leader,
    );
    expect(approved.statusCode, approved.body).toBe(204);
    expect((await group(naomiNow, created.id)).myRole).toBe("member");
    expect((await group(leader, created.id)).pendingRequests).toBe(0);
    expect(await chatLines(created.id)).toEqual([
      { userId: naomi.user.id, message: "Naomi joined the group", type: "system" },
    ]);
    const again = await call("POST", `/api/prayer-groups/${created.id}/join`, naomiNow);
    expect(again.statusCode).toBe(409);
  });

  it("declining and withdrawing drop the request", async () => {
    const leader = await person();
    const created = await create(leader, { isPublic: false });
    const people = [await person(), await person()];
    for (const p of people)
      await t.database.execute(
        `insert into group_join_requests (group_id, user_id) values (${created.id}, ${Number(p.user.id)})`,
      );
    expect((await group(leader, created.id)).pendingRequests).toBe(2);
    const mark = heard.length;
    expect(
      (await call("POST", `/api/prayer-groups/${created.id}/join-requests/${people[0]!.user.id}/decline`, leader))
        .statusCode,
    ).toBe(204);
    expect(since(mark)).toEqual([{ type: "group.members.changed", groupId: created.id, userId: people[0]!.user.id }]);
    expect((await call("DELETE", `/api/prayer-groups/${created.id}/join`, people[1])).statusCode).toBe(204);
    expect((await call("DELETE", `/api/prayer-groups/${created.id}/join`, people[1])).statusCode).toBe(204);
    expect((await group(leader, created.id)).pendingRequests).toBe(0);
    expect(await myGroups(people[0]!)).toEqual([]);
  });

  it("caps memberships: two joins racing for a user's last place, one 200 one 409", async () => {
    const joiner = await person();
    const leader = await person();
    await t.database.execute(
      `with made as (
         insert into prayer_groups (name) select 'Bulk ' || g from generate_series(1, ${GROUP_LIMITS.membershipsPerUserMax - 1}) g
         returning id)
       insert into group_members (group_id, user_id, role) select id, ${Number(joiner.user.id)}, 'leader' from made`,
    );
    const a = await create(leader, { name: "A" });
    const b = await create(leader, { name: "B" });
    const statuses = (await Promise.all([a, b].map((g) => call("POST", `/api/prayer-groups/${g.id}/join`, joiner))))
      .map((r) => r.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
    const c = await create(leader, { name: "C" });
    const refused = await call("POST", `/api/prayer-groups/${c.id}/join`, joiner);
    expect(refused.json().message).toBe(GroupMessages.tooManyMemberships);
    expect(await myGroups(joiner)).toHaveLength(GROUP_LIMITS.membershipsPerUserMax);
  });
});

describe("joining and leaving too fast", () => {
  it("is refused with 429 after MEMBERSHIP_CHANGES_PER_MINUTE joins and leaves (each writes a chat line)", async () => {
    const leader = await person();
    const hopper = await person();
    const created = await create(leader);
    const statuses: number[] = [];
    for (let i = 0; i < MEMBERSHIP_CHANGES_PER_MINUTE / 2 + 1; i++) {
      statuses.push((await call("POST", `/api/prayer-groups/${created.id}/join`, hopper)).statusCode);
      statuses.push((await call("POST", `/api/prayer-groups/${created.id}/leave`, hopper)).statusCode);
    }
    expect(statuses.slice(0, MEMBERSHIP_CHANGES_PER_MINUTE).every((s) => s === 200 || s === 204)).toBe(true);
    expect(statuses.slice(MEMBERSHIP_CHANGES_PER_MINUTE)).toEqual([429, 429]);
    expect(await chatLines(created.id)).toHaveLength(MEMBERSHIP_CHANGES_PER_MINUTE);
  });
});

describe("leaving, removing and handing over", () => {
  it("a member leaves (system line); the leader cannot (409); an outsider is 403 on a public group", async () => {
    const leader = await person();
    const boaz = await person("Boaz");
    const outsider = await person();
    const created = await create(leader);
    await join(boaz, created.id);
    const mark = heard.length;
    expect((await call("POST", `/api/prayer-groups/${created.id}/leave`, boaz)).statusCode).toBe(204);
    expect(since(mark)).toContainEqual({ type: "group.members.changed", groupId: created.id, userId: boaz.user.id });
    expect((await chatLines(created.id)).map((line) => line.message)).toEqual([
      "Boaz joined the group",
      "Boaz left the group",
    ]);
    const byLeader = await call("POST", `/api/prayer-groups/${created.id}/leave`, leader);
    expect(byLeader.statusCode).toBe(409);
    expect(byLeader.json().message).toBe(GroupMessages.leaderCannotLeave);
    expect((await call("POST", `/api/prayer-groups/${created.id}/leave`, outsider)).statusCode).toBe(403);
  });

  it("the leader removes a member (not themself); a member cannot remove anyone", async () => {
    const leader = await person();
    const a = await person();
    const b = await person();
    const created = await create(leader);
    await join(a, created.id);
    await join(b, created.id);
    expect((await call("DELETE", `/api/prayer-groups/${created.id}/members/${b.user.id}`, a)).statusCode).toBe(403);
    expect(
      (await call("DELETE", `/api/prayer-groups/${created.id}/members/${leader.user.id}`, leader)).statusCode,
    ).toBe(409);
    const mark = heard.length;
    expect((await call("DELETE", `/api/prayer-groups/${created.id}/members/${b.user.id}`, leader)).statusCode).toBe(
      204,
    );
    expect(since(mark)).toContainEqual({ type: "group.members.changed", groupId: created.id, userId: b.user.id });
    expect((await call("DELETE", `/api/prayer-groups/${created.id}/members/${b.user.id}`, leader)).statusCode).toBe(
      404,
    );
    expect((await group(leader, created.id)).members.sort()).toEqual([leader.user.id, a.user.id].sort());
  });

  it("hands leadership over: the old leader becomes a member; never two leaders, never none", async () => {
    const leader = await person();
    const a = await person();
    const b = await person();
    const created = await create(leader);
    await join(a, created.id);
    await join(b, created.id);
    expect((await call("POST", `/api/prayer-groups/${created.id}/leader`, a, { userId: a.user.id })).statusCode).toBe(
      403,
    );
    const outsider = await person();
    expect(
      (await call("POST", `/api/prayer-groups/${created.id}/leader`, leader, { userId: outsider.user.id })).statusCode,
    ).toBe(404);
    const mark = heard.length;
    // Two hand-overs at once: one wins, the other finds it no longer leads.
    const [first, second] = await Promise.all([
      call("POST", `/api/prayer-groups/${created.id}/leader`, leader, { userId: a.user.id }),
      call("POST", `/api/prayer-groups/${created.id}/leader`, leader, { userId: b.user.id }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 403]);
    const events = since(mark);
    expect(events).toContainEqual({ type: "group.changed", groupId: created.id });
    const leaders = await t.app.db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, created.id), eq(groupMembers.role, "leader")));
    expect(leaders).toHaveLength(1);
    const now = await group(leader, created.id);
    expect(now.myRole).toBe("member");
    expect(now.createdBy).toBe(leader.user.id);
    expect(now.leaderId).toBe(leaders[0]!.userId);
    expect(now.memberList[0]).toMatchObject({ userId: leaders[0]!.userId, role: "leader" });
    // The old leader may leave now.
    expect((await call("POST", `/api/prayer-groups/${created.id}/leave`, leader)).statusCode).toBe(204);
    expect((await call("POST", `/api/prayer-groups/${created.id}/leader`, leader, { userId: "x" })).statusCode).toBe(
      400,
    );
  });
});

describe("presence: the honest 'Live' count", () => {
  it("counts members praying now for the group's watch, until they stop or the presence expires", async () => {
    const leader = await person();
    const member = await person();
    const outsider = await person();
    const watch4 = await create(leader, { watchNumber: 4 });
    const anyWatch = await create(leader, { name: "Any" });
    await join(member, watch4.id);
    expect((await call("PUT", "/api/prayer-presence", outsider, { watchNumber: 4 })).statusCode).toBe(204);
    expect((await group(leader, watch4.id)).prayingNow).toBe(0);
    const mark = heard.length;
    expect(
      (await call("PUT", "/api/prayer-presence", member, { watchNumber: 4, userId: leader.user.id })).statusCode,
    ).toBe(400);
    expect((await call("PUT", "/api/prayer-presence", member, { watchNumber: 4 })).statusCode).toBe(204);
    expect(since(mark)).toEqual([{ type: "group.changed", groupId: watch4.id }]);
    // Renewing tells no one.
    const renewMark = heard.length;
    expect((await call("PUT", "/api/prayer-presence", member, { watchNumber: 4 })).statusCode).toBe(204);
    expect(since(renewMark)).toEqual([]);
    expect((await group(leader, watch4.id)).prayingNow).toBe(1);
    expect((await myGroups(leader)).find((g) => g.id === watch4.id)!.prayingNow).toBe(1);
    await call("PUT", "/api/prayer-presence", leader, { watchNumber: 2 });
    expect((await group(leader, watch4.id)).prayingNow).toBe(1);
    expect((await group(leader, anyWatch.id)).prayingNow).toBe(1);
    expect((await call("DELETE", "/api/prayer-presence", member)).statusCode).toBe(204);
    expect((await group(leader, watch4.id)).prayingNow).toBe(0);
    // An expired presence is not counted, and the prune job deletes it.
    await call("PUT", "/api/prayer-presence", member, { watchNumber: 4 });
    await t.app.db
      .update(prayerPresence)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(prayerPresence.userId, member.user.id));
    expect((await group(leader, watch4.id)).prayingNow).toBe(0);
    expect(await pruneExpiredPresence(t.app.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.select().from(prayerPresence).where(eq(prayerPresence.userId, member.user.id));
    expect(left).toEqual([]);
    expect((await call("PUT", "/api/prayer-presence", member, { watchNumber: 0 })).statusCode).toBe(400);
    expect((await call("PUT", "/api/prayer-presence", undefined, { watchNumber: 1 })).statusCode).toBe(401);
    expect(PRAYER_PRESENCE_TTL_SECONDS).toBeGreaterThan(60);
  });
});

describe("deleting an account", () => {
  it("passes each group it leads to the longest-standing member, or deletes it when alone", async () => {
    const leaving = await person();
    const first = await person();
    const second = await person();
    const shared = await create(leaving, { name: "Shared" });
    const alone = await create(leaving, { name: "Alone" });
    const joined = await create(first, { name: "Joined" });
    await join(first, shared.id);
    await join(second, shared.id);
    await join(leaving, joined.id);
    const mark = heard.length;
    const response = await call("DELETE", "/api/account", leaving, { password: leaving.password });
    expect(response.statusCode, response.body).toBe(204);
    const events = since(mark);
    expect(events).toContainEqual({ type: "group.changed", groupId: shared.id });
    expect(events).toContainEqual({ type: "group.deleted", groupId: alone.id });
    expect(events).toContainEqual({ type: "group.members.changed", groupId: joined.id, userId: leaving.user.id });
    const now = await group(first, shared.id);
    expect(now).toMatchObject({ leaderId: first.user.id, createdBy: null, memberCount: 2, myRole: "leader" });
    expect(await t.app.db.select().from(prayerGroups).where(eq(prayerGroups.id, alone.id))).toEqual([]);
    expect((await group(first, joined.id)).memberCount).toBe(1);
  });
});

describe("the account's export and Clear All Data", () => {
  it("exports the user's memberships and join requests; Clear All Data keeps them", async () => {
    const ruth = await person();
    const leader = await person();
    const led = await create(ruth, { name: "Led" });
    const joined = await create(leader, { name: "Joined" });
    const closed = await create(leader, { name: "Closed", isPublic: false });
    await join(ruth, joined.id);
    await t.database.execute(
      `insert into group_join_requests (group_id, user_id) values (${closed.id}, ${Number(ruth.user.id)})`,
    );
    const exported = (await call("GET", "/api/account/export", ruth)).json();
    expect(exported.groupMemberships.map((m: { groupId: number; role: string }) => [m.groupId, m.role]).sort()).toEqual(
      [
        [led.id, "leader"],
        [joined.id, "member"],
      ].sort(),
    );
    expect(exported.groupJoinRequests).toEqual([expect.objectContaining({ groupId: closed.id })]);
    // Nobody else's rows.
    expect(JSON.stringify(exported.groupMemberships)).not.toContain(`"userId":${leader.user.id}`);
    // The invitations the user sent, without their tokens' digests.
    await t.database.execute(
      `insert into group_invitations (group_id, user_id, email, token_digest, expires_at)
       values (${led.id}, ${Number(ruth.user.id)}, 'friend@example.com', 'secret-digest-${led.id}', now() + interval '1 day')`,
    );
    const withInvitation = (await call("GET", "/api/account/export", ruth)).json();
    expect(withInvitation.groupInvitations).toEqual([
      expect.objectContaining({ groupId: led.id, email: "friend@example.com" }),
    ]);
    expect(JSON.stringify(withInvitation)).not.toContain("secret-digest");
    const cleared = await call("DELETE", "/api/account/data", ruth);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await myGroups(ruth)).map((g) => g.id).sort()).toEqual([led.id, joined.id].sort());
    expect((await group(leader, closed.id)).pendingRequests).toBe(1);
  });
});
