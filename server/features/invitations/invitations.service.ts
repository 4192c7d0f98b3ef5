import { randomBytes } from "node:crypto";
import { ErrorCode } from "@common/errors";
import { GroupMessages } from "@common/groups";
import {
  type AcceptInvitationResult,
  EMAIL_TOKEN_PREFIX,
  INVITATION_LIMITS,
  type InvitationPreview,
  type InviteLink,
  invitePath,
  LINK_TOKEN_PREFIX,
  InvitationMessages as messages,
} from "@common/invitations";
import { and, count, eq, gt, isNull, lt, min, sql } from "drizzle-orm";
import { z } from "zod";
import type { AuthenticatedContext, ServiceContext } from "../../context";
import type { Database } from "../../db/client";
import { groupInvitations, groupMembers, prayerGroups, users } from "../../db/schema";
import { AppError, Forbidden, NotFound, RateLimited, uniqueViolationConstraint } from "../../errors";
import { defineJob } from "../../platform/jobs";
import { digestToken, type Mailer } from "../../platform/mail";
import { type Actor, can, scope, withGroups } from "../../platform/policy";
import { lockUserForCappedWrite } from "../../user-quota";
import { displayNameOf, displayNameSql, joinGroupAs } from "../groups";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A group's members-only side: the policy's rule for its card as if it were private (members only). */
const isMemberOf = (actor: Actor, groupId: number) => can(actor, "read", { kind: "group", groupId, isPublic: false });

/** One line, no control characters: a name from the database put in a mail's subject. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

/** The mail with the link; plain text, so no client renders anything but the address itself. */
export function invitationMail(input: { inviterName: string; groupName: string | null; link: string }) {
  const inviter = oneLine(input.inviterName);
  const group = input.groupName === null ? null : oneLine(input.groupName);
  return {
    subject: group
      ? `${inviter} invited you to the prayer group "${group}" on Prayer Journey`
      : `${inviter} invited you to Prayer Journey`,
    text: [
      "Hello,",
      "",
      group
        ? `${inviter} invited you to join the prayer group "${group}" on Prayer Journey, to pray together on its wall and in its chat.`
        : `${inviter} invited you to Prayer Journey, an app for praying through the eight prayer watches of the day.`,
      `Open this link within ${INVITATION_LIMITS.validDays} days. It works once:`,
      "",
      input.link,
      "",
      "No account yet? You can create one from that page, and the invitation will be waiting.",
      "If you did not expect this, ignore this e-mail.",
    ].join("\n"),
  };
}

/**
 * Mails a single-use invitation link to `email`: to a group (only its members may invite) or, without a
 * group, to the app. The group's name and the inviter's name come from the database, never the payload.
 * Rate limited per inviter (`perUserPerHour`) and per address and group (one a day). Only the token's
 * SHA-256 is stored; the mail is queued in the same transaction, so it exists only if the invitation does.
 */
export async function sendInvitation({
  ctx,
  mail,
  input,
  now = new Date(),
}: {
  ctx: AuthenticatedContext;
  mail: Mailer;
  input: { email: string; groupId?: number | null };
  now?: Date;
}): Promise<{ email: string }> {
  const email = input.email.trim().toLowerCase();
  const groupId = input.groupId ?? null;
  let groupName: string | null = null;
  if (groupId !== null) {
    const actor = await withGroups(ctx.db, ctx.user);
    const [group] = await ctx.db
      .select({ name: prayerGroups.name })
      .from(prayerGroups)
      .where(and(eq(prayerGroups.id, groupId), scope(actor, "read", "group")));
    if (!group) throw new NotFound(GroupMessages.notFound);
    // A public group's card is seen by anyone signed in, but only its members may invite to it.
    if (!isMemberOf(actor, groupId)) throw new Forbidden(GroupMessages.notMember);
    groupName = group.name;
  }
  const token = `${EMAIL_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const expiresAt = new Date(now.getTime() + INVITATION_LIMITS.validDays * DAY_MS);

  await ctx.events.transaction(ctx.db, async (tx) => {
    // Two sends of one user at once: one after the other, so the limits below count both.
    await lockUserForCappedWrite(tx, ctx.user.id);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const [sent] = await tx
      .select({ n: count(), oldest: min(groupInvitations.createdAt) })
      .from(groupInvitations)
      .where(and(eq(groupInvitations.userId, ctx.user.id), gt(groupInvitations.createdAt, hourAgo)));
    if ((sent?.n ?? 0) >= INVITATION_LIMITS.perUserPerHour) {
      const freeAt = (sent?.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
      throw new RateLimited(messages.tooMany, Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
    }
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const sameAddress = await tx.$count(
      groupInvitations,
      and(
        eq(groupInvitations.email, email),
        gt(groupInvitations.createdAt, dayAgo),
        groupId === null
          ? and(isNull(groupInvitations.groupId), eq(groupInvitations.userId, ctx.user.id))
          : eq(groupInvitations.groupId, groupId),
      ),
    );
    if (sameAddress >= INVITATION_LIMITS.perAddressPerDay) {
      throw new RateLimited(groupId === null ? messages.alreadyInvitedApp : messages.alreadyInvited, 86_400);
    }
    // The inviter's own links nobody used in time: gone now rather than at the daily sweep.
    await tx
      .delete(groupInvitations)
      .where(and(eq(groupInvitations.userId, ctx.user.id), lt(groupInvitations.expiresAt, now)));
    await tx.insert(groupInvitations).values({
      groupId,
      userId: ctx.user.id,
      email,
      tokenDigest: digestToken(token),
      createdAt: now,
      expiresAt,
    });
    await mail.queue(tx, {
      to: email,
      // Deleting the inviter's account deletes the mail with their invitations.
      userId: ctx.user.id,
      notAfter: expiresAt,
      ...invitationMail({
        inviterName: await displayNameOf(tx, ctx.user.id),
        groupName,
        link: mail.link(invitePath(token)),
      }),
    });
  });
  return { email };
}

type Found =
  | {
      kind: "email";
      id: number;
      groupId: number | null;
      groupName: string | null;
      inviterName: string;
      expired: boolean;
      used: boolean;
    }
  | { kind: "link"; groupId: number; groupName: string; inviterName: string };

/** What a token names: a mailed invitation (by its digest) or a group's current shareable link. */
async function findToken(db: Database, token: string, now: Date): Promise<Found | null> {
  if (token.startsWith(EMAIL_TOKEN_PREFIX)) {
    const [row] = await db
      .select({
        id: groupInvitations.id,
        groupId: groupInvitations.groupId,
        groupName: prayerGroups.name,
        inviterName: displayNameSql,
        expiresAt: groupInvitations.expiresAt,
        acceptedAt: groupInvitations.acceptedAt,
      })
      .from(groupInvitations)
      .innerJoin(users, eq(users.id, groupInvitations.userId))
      .leftJoin(prayerGroups, eq(prayerGroups.id, groupInvitations.groupId))
      .where(eq(groupInvitations.tokenDigest, digestToken(token)))
      .limit(1);
    if (!row) return null;
    return {
      kind: "email",
      id: row.id,
      groupId: row.groupId,
      groupName: row.groupName,
      inviterName: row.inviterName,
      expired: row.expiresAt.getTime() <= now.getTime(),
      used: row.acceptedAt !== null,
    };
  }
  if (token.startsWith(LINK_TOKEN_PREFIX)) {
    const [row] = await db
      .select({ groupId: prayerGroups.id, groupName: prayerGroups.name, inviterName: displayNameSql })
      .from(prayerGroups)
      .innerJoin(groupMembers, and(eq(groupMembers.groupId, prayerGroups.id), eq(groupMembers.role, "leader")))
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(eq(prayerGroups.inviteCode, token.slice(LINK_TOKEN_PREFIX.length)))
      .limit(1);
    return row ? { kind: "link", ...row } : null;
  }
  return null;
}

/**
 * `GET /api/invitations/{token}`: what the invitee's page shows, signed in or not. The group's name and the
 * inviter's display name, and whether the link still works; no address. A used or expired mailed link still
 * names its group (whoever holds the link was invited to it), an unknown one names nothing.
 */
export async function previewInvitation({
  ctx,
  token,
  now = new Date(),
}: {
  ctx: ServiceContext;
  token: string;
  now?: Date;
}): Promise<InvitationPreview> {
  const found = await findToken(ctx.db, token, now);
  if (!found) {
    return { kind: null, status: "unknown", groupName: null, inviterName: null, alreadyMember: false, groupId: null };
  }
  const status = found.kind === "email" ? (found.used ? "used" : found.expired ? "expired" : "valid") : "valid";
  let alreadyMember = false;
  if (ctx.user && found.groupId !== null) {
    alreadyMember = isMemberOf(await withGroups(ctx.db, ctx.user), found.groupId);
  }
  return {
    kind: found.kind,
    status,
    groupName: found.groupName,
    inviterName: found.inviterName,
    alreadyMember,
    groupId: alreadyMember ? found.groupId : null,
  };
}

class InvitationGone extends AppError {
  constructor(message: string) {
    super(410, ErrorCode.conflict, message);
  }
}

/**
 * `POST /api/invitations/accept`: joins the signed-in user to the token's group (through the groups
 * feature's `joinGroupAs`: caps, the chat's line, `group.members.changed`), private groups included: the
 * invitation lets them in without a leader's approval. A mailed link is used up by the first account that
 * accepts it (taken in the same transaction, so of two uses at once one finds it gone); a shareable link
 * stays until the leader rotates or turns it off. Unknown: 404; used or expired: 410 with a clear message.
 */
export async function acceptInvitation({
  ctx,
  token,
  now = new Date(),
}: {
  ctx: AuthenticatedContext;
  token: string;
  now?: Date;
}): Promise<AcceptInvitationResult> {
  const found = await findToken(ctx.db, token, now);
  if (!found) throw new NotFound(token.startsWith(LINK_TOKEN_PREFIX) ? messages.linkOff : messages.unknown);
  if (found.kind === "email") {
    if (found.used) throw new InvitationGone(messages.used);
    if (found.expired) throw new InvitationGone(messages.expired);
  }
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    if (found.kind === "email") {
      const [taken] = await tx
        .update(groupInvitations)
        .set({ acceptedAt: now, acceptedBy: ctx.user.id })
        .where(
          and(
            eq(groupInvitations.id, found.id),
            isNull(groupInvitations.acceptedAt),
            gt(groupInvitations.expiresAt, now),
          ),
        )
        .returning({ id: groupInvitations.id });
      if (!taken) throw new InvitationGone(messages.used);
      if (found.groupId === null) return { groupId: null, status: "welcome" as const };
    }
    const groupId = found.groupId as number;
    const status = await joinGroupAs(tx, emit, groupId, ctx.user.id);
    if (found.kind === "link") {
      // The group's row is held now (joinGroupAs): a link turned off or replaced since it was looked up
      // admits nobody (the join is rolled back).
      const [group] = await tx
        .select({ code: prayerGroups.inviteCode })
        .from(prayerGroups)
        .where(eq(prayerGroups.id, groupId));
      if (group?.code !== token.slice(LINK_TOKEN_PREFIX.length)) throw new NotFound(messages.linkOff);
    }
    return { groupId, status };
  });
}

/** The group's shareable link (an address on `APP_URL`), or null while it is off. */
const linkOf = (mail: Mailer, code: string | null) =>
  code === null ? null : mail.link(invitePath(`${LINK_TOKEN_PREFIX}${code}`));

/**
 * `GET /api/prayer-groups/{id}/invite-link`: members see the link (to share it further), null while it is off.
 * A group the caller cannot see is 404; a public group's outsider is 403.
 */
export async function getInviteLink({
  ctx,
  mail,
  groupId,
}: {
  ctx: AuthenticatedContext;
  mail: Mailer;
  groupId: number;
}): Promise<InviteLink> {
  const actor = await withGroups(ctx.db, ctx.user);
  const [group] = await ctx.db
    .select({ code: prayerGroups.inviteCode })
    .from(prayerGroups)
    .where(and(eq(prayerGroups.id, groupId), scope(actor, "read", "group")));
  if (!group) throw new NotFound(GroupMessages.notFound);
  if (!isMemberOf(actor, groupId)) throw new Forbidden(GroupMessages.notMember);
  return { url: linkOf(mail, group.code), canManage: can(actor, "write", { kind: "group", groupId, isPublic: false }) };
}

/**
 * `POST` (a new code: the old link stops working) or `DELETE` (off) `/api/prayer-groups/{id}/invite-link`,
 * by the leader only (the policy's `group` write). Emits `group.changed` so the members' dialogs refresh.
 */
export async function setInviteLink({
  ctx,
  mail,
  groupId,
  on,
}: {
  ctx: AuthenticatedContext;
  mail: Mailer;
  groupId: number;
  on: boolean;
}): Promise<InviteLink> {
  const actor = await withGroups(ctx.db, ctx.user);
  const code = on ? randomBytes(24).toString("base64url") : null;
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.events.transaction(ctx.db, async (tx, emit) => {
        const [changed] = await tx
          .update(prayerGroups)
          .set({ inviteCode: code, updatedAt: sql`now()` })
          .where(and(eq(prayerGroups.id, groupId), scope(actor, "write", "group")))
          .returning({ id: prayerGroups.id });
        if (!changed) {
          const [seen] = await tx
            .select({ id: prayerGroups.id })
            .from(prayerGroups)
            .where(and(eq(prayerGroups.id, groupId), scope(actor, "read", "group")));
          throw seen ? new Forbidden(GroupMessages.leaderOnly) : new NotFound(GroupMessages.notFound);
        }
        emit({ type: "group.changed", groupId });
        return { url: linkOf(mail, code), canManage: true };
      });
    } catch (error) {
      // 192 random bits colliding is not going to happen; but if it did, a unique index says so: try again.
      if (attempt < 2 && uniqueViolationConstraint(error) === "prayer_groups_invite_code_key") continue;
      throw error;
    }
  }
}

/** Invitations past their expiry, used or not, are deleted daily (each inviter's also when they send one). */
export const deleteExpiredInvitationsJob = defineJob({
  name: "invitations.delete-expired",
  payload: z.object({}),
  maxAttempts: 3,
  handle: async (_payload, { db, now }) => {
    await db.delete(groupInvitations).where(lt(groupInvitations.expiresAt, now));
  },
});

export const deleteExpiredInvitationsEvery = { every: "day", at: "03:45", timeZone: "UTC" } as const;
