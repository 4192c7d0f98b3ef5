import { AccountMessages, AuthMessages } from "@common/auth";
import { eq, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { USER_TABLES } from "./account.service";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const session = () => ({
  clientId: `acct-${++sequence}`,
  watchNumber: 3,
  duration: 20,
  notes: "",
  voiceGuided: false,
  completedAt: "2026-02-01T02:00:00Z",
});

/** Some data of every kind for one user. */
async function fillAccount(cookie: string) {
  const calls: [string, string, unknown][] = [
    ["POST", "/api/prayer-sessions", session()],
    ["POST", "/api/prayers", { title: "Mine", content: "A prayer", watchNumber: 2 }],
    ["POST", "/api/prayer-strategies", { title: "Plan", focus: "Family" }],
    [
      "PUT",
      "/api/preferences",
      {
        voiceSettings: { voice: "male", speed: 1, volume: 1 },
        preferredWatches: [1],
        allergyProfile: [],
        notifications: { prayerReminders: true, groupAlerts: false, dailyWord: false },
      },
    ],
  ];
  for (const [method, url, payload] of calls) {
    const response = await requestAs(t.app, method as "POST" | "PUT", url, cookie, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  }
}

describe("the account's tables", () => {
  it("lists every table with a user_id column as settings or data (so export and clear miss nothing)", () => {
    const userTables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter((config) => config.columns.some((column) => column.name === "user_id"))
      .map((config) => config.name)
      // Sign-ins, mailed links, queued mail, devices' push subscriptions (keys for pushing to a device, not
      // something the user wrote) and the record of reminders sent are neither settings nor data: deleting
      // the account deletes them.
      .filter(
        (name) =>
          ![
            "sessions",
            "password_reset_tokens",
            "email_verification_tokens",
            "mail_outbox",
            "push_subscriptions",
            "reminder_deliveries",
          ].includes(name),
      );
    const covered = Object.values(USER_TABLES).map(({ table }) => getTableConfig(table).name);
    expect(covered.toSorted()).toEqual(userTables.toSorted());
  });
});

describe("PATCH /api/user", () => {
  it("changes names and email, which GET /api/user shows at once (the session cache is refreshed)", async () => {
    const { cookie } = await registerUser(t.app, { firstName: "Old" });
    // Warm the session cache.
    expect((await requestAs(t.app, "GET", "/api/user", cookie)).json().firstName).toBe("Old");
    const response = await requestAs(t.app, "PATCH", "/api/user", cookie, {
      firstName: "  Ruth ",
      lastName: "Moab",
      email: "Ruth@Example.com",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: "Ruth", lastName: "Moab", email: "ruth@example.com" });
    const user = await requestAs(t.app, "GET", "/api/user", cookie);
    expect(user.json()).toMatchObject({ firstName: "Ruth", lastName: "Moab", email: "ruth@example.com" });
  });

  it("clears a blank field and leaves unsent ones alone", async () => {
    const { cookie } = await registerUser(t.app, {
      firstName: "Anna",
      lastName: "Keep",
      email: "anna.keep@example.com",
    });
    const response = await requestAs(t.app, "PATCH", "/api/user", cookie, { firstName: "  ", email: "" });
    expect(response.json()).toMatchObject({ firstName: null, lastName: "Keep", email: null });
    const unchanged = await requestAs(t.app, "PATCH", "/api/user", cookie, {});
    expect(unchanged.json()).toMatchObject({ firstName: null, lastName: "Keep" });
  });

  it("refuses an email another account has with a readable 409", async () => {
    await registerUser(t.app, { email: "taken@example.com" });
    const { cookie } = await registerUser(t.app);
    const response = await requestAs(t.app, "PATCH", "/api/user", cookie, { email: "TAKEN@example.com" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(AuthMessages.emailTaken);
  });

  it("validates input and needs a signed-in user", async () => {
    const { cookie } = await registerUser(t.app);
    for (const payload of [{ email: "not-an-email" }, { firstName: "x".repeat(101) }, { username: "renamed" }]) {
      const response = await requestAs(t.app, "PATCH", "/api/user", cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await requestAs(t.app, "PATCH", "/api/user", undefined, { firstName: "X" })).statusCode).toBe(401);
  });
});

describe("GET /api/account/export", () => {
  it("is an attachment with all of the user's data and nobody else's", async () => {
    const alice = await registerUser(t.app, { firstName: "Alice" });
    const bob = await registerUser(t.app);
    await fillAccount(alice.cookie);
    await fillAccount(bob.cookie);
    const response = await requestAs(t.app, "GET", "/api/account/export", alice.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="prayer-journey-data-.*\.json"$/);
    const data = response.json();
    expect(data.user).toMatchObject({ id: alice.user.id, firstName: "Alice" });
    expect(response.body).not.toContain("passwordHash");
    expect(response.body).not.toContain("argon2");
    for (const section of Object.keys(USER_TABLES)) expect(data, section).toHaveProperty(section);
    expect(data.prayerSessions).toHaveLength(1);
    expect(data.prayers).toHaveLength(1);
    expect(data.prayerStrategies).toHaveLength(1);
    expect(data.preferences.preferences.preferredWatches).toEqual([1]);
    expect(data.appearance).toBeNull();
    expect(data.bibleFavorites).toEqual([]);
    expect(response.body).not.toContain(`"userId":${bob.user.id}`);
    expect(JSON.stringify(data)).not.toContain("userId");
  });

  it("needs a signed-in user", async () => {
    expect((await requestAs(t.app, "GET", "/api/account/export")).statusCode).toBe(401);
  });
});

describe("DELETE /api/account/data", () => {
  it("deletes the user's prayer data, keeps the account, sign-in and settings, and leaves others alone", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await fillAccount(alice.cookie);
    await fillAccount(bob.cookie);
    const response = await requestAs(t.app, "DELETE", "/api/account/data", alice.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().deleted).toMatchObject({ prayerSessions: 1, prayers: 1, prayerStrategies: 1 });

    for (const url of ["/api/prayer-sessions", "/api/prayers", "/api/prayer-strategies"]) {
      expect((await requestAs(t.app, "GET", url, alice.cookie)).json(), url).toEqual([]);
      expect((await requestAs(t.app, "GET", url, bob.cookie)).json(), url).toHaveLength(1);
    }
    expect((await requestAs(t.app, "GET", "/api/user", alice.cookie)).statusCode).toBe(200);
    const preferences = await requestAs(t.app, "GET", "/api/preferences", alice.cookie);
    expect(preferences.json().preferences.preferredWatches).toEqual([1]);
  });

  it("needs a signed-in user", async () => {
    expect((await requestAs(t.app, "DELETE", "/api/account/data")).statusCode).toBe(401);
  });
});

describe("DELETE /api/account", () => {
  it("refuses a wrong password with a readable 403 and keeps everything", async () => {
    const { cookie } = await registerUser(t.app);
    await fillAccount(cookie);
    const response = await requestAs(t.app, "DELETE", "/api/account", cookie, { password: "wrong password" });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AccountMessages.wrongPassword);
    expect((await requestAs(t.app, "GET", "/api/prayer-sessions", cookie)).json()).toHaveLength(1);
    expect((await requestAs(t.app, "DELETE", "/api/account", cookie, {})).statusCode).toBe(400);
  });

  it("deletes the account and its data, ends every session and clears the cookie", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await fillAccount(alice.cookie);
    await fillAccount(bob.cookie);
    // A second session of Alice's elsewhere, already cached.
    const login = await requestAs(t.app, "POST", "/api/login", undefined, {
      username: alice.user.username,
      password: alice.password,
    });
    const otherCookie = String([login.headers["set-cookie"]].flat()[0]).split(";")[0]!;
    expect((await requestAs(t.app, "GET", "/api/user", otherCookie)).statusCode).toBe(200);

    const response = await requestAs(t.app, "DELETE", "/api/account", alice.cookie, { password: alice.password });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers["set-cookie"])).toMatch(/pj_session=;.*Expires=Thu, 01 Jan 1970/);

    expect((await requestAs(t.app, "GET", "/api/user", alice.cookie)).statusCode).toBe(401);
    expect((await requestAs(t.app, "GET", "/api/user", otherCookie)).statusCode).toBe(401);
    const signIn = await requestAs(t.app, "POST", "/api/login", undefined, {
      username: alice.user.username,
      password: alice.password,
    });
    expect(signIn.statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(schema.prayerSessions)
      .where(eq(schema.prayerSessions.userId, alice.user.id));
    expect(rows).toEqual([]);
    expect((await requestAs(t.app, "GET", "/api/prayer-sessions", bob.cookie)).json()).toHaveLength(1);
  });

  it("needs a signed-in user", async () => {
    expect((await requestAs(t.app, "DELETE", "/api/account", undefined, { password: "x" })).statusCode).toBe(401);
  });
});

describe("guessing through the account (decision 019)", () => {
  const from = (
    app: TestApp["app"],
    ip: string,
    method: "PATCH" | "DELETE",
    url: string,
    cookie: string,
    payload: object,
  ) => app.inject({ method, url, headers: { cookie }, payload, remoteAddress: ip });

  it("DELETE /api/account: too many wrong passwords from one address are refused with 429", async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_USERNAME_MAX: "3", AUTH_RATE_LIMIT_IP_MAX: "1000" });
    try {
      const { cookie, password } = await registerUser(limited.app);
      for (let attempt = 0; attempt < 3; attempt++) {
        const wrong = await from(limited.app, "203.0.113.8", "DELETE", "/api/account", cookie, { password: "guess" });
        expect(wrong.statusCode).toBe(403);
      }
      const blocked = await from(limited.app, "203.0.113.8", "DELETE", "/api/account", cookie, { password });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ message: AuthMessages.tooManyAttempts, code: "RATE_LIMITED" });
      expect((await requestAs(limited.app, "GET", "/api/user", cookie)).statusCode).toBe(200);
      // The owner, from elsewhere, still can.
      const owner = await from(limited.app, "198.51.100.3", "DELETE", "/api/account", cookie, { password });
      expect(owner.statusCode).toBe(204);
    } finally {
      await limited.close();
    }
  });

  it("PATCH /api/user: trying e-mails is limited per address; other changes are not", async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "3", AUTH_RATE_LIMIT_USERNAME_MAX: "1000" });
    try {
      const taken = `taken_${Date.now()}@example.com`;
      await registerUser(limited.app, { email: taken });
      const { cookie } = await registerUser(limited.app);
      const tryEmail = (email: string) => from(limited.app, "203.0.113.9", "PATCH", "/api/user", cookie, { email });
      expect((await tryEmail(taken)).statusCode).toBe(409);
      expect((await tryEmail(`free_${Date.now()}@example.com`)).statusCode).toBe(200);
      expect((await tryEmail(taken)).statusCode).toBe(409);
      const blocked = await tryEmail(taken);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(AuthMessages.tooManyAttempts);
      const rename = await from(limited.app, "203.0.113.9", "PATCH", "/api/user", cookie, { firstName: "Ruth" });
      expect(rename.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("a user deleted while signed in (decision 019)", () => {
  it("gets 401, not 500, for reads and writes that race with the deletion", async () => {
    // The session stays cached here, as on an instance that has not heard of the deletion yet.
    const { cookie, user } = await registerUser(t.app);
    expect((await requestAs(t.app, "GET", "/api/user", cookie)).statusCode).toBe(200);
    await t.database.db.delete(schema.users).where(eq(schema.users.id, user.id));
    const writes: [string, string, unknown][] = [
      ["POST", "/api/prayers", { title: "Late", content: "Amen" }],
      ["POST", "/api/prayer-sessions", session()],
      ["PATCH", "/api/user", { firstName: "Gone" }],
      ["GET", "/api/account/export", undefined],
    ];
    for (const [method, url, payload] of writes) {
      const response = await requestAs(t.app, method as "POST", url, cookie, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(401);
      expect(response.json().code).toBe("UNAUTHORIZED");
    }
  });
});
