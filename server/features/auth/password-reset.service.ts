import { randomBytes } from "node:crypto";
import { PasswordResetMessages as messages, PASSWORD_RESET_VALID_MINUTES } from "@common/password-reset";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { ServiceContext } from "../../context";
import { passwordResetTokens, sessions, users } from "../../db/schema";
import { ValidationError } from "../../errors";
import { defineJob } from "../../platform/jobs";
import { digestToken, type Mailer } from "../../platform/mail";
import { lockUserForCappedWrite } from "../../user-quota";
import { hashPassword } from "./auth.service";
import { assertAcceptablePassword } from "./password-policy";

/** A new link for one account at most this often, however often it is asked for (no mail bombing). */
export const PASSWORD_RESET_MIN_INTERVAL_MS = 60_000;

/** The mail with the link; plain text, so no client renders anything but the address itself. */
export function passwordResetMail(input: { name: string; username: string; link: string }) {
  return {
    subject: messages.mailSubject,
    text: [
      `Hello ${input.name},`,
      "",
      `Someone (we hope you) asked to reset the password of your Prayer Journey account "${input.username}".`,
      `Open this link within ${PASSWORD_RESET_VALID_MINUTES} minutes to choose a new password. It works once:`,
      "",
      input.link,
      "",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

/**
 * Mails a single-use link to the account named by username or e-mail, if it exists and has a verified e-mail;
 * says nothing either way (the route answers the same). The database keeps only the token's digest.
 */
export async function requestPasswordReset({
  ctx,
  mail,
  input,
}: {
  ctx: ServiceContext;
  mail: Mailer;
  input: { usernameOrEmail: string };
}): Promise<void> {
  const name = input.usernameOrEmail.trim().toLowerCase();
  const [user] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${name}`, sql`lower(${users.email}) = ${name}`))
    .limit(1);
  // An unverified address receives nothing but its verification link (decision 028): the same silence as for
  // an unknown account, so the answer tells nobody which addresses are on an account.
  if (!user?.email || !user.emailVerifiedAt) return;
  const email = user.email;
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await ctx.db.transaction(async (tx) => {
    // Two requests at once for one account: one after the other, so only one of them makes a link.
    await lockUserForCappedWrite(tx, user.id);
    const [recent] = await tx
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, new Date(now - PASSWORD_RESET_MIN_INTERVAL_MS)),
        ),
      )
      .limit(1);
    if (recent) return;
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), lt(passwordResetTokens.expiresAt, new Date(now))));
    await tx.insert(passwordResetTokens).values({
      id: digestToken(token),
      userId: user.id,
      expiresAt: new Date(now + PASSWORD_RESET_VALID_MINUTES * 60_000),
      createdAt: new Date(now),
    });
    await mail.queue(tx as unknown as ServiceContext["db"], {
      to: email,
      userId: user.id,
      // A link that no longer works is not worth sending.
      notAfter: new Date(now + PASSWORD_RESET_VALID_MINUTES * 60_000),
      ...passwordResetMail({
        name: user.firstName || user.username,
        username: user.username,
        link: mail.link("/reset-password", { token }),
      }),
    });
  });
}

/**
 * Sets the password of the link's account and ends every one of its sessions (on every instance, through
 * `user.sessions.changed`); the link, and any other the account has, stops working. An unknown, expired or
 * used token is a 400; a password the rules refuse leaves the link usable.
 */
export async function confirmPasswordReset({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { token: string; password: string };
}): Promise<void> {
  const id = digestToken(input.token);
  const valid = and(eq(passwordResetTokens.id, id), gt(passwordResetTokens.expiresAt, sql`now()`));
  const [row] = await ctx.db
    .select({ userId: passwordResetTokens.userId, username: users.username })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(valid)
    .limit(1);
  const invalid = () => new ValidationError(messages.invalidLink, { fieldErrors: { token: [messages.invalidLink] } });
  if (!row) throw invalid();
  assertAcceptablePassword(input.password, row.username);
  const passwordHash = await hashPassword(input.password);
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    // Taking the row is what makes the link single-use: of two uses at once, one finds it gone.
    const [taken] = await tx.delete(passwordResetTokens).where(valid).returning({ userId: passwordResetTokens.userId });
    if (!taken) throw invalid();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, taken.userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, taken.userId));
    await tx.delete(sessions).where(eq(sessions.userId, taken.userId));
    emit({ type: "user.sessions.changed", userId: taken.userId });
  });
}

/** Links nobody used: a new request deletes its account's expired ones; this catches the rest, hourly. */
export const deleteExpiredResetLinksJob = defineJob({
  name: "auth.delete-expired-reset-links",
  payload: z.object({}),
  maxAttempts: 3,
  handle: async (_payload, { db, now }) => {
    await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
  },
});
