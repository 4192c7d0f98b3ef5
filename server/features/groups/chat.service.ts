import { type ChatMessage, type ChatPage, chatMessageType, GROUP_LIMITS, GroupMessages } from "@common/groups";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import type { Database } from "../../db/client";
import { groupChatMessages, users } from "../../db/schema";
import { NotFound } from "../../errors";
import { can } from "../../platform/policy";
import { displayNameSql } from "./membership";
import { actorInGroup } from "./posts.service";

/**
 * A group's chat (issue 17 §7; community spec §3, §4): history kept on the server and paged back by id,
 * members only (404 to anyone else), each line typed by the server ('prayer' when it holds 🙏 or 'pray',
 * else 'message'; 'system' lines only come from the membership's `addSystemLine`). A group keeps its newest
 * `chatHistoryMax` lines: each new line prunes what is older, in its transaction. Every line emits
 * `group.chat.changed`. The sending rate is limited per user in the route (chat.routes.ts).
 */

const lineColumns = {
  id: groupChatMessages.id,
  groupId: groupChatMessages.groupId,
  userId: groupChatMessages.userId,
  userName: sql<string>`coalesce(${displayNameSql}, 'A former member')`,
  message: groupChatMessages.message,
  createdAt: groupChatMessages.createdAt,
  type: groupChatMessages.type,
};

type LineRow = {
  id: number;
  groupId: number;
  userId: number | null;
  userName: string;
  message: string;
  createdAt: Date;
  type: ChatMessage["type"];
};

const lineOf = ({ createdAt, ...row }: LineRow): ChatMessage => ({ ...row, timestamp: createdAt.toISOString() });

/**
 * Deletes the group's lines older than its newest `chatHistoryMax` (one index range: the group's lines by
 * id). Called with each new line, in its transaction.
 */
export async function pruneChatHistory(db: Database, groupId: number): Promise<void> {
  await db.execute(sql`
    delete from group_chat_messages
    where group_id = ${groupId}
      and id <= (
        select id from group_chat_messages where group_id = ${groupId}
        order by id desc offset ${GROUP_LIMITS.chatHistoryMax} limit 1
      )`);
}

/** `GET /api/prayer-groups/{id}/chat-messages?before=&limit=`: a page of history, oldest first. */
export async function listChatMessages({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number; before?: number | undefined; limit?: number | undefined };
}): Promise<ChatPage> {
  const actor = await actorInGroup(ctx.db, ctx.user, input.groupId);
  if (!can(actor, "read", { kind: "groupChatMessage", groupId: input.groupId, userId: ctx.user.id })) {
    throw new NotFound(GroupMessages.notFound);
  }
  const size = Math.min(input.limit ?? GROUP_LIMITS.chatPageMax, GROUP_LIMITS.chatPageMax);
  const inGroup = eq(groupChatMessages.groupId, input.groupId);
  const rows: LineRow[] = await ctx.db
    .select(lineColumns)
    .from(groupChatMessages)
    .leftJoin(users, eq(users.id, groupChatMessages.userId))
    .where(input.before === undefined ? inGroup : and(inGroup, lt(groupChatMessages.id, input.before)))
    .orderBy(desc(groupChatMessages.id))
    // One more than the page: whether older lines remain.
    .limit(size + 1);
  const page = rows.slice(0, size).reverse();
  return {
    messages: page.map(lineOf),
    nextBefore: rows.length > size && page.length > 0 ? page[0]!.id : null,
  };
}

/** `POST /api/prayer-groups/{id}/chat-messages`: a member's line, typed by the server. */
export async function sendChatMessage({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number; message: string };
}): Promise<ChatMessage> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const actor = await actorInGroup(tx, ctx.user, input.groupId, true);
    if (!can(actor, "write", { kind: "groupChatMessage", groupId: input.groupId, userId: ctx.user.id })) {
      throw new NotFound(GroupMessages.notFound);
    }
    const [inserted] = await tx
      .insert(groupChatMessages)
      .values({
        groupId: input.groupId,
        userId: ctx.user.id,
        message: input.message,
        type: chatMessageType(input.message),
      })
      .returning({ id: groupChatMessages.id });
    await pruneChatHistory(tx, input.groupId);
    const [row]: LineRow[] = await tx
      .select(lineColumns)
      .from(groupChatMessages)
      .leftJoin(users, eq(users.id, groupChatMessages.userId))
      .where(eq(groupChatMessages.id, inserted!.id));
    emit({ type: "group.chat.changed", groupId: input.groupId, messageId: inserted!.id });
    return lineOf(row!);
  });
}
