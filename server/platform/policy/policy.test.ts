import { getTableColumns, getTableName, is, type SQL } from "drizzle-orm";
import { PgDialect, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { prayers, users } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import type { ChangeEvent } from "../events";
import { type Action, audienceOf, can, ownRows, type ResourceKind, scope } from ".";

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
const kinds: ResourceKind[] = [
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
    const ruled = new Set(kinds.map((kind) => render(scope(alice, "read", kind)).sql));
    const owned = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .filter((table) => "userId" in getTableColumns(table) && !notActedOnByUsers.has(getTableName(table)))
      .map((table) => `"${getTableName(table)}"."user_id" = $1`);
    expect(owned.length).toBeGreaterThan(5);
    for (const condition of owned) expect(ruled).toContain(condition);
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
