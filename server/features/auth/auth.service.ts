import { hash as digest, randomBytes } from "node:crypto";
import { AuthMessages, type LoginInput, type RegisterData, type User } from "@common/auth";
import { hash, verify } from "@node-rs/argon2";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { Conflict, Unauthorized, uniqueViolationConstraint } from "../../errors";
import type { Mailer } from "../../platform/mail";
import { emailChanged } from "./email-verification.service";
import { assertAcceptablePassword } from "./password-policy";

type UserRow = typeof users.$inferSelect;

export function toUser(row: Omit<UserRow, "passwordHash">): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
    // Verified means this address: a change of address clears the time (decision 028).
    emailVerified: row.email !== null && row.emailVerifiedAt !== null,
  };
}

const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
};

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum).
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the username does not exist, so both failures take as long. */
const timingDummyHash = () => {
  dummyHash ??= hash(randomBytes(16).toString("hex"));
  return dummyHash;
};
/** Made before the server listens, so the first sign-in with an unknown name is not the one that waits for it. */
export const warmUpPasswordChecks = async () => {
  await timingDummyHash();
};

/** Creates the account; one registered with an e-mail is mailed a link to verify it (when mail is on). */
export async function registerUser({
  ctx,
  input,
  mail,
}: {
  ctx: ServiceContext;
  input: RegisterData;
  mail: Mailer;
}): Promise<User> {
  assertAcceptablePassword(input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [row] = await db
        .insert(users)
        .values({
          username: input.username,
          email: input.email ?? null,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          passwordHash,
        })
        .returning(publicUserColumns);
      const user = row!;
      if (user.email) await emailChanged({ db, mail, account: user });
      return toUser(user);
    });
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === null) throw error;
    throw new Conflict(constraint.includes("email") ? AuthMessages.emailTaken : AuthMessages.usernameTaken);
  }
}

/** The same 401 for an unknown username and a wrong password. */
export async function verifyCredentials({ ctx, input }: { ctx: ServiceContext; input: LoginInput }): Promise<User> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`)
    .limit(1);
  const valid = row
    ? await verify(row.passwordHash, input.password)
    : await verify(await timingDummyHash(), input.password).then(() => false);
  if (!row || !valid) throw new Unauthorized(AuthMessages.invalidCredentials);
  return toUser(row);
}

const DAY_MS = 24 * 60 * 60 * 1000;
// One-shot hashing: the session lookup runs on every signed-in request.
const hashToken = (token: string) => digest("sha256", token, "hex");

export type SessionLookup = { user: User; sessionId: string; expiresAt: Date };

export async function createSession({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { userId: number; ttlDays: number };
}): Promise<{ token: string; expiresAt: Date; endedSessions: number }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + input.ttlDays * DAY_MS);
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    await tx.insert(sessions).values({ id: hashToken(token), userId: input.userId, expiresAt });
    // One account keeps at most SESSIONS_PER_USER_MAX sign-ins: the oldest end first (decision 017), and
    // no instance may keep serving them.
    const oldest = tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, input.userId))
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .offset(SESSIONS_PER_USER_MAX);
    const ended = await tx.delete(sessions).where(inArray(sessions.id, oldest)).returning({ id: sessions.id });
    if (ended.length > 0) emit({ type: "user.sessions.changed", userId: input.userId });
    return { token, expiresAt, endedSessions: ended.length };
  });
}

/** Sign-ins one account keeps at once (devices and browsers); a new one ends the oldest past this. */
export const SESSIONS_PER_USER_MAX = 50;

export const sessionIdOf = hashToken;

/** Runs on every signed-in request, so it is prepared once per database rather than rebuilt each time. */
const prepareFindSession = (db: Database) =>
  db
    .select({ user: publicUserColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("sessionId")), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("find_session");
const findSessionStatements = new WeakMap<Database, ReturnType<typeof prepareFindSession>>();

export async function findSession({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { sessionId: string };
}): Promise<SessionLookup | null> {
  let statement = findSessionStatements.get(ctx.db);
  if (!statement) {
    statement = prepareFindSession(ctx.db);
    findSessionStatements.set(ctx.db, statement);
  }
  const [row] = await statement.execute({ sessionId: input.sessionId });
  return row ? { user: toUser(row.user), sessionId: input.sessionId, expiresAt: row.expiresAt } : null;
}

/** True once a day of use has passed since the session was last pushed back to its full lifetime. */
export function sessionNeedsExtension(expiresAt: Date, ttlDays: number, now = Date.now()): boolean {
  return now + ttlDays * DAY_MS - expiresAt.getTime() >= DAY_MS;
}

/**
 * Sliding expiry: a session in use is pushed back to the full lifetime, at most once a day
 * so that reads do not turn into writes. Returns the new expiry, or null when unchanged.
 */
export async function extendSession({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { sessionId: string; expiresAt: Date; ttlDays: number };
}): Promise<Date | null> {
  if (!sessionNeedsExtension(input.expiresAt, input.ttlDays)) return null;
  const expiresAt = new Date(Date.now() + input.ttlDays * DAY_MS);
  await ctx.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, input.sessionId));
  return expiresAt;
}

/**
 * Deletes one session (its user's `user.sessions.changed` event sent with the statement); returns its
 * user's id, or null when there was no such session.
 */
export async function deleteSession({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { sessionId: string };
}): Promise<number | null> {
  const [row] = await ctx.db
    .delete(sessions)
    .where(eq(sessions.id, input.sessionId))
    .returning({
      userId: sessions.userId,
      notified: ctx.events.notifySql({ type: "user.sessions.changed", userId: sessions.userId }),
    });
  if (!row) return null;
  ctx.events.committed(ctx.db, [{ type: "user.sessions.changed", userId: row.userId }]);
  return row.userId;
}
