import { randomBytes } from "node:crypto";
import { EMAIL_VERIFICATION_VALID_HOURS, EmailVerificationMessages as messages } from "@common/email-verification";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { AuthenticatedContext, ServiceContext } from "../../context";
import type { Database } from "../../db/client";
import { emailVerificationTokens, users } from "../../db/schema";
import { Conflict, RateLimited, Unauthorized, ValidationError } from "../../errors";
import { defineJob } from "../../platform/jobs";
import { digestToken, type Mailer } from "../../platform/mail";
import { scope } from "../../platform/policy";
import { lockUserForCappedWrite } from "../../user-quota";

/** At most one verification mail a minute per account, however often it is asked for (no mail bombing). */
export const EMAIL_VERIFICATION_MIN_INTERVAL_MS = 60_000;

const VALID_MS = EMAIL_VERIFICATION_VALID_HOURS * 60 * 60_000;

/** The mail with the link; plain text, like the password reset's. */
export function emailVerificationMail(input: { name: string; username: string; email: string; link: string }) {
  return {
    subject: messages.mailSubject,
    text: [
      `Hello ${input.name},`,
      "",
      `Please confirm that ${input.email} is the e-mail address of your Prayer Journey account "${input.username}".`,
      `Open this link within ${EMAIL_VERIFICATION_VALID_HOURS} hours. It works once:`,
      "",
      input.link,
      "",
      "Until it is confirmed, this address receives nothing from us but this link (no password reset links).",
      "If you did not set this address, ignore this e-mail.",
    ].join("\n"),
  };
}

/** The account a link is mailed for. */
export type VerifiedAccount = { id: number; username: string; firstName: string | null; email: string };

/**
 * Makes a new single-use link for the account's current e-mail, replacing its older ones, and queues the
 * mail in `db` — the caller's transaction, so the link and the mail exist only if its change commits.
 * Nothing when mail is off, or when the account had a link made less than a minute ago.
 */
export async function mailVerificationLink({
  db,
  mail,
  account,
}: {
  db: Database;
  mail: Mailer;
  account: VerifiedAccount;
}): Promise<{ sent: true } | { sent: false; reason: "mail-off" | "too-soon"; retryAfterSeconds: number }> {
  if (!mail.enabled) return { sent: false, reason: "mail-off", retryAfterSeconds: 0 };
  const now = Date.now();
  // Two requests at once for one account: one after the other, so only one of them makes a link.
  await lockUserForCappedWrite(db, account.id);
  const [recent] = await db
    .select({ createdAt: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, account.id),
        gt(emailVerificationTokens.createdAt, new Date(now - EMAIL_VERIFICATION_MIN_INTERVAL_MS)),
      ),
    )
    .limit(1);
  if (recent) {
    const waitMs = recent.createdAt.getTime() + EMAIL_VERIFICATION_MIN_INTERVAL_MS - now;
    return { sent: false, reason: "too-soon", retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  // A new link replaces every older one of the account.
  await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, account.id));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now + VALID_MS);
  await db.insert(emailVerificationTokens).values({
    id: digestToken(token),
    userId: account.id,
    email: account.email,
    expiresAt,
    createdAt: new Date(now),
  });
  await mail.queue(db, {
    to: account.email,
    userId: account.id,
    // A link that no longer works is not worth sending.
    notAfter: expiresAt,
    ...emailVerificationMail({
      name: account.firstName || account.username,
      username: account.username,
      email: account.email,
      link: mail.link("/verify-email", { token }),
    }),
  });
  return { sent: true };
}

/**
 * The account's e-mail changed (or was set at registration) inside `db`, the caller's transaction: the old
 * address's links stop mattering, and the new one gets a link (if mail is on and none went out this minute).
 */
export async function emailChanged({
  db,
  mail,
  account,
}: {
  db: Database;
  mail: Mailer;
  account: Omit<VerifiedAccount, "email"> & { email: string | null };
}): Promise<void> {
  if (account.email === null) {
    await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, account.id));
    return;
  }
  await mailVerificationLink({ db, mail, account: { ...account, email: account.email } });
}

/**
 * Mails the signed-in user a new link for their current address: 409 when they have none or it is verified
 * already, 409 MAIL_OFF when this server sends no mail, 429 within a minute of the last link.
 */
export async function requestEmailVerification({
  ctx,
  mail,
}: {
  ctx: AuthenticatedContext;
  mail: Mailer;
}): Promise<void> {
  mail.assertEnabled(messages.mailOff);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [account] = await db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
      })
      .from(users)
      .where(scope(ctx.user, "write", "account"));
    if (!account) throw new Unauthorized();
    if (!account.email) throw new Conflict(messages.noEmail);
    if (account.emailVerifiedAt) throw new Conflict(messages.alreadyVerified);
    const result = await mailVerificationLink({ db, mail, account: { ...account, email: account.email } });
    if (!result.sent) throw new RateLimited(messages.tooSoon, result.retryAfterSeconds);
  });
}

/**
 * Marks the link's address verified, if it is still the account's address (whatever the case); the link
 * is used up either way. Unknown, expired or used: 400. Every instance forgets the cached user
 * (`user.sessions.changed`), so `GET /api/user` says verified at once.
 */
export async function confirmEmailVerification({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { token: string };
}): Promise<void> {
  const id = digestToken(input.token);
  const outcome = await ctx.events.transaction(ctx.db, async (tx, emit) => {
    // Taking the row is what makes the link single-use: of two uses at once, one finds it gone.
    const [taken] = await tx
      .delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.id, id), gt(emailVerificationTokens.expiresAt, sql`now()`)))
      .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
    if (!taken) return "invalid" as const;
    const verified = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(users.id, taken.userId), sql`lower(${users.email}) = lower(${taken.email})`))
      .returning({ id: users.id });
    if (verified.length === 0) return "other-address" as const;
    emit({ type: "user.sessions.changed", userId: taken.userId });
    return "verified" as const;
  });
  if (outcome === "invalid") throw invalidLink(messages.invalidLink);
  if (outcome === "other-address") throw invalidLink(messages.otherAddress);
}

const invalidLink = (message: string) => new ValidationError(message, { fieldErrors: { token: [message] } });

/** Links nobody used: a new link deletes its account's older ones; this catches the rest, daily. */
export const deleteExpiredVerificationLinksJob = defineJob({
  name: "auth.delete-expired-verification-links",
  payload: z.object({}),
  maxAttempts: 3,
  handle: async (_payload, { db, now }) => {
    await db.delete(emailVerificationTokens).where(lt(emailVerificationTokens.expiresAt, now));
  },
});

export const deleteExpiredVerificationLinksEvery = { every: "day", at: "03:15", timeZone: "UTC" } as const;
