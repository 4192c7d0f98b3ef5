import { ChatPageSchema, GROUP_LIMITS, GroupMessages } from "@common/groups";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupChatMessages } from "../../db/schema";
import type { ChangeEvent } from "../../platform/events";
import { registerUser } from "../../testing/factories";
import { buildTestApp, requestAs, type TestApp } from "../../testing/test-app";
import { CHAT_MESSAGES_PER_MINUTE } from "./chat.routes";
import { join, makeGroup, type Person } from "./wall-fixtures";

let t: TestApp;
const heard: ChangeEvent[] = [];
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT_IP_MAX: "1000" });
  t.app.events.subscribe(["group.chat.changed"], { onEvent: (event) => heard.push(event) });
});
afterAll(() => t.close());

const url = (groupId: number, query = "") => `/api/prayer-groups/${groupId}/chat-messages${query}`;
const say = (who: Person | undefined, groupId: number, message: unknown, extra: object = {}) =>
  requestAs(t.app, "POST", url(groupId), who?.cookie, { message, ...extra });
const page = async (who: Person, groupId: number, query = "") => {
  const response = await requestAs(t.app, "GET", url(groupId, query), who.cookie);
  expect(response.statusCode).toBe(200);
  return ChatPageSchema.parse(response.json());
};

async function cast({ isPublic = true } = {}) {
  const leader = await registerUser(t.app, { firstName: "Ruth", lastName: "Ade" });
  const member = await registerUser(t.app);
  const outsider = await registerUser(t.app);
  const groupId = await makeGroup(t.app, { leader, members: [member], isPublic });
  return { leader, member, outsider, groupId };
}

describe("group chat", () => {
  it("members send lines the server types ('prayer' for 🙏 or 'pray'), never 'system'; both read them oldest first", async () => {
    const { leader, member, groupId } = await cast();
    const before = heard.length;
    const hello = await say(member, groupId, "  Good evening all  ", { type: "system", userId: leader.user.id });
    expect(hello.statusCode).toBe(201);
    expect(hello.json()).toMatchObject({
      groupId,
      userId: member.user.id,
      userName: member.user.username,
      message: "Good evening all",
      type: "message",
    });
    expect(Number.isNaN(Date.parse(hello.json().timestamp))).toBe(false);
    expect((await say(leader, groupId, "Let us PRAY for the city")).json().type).toBe("prayer");
    expect((await say(member, groupId, "Amen 🙏")).json().type).toBe("prayer");
    expect(heard.slice(before).map((event) => event.type === "group.chat.changed" && event.groupId)).toEqual([
      groupId,
      groupId,
      groupId,
    ]);

    const { messages, nextBefore } = await page(leader, groupId);
    expect(messages.map((line) => [line.userName, line.message, line.type])).toEqual([
      [member.user.username, "Good evening all", "message"],
      ["Ruth Ade", "Let us PRAY for the city", "prayer"],
      [member.user.username, "Amen 🙏", "prayer"],
    ]);
    expect(nextBefore).toBeNull();
  });

  it("refuses a blank or over-long line with the contract's message", async () => {
    const { member, groupId } = await cast();
    const blank = await say(member, groupId, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(GroupMessages.messageRequired);
    expect((await say(member, groupId, undefined)).json().message).toBe(GroupMessages.messageRequired);
    expect((await say(member, groupId, "x".repeat(GROUP_LIMITS.chatMessageMax + 1))).statusCode).toBe(400);
    expect((await page(member, groupId)).messages).toEqual([]);
  });

  it("pages back through the history by nextBefore, each page oldest first", async () => {
    const { leader, groupId } = await cast();
    await t.database.execute(
      `insert into group_chat_messages (group_id, user_id, message)
       select ${groupId}, ${Number(leader.user.id)}, 'Line ' || g from generate_series(1, 120) g order by g`,
    );
    const newest = await page(leader, groupId);
    expect(newest.messages).toHaveLength(GROUP_LIMITS.chatPageMax);
    expect(newest.messages[0]!.message).toBe("Line 71");
    expect(newest.messages.at(-1)!.message).toBe("Line 120");
    const older = await page(leader, groupId, `?before=${newest.nextBefore}`);
    expect(older.messages.map((line) => line.message)).toEqual(Array.from({ length: 50 }, (_, i) => `Line ${21 + i}`));
    const oldest = await page(leader, groupId, `?before=${older.nextBefore}&limit=50`);
    expect(oldest.messages.map((line) => line.message)).toEqual(Array.from({ length: 20 }, (_, i) => `Line ${i + 1}`));
    expect(oldest.nextBefore).toBeNull();
    const small = await page(leader, groupId, "?limit=3");
    expect(small.messages.map((line) => line.message)).toEqual(["Line 118", "Line 119", "Line 120"]);
    expect((await requestAs(t.app, "GET", url(groupId, "?limit=51"), leader.cookie)).statusCode).toBe(400);
    expect((await requestAs(t.app, "GET", url(groupId, "?before=0"), leader.cookie)).statusCode).toBe(400);
  });

  it("keeps the newest chatHistoryMax lines of a group: a new line prunes the oldest", async () => {
    const { leader, member, groupId } = await cast();
    const other = await makeGroup(t.app, { leader });
    await say(leader, other, "Elsewhere");
    await t.database.execute(
      `insert into group_chat_messages (group_id, user_id, message)
       select ${groupId}, ${Number(leader.user.id)}, 'Old ' || g from generate_series(1, ${GROUP_LIMITS.chatHistoryMax}) g order by g`,
    );
    const lines = async (id: number) =>
      (await t.app.db.select({ n: count() }).from(groupChatMessages).where(eq(groupChatMessages.groupId, id)))[0]!.n;
    expect(await lines(groupId)).toBe(GROUP_LIMITS.chatHistoryMax);
    await say(member, groupId, "The newest");
    await say(member, groupId, "And another");
    expect(await lines(groupId)).toBe(GROUP_LIMITS.chatHistoryMax);
    const kept = await t.app.db
      .select({ message: groupChatMessages.message })
      .from(groupChatMessages)
      .where(eq(groupChatMessages.groupId, groupId));
    const messages = new Set(kept.map((row) => row.message));
    expect(messages.has("Old 1")).toBe(false);
    expect(messages.has("Old 2")).toBe(false);
    expect(messages.has("Old 3")).toBe(true);
    expect(messages.has("And another")).toBe(true);
    // Another group's history is not touched.
    expect(await lines(other)).toBe(1);
  });

  it("shows the system lines of joins, and the member's own line types", async () => {
    const { leader, groupId } = await cast();
    const newcomer = await registerUser(t.app, { firstName: "Naomi", lastName: "Bethlehem" });
    await join(t.app, groupId, newcomer);
    await say(newcomer, groupId, "Hello!");
    const { messages } = await page(leader, groupId);
    expect(messages.map((line) => [line.type, line.userId, line.message])).toEqual([
      ["system", newcomer.user.id, "Naomi Bethlehem joined the group"],
      ["message", newcomer.user.id, "Hello!"],
    ]);
  });

  it("outsiders get 404 (public group or private), anonymous callers 401", async () => {
    for (const isPublic of [true, false]) {
      const { member, outsider, groupId } = await cast({ isPublic });
      await say(member, groupId, "Members only");
      expect((await requestAs(t.app, "GET", url(groupId), outsider.cookie)).statusCode).toBe(404);
      const sent = await say(outsider, groupId, "Let me in");
      expect(sent.statusCode).toBe(404);
      expect(sent.json().message).toBe(GroupMessages.notFound);
      expect((await requestAs(t.app, "GET", url(groupId))).statusCode).toBe(401);
      expect((await say(undefined, groupId, "Anyone?")).statusCode).toBe(401);
      expect((await page(member, groupId)).messages.map((line) => line.message)).toEqual(["Members only"]);
    }
    const { member } = await cast();
    expect((await requestAs(t.app, "GET", url(2_147_483_647), member.cookie)).statusCode).toBe(404);
  });

  it(`limits each user to ${CHAT_MESSAGES_PER_MINUTE} lines a minute (429 with a clear message), not their group`, async () => {
    const { leader, member, groupId } = await cast();
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++) {
      expect((await say(member, groupId, `Line ${i}`)).statusCode).toBe(201);
    }
    const refused = await say(member, groupId, "One too many");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(GroupMessages.chatTooFast);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await say(leader, groupId, "I can still speak")).statusCode).toBe(201);
  });
});
