import { createHash } from "node:crypto";
import { EmailVerificationMessages as messages } from "@common/email-verification";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailVerificationTokens, mailOutbox } from "../../db/schema";
import type { JobContext } from "../../platform/jobs";
import { registerUser, uniqueUsername } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { linkIn, startTestSmtpServer, type TestSmtpServer } from "../../testing/test-smtp";
import { deleteExpiredVerificationLinksJob } from "./email-verification.service";

const APP_URL = "https://prayer.example";
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ SMTP_URL: smtp.url, APP_URL, AUTH_RATE_LIMIT_IP_MAX: "1000" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

async function registerWithEmail(overrides: Record<string, string> = {}) {
  const username = uniqueUsername("verify");
  const email = `${username}@example.com`;
  const registered = await registerUser(t.app, { username, email, firstName: "Lydia", ...overrides });
  return { ...registered, username, email };
}

const confirm = (token: string) => requestAs(t.app, "POST", "/api/email-verification/confirm", undefined, { token });
const requestLink = (cookie?: string) => requestAs(t.app, "POST", "/api/email-verification/request", cookie);
const currentUser = async (cookie: string) => (await requestAs(t.app, "GET", "/api/user", cookie)).json();
const changeEmail = (cookie: string, email: string) => requestAs(t.app, "PATCH", "/api/user", cookie, { email });

/** Runs the mail jobs and reads the verification link's token out of the real message received. */
async function mailedToken(to: string) {
  await t.app.jobs.tick();
  const mail = await smtp.nextMail();
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe(to);
  const link = linkIn(mail, APP_URL);
  expect(link.origin + link.pathname).toBe(`${APP_URL}/verify-email`);
  return { token: link.searchParams.get("token")!, mail };
}

async function expectNoMail() {
  await t.app.jobs.tick();
  await expect(smtp.nextMail(300)).rejects.toThrow(/no mail/);
}

/** As if the account's last link was made over a minute ago (the one-a-minute limit). */
const ageLinks = (userId: number) =>
  t.database.execute(
    `update email_verification_tokens set created_at = created_at - interval '2 minutes' where user_id = ${userId}`,
  );

describe("e-mail verification by a mailed link", () => {
  it("registering with an e-mail mails a link; the link verifies the address, which GET /api/user shows at once", async () => {
    const { cookie, email, user } = await registerWithEmail();
    expect(user.emailVerified).toBe(false);
    // Warm the session cache: only the sessions-changed event can make it forget.
    expect(await currentUser(cookie)).toMatchObject({ email, emailVerified: false });

    // Queued for its account, not to be sent once the link has expired.
    const [queued] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id));
    const [stored] = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, user.id));
    expect(queued!.notAfter).toEqual(stored!.expiresAt);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * 60 * 60_000);
    expect(stored!.email).toBe(email);

    const { token, mail } = await mailedToken(email);
    expect(mail.subject).toBe(messages.mailSubject);
    expect(mail.text).toContain("Hello Lydia,");
    expect(mail.text).toContain("24 hours");
    // Only the token's digest is stored; the sent mail keeps neither address nor text.
    expect(stored!.id).toBe(digest(token));
    expect(await t.database.db.$count(emailVerificationTokens, eq(emailVerificationTokens.id, token))).toBe(0);
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(sent).toMatchObject({ to: "", subject: "", text: "" });
    expect(sent!.sentAt).not.toBeNull();

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: messages.verified });
    expect(await currentUser(cookie)).toMatchObject({ email, emailVerified: true });
    expect(
      (
        await requestAs(t.app, "POST", "/api/login", undefined, { username: user.username, password: "correct horse" })
      ).json(),
    ).toMatchObject({ emailVerified: true });

    // Used once: the same link again is refused, and the address stays verified.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.invalidLink);
    expect(await currentUser(cookie)).toMatchObject({ emailVerified: true });
  });

  it("changing the e-mail makes it unverified and mails the new address a new link; the old one confirms nothing", async () => {
    const { cookie, email, user } = await registerWithEmail();
    const { token: first } = await mailedToken(email);
    expect((await confirm(first)).statusCode).toBe(200);

    await ageLinks(user.id);
    const newEmail = `new.${email}`;
    const changed = await changeEmail(cookie, newEmail.toUpperCase());
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ email: newEmail, emailVerified: false });
    expect(await currentUser(cookie)).toMatchObject({ email: newEmail, emailVerified: false });
    const { token: second } = await mailedToken(newEmail);

    // Setting the same address again (any case) changes nothing and mails nothing.
    await ageLinks(user.id);
    expect((await changeEmail(cookie, newEmail.toUpperCase())).json()).toMatchObject({ emailVerified: false });
    await expectNoMail();

    expect((await confirm(second)).statusCode).toBe(200);
    expect(await currentUser(cookie)).toMatchObject({ email: newEmail, emailVerified: true });
    // Names only: still verified.
    expect((await requestAs(t.app, "PATCH", "/api/user", cookie, { firstName: "Ruth" })).json()).toMatchObject({
      emailVerified: true,
    });
    expect((await changeEmail(cookie, newEmail)).json()).toMatchObject({ emailVerified: true });

    // Clearing the address: not verified, and its links are gone.
    expect((await changeEmail(cookie, "")).json()).toMatchObject({ email: null, emailVerified: false });
    expect(await t.database.db.$count(emailVerificationTokens, eq(emailVerificationTokens.userId, user.id))).toBe(0);
  });

  it("a link for an address the account no longer has verifies nothing, and is used up", async () => {
    const { cookie, email, user } = await registerWithEmail();
    const { token } = await mailedToken(email);
    // Within the minute: no new link is mailed, so the first one is still stored, for the old address.
    const other = `other.${email}`;
    expect((await changeEmail(cookie, other)).statusCode).toBe(200);
    await expectNoMail();
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.otherAddress);
    expect(await currentUser(cookie)).toMatchObject({ email: other, emailVerified: false });
    // The link was used up by trying.
    expect(await t.database.db.$count(emailVerificationTokens, eq(emailVerificationTokens.userId, user.id))).toBe(0);

    await ageLinks(user.id);
    expect((await requestLink(cookie)).statusCode).toBe(202);
    const { token: fresh } = await mailedToken(other);
    expect((await confirm(fresh)).statusCode).toBe(200);
    expect(await currentUser(cookie)).toMatchObject({ email: other, emailVerified: true });
  });

  it("a new link replaces the older ones of the account", async () => {
    const { cookie, email, user } = await registerWithEmail();
    const { token: first } = await mailedToken(email);
    await ageLinks(user.id);
    expect((await requestLink(cookie)).statusCode).toBe(202);
    const { token: second } = await mailedToken(email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).json().message).toBe(messages.invalidLink);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it("refuses an expired link, an unknown one and an empty one with a clear 400", async () => {
    const { cookie, email, user } = await registerWithEmail();
    const { token } = await mailedToken(email);
    await t.database.execute(
      `update email_verification_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    for (const bad of [token, "not-a-token-we-sent"]) {
      const response = await confirm(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.invalidLink);
    }
    expect((await confirm("")).statusCode).toBe(400);
    expect(await currentUser(cookie)).toMatchObject({ emailVerified: false });
  });

  it("uses a link once even when it is sent twice at the same time", async () => {
    const { email } = await registerWithEmail();
    const { token } = await mailedToken(email);
    const statuses = (await Promise.all([confirm(token), confirm(token)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 400]);
  });
});

describe("POST /api/email-verification/request", () => {
  it("mails one link a minute per account: 429 with a plain message within the minute", async () => {
    const { cookie, email, user } = await registerWithEmail();
    await mailedToken(email);
    const tooSoon = await requestLink(cookie);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(messages.tooSoon);
    expect(Number(tooSoon.headers["retry-after"])).toBeGreaterThan(0);
    await expectNoMail();

    await ageLinks(user.id);
    const answers = await Promise.all([requestLink(cookie), requestLink(cookie), requestLink(cookie)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 202)!.json()).toEqual({ message: messages.sent });
    expect(await t.database.db.$count(emailVerificationTokens, eq(emailVerificationTokens.userId, user.id))).toBe(1);
    await mailedToken(email);
    await expectNoMail();
  });

  it("is a 409 with a plain message without an e-mail or once it is verified, and needs a signed-in user", async () => {
    const { cookie: noEmail } = await registerUser(t.app);
    const none = await requestLink(noEmail);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(messages.noEmail);

    const { cookie, email, user } = await registerWithEmail();
    expect((await confirm((await mailedToken(email)).token)).statusCode).toBe(200);
    await ageLinks(user.id);
    const verified = await requestLink(cookie);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(messages.alreadyVerified);
    await expectNoMail();

    expect((await requestLink()).statusCode).toBe(401);
  });
});

describe("the account's mail and links", () => {
  it("deleting the account deletes its queued mail and its links", async () => {
    const { cookie, user } = await registerWithEmail();
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.userId, user.id))).toBe(1);
    expect(await t.database.db.$count(emailVerificationTokens, eq(emailVerificationTokens.userId, user.id))).toBe(1);
    const deleted = await requestAs(t.app, "DELETE", "/api/account", cookie, { password: "correct horse" });
    expect(deleted.statusCode).toBe(204);
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.userId, user.id))).toBe(0);
    expect(await t.database.db.$count(emailVerificationTokens, eq(emailVerificationTokens.userId, user.id))).toBe(0);
    // Its job finds no message, and sends nothing.
    await expectNoMail();
  });

  it("deletes expired links daily, and keeps the ones still valid", async () => {
    const { user: old, email: oldEmail } = await registerWithEmail();
    await mailedToken(oldEmail);
    const { user: fresh, email: freshEmail } = await registerWithEmail();
    await mailedToken(freshEmail);
    await t.database.execute(
      `update email_verification_tokens set expires_at = now() - interval '1 second' where user_id = ${old.id}`,
    );
    const expired = sql`${emailVerificationTokens.expiresAt} < now()`;
    expect(await t.database.db.$count(emailVerificationTokens, expired)).toBeGreaterThan(0);
    await deleteExpiredVerificationLinksJob.handle({}, { db: t.database.db, now: new Date() } as JobContext);
    expect(await t.database.db.$count(emailVerificationTokens, expired)).toBe(0);
    expect(await t.database.db.$count(emailVerificationTokens, eq(emailVerificationTokens.userId, fresh.id))).toBe(1);
  });
});

describe("mail off", () => {
  it("registers and changes e-mails unverified, with no links; asking for one says plainly that mail is off", async () => {
    const off = await buildTestApp();
    try {
      const { cookie, user } = await registerUser(off.app, { email: "off@example.com" });
      expect(user.emailVerified).toBe(false);
      expect(
        (await requestAs(off.app, "PATCH", "/api/user", cookie, { email: "off2@example.com" })).json(),
      ).toMatchObject({
        emailVerified: false,
      });
      expect(await off.database.db.$count(emailVerificationTokens)).toBe(0);
      expect(await off.database.db.$count(mailOutbox)).toBe(0);
      const response = await requestAs(off.app, "POST", "/api/email-verification/request", cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: messages.mailOff, code: "MAIL_OFF" });
    } finally {
      await off.close();
    }
  });
});
