import {
  AccountMessages,
  AuthMessages,
  type ClearAccountDataResponse,
  type User,
  type UserChanges,
} from "@common/auth";
import { verify } from "@node-rs/argon2";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AuthenticatedContext } from "../../context";
import {
  bibleFavorites,
  calendarFeeds,
  dailyWordStates,
  groupChatMessages,
  groupEventConfirmations,
  groupHandoverNotes,
  groupInvitations,
  groupJoinRequests,
  groupMembers,
  groupNotificationRecipients,
  groupNotificationSettings,
  groupPostComments,
  groupPostReactions,
  groupPosts,
  groupStudyProgress,
  groupWatchCommitments,
  prayerPresence,
  prayerSessions,
  prayerStrategies,
  prayers,
  readingPlanProgress,
  reminderSettings,
  userAppearance,
  userPreferences,
  users,
  userWatchSettings,
} from "../../db/schema";
import { Conflict, Forbidden, Unauthorized, uniqueViolationConstraint } from "../../errors";
import type { Mailer } from "../../platform/mail";
import { ownRows, scope } from "../../platform/policy";
import { emailChanged } from "../auth";
import { releaseGroupsOf } from "../groups";

type UserTable = PgTable & { userId: PgColumn };

/**
 * Every table that holds rows of one user (besides `users` and the sign-in `sessions`), by the name
 * its section has in the export. `settings` are one row per user and survive "clear my data";
 * `data` is what the user made, and is deleted by it; `shared` is the user's place and words in prayer
 * groups (issue 17, decision 035): exported, but kept by "clear my data", since others share them (a
 * group must not lose its leader, nor a thread its comments, because one member cleared their journal);
 * deleting the account removes them. A test fails when a table with a user_id column is missing here,
 * so a new feature decides where its data belongs.
 */
export const USER_TABLES = {
  appearance: { table: userAppearance, kind: "settings" },
  watchSettings: { table: userWatchSettings, kind: "settings" },
  preferences: { table: userPreferences, kind: "settings" },
  reminderSettings: { table: reminderSettings, kind: "settings" },
  prayerSessions: { table: prayerSessions, kind: "data" },
  prayers: { table: prayers, kind: "data" },
  prayerStrategies: { table: prayerStrategies, kind: "data" },
  bibleFavorites: { table: bibleFavorites, kind: "data" },
  readingPlanProgress: { table: readingPlanProgress, kind: "data" },
  dailyWordStates: { table: dailyWordStates, kind: "data" },
  groupMemberships: { table: groupMembers, kind: "shared" },
  groupJoinRequests: { table: groupJoinRequests, kind: "shared" },
  prayerPresence: { table: prayerPresence, kind: "shared" },
  groupPosts: { table: groupPosts, kind: "shared" },
  groupPostComments: { table: groupPostComments, kind: "shared" },
  groupPostReactions: { table: groupPostReactions, kind: "shared" },
  groupChatMessages: { table: groupChatMessages, kind: "shared" },
  groupInvitations: { table: groupInvitations, kind: "shared" },
  groupEventConfirmations: { table: groupEventConfirmations, kind: "shared" },
  groupStudyProgress: { table: groupStudyProgress, kind: "shared" },
  groupNotifications: { table: groupNotificationRecipients, kind: "shared" },
  groupNotificationSettings: { table: groupNotificationSettings, kind: "shared" },
  groupWatchCommitments: { table: groupWatchCommitments, kind: "shared" },
  groupHandoverNotes: { table: groupHandoverNotes, kind: "shared" },
  calendarFeed: { table: calendarFeeds, kind: "settings" },
} satisfies Record<string, { table: UserTable; kind: "settings" | "data" | "shared" }>;

type Section = keyof typeof USER_TABLES;

const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
};

const toUser = ({
  emailVerifiedAt,
  ...row
}: { createdAt: Date; emailVerifiedAt: Date | null } & Omit<User, "createdAt" | "emailVerified">): User => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  emailVerified: row.email !== null && emailVerifiedAt !== null,
});

/**
 * Changes the fields sent; a blank one becomes null. An email another account has is a 409. An account
 * deleted meanwhile (by another request, maybe on another instance) is a 401, as for every missing user.
 * A new e-mail is unverified, and is mailed a link to verify it (decision 028).
 */
export async function updateUser({
  ctx,
  input,
  mail,
}: {
  ctx: AuthenticatedContext;
  input: UserChanges;
  mail: Mailer;
}): Promise<User> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  // Cached sessions carry the old user: every instance forgets them (`user.sessions.changed`, with the statement).
  const changed = { type: "user.sessions.changed", userId: ctx.user.id } as const;
  try {
    if (input.email !== undefined) return await updateUserAndEmail({ ctx, changes, email: input.email, mail });
    const [row] =
      Object.keys(changes).length === 0
        ? await ctx.db
            .select(publicUserColumns)
            .from(users)
            .where(scope(ctx.user, "read", "account"))
        : await ctx.db
            .update(users)
            .set(changes)
            .where(scope(ctx.user, "write", "account"))
            .returning({ ...publicUserColumns, notified: ctx.events.notifySql(changed) });
    if (!row) throw new Unauthorized(AuthMessages.notSignedIn);
    if ("notified" in row) ctx.events.committed(ctx.db, [changed]);
    const { notified: _notified, ...user } = row as typeof row & { notified?: unknown };
    return toUser(user);
  } catch (error) {
    if (uniqueViolationConstraint(error) === null) throw error;
    throw new Conflict(AuthMessages.emailTaken);
  }
}

/** updateUser with an e-mail sent: in one transaction, so a new address and its link's mail commit together. */
async function updateUserAndEmail({
  ctx,
  changes,
  email,
  mail,
}: {
  ctx: AuthenticatedContext;
  changes: Partial<UserChanges>;
  email: string | null;
  mail: Mailer;
}): Promise<User> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const [current] = await tx
      .select({ email: users.email })
      .from(users)
      .where(scope(ctx.user, "write", "account"))
      .for("update");
    if (!current) throw new Unauthorized(AuthMessages.notSignedIn);
    const emailIsNew = (current.email?.toLowerCase() ?? null) !== email;
    const [row] = await tx
      .update(users)
      .set(emailIsNew ? { ...changes, emailVerifiedAt: null } : changes)
      .where(scope(ctx.user, "write", "account"))
      .returning(publicUserColumns);
    if (!row) throw new Unauthorized(AuthMessages.notSignedIn);
    if (emailIsNew) await emailChanged({ db: tx, mail, account: row });
    emit({ type: "user.sessions.changed", userId: ctx.user.id });
    return toUser(row);
  });
}

/**
 * Rows of one user without the repeated owner column (nor an invitation's token digest, a credential's
 * trace that is no one's reading); Dates become ISO strings in JSON.
 */
const withoutOwner = (rows: Record<string, unknown>[]) =>
  rows.map(({ userId: _owner, tokenDigest: _digest, ...rest }) => rest);

/** Everything stored for the user (not the password hash or sign-in sessions), as one JSON document. */
export async function exportAccount({ ctx }: { ctx: AuthenticatedContext }) {
  const [userRow] = await ctx.db
    .select(publicUserColumns)
    .from(users)
    .where(scope(ctx.user, "read", "account"));
  if (!userRow) throw new Unauthorized(AuthMessages.notSignedIn);
  const sections: Record<string, unknown> = {};
  for (const [name, { table, kind }] of Object.entries(USER_TABLES) as [Section, (typeof USER_TABLES)[Section]][]) {
    const rows = withoutOwner(
      await ctx.db
        .select()
        .from(table as UserTable)
        .where(ownRows(ctx.user, table)),
    );
    sections[name] = kind === "settings" ? (rows[0] ?? null) : rows;
  }
  return { exportedAt: new Date().toISOString(), user: toUser(userRow), ...sections };
}

/** Deletes what the user made (sessions, prayers, strategies, favourites, progress); keeps the account and settings. */
export async function clearAccountData({ ctx }: { ctx: AuthenticatedContext }): Promise<ClearAccountDataResponse> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    emit({ type: "prayers.changed", userId: ctx.user.id });
    const deleted: Record<string, number> = {};
    for (const [name, { table, kind }] of Object.entries(USER_TABLES) as [Section, (typeof USER_TABLES)[Section]][]) {
      if (kind !== "data") continue;
      const rows = await tx
        .delete(table as UserTable)
        .where(ownRows(ctx.user, table))
        .returning({ userId: table.userId });
      deleted[name] = rows.length;
    }
    return { deleted };
  });
}

/** Deletes the account and, by cascade, everything it owns, including its sign-in sessions. */
export async function deleteAccount({ ctx, input }: { ctx: AuthenticatedContext; input: { password: string } }) {
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(scope(ctx.user, "write", "account"));
  if (!row) throw new Unauthorized(AuthMessages.notSignedIn);
  if (!(await verify(row.passwordHash, input.password))) throw new Forbidden(AccountMessages.wrongPassword);
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    // Each group the user leads passes to its longest-standing other member, or goes when they were alone.
    await releaseGroupsOf(tx, emit, ctx.user.id);
    await tx.delete(users).where(scope(ctx.user, "write", "account"));
    // Every instance forgets the user's sessions and prayer list.
    emit({ type: "user.sessions.changed", userId: ctx.user.id });
    emit({ type: "prayers.changed", userId: ctx.user.id });
  });
}
