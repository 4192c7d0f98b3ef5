import { createHash } from "node:crypto";
import { GROUP_LIMITS, GroupMessages } from "@common/groups";
import { INVITATION_LIMITS, InvitationMessages } from "@common/invitations";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupInvitations, groupMembers, mailOutbox, prayerGroups } from "../../db/schema";
import type { ChangeEvent } from "../../platform/events";
import type { JobContext } from "../../platform/jobs";
import { registerUser, uniqueUsername } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { linkIn, startTestSmtpServer, type TestSmtpServer } from "../../testing/test-smtp";
import { deleteExpiredInvitationsJob } from "./invitations.service";

const APP_URL = "https://prayer.example";
let smtp: TestSmtpServer;
let t: TestApp;
const heard: ChangeEvent[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    APP_URL,
    MAIL_FROM: "Prayer Journey <hello@prayer.example>",
    AUTH_RATE_LIMIT_IP_MAX: "1000",
  });
  t.app.events.subscribe(["group.members.changed", "group.changed"], { onEvent: (event) => heard.push(event) });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A group led by `leaderId`, made in the database (the groups feature's routes are tested on their own). */
async function makeGroup(leaderId: number, { isPublic = false, name = "Night Watchmen" } = {}) {
  const [group] = await t.database.db
    .insert(prayerGroups)
    .values({ name, isPublic, createdBy: leaderId })
    .returning({ id: prayerGroups.id });
  await t.database.db.insert(groupMembers).values({ groupId: group!.id, userId: leaderId, role: "leader" });
  return group!.id;
}
async function addMember(groupId: number, userId: number) {
  await t.database.db.insert(groupMembers).values({ groupId, userId, role: "member" });
}
const isMember = async (groupId: number, userId: number) =>
  (await t.database.db.$count(
    groupMembers,
    and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)),
  )) === 1;

const send = (cookie: string | undefined, payload: unknown) =>
  requestAs(t.app, "POST", "/api/invitations/send", cookie, payload);
const preview = (token: string, cookie?: string) =>
  requestAs(t.app, "GET", `/api/invitations/${encodeURIComponent(token)}`, cookie);
const accept = (token: string, cookie?: string) =>
  requestAs(t.app, "POST", "/api/invitations/accept", cookie, { token });

/** Runs the mail jobs and reads the invitation link out of the real message the SMTP server received. */
async function mailedLink(to: string) {
  await t.app.jobs.tick();
  // Mail of earlier tests (sent, never read) is skipped.
  const mail = await smtp.nextMail(undefined, to);
  const link = linkIn(mail, APP_URL);
  expect(link.origin).toBe(APP_URL);
  expect(link.pathname).toMatch(/^\/invite\/i_[\w-]{43}$/);
  return { token: decodeURIComponent(link.pathname.slice("/invite/".length)), mail };
}

describe("an invitation by e-mail to a group", () => {
  it("mails a single-use link that a person who registers afterwards accepts, joining a private group", async () => {
    const leader = await registerUser(t.app, { firstName: "Ruth", lastName: "Ade" });
    const groupId = await makeGroup(leader.user.id, { name: "Dawn Intercessors" });
    const email = `${uniqueUsername("invitee")}@Example.com`;

    const sent = await send(leader.cookie, {
      email,
      groupId,
      // Ignored: the mail says what the database says.
      groupName: "Free Crypto Club",
      inviterName: "Your Bank",
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ message: InvitationMessages.sent(email.toLowerCase()), email: email.toLowerCase() });

    const { token, mail } = await mailedLink(email.toLowerCase());
    expect(mail.subject).toBe('Ruth Ade invited you to the prayer group "Dawn Intercessors" on Prayer Journey');
    expect(mail.text).toContain("Ruth Ade invited you to join the prayer group");
    expect(mail.text).toContain(`within ${INVITATION_LIMITS.validDays} days`);
    expect(mail.text).not.toContain("Crypto");
    expect(mail.text).not.toContain("Your Bank");

    // Only the token's digest is stored, with an expiry 14 days on.
    const [row] = await t.database.db.select().from(groupInvitations).where(eq(groupInvitations.groupId, groupId));
    expect(row!.tokenDigest).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(INVITATION_LIMITS.validDays * 86_400_000);

    // The page, before signing in: group, inviter, valid; no address anywhere.
    const seen = await preview(token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      kind: "email",
      status: "valid",
      groupName: "Dawn Intercessors",
      inviterName: "Ruth Ade",
      alreadyMember: false,
      groupId: null,
    });
    expect(seen.body).not.toContain("@");
    expect((await accept(token)).statusCode).toBe(401);

    // The invitee registers afterwards (username and password only) and accepts.
    const invitee = await registerUser(t.app);
    heard.length = 0;
    const accepted = await accept(token, invitee.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ groupId, status: "joined" });
    expect(await isMember(groupId, invitee.user.id)).toBe(true);
    expect(heard).toContainEqual({ type: "group.members.changed", groupId, userId: invitee.user.id });

    // Used up: a second use, by anyone, says so; the page says so too.
    const other = await registerUser(t.app);
    const again = await accept(token, other.cookie);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(InvitationMessages.used);
    expect(await isMember(groupId, other.user.id)).toBe(false);
    expect((await preview(token, other.cookie)).json()).toMatchObject({ status: "used", alreadyMember: false });
    expect((await preview(token, invitee.cookie)).json()).toMatchObject({ alreadyMember: true, groupId });
  });

  it("is for members only: an outsider of a private group gets 404, of a public one 403; signed out 401", async () => {
    const leader = await registerUser(t.app);
    const privateGroup = await makeGroup(leader.user.id);
    const publicGroup = await makeGroup(leader.user.id, { isPublic: true });
    const outsider = await registerUser(t.app);
    const email = "friend@example.com";

    const hidden = await send(outsider.cookie, { email, groupId: privateGroup });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: GroupMessages.notFound, error: GroupMessages.notFound });
    const seen = await send(outsider.cookie, { email, groupId: publicGroup });
    expect(seen.statusCode).toBe(403);
    expect(seen.json()).toMatchObject({ message: GroupMessages.notMember, error: GroupMessages.notMember });
    expect((await send(outsider.cookie, { email, groupId: 2_000_000 })).statusCode).toBe(404);
    const anonymous = await send(undefined, { email, groupId: publicGroup });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(anonymous.json().message);

    // A plain member may invite.
    const member = await registerUser(t.app, { firstName: "Esther" });
    await addMember(privateGroup, member.user.id);
    expect((await send(member.cookie, { email, groupId: privateGroup })).statusCode).toBe(202);
    const { mail } = await mailedLink(email);
    expect(mail.subject).toMatch(/^Esther invited you/);
    expect(await t.database.db.$count(groupInvitations, eq(groupInvitations.userId, outsider.user.id))).toBe(0);
  });

  it("refuses an empty or malformed address with the spec's texts, in `message` and `error`", async () => {
    const { cookie } = await registerUser(t.app);
    for (const [email, text] of [
      ["", InvitationMessages.empty],
      ["   ", InvitationMessages.empty],
      ["not-an-address", InvitationMessages.invalid],
      ["a@b", InvitationMessages.invalid],
      [`${"a".repeat(250)}@example.com`, InvitationMessages.invalid],
    ] as const) {
      const refused = await send(cookie, { email });
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json()).toMatchObject({ message: text, error: text, code: "VALIDATION_ERROR" });
    }
  });

  it("is rate limited per inviter (20 an hour) and per address and group (one a day)", async () => {
    const leader = await registerUser(t.app);
    const groupId = await makeGroup(leader.user.id);
    const member = await registerUser(t.app);
    await addMember(groupId, member.user.id);

    expect((await send(leader.cookie, { email: "once@example.com", groupId })).statusCode).toBe(202);
    // The same address for the same group, even from another member: not again today.
    const twice = await send(member.cookie, { email: "ONCE@example.com", groupId });
    expect(twice.statusCode).toBe(429);
    expect(twice.json()).toMatchObject({
      message: InvitationMessages.alreadyInvited,
      error: InvitationMessages.alreadyInvited,
    });

    const sender = await registerUser(t.app);
    const now = Date.now();
    await t.database.db.insert(groupInvitations).values(
      Array.from({ length: INVITATION_LIMITS.perUserPerHour - 1 }, (_, i) => ({
        userId: sender.user.id,
        email: `bulk${i}@example.com`,
        tokenDigest: `bulk-${sender.user.id}-${i}`,
        createdAt: new Date(now - 30 * 60_000),
        expiresAt: new Date(now + 86_400_000),
      })),
    );
    const sends = await Promise.all([
      send(sender.cookie, { email: "last@example.com" }),
      send(sender.cookie, { email: "one-more@example.com" }),
    ]);
    expect(sends.map((response) => response.statusCode).sort()).toEqual([202, 429]);
    const limited = sends.find((response) => response.statusCode === 429)!;
    expect(limited.json().message).toBe(InvitationMessages.tooMany);
    // Free again when the oldest of the hour's sends is an hour old: about 30 minutes.
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect(await t.database.db.$count(groupInvitations, eq(groupInvitations.userId, sender.user.id))).toBe(
      INVITATION_LIMITS.perUserPerHour,
    );
  });
});

describe("an invitation to the app", () => {
  it("mails a link without a group; accepting it welcomes the new account and uses it up", async () => {
    const inviter = await registerUser(t.app, { firstName: "Naomi" });
    expect((await send(inviter.cookie, { email: "newcomer@example.com", groupName: "" })).statusCode).toBe(202);
    const again = await send(inviter.cookie, { email: "newcomer@example.com" });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(InvitationMessages.alreadyInvitedApp);
    const { token, mail } = await mailedLink("newcomer@example.com");
    expect(mail.subject).toBe("Naomi invited you to Prayer Journey");
    expect((await preview(token)).json()).toEqual({
      kind: "email",
      status: "valid",
      groupName: null,
      inviterName: "Naomi",
      alreadyMember: false,
      groupId: null,
    });
    const newcomer = await registerUser(t.app);
    expect((await accept(token, newcomer.cookie)).json()).toEqual({ groupId: null, status: "welcome" });
    expect((await accept(token, newcomer.cookie)).statusCode).toBe(410);
  });
});

describe("expired and unknown links", () => {
  it("say so clearly, and the daily job deletes expired invitations", async () => {
    const leader = await registerUser(t.app);
    const groupId = await makeGroup(leader.user.id);
    const token = "i_expiredexpiredexpiredexpiredexpiredexpired";
    await t.database.db.insert(groupInvitations).values({
      groupId,
      userId: leader.user.id,
      email: "late@example.com",
      tokenDigest: createHash("sha256").update(token).digest("hex"),
      createdAt: new Date(Date.now() - 15 * 86_400_000),
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    expect((await preview(token)).json()).toMatchObject({ status: "expired", groupName: "Night Watchmen" });
    const invitee = await registerUser(t.app);
    const late = await accept(token, invitee.cookie);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(InvitationMessages.expired);
    expect(await isMember(groupId, invitee.user.id)).toBe(false);

    for (const unknown of ["i_nothing", "g_nothing", "whatever"]) {
      expect((await preview(unknown)).json()).toEqual({
        kind: null,
        status: "unknown",
        groupName: null,
        inviterName: null,
        alreadyMember: false,
        groupId: null,
      });
      const refused = await accept(unknown, invitee.cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(
        unknown.startsWith("g_") ? InvitationMessages.linkOff : InvitationMessages.unknown,
      );
    }
    expect((await accept("x".repeat(INVITATION_LIMITS.tokenMax + 1), invitee.cookie)).statusCode).toBe(400);

    await t.database.db.insert(groupInvitations).values({
      groupId,
      userId: leader.user.id,
      email: "fresh@example.com",
      tokenDigest: `fresh-${groupId}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await deleteExpiredInvitationsJob.handle({}, { db: t.database.db, now: new Date() } as JobContext);
    const left = await t.database.db
      .select({ email: groupInvitations.email })
      .from(groupInvitations)
      .where(eq(groupInvitations.groupId, groupId));
    expect(left).toEqual([{ email: "fresh@example.com" }]);
  });
});

describe("the group's shareable link", () => {
  const link = (method: "GET" | "POST" | "DELETE", groupId: number, cookie?: string) =>
    requestAs(t.app, method, `/api/prayer-groups/${groupId}/invite-link`, cookie);

  it("is turned on, rotated and off by the leader; members see it; it joins a private group at once", async () => {
    const leader = await registerUser(t.app, { firstName: "Deborah" });
    const groupId = await makeGroup(leader.user.id, { name: "Watch of the Lord" });
    const member = await registerUser(t.app);
    await addMember(groupId, member.user.id);
    const outsider = await registerUser(t.app);

    expect((await link("GET", groupId, leader.cookie)).json()).toEqual({ url: null, canManage: true });
    expect((await link("GET", groupId, member.cookie)).json()).toEqual({ url: null, canManage: false });

    heard.length = 0;
    const on = await link("POST", groupId, leader.cookie);
    expect(on.statusCode, on.body).toBe(200);
    const url = new URL(on.json().url);
    expect(url.origin).toBe(APP_URL);
    expect(url.pathname).toMatch(/^\/invite\/g_[\w-]{32}$/);
    expect(heard).toContainEqual({ type: "group.changed", groupId });
    const [stored] = await t.database.db
      .select({ code: prayerGroups.inviteCode })
      .from(prayerGroups)
      .where(eq(prayerGroups.id, groupId));
    expect(`g_${stored!.code}`).toBe(url.pathname.slice("/invite/".length));
    expect(on.json().canManage).toBe(true);
    expect((await link("GET", groupId, member.cookie)).json()).toEqual({ url: on.json().url, canManage: false });

    // Members may not change it; outsiders of a private group do not see it; signed out: 401.
    const memberTries = await link("POST", groupId, member.cookie);
    expect(memberTries.statusCode).toBe(403);
    expect(memberTries.json().message).toBe(GroupMessages.leaderOnly);
    expect((await link("DELETE", groupId, member.cookie)).statusCode).toBe(403);
    for (const method of ["GET", "POST", "DELETE"] as const) {
      expect((await link(method, groupId, outsider.cookie)).statusCode, method).toBe(404);
      expect((await link(method, groupId)).statusCode, method).toBe(401);
    }

    const token = url.pathname.slice("/invite/".length);
    expect((await preview(token)).json()).toEqual({
      kind: "link",
      status: "valid",
      groupName: "Watch of the Lord",
      inviterName: "Deborah",
      alreadyMember: false,
      groupId: null,
    });
    heard.length = 0;
    expect((await accept(token, outsider.cookie)).json()).toEqual({ groupId, status: "joined" });
    expect(heard).toContainEqual({ type: "group.members.changed", groupId, userId: outsider.user.id });
    // Not single-use: a second person joins by it too; a member accepting is told they are in.
    const second = await registerUser(t.app);
    expect((await accept(token, second.cookie)).json()).toEqual({ groupId, status: "joined" });
    expect((await accept(token, second.cookie)).json()).toEqual({ groupId, status: "already-member" });

    // Rotating: the old link stops working.
    const rotated = (await link("POST", groupId, leader.cookie)).json().url;
    expect(rotated).not.toBe(on.json().url);
    const third = await registerUser(t.app);
    const old = await accept(token, third.cookie);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(InvitationMessages.linkOff);
    expect((await preview(token)).json().status).toBe("unknown");
    const rotatedToken = new URL(rotated).pathname.slice("/invite/".length);
    expect((await accept(rotatedToken, third.cookie)).json()).toEqual({ groupId, status: "joined" });

    // A member the leader removes cannot come straight back through the link they copied: it is replaced.
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/prayer-groups/${groupId}/members/${third.user.id}`,
      headers: { cookie: leader.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await accept(rotatedToken, third.cookie)).statusCode).toBe(404);
    expect(await isMember(groupId, third.user.id)).toBe(false);
    const replaced = (await link("GET", groupId, member.cookie)).json().url;
    expect(replaced).not.toBe(rotated);
    expect(replaced).not.toBeNull();

    // Off.
    expect((await link("DELETE", groupId, leader.cookie)).json()).toEqual({ url: null, canManage: true });
    expect((await link("GET", groupId, member.cookie)).json()).toEqual({ url: null, canManage: false });
    const fourth = await registerUser(t.app);
    expect((await accept(new URL(replaced).pathname.slice("/invite/".length), fourth.cookie)).statusCode).toBe(404);
    expect(await isMember(groupId, fourth.user.id)).toBe(false);
  });

  it("respects the caps: someone in the most groups allowed is refused, and a mailed link stays unused", async () => {
    const leader = await registerUser(t.app);
    const groupId = await makeGroup(leader.user.id);
    const on = (await link("POST", groupId, leader.cookie)).json();
    const busy = await registerUser(t.app);
    const others = await registerUser(t.app);
    await t.database.execute(
      `with made as (
         insert into prayer_groups (name, created_by) select 'Full ' || g, ${Number(others.user.id)}
         from generate_series(1, ${GROUP_LIMITS.membershipsPerUserMax}) g returning id
       ) insert into group_members (group_id, user_id, role) select id, ${Number(busy.user.id)}, 'member' from made`,
    );
    const refused = await accept(new URL(on.url).pathname.slice("/invite/".length), busy.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GroupMessages.tooManyMemberships);
    expect(await isMember(groupId, busy.user.id)).toBe(false);

    const email = `${uniqueUsername("busy")}@example.com`;
    expect((await send(leader.cookie, { email, groupId })).statusCode).toBe(202);
    const { token } = await mailedLink(email);
    expect((await accept(token, busy.cookie)).statusCode).toBe(409);
    // The refusal rolled back: the link still works for someone with room.
    expect((await preview(token)).json().status).toBe("valid");
    const roomy = await registerUser(t.app);
    expect((await accept(token, roomy.cookie)).json()).toEqual({ groupId, status: "joined" });
  });

  it("of a public group: outsiders see the card but not the link (403)", async () => {
    const leader = await registerUser(t.app);
    const groupId = await makeGroup(leader.user.id, { isPublic: true });
    const outsider = await registerUser(t.app);
    const refused = await link("GET", groupId, outsider.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GroupMessages.notMember);
    expect((await link("POST", groupId, outsider.cookie)).statusCode).toBe(403);
  });
});

describe("with mail off", () => {
  it("refuses to send with 409 MAIL_OFF and a plain message; the shareable link still works", async () => {
    const off = await buildTestApp({ APP_URL });
    try {
      const leader = await registerUser(off.app);
      const [group] = await off.database.db
        .insert(prayerGroups)
        .values({ name: "Quiet group", isPublic: false, createdBy: leader.user.id })
        .returning({ id: prayerGroups.id });
      await off.database.db.insert(groupMembers).values({ groupId: group!.id, userId: leader.user.id, role: "leader" });
      const refused = await requestAs(off.app, "POST", "/api/invitations/send", leader.cookie, {
        email: "friend@example.com",
        groupId: group!.id,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: InvitationMessages.mailOff,
        error: InvitationMessages.mailOff,
        code: "MAIL_OFF",
      });
      expect(await off.database.db.$count(groupInvitations)).toBe(0);
      expect(await off.database.db.$count(mailOutbox)).toBe(0);
      const on = await requestAs(off.app, "POST", `/api/prayer-groups/${group!.id}/invite-link`, leader.cookie);
      expect(on.json().url).toMatch(new RegExp(`^${APP_URL}/invite/g_`));
    } finally {
      await off.close();
    }
  });
});
