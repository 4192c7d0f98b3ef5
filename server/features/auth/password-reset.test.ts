import { createHash } from "node:crypto";
import { PasswordMessages } from "@common/auth";
import { PasswordResetMessages } from "@common/password-reset";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, passwordResetTokens } from "../../db/schema";
import type { JobContext } from "../../platform/jobs";
import { registerUser, uniqueUsername } from "../../testing/factories";
import { buildTestApp, requestAs, sessionCookieFrom, type TestApp } from "../../testing/test-app";
import { linkIn, startTestSmtpServer, type TestSmtpServer } from "../../testing/test-smtp";
import { deleteExpiredResetLinksJob } from "./password-reset.service";

const APP_URL = "https://prayer.example";
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    APP_URL,
    MAIL_FROM: "Prayer Journey <hello@prayer.example>",
    // Every registration counts against the address; this file registers many accounts from one.
    AUTH_RATE_LIMIT_IP_MAX: "1000",
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const newPassword = "a new and long passphrase";

/** An account with an e-mail it has verified through the mailed link (reset links go to verified addresses only). */
async function registerWithEmail() {
  const registered = await registerUnverified();
  await t.app.jobs.tick();
  const link = linkIn(await smtp.nextMail(), APP_URL);
  expect(link.pathname).toBe("/verify-email");
  const verified = await requestAs(t.app, "POST", "/api/email-verification/confirm", undefined, {
    token: link.searchParams.get("token"),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return registered;
}

async function registerUnverified() {
  const username = uniqueUsername("reset");
  const email = `${username}@example.com`;
  const registered = await registerUser(t.app, { username, email, firstName: "Ruth" });
  return { ...registered, username, email };
}

const requestReset = (usernameOrEmail: string) =>
  requestAs(t.app, "POST", "/api/password-reset/request", undefined, { usernameOrEmail });
const confirmReset = (token: string, password = newPassword) =>
  requestAs(t.app, "POST", "/api/password-reset/confirm", undefined, { token, password });
const login = (username: string, password: string) =>
  requestAs(t.app, "POST", "/api/login", undefined, { username, password });

/** Runs the mail jobs and reads the reset link's token out of the real message the SMTP server received. */
async function mailedToken(to: string) {
  await t.app.jobs.tick();
  const mail = await smtp.nextMail();
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(to);
  const link = linkIn(mail, APP_URL);
  expect(link.origin + link.pathname).toBe(`${APP_URL}/reset-password`);
  return { token: link.searchParams.get("token")!, mail };
}

describe("password reset by a mailed link", () => {
  it("mails a link; the link sets the password, ends every session, and works only once", async () => {
    const { username, email, password, cookie } = await registerWithEmail();
    const other = sessionCookieFrom(await login(username, password));
    // Warm the session cache: only the sessions-changed event can make it forget.
    expect((await requestAs(t.app, "GET", "/api/user", cookie)).statusCode).toBe(200);

    const requested = await requestReset(username);
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({ message: PasswordResetMessages.requested });

    const { token, mail } = await mailedToken(email);
    expect(mail.subject).toBe(PasswordResetMessages.mailSubject);
    expect(mail.text).toContain("Hello Ruth,");
    expect(mail.text).toContain("60 minutes");

    // Only the token's digest is stored.
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows.map((row) => row.id)).toContain(createHash("sha256").update(token).digest("hex"));
    expect(rows.map((row) => row.id)).not.toContain(token);

    const confirmed = await confirmReset(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: PasswordResetMessages.done });

    for (const session of [cookie, other]) {
      expect((await requestAs(t.app, "GET", "/api/user", session)).statusCode).toBe(401);
    }
    expect((await login(username, password)).statusCode).toBe(401);
    expect((await login(username, newPassword)).statusCode).toBe(200);

    const again = await confirmReset(token, "yet another long passphrase");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PasswordResetMessages.invalidLink);
    expect((await login(username, newPassword)).statusCode).toBe(200);
  });

  it("finds the account by its e-mail, whatever the case", async () => {
    const { email } = await registerWithEmail();
    expect((await requestReset(email.toUpperCase())).statusCode).toBe(202);
    const { token } = await mailedToken(email);
    expect((await confirmReset(token)).statusCode).toBe(200);
  });

  it("answers the same for an unknown account and one without an e-mail, and mails nothing", async () => {
    const known = await registerWithEmail();
    const { username: noEmail } = { username: uniqueUsername("noemail") };
    await registerUser(t.app, { username: noEmail });
    const answers = await Promise.all(
      [known.username, noEmail, "nobody-at-all", "nobody@example.com"].map((name) => requestReset(name)),
    );
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    await mailedToken(known.email);
    await t.app.jobs.tick();
    await expect(smtp.nextMail(300)).rejects.toThrow(/no mail/);
  });

  it("mails an unverified address nothing but its verification link, and answers as for an unknown account", async () => {
    const unverified = await registerUnverified();
    await t.app.jobs.tick();
    expect(linkIn(await smtp.nextMail(), APP_URL).pathname).toBe("/verify-email");
    const answers = await Promise.all(
      [unverified.username, unverified.email, "nobody-at-all"].map((name) => requestReset(name)),
    );
    expect(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual(
      Array(3).fill(`202 ${JSON.stringify({ message: PasswordResetMessages.requested })}`),
    );
    expect(await t.database.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, unverified.user.id))).toBe(0);
    await t.app.jobs.tick();
    await expect(smtp.nextMail(300)).rejects.toThrow(/no mail/);
  });

  it("queues the reset mail for its account, not to be sent after the link expires", async () => {
    const { user, username } = await registerWithEmail();
    await requestReset(username);
    const [token] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    const [queued] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, user.id), isNull(mailOutbox.sentAt)));
    expect(queued?.notAfter).toEqual(token!.expiresAt);
    expect(queued?.subject).toBe(PasswordResetMessages.mailSubject);
    await mailedToken(queued!.to);
  });

  it("refuses an expired link, an unknown one and an empty one with a clear 400", async () => {
    const { username, email, password } = await registerWithEmail();
    await requestReset(username);
    const { token } = await mailedToken(email);
    await t.database.execute(
      `update password_reset_tokens set expires_at = now() - interval '1 second', created_at = now() - interval '61 minutes'`,
    );
    for (const bad of [token, "not-a-token-we-sent"]) {
      const response = await confirmReset(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(PasswordResetMessages.invalidLink);
    }
    expect((await confirmReset("")).statusCode).toBe(400);
    expect((await login(username, password)).statusCode).toBe(200);
  });

  it("applies the password rules, and a refused password leaves the link usable", async () => {
    const { username, email } = await registerWithEmail();
    await requestReset(username);
    const { token } = await mailedToken(email);
    const same = await confirmReset(token, username);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(PasswordMessages.sameAsUsername);
    expect((await confirmReset(token, "12345")).statusCode).toBe(400);
    expect((await confirmReset(token, "password123")).json().message).toBe(PasswordMessages.tooCommon);
    expect((await confirmReset(token)).statusCode).toBe(200);
  });

  it("uses a link once even when it is sent twice at the same time", async () => {
    const { username, email } = await registerWithEmail();
    await requestReset(username);
    const { token } = await mailedToken(email);
    const statuses = (await Promise.all([confirmReset(token), confirmReset(token)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it("makes one link when several requests for one account arrive at once", async () => {
    const { user, username, email } = await registerWithEmail();
    // From six addresses, so the per-address limit of the other tests is left alone.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/password-reset/request",
          remoteAddress: `192.0.2.${i + 1}`,
          payload: { usernameOrEmail: i % 2 ? email : username },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(202));
    expect(await t.database.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, user.id))).toBe(1);
    await mailedToken(email);
    await t.app.jobs.tick();
    await expect(smtp.nextMail(300)).rejects.toThrow(/no mail/);
  });

  it("mails one link a minute per account however often it is asked for; a new link ends the old ones on use", async () => {
    const { username, email } = await registerWithEmail();
    await requestReset(username);
    await requestReset(email);
    const { token } = await mailedToken(email);
    await t.app.jobs.tick();
    await expect(smtp.nextMail(300)).rejects.toThrow(/no mail/);

    await t.database.execute(`update password_reset_tokens set created_at = now() - interval '2 minutes'`);
    await requestReset(username);
    const { token: second } = await mailedToken(email);
    expect(second).not.toBe(token);
    expect((await confirmReset(second)).statusCode).toBe(200);
    expect((await confirmReset(token)).statusCode).toBe(400);
    expect((await login(username, newPassword)).statusCode).toBe(200);
    expect(
      await t.database.db.$count(
        passwordResetTokens,
        eq(passwordResetTokens.id, createHash("sha256").update(token).digest("hex")),
      ),
    ).toBe(0);
  });
});

it("deletes expired links hourly, and keeps the ones still valid", async () => {
  const { username, email } = await registerWithEmail();
  await requestReset(username);
  await mailedToken(email);
  const { user: other, username: otherName, email: otherEmail } = await registerWithEmail();
  await requestReset(otherName);
  await mailedToken(otherEmail);
  await t.database.execute(
    `update password_reset_tokens set expires_at = now() - interval '1 second' where user_id <> ${Number(other.id)}`,
  );
  const expired = sql`${passwordResetTokens.expiresAt} < now()`;
  expect(await t.database.db.$count(passwordResetTokens, expired)).toBeGreaterThan(0);
  await deleteExpiredResetLinksJob.handle({}, { db: t.database.db, now: new Date() } as JobContext);
  expect(await t.database.db.$count(passwordResetTokens, expired)).toBe(0);
  expect(await t.database.db.$count(passwordResetTokens, eq(passwordResetTokens.userId, other.id))).toBe(1);
});

describe("limits and mail off", () => {
  it("counts every request against the address (429 past the limit)", async () => {
    const limited = await buildTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT_IP_MAX: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/password-reset/request",
          payload: { usernameOrEmail: `someone${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
    } finally {
      await limited.close();
    }
  });

  it("says plainly that reset by e-mail is off when SMTP_URL is unset", async () => {
    const off = await buildTestApp();
    try {
      const response = await off.app.inject({
        method: "POST",
        url: "/api/password-reset/request",
        payload: { usernameOrEmail: "anyone" },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: PasswordResetMessages.mailOff, code: "MAIL_OFF" });
    } finally {
      await off.close();
    }
  });
});
