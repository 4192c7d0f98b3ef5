import { getTableColumns, getTableName, is, type SQL } from "drizzle-orm";
import { PgDialect, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { prayers, users } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import type { ChangeEvent } from "../events";
import {
  type Action,
  type Actor,
  audienceOf,
  can,
  type OwnedResource,
  ownRows,
  ruleTables,
  scope,
  withGroups,
} from ".";

const dialect = new PgDialect();
const render = (condition: SQL) => {
  const { sql, params } = dialect.sqlToQuery(condition);
  return { sql, params };
};
/**
 * Tables that name a user but are never read or changed on a user's behalf by id or listing: secrets
 * found by their hash (a reset link's token). A table a user acts on needs a rule.
 */
const notActedOnByUsers = new Set([
  "password_reset_tokens",
  "email_verification_tokens",
  // Written and read only by the mail and reminder jobs, never on a user's request.
  "mail_outbox",
  "reminder_deliveries",
]);

const alice = { id: 7 };
const bob = { id: 8 };
const actions: Action[] = ["read", "write"];
const kinds: OwnedResource["kind"][] = [
  "account",
  "session",
  "prayer",
  "prayerStrategy",
  "prayerSession",
  "bibleFavorite",
  "readingPlanProgress",
  "dailyWordState",
  "preferences",
  "appearance",
  "watchSettings",
  "pushSubscription",
  "reminderSettings",
  "prayerPresence",
  "groupInvitation",
];

describe("can: one row", () => {
  it("lets the owner read and change what is theirs, and nobody else", () => {
    for (const kind of kinds) {
      for (const action of actions) {
        expect(can(alice, action, { kind, userId: alice.id })).toBe(true);
        expect(can(bob, action, { kind, userId: alice.id })).toBe(false);
      }
    }
  });
});

describe("can: a change event at delivery", () => {
  const events: ChangeEvent[] = [
    { type: "prayers.changed", userId: alice.id },
    { type: "user.sessions.changed", userId: alice.id },
  ];

  it("lets the user an event is about read it, and nobody else", () => {
    for (const event of events) {
      expect(can(alice, "read", { kind: "event", event })).toBe(true);
      expect(can(bob, "read", { kind: "event", event })).toBe(false);
    }
  });

  it("never lets anyone write an event", () => {
    for (const event of events) expect(can(alice, "write", { kind: "event", event })).toBe(false);
  });

  it("names what each event is about", () => {
    expect(audienceOf({ type: "prayers.changed", userId: 3 })).toEqual({ kind: "prayer", userId: 3 });
    expect(audienceOf({ type: "user.sessions.changed", userId: 3 })).toEqual({ kind: "session", userId: 3 });
  });
});

describe("scope: the same rule as SQL", () => {
  it("is the owner's column equal to the actor, as a bound parameter", () => {
    expect(render(scope(alice, "write", "prayer"))).toEqual({ sql: '"prayers"."user_id" = $1', params: [7] });
    expect(render(scope(bob, "read", "account"))).toEqual({ sql: '"users"."id" = $1', params: [8] });
    expect(render(ownRows(alice, prayers))).toEqual({ sql: '"prayers"."user_id" = $1', params: [7] });
  });

  it("has a rule for every table a user's rows live in", () => {
    const ruled = new Set(Object.values(ruleTables).map((table) => getTableName(table)));
    const owned = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .filter((table) => "userId" in getTableColumns(table) && !notActedOnByUsers.has(getTableName(table)))
      .map((table) => getTableName(table));
    expect(owned.length).toBeGreaterThan(5);
    for (const table of owned) expect(ruled).toContain(table);
    for (const kind of kinds.filter((kind) => kind !== "account")) {
      expect(render(scope(alice, "read", kind)).sql).toBe(`"${getTableName(ruleTables[kind])}"."user_id" = $1`);
    }
  });
});

describe("scope and can agree on real rows", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it("a listing through scope holds exactly the rows can allows", async () => {
    const made = await db.db
      .insert(users)
      .values([
        { username: "policy_a", passwordHash: "x" },
        { username: "policy_b", passwordHash: "x" },
      ])
      .returning({ id: users.id });
    const [a, b] = made as [{ id: number }, { id: number }];
    await db.db.insert(prayers).values(
      [a, a, b].map(({ id }, index) => ({
        userId: id,
        clientId: `policy-${index}`,
        title: `Note ${index}`,
        contentText: "text",
        category: "personal" as const,
        color: "yellow",
      })),
    );
    const all = await db.db.select().from(prayers);
    for (const actor of [a, b]) {
      const listed = await db.db
        .select()
        .from(prayers)
        .where(scope(actor, "read", "prayer"));
      const allowed = all.filter((row) => can(actor, "read", { kind: "prayer", userId: row.userId }));
      expect(listed.map((row) => row.id).sort()).toEqual(allowed.map((row) => row.id).sort());
      expect(listed.length).toBeGreaterThan(0);
    }
  });
});

describe("a group's rows: members read, the leader runs it, authors change their own", () => {
  const leader: Actor = { id: 1, groups: new Map([[10, "leader" as const]]) };
  const member: Actor = { id: 2, groups: new Map([[10, "member" as const]]) };
  const outsider: Actor = { id: 3, groups: new Map() };

  it("a group's card: anyone when public, members when private; only the leader changes it", () => {
    for (const isPublic of [true, false]) {
      const group = { kind: "group" as const, groupId: 10, isPublic };
      expect(can(leader, "read", group)).toBe(true);
      expect(can(member, "read", group)).toBe(true);
      expect(can(outsider, "read", group)).toBe(isPublic);
      expect([leader, member, outsider].map((actor) => can(actor, "write", group))).toEqual([true, false, false]);
    }
  });

  it("posts, comments and chat lines: members read; the author or the leader removes", () => {
    for (const kind of ["groupPost", "groupPostComment", "groupChatMessage"] as const) {
      const byMember = { kind, groupId: 10, userId: member.id };
      const byLeader = { kind, groupId: 10, userId: leader.id };
      expect([leader, member, outsider].map((actor) => can(actor, "read", byMember))).toEqual([true, true, false]);
      expect([leader, member, outsider].map((actor) => can(actor, "write", byMember))).toEqual([true, true, false]);
      expect([leader, member, outsider].map((actor) => can(actor, "write", byLeader))).toEqual([true, false, false]);
      // An author who left no longer changes what they wrote there.
      expect(can({ id: member.id, groups: new Map() }, "write", byMember)).toBe(false);
    }
  });

  it("reactions are each member's own; memberships: the leader or the person; join requests: the asker or the leader", () => {
    const reaction = { kind: "groupPostReaction" as const, groupId: 10, userId: member.id };
    expect([leader, member, outsider].map((actor) => can(actor, "write", reaction))).toEqual([false, true, false]);
    expect([leader, member, outsider].map((actor) => can(actor, "read", reaction))).toEqual([true, true, false]);
    const membership = { kind: "groupMember" as const, groupId: 10, userId: member.id };
    expect([leader, member, outsider].map((actor) => can(actor, "write", membership))).toEqual([true, true, false]);
    const request = { kind: "groupJoinRequest" as const, groupId: 10, userId: outsider.id };
    expect([leader, member, outsider].map((actor) => can(actor, "write", request))).toEqual([true, false, true]);
  });

  it("refuses to guess when memberships were not loaded", () => {
    expect(() => can({ id: 1 }, "read", { kind: "groupPost", groupId: 10, userId: 1 })).toThrow(/withGroups/);
  });

  it("group events reach members, and a membership event also the person it is about", () => {
    const post: ChangeEvent = { type: "group.posts.changed", groupId: 10, postId: 5 };
    expect([leader, member, outsider].map((actor) => can(actor, "read", { kind: "event", event: post }))).toEqual([
      true,
      true,
      false,
    ]);
    const removed: ChangeEvent = { type: "group.members.changed", groupId: 10, userId: outsider.id };
    expect([leader, member, outsider].map((actor) => can(actor, "read", { kind: "event", event: removed }))).toEqual([
      true,
      true,
      true,
    ]);
    const other: ChangeEvent = { type: "group.members.changed", groupId: 10, userId: 99 };
    expect(can(outsider, "read", { kind: "event", event: other })).toBe(false);
  });
});

describe("a group's scope and can agree on real rows", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it("for every group kind, action and actor", async () => {
    const made = await db.db
      .insert(users)
      .values(["g_leader", "g_member", "g_outsider"].map((username) => ({ username, passwordHash: "x" })))
      .returning({ id: users.id });
    const [l, m, o] = made as [{ id: number }, { id: number }, { id: number }];
    const groups = await db.db
      .insert(schema.prayerGroups)
      .values([
        { name: "Public", isPublic: true, createdBy: l.id },
        { name: "Private", isPublic: false, createdBy: l.id },
        { name: "Theirs", isPublic: false, createdBy: o.id },
      ])
      .returning({ id: schema.prayerGroups.id });
    const [pub, priv, theirs] = groups as [{ id: number }, { id: number }, { id: number }];
    await db.db.insert(schema.groupMembers).values([
      { groupId: pub.id, userId: l.id, role: "leader" },
      { groupId: pub.id, userId: m.id, role: "member" },
      { groupId: priv.id, userId: l.id, role: "leader" },
      { groupId: priv.id, userId: m.id, role: "member" },
      { groupId: theirs.id, userId: o.id, role: "leader" },
    ]);
    await db.db.insert(schema.groupJoinRequests).values([{ groupId: priv.id, userId: o.id }]);
    const posts = await db.db
      .insert(schema.groupPosts)
      .values(
        [pub, priv, theirs].flatMap((group) =>
          [l, m, o]
            .filter((author) => author !== o || group === theirs)
            .map((author) => ({ groupId: group.id, userId: author.id, title: "t", content: "c" })),
        ),
      )
      .returning({ id: schema.groupPosts.id, groupId: schema.groupPosts.groupId, userId: schema.groupPosts.userId });
    await db.db
      .insert(schema.groupPostComments)
      .values(posts.map((post) => ({ postId: post.id, userId: post.userId, content: "amen" })));
    await db.db
      .insert(schema.groupPostReactions)
      .values(posts.map((post) => ({ postId: post.id, userId: post.userId, type: "pray" as const })));
    await db.db
      .insert(schema.groupChatMessages)
      .values(posts.map((post) => ({ groupId: post.groupId, userId: post.userId, message: "hi" })));
    const groupOfPost = new Map(posts.map((post) => [post.id, post.groupId]));

    const cases = [
      {
        kind: "group" as const,
        rows: async () => db.db.select().from(schema.prayerGroups),
        idOf: (row: { id: number }) => row.id,
        resource: (row: { id: number; isPublic: boolean }) => ({
          kind: "group" as const,
          groupId: row.id,
          isPublic: row.isPublic,
        }),
      },
    ];
    let checked = 0;
    for (const user of [l, m, o]) {
      const actor = await withGroups(db.db, user);
      for (const action of actions) {
        for (const { kind, rows, idOf, resource } of cases) {
          const all = await rows();
          const listed = await db.db
            .select()
            .from(schema.prayerGroups)
            .where(scope(actor, action, kind));
          const allowed = all.filter((row) => can(actor, action, resource(row)));
          expect(listed.map(idOf).sort(), `${kind} ${action} by ${user.id}`).toEqual(allowed.map(idOf).sort());
          checked++;
        }
        const same = async <T extends { groupId?: number; postId?: number; userId: number | null }>(
          kind:
            | "groupMember"
            | "groupJoinRequest"
            | "groupPost"
            | "groupPostComment"
            | "groupPostReaction"
            | "groupChatMessage",
          table: PgTable,
          key: (row: T) => string,
        ) => {
          const all = (await db.db.select().from(table as typeof schema.groupPosts)) as unknown as T[];
          const listed = (await db.db
            .select()
            .from(table as typeof schema.groupPosts)
            .where(scope(actor, action, kind))) as unknown as T[];
          const allowed = all.filter((row) =>
            can(actor, action, {
              kind,
              groupId: row.groupId ?? groupOfPost.get(row.postId!)!,
              userId: row.userId!,
            } as Parameters<typeof can>[2]),
          );
          expect(listed.length + allowed.length, kind).toBeGreaterThanOrEqual(0);
          expect(listed.map(key).sort(), `${kind} ${action} by ${user.id}`).toEqual(allowed.map(key).sort());
          checked++;
        };
        type Row = { groupId?: number; postId?: number; userId: number | null; id?: number; type?: string };
        const key = (row: Row) =>
          `${row.id ?? ""}:${row.groupId ?? ""}:${row.postId ?? ""}:${row.userId}:${row.type ?? ""}`;
        await same<Row>("groupMember", schema.groupMembers, key);
        await same<Row>("groupJoinRequest", schema.groupJoinRequests, key);
        await same<Row>("groupPost", schema.groupPosts, key);
        await same<Row>("groupPostComment", schema.groupPostComments, key);
        await same<Row>("groupPostReaction", schema.groupPostReactions, key);
        await same<Row>("groupChatMessage", schema.groupChatMessages, key);
      }
    }
    expect(checked).toBe(3 * 2 * 7);
  });
});
