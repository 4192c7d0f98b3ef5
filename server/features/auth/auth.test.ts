import { AuthMessages, PasswordMessages } from "@common/auth";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { registerUser, uniqueUsername } from "../../testing/factories";
import { buildTestApp, sessionCookieFrom, type TestApp } from "../../testing/test-app";
import { SESSIONS_PER_USER_MAX } from "./auth.service";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "1000", AUTH_RATE_LIMIT_USERNAME_MAX: "1000" });
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });

describe("POST /api/register", () => {
  it("creates the user, signs them in and never returns the hash", async () => {
    const username = uniqueUsername("Grace");
    const response = await post("/api/register", {
      username,
      password: "mustard-seed-1",
      email: "Grace@Example.com",
      firstName: "Grace",
      lastName: "Hopper",
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ username, email: "grace@example.com", firstName: "Grace", lastName: "Hopper" });
    expect(typeof user.id).toBe("number");
    expect(new Date(user.createdAt).toString()).not.toBe("Invalid Date");
    expect(response.body).not.toMatch(/hash|argon2/i);

    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: sessionCookieFrom(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("accepts the auth page's payload of only username and password", async () => {
    const response = await post("/api/register", { username: uniqueUsername(), password: "mustard-seed-1" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: null, firstName: null, lastName: null });
  });

  it.each([
    [{ username: "ab", password: "mustard-seed-1" }, "Username must be at least 3 characters", "username"],
    [{ username: "abcdef", password: "12345" }, "Password must be at least 6 characters", "password"],
    [
      { username: "abcdefg", password: "mustard-seed-1", email: "not-an-email" },
      "Please enter a valid email address",
      "email",
    ],
  ])("rejects %j with the field message", async (payload, message, field) => {
    const response = await post("/api/register", payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain(message);
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.details.fieldErrors[field]).toContain(message);
  });

  it("rejects a missing body with 400", async () => {
    const response = await post("/api/register");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it("answers 409 for a taken username, whatever its case", async () => {
    const username = uniqueUsername("Samuel");
    expect((await post("/api/register", { username, password: "mustard-seed-1" })).statusCode).toBe(201);
    const again = await post("/api/register", { username: username.toUpperCase(), password: "mustard-seed-2" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: AuthMessages.usernameTaken, code: "CONFLICT" });
  });

  it("answers 409 for an email already in use", async () => {
    const email = `${uniqueUsername()}@example.com`;
    expect(
      (await post("/api/register", { username: uniqueUsername(), password: "mustard-seed-1", email })).statusCode,
    ).toBe(201);
    const again = await post("/api/register", { username: uniqueUsername(), password: "mustard-seed-1", email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AuthMessages.emailTaken);
  });
});

describe("POST /api/login", () => {
  it("signs in with the right password, case-insensitively on the username", async () => {
    const { user, password } = await registerUser(t.app);
    const response = await post("/api/login", { username: user.username.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
  });

  it("gives the same 401 for an unknown username and a wrong password", async () => {
    const { user } = await registerUser(t.app);
    const wrongPassword = await post("/api/login", { username: user.username, password: "wrong-password" });
    const unknownUser = await post("/api/login", { username: uniqueUsername("nobody"), password: "whatever" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json().message).toBe(AuthMessages.invalidCredentials);
    expect(wrongPassword.headers["set-cookie"]).toBeUndefined();
  });

  it("requires both fields", async () => {
    const response = await post("/api/login", { username: "", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Username is required");
    expect(response.json().message).toContain("Password is required");
  });

  it("rotates the session: the session the request carried stops working", async () => {
    const { user, cookie: first, password } = await registerUser(t.app);
    const response = await post("/api/login", { username: user.username, password }, { cookie: first });
    const second = sessionCookieFrom(response);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: "/api/user", headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/user", headers: { cookie: second } })).statusCode).toBe(200);
  });
});

describe("session cookie", () => {
  it("is httpOnly, SameSite=Lax, path /, with an expiry, and not Secure over plain http", async () => {
    const response = await post("/api/register", { username: uniqueUsername(), password: "mustard-seed-1" });
    const header = String(response.headers["set-cookie"]);
    expect(header).toMatch(/^pj_session=[\w-]{40,};/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Expires=/);
    expect(header).not.toMatch(/Secure/i);
  });

  it("is Secure behind an HTTPS proxy", async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: "true" });
    try {
      const response = await proxied.app.inject({
        method: "POST",
        url: "/api/register",
        payload: { username: uniqueUsername(), password: "mustard-seed-1" },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(String(response.headers["set-cookie"])).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  it("stores only a hash of the token in the database", async () => {
    const { user, cookie } = await registerUser(t.app);
    const token = cookie.split("=")[1]!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("slides: an old session in use is extended and the cookie renewed", async () => {
    const { user, cookie } = await registerUser(t.app);
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    const response = await t.app.inject({ url: "/api/user", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/^pj_session=/);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it("one account keeps at most SESSIONS_PER_USER_MAX sign-ins; the oldest ends at once, even where cached", async () => {
    const { user, cookie, password } = await registerUser(t.app);
    // Used once, so this instance has the oldest session in its cache.
    expect((await t.app.inject({ url: "/api/user", headers: { cookie } })).statusCode).toBe(200);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await t.database.db.update(sessions).set({ createdAt: hourAgo }).where(eq(sessions.userId, user.id));
    const minuteAgo = new Date(Date.now() - 60 * 1000);
    const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await t.database.db.insert(sessions).values(
      Array.from({ length: SESSIONS_PER_USER_MAX - 1 }, (_, i) => ({
        id: `other-device-${user.id}-${i}`,
        userId: user.id,
        createdAt: minuteAgo,
        expiresAt,
      })),
    );

    const login = await post("/api/login", { username: user.username, password });
    expect(login.statusCode).toBe(200);
    const kept = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(kept).toHaveLength(SESSIONS_PER_USER_MAX);
    expect((await t.app.inject({ url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
    const newest = sessionCookieFrom(login);
    expect((await t.app.inject({ url: "/api/user", headers: { cookie: newest } })).statusCode).toBe(200);
  });

  it("an expired session is refused", async () => {
    const { user, cookie } = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await t.app.inject({ url: "/api/user", headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/user and POST /api/logout", () => {
  it("answers 401 JSON when signed out", async () => {
    const response = await t.app.inject({ url: "/api/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: AuthMessages.notSignedIn, code: "UNAUTHORIZED" });
  });

  it("logout destroys the session on the server, not only the cookie", async () => {
    const { user, cookie } = await registerUser(t.app);
    // Used once first, so the session is also in this instance's cache.
    expect((await t.app.inject({ url: "/api/user", headers: { cookie } })).statusCode).toBe(200);
    const response = await post("/api/logout", undefined, { cookie });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers["set-cookie"])).toMatch(/pj_session=;/);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
    // Replaying the old cookie no longer works.
    expect((await t.app.inject({ url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
  });

  it("logout when signed out is harmless", async () => {
    expect((await post("/api/logout")).statusCode).toBe(204);
  });
});

describe("GET /api/session (decision 049)", () => {
  it("answers a visitor 200 { user: null }, never a 401, and sets no cookie", async () => {
    const response = await t.app.inject({ url: "/api/session" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-store");
    // An unknown or forged session cookie is a visitor too.
    const forged = await t.app.inject({ url: "/api/session", headers: { cookie: "pj_session=forged.value" } });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ user: null });
  });

  it("answers the signed-in user as GET /api/user does, and null once signed out", async () => {
    const { user, cookie } = await registerUser(t.app);
    const signedIn = await t.app.inject({ url: "/api/session", headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({ url: "/api/user", headers: { cookie } });
    expect(signedIn.json()).toEqual({ user: me.json() });
    expect(signedIn.json().user.id).toBe(user.id);
    expect(signedIn.body).not.toMatch(/hash|argon2/i);
    expect((await post("/api/logout", undefined, { cookie })).statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/session", headers: { cookie } })).json()).toEqual({ user: null });
    // GET /api/user keeps its contract for every other caller: 401 when signed out.
    expect((await t.app.inject({ url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
  });
});

describe("session cache", () => {
  it("a session deleted by another instance stops working here once the cache lifetime has passed", async () => {
    const cached = await buildTestApp({ SESSION_CACHE_SECONDS: "1" });
    try {
      const { user, cookie } = await registerUser(cached.app);
      expect((await cached.app.inject({ url: "/api/user", headers: { cookie } })).statusCode).toBe(200);
      // Another instance signs the user out: only the row goes.
      await cached.database.db.delete(sessions).where(eq(sessions.userId, user.id));
      expect((await cached.app.inject({ url: "/api/user", headers: { cookie } })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await cached.app.inject({ url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
    } finally {
      await cached.close();
    }
  });

  it("with SESSION_CACHE_SECONDS=0 every request checks the database", async () => {
    const uncached = await buildTestApp({ SESSION_CACHE_SECONDS: "0" });
    try {
      const { user, cookie } = await registerUser(uncached.app);
      expect((await uncached.app.inject({ url: "/api/user", headers: { cookie } })).statusCode).toBe(200);
      await uncached.database.db.delete(sessions).where(eq(sessions.userId, user.id));
      expect((await uncached.app.inject({ url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
    } finally {
      await uncached.close();
    }
  });
});

describe("rate limiting (decision 019)", () => {
  const signIn = (app: TestApp["app"], username: string, password: string, ip = "127.0.0.1") =>
    app.inject({ method: "POST", url: "/api/login", payload: { username, password }, remoteAddress: ip });

  it("ten wrong passwords from one address do not lock the owner out from another", async () => {
    // The defaults: 10 failures per address and account, 30 per address, in 15 minutes.
    const limited = await buildTestApp();
    try {
      const { user, password } = await registerUser(limited.app);
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await signIn(limited.app, user.username, "wrong-password", "203.0.113.7")).statusCode).toBe(401);
      }
      // The guessing address is refused for this account, even with the right password…
      const blocked = await signIn(limited.app, user.username, password, "203.0.113.7");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ message: AuthMessages.tooManyAttempts, code: "RATE_LIMITED" });
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      // …the owner, elsewhere, is not.
      const owner = await signIn(limited.app, user.username.toUpperCase(), password, "198.51.100.20");
      expect(owner.statusCode).toBe(200);
      // Nor is another account from the guessing address.
      expect((await signIn(limited.app, uniqueUsername(), "wrong-password", "203.0.113.7")).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it("successful sign-ins do not count, and one clears that address's failures on the account", async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_USERNAME_MAX: "2", AUTH_RATE_LIMIT_IP_MAX: "3" });
    try {
      const { user, password } = await registerUser(limited.app);
      const ip = "192.0.2.44";
      for (let round = 0; round < 4; round++) {
        expect((await signIn(limited.app, user.username, password, ip)).statusCode).toBe(200);
      }
      expect((await signIn(limited.app, user.username, "wrong-password", ip)).statusCode).toBe(401);
      expect((await signIn(limited.app, user.username, password, ip)).statusCode).toBe(200);
      expect((await signIn(limited.app, user.username, "wrong-password", ip)).statusCode).toBe(401);
      expect((await signIn(limited.app, user.username, password, ip)).statusCode).toBe(200);
      // The address's own count goes on: three failures in all, whatever account.
      expect((await signIn(limited.app, uniqueUsername(), "wrong-password", ip)).statusCode).toBe(401);
      expect((await signIn(limited.app, user.username, password, ip)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("limits failures per address across usernames; an IPv6 /64 is one address", async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "2", AUTH_RATE_LIMIT_USERNAME_MAX: "1000" });
    try {
      const attempt = (ip: string) => signIn(limited.app, uniqueUsername(), "wrong-password", ip);
      expect((await attempt("10.0.0.1")).statusCode).toBe(401);
      expect((await attempt("10.0.0.1")).statusCode).toBe(401);
      expect((await attempt("10.0.0.1")).statusCode).toBe(429);
      expect((await attempt("10.0.0.2")).statusCode).toBe(401);
      expect((await attempt("2001:db8:1:2::1")).statusCode).toBe(401);
      expect((await attempt("2001:db8:1:2:ffff::9")).statusCode).toBe(401);
      expect((await attempt("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("counts registrations that find a name taken", async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_USERNAME_MAX: "2", AUTH_RATE_LIMIT_IP_MAX: "1000" });
    try {
      const { user } = await registerUser(limited.app);
      const register = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/register",
          payload: { username: user.username, password: "mustard-seed-1" },
          remoteAddress: "192.0.2.9",
        });
      expect((await register()).statusCode).toBe(409);
      expect((await register()).statusCode).toBe(409);
      expect((await register()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("weak passwords (decision 019)", () => {
  const register = (username: string, password: string) => post("/api/register", { username, password });

  it.each([
    ["123456", PasswordMessages.tooCommon],
    ["Password1", PasswordMessages.tooCommon],
    ["hallelujah", PasswordMessages.tooCommon],
    ["aaaaaa", PasswordMessages.oneCharacter],
    ["      ", PasswordMessages.oneCharacter],
  ])("refuses %j at registration with a clear message on the password field", async (password, message) => {
    const response = await register(uniqueUsername(), password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: "VALIDATION_ERROR" });
    expect(response.json().details.fieldErrors.password).toEqual([message]);
  });

  it("refuses the username as the password, whatever its case", async () => {
    const username = uniqueUsername("Hannah");
    const response = await register(username, ` ${username.toUpperCase()} `);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: PasswordMessages.sameAsUsername, code: "VALIDATION_ERROR" });
    const [row] = await t.database.db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
    expect(row).toBeUndefined();
  });

  it("keeps the spec's six-character rule and accepts an uncommon password", async () => {
    const short = await register(uniqueUsername(), "abc12");
    expect(short.json().message).toBe("Password must be at least 6 characters");
    expect((await register(uniqueUsername(), "mustard-seed-1")).statusCode).toBe(201);
  });
});
