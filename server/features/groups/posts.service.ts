import {
  type CreatePostInput,
  CreatePostInputSchema,
  GROUP_LIMITS,
  GroupMessages,
  type LatestPost,
  type PostComment,
  type PrayerPost,
  type ReactionType,
} from "@common/groups";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AuthenticatedContext } from "../../context";
import type { Database } from "../../db/client";
import { groupMembers, groupPostComments, groupPostReactions, groupPosts, prayerGroups, users } from "../../db/schema";
import { Forbidden, NotFound } from "../../errors";
import type { Emit } from "../../platform/events";
import { type Actor, can, scope } from "../../platform/policy";
import { assertWithinCap, lockAndCountUserRows } from "../../user-quota";
import { notifyNewPost } from "../group-alerts";
import { displayNameSql } from "./membership";
import type { CachedWall, WallCache } from "./posts.cache";

/**
 * The group prayer wall (issue 17 §4; community spec §2, §3, §7): posts, reactions, comments and pins,
 * shared by a group's members. Who may do what is the policy's (`groupPost`, `groupPostComment`,
 * `groupPostReaction`, and `group` for pins): members read and write, authors change their own, the
 * leader removes any and pins. An outsider gets 404 on every call, public group or not; a member who sees
 * the post but may not do this to it gets 403. Every write emits `group.posts.changed` in its transaction.
 */

/**
 * The user as the policy sees them in one group: their role there (or none). With `hold`, inside a write's
 * transaction, their membership row is held (FOR KEY SHARE) until it commits, so a removal at the same
 * moment waits and cannot leave a write by someone who is no longer a member.
 */
export async function actorInGroup(db: Database, user: { id: number }, groupId: number, hold = false): Promise<Actor> {
  const query = db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, user.id)));
  const [row] = hold ? await query.for("key share") : await query;
  return { id: user.id, groups: new Map(row ? [[groupId, row.role]] : []) };
}

type PostRow = {
  id: number;
  groupId: number;
  userId: number;
  userName: string;
  title: string;
  content: string;
  tags: string[];
  isPinned: boolean;
  createdAt: Date;
};

const postColumns = {
  id: groupPosts.id,
  groupId: groupPosts.groupId,
  userId: groupPosts.userId,
  userName: displayNameSql,
  title: groupPosts.title,
  content: groupPosts.content,
  tags: groupPosts.tags,
  isPinned: groupPosts.isPinned,
  createdAt: groupPosts.createdAt,
};

const commentColumns = {
  id: groupPostComments.id,
  postId: groupPostComments.postId,
  content: groupPostComments.content,
  userId: groupPostComments.userId,
  userName: displayNameSql,
  createdAt: groupPostComments.createdAt,
};

type CommentRow = { id: number; postId: number; content: string; userId: number; userName: string; createdAt: Date };

const commentOf = (row: CommentRow): PostComment => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The wall's order: pinned first (the latest pinned first), then newest. */
const wallOrder = [
  desc(groupPosts.isPinned),
  sql`${groupPosts.pinnedAt} desc nulls last`,
  desc(groupPosts.createdAt),
  desc(groupPosts.id),
];

/**
 * Posts with their reactions and comments, in three queries whatever their number (never one per post):
 * the posts, then the reactions and the comments of the posts `of` names (SQL over the post id column).
 */
async function assemble(
  db: Database,
  posts: Promise<PostRow[]>,
  of: (postId: typeof groupPostReactions.postId | typeof groupPostComments.postId, rows: PostRow[]) => SQL | null,
  parallel: boolean,
): Promise<PrayerPost[]> {
  const reactionsOf = (rows: PostRow[]) => {
    const where = of(groupPostReactions.postId, rows);
    return where === null
      ? Promise.resolve([])
      : db
          .select({
            postId: groupPostReactions.postId,
            type: groupPostReactions.type,
            userId: groupPostReactions.userId,
            userName: displayNameSql,
          })
          .from(groupPostReactions)
          .innerJoin(users, eq(users.id, groupPostReactions.userId))
          .where(where)
          .orderBy(asc(groupPostReactions.createdAt), asc(groupPostReactions.userId));
  };
  const commentsOf = (rows: PostRow[]) => {
    const where = of(groupPostComments.postId, rows);
    return where === null
      ? Promise.resolve([])
      : db
          .select(commentColumns)
          .from(groupPostComments)
          .innerJoin(users, eq(users.id, groupPostComments.userId))
          .where(where)
          .orderBy(asc(groupPostComments.id));
  };
  let rows: PostRow[];
  let reactions: Awaited<ReturnType<typeof reactionsOf>>;
  let comments: CommentRow[];
  if (parallel) {
    // The conditions do not need the posts: all three at once.
    [rows, reactions, comments] = await Promise.all([posts, reactionsOf([]), commentsOf([])]);
  } else {
    rows = await posts;
    [reactions, comments] = await Promise.all([reactionsOf(rows), commentsOf(rows)]);
  }
  const byId = new Map<number, PrayerPost>();
  const result = rows.map((row) => {
    const post: PrayerPost = {
      id: row.id,
      groupId: row.groupId,
      title: row.title,
      content: row.content,
      tags: row.tags,
      isPinned: row.isPinned,
      reactions: { pray: [], heart: [], fire: [] },
      comments: [],
      userId: row.userId,
      userName: row.userName,
      createdAt: row.createdAt.toISOString(),
    };
    byId.set(row.id, post);
    return post;
  });
  for (const reaction of reactions) {
    byId.get(reaction.postId)?.reactions[reaction.type].push({ userId: reaction.userId, userName: reaction.userName });
  }
  for (const comment of comments) byId.get(comment.postId)?.comments.push(commentOf(comment));
  return result;
}

const postsOfGroup = (groupId: number) => sql`(select gp.id from group_posts as gp where gp.group_id = ${groupId})`;

/** One post as the API shows it (after a write, in the write's transaction). */
async function readPost(db: Database, postId: number): Promise<PrayerPost> {
  const posts = db
    .select(postColumns)
    .from(groupPosts)
    .innerJoin(users, eq(users.id, groupPosts.userId))
    .where(eq(groupPosts.id, postId));
  const [post] = await assemble(db, posts, (column) => eq(column, postId), true);
  if (!post) throw new NotFound(GroupMessages.postNotFound);
  return post;
}

/** 404 unless the user may read the group's wall (a member; anyone else, public group or not, is refused). */
async function assertMayReadWall(ctx: AuthenticatedContext, groupId: number): Promise<void> {
  const actor = await actorInGroup(ctx.db, ctx.user, groupId);
  if (!can(actor, "read", { kind: "groupPost", groupId, userId: ctx.user.id })) {
    throw new NotFound(GroupMessages.notFound);
  }
}

/** The group's posts, pinned first (the latest pinned first), then newest. */
function wallPosts(db: Database, groupId: number): Promise<PrayerPost[]> {
  const posts = db
    .select(postColumns)
    .from(groupPosts)
    .innerJoin(users, eq(users.id, groupPosts.userId))
    .where(eq(groupPosts.groupId, groupId))
    .orderBy(...wallOrder);
  return assemble(db, posts, (column) => sql`${column} in ${postsOfGroup(groupId)}`, true);
}

/** `GET /api/prayer-groups/{id}/posts`: the wall, pinned first then newest; members only (404 otherwise). */
export async function listPosts({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number };
}): Promise<PrayerPost[]> {
  await assertMayReadWall(ctx, input.groupId);
  return wallPosts(ctx.db, input.groupId);
}

/**
 * The wall as JSON ready to send (the contract's `PrayerPost[]`), from the cache of serialized walls when it
 * holds it, or from one build shared by the readers who ask while it runs (posts.cache.ts); whether the user
 * may read it is checked first, every time.
 */
export async function readWall({
  ctx,
  input,
  cache,
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number };
  cache: WallCache;
}): Promise<CachedWall> {
  await assertMayReadWall(ctx, input.groupId);
  return cache.load(input.groupId, async () => {
    const posts = await wallPosts(ctx.db, input.groupId);
    const people = new Set<number>();
    for (const post of posts) {
      people.add(post.userId);
      for (const comment of post.comments) people.add(comment.userId);
      for (const reactors of Object.values(post.reactions)) for (const reactor of reactors) people.add(reactor.userId);
    }
    return { body: Buffer.from(JSON.stringify(posts)), people };
  });
}

/** `GET /api/prayer-groups/user/posts`: the newest posts over all the user's groups, each with its group's name. */
export async function listLatestPosts({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { limit: number };
}): Promise<LatestPost[]> {
  const rows = await ctx.db
    .select({ ...postColumns, groupName: prayerGroups.name })
    .from(groupPosts)
    .innerJoin(users, eq(users.id, groupPosts.userId))
    .innerJoin(prayerGroups, eq(prayerGroups.id, groupPosts.groupId))
    .where(scope(ctx.user, "read", "groupPost"))
    .orderBy(desc(groupPosts.createdAt), desc(groupPosts.id))
    .limit(input.limit);
  const names = new Map(rows.map((row) => [row.id, row.groupName]));
  const posts = await assemble(
    ctx.db,
    Promise.resolve(rows),
    (column, found) =>
      found.length === 0
        ? null
        : inArray(
            column,
            found.map((row) => row.id),
          ),
    false,
  );
  return posts.map((post) => ({ ...post, groupName: names.get(post.id) ?? "" }));
}

/** `POST /api/prayer-groups/{id}/posts`: a member shares a prayer (capped per user; 404 to outsiders). */
export async function createPost({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number; post: CreatePostInput };
}): Promise<PrayerPost> {
  const { title, content, tags } = CreatePostInputSchema.parse(input.post);
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const actor = await actorInGroup(tx, ctx.user, input.groupId, true);
    if (!can(actor, "write", { kind: "groupPost", groupId: input.groupId, userId: ctx.user.id })) {
      throw new NotFound(GroupMessages.notFound);
    }
    // One capped write at a time per user, so two at once cannot both take the last place.
    const kept = await lockAndCountUserRows(tx, groupPosts, ctx.user.id);
    assertWithinCap({ kept, adding: 1, max: GROUP_LIMITS.postsPerUserMax, message: GroupMessages.tooManyPosts });
    const [row] = await tx
      .insert(groupPosts)
      .values({ groupId: input.groupId, userId: ctx.user.id, title, content, tags })
      .returning({ id: groupPosts.id });
    emit({ type: "group.posts.changed", groupId: input.groupId, postId: row!.id });
    // The other members' alerts (prayer_post, issue 18 §3): "New prayer in {group}", the post's title.
    await notifyNewPost(tx, emit, { groupId: input.groupId, postId: row!.id, title, authorId: ctx.user.id });
    return readPost(tx, row!.id);
  });
}

/**
 * A post, and the actor with their role in its group, held for the write's transaction; 404 when the
 * post does not exist or the actor may not see it.
 */
async function postForWrite(tx: Database, ctx: AuthenticatedContext, postId: number) {
  const [post] = await tx
    .select({ id: groupPosts.id, groupId: groupPosts.groupId, userId: groupPosts.userId })
    .from(groupPosts)
    .where(eq(groupPosts.id, postId));
  if (!post) throw new NotFound(GroupMessages.postNotFound);
  const actor = await actorInGroup(tx, ctx.user, post.groupId, true);
  if (!can(actor, "read", { kind: "groupPost", groupId: post.groupId, userId: post.userId })) {
    throw new NotFound(GroupMessages.postNotFound);
  }
  return { post, actor };
}

const postsChanged = (emit: Emit, post: { groupId: number; id: number }) =>
  emit({ type: "group.posts.changed", groupId: post.groupId, postId: post.id });

/** `DELETE /api/prayer-posts/{postId}`: its author while a member, or the leader. */
export async function deletePost({ ctx, input }: { ctx: AuthenticatedContext; input: { postId: number } }) {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { post, actor } = await postForWrite(tx, ctx, input.postId);
    if (!can(actor, "write", { kind: "groupPost", groupId: post.groupId, userId: post.userId })) {
      throw new Forbidden(GroupMessages.authorOrLeader);
    }
    await tx.delete(groupPosts).where(eq(groupPosts.id, post.id));
    postsChanged(emit, post);
  });
}

/**
 * `POST /api/prayer-posts/{postId}/react`: gives the user's reaction of this type, or takes it back when
 * they had given it. Two presses at once never make two rows (the key is post, type and user) nor fail.
 */
export async function toggleReaction({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { postId: number; reactionType: ReactionType };
}): Promise<PrayerPost> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { post, actor } = await postForWrite(tx, ctx, input.postId);
    if (!can(actor, "write", { kind: "groupPostReaction", groupId: post.groupId, userId: ctx.user.id })) {
      throw new NotFound(GroupMessages.postNotFound);
    }
    const mine = and(
      eq(groupPostReactions.postId, post.id),
      eq(groupPostReactions.type, input.reactionType),
      eq(groupPostReactions.userId, ctx.user.id),
    );
    const taken = await tx.delete(groupPostReactions).where(mine).returning({ postId: groupPostReactions.postId });
    if (taken.length === 0) {
      await tx
        .insert(groupPostReactions)
        .values({ postId: post.id, type: input.reactionType, userId: ctx.user.id })
        .onConflictDoNothing();
    }
    postsChanged(emit, post);
    return readPost(tx, post.id);
  });
}

/** `POST /api/prayer-posts/{postId}/comments`: a member comments (capped per user). */
export async function addComment({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { postId: number; content: string };
}): Promise<PostComment> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { post, actor } = await postForWrite(tx, ctx, input.postId);
    if (!can(actor, "write", { kind: "groupPostComment", groupId: post.groupId, userId: ctx.user.id })) {
      throw new NotFound(GroupMessages.postNotFound);
    }
    const kept = await lockAndCountUserRows(tx, groupPostComments, ctx.user.id);
    assertWithinCap({ kept, adding: 1, max: GROUP_LIMITS.commentsPerUserMax, message: GroupMessages.tooManyComments });
    const [inserted] = await tx
      .insert(groupPostComments)
      .values({ postId: post.id, userId: ctx.user.id, content: input.content })
      .returning({ id: groupPostComments.id });
    const [row] = await tx
      .select(commentColumns)
      .from(groupPostComments)
      .innerJoin(users, eq(users.id, groupPostComments.userId))
      .where(eq(groupPostComments.id, inserted!.id));
    postsChanged(emit, post);
    return commentOf(row!);
  });
}

/** `DELETE /api/prayer-comments/{commentId}`: its author while a member, or the leader. */
export async function deleteComment({ ctx, input }: { ctx: AuthenticatedContext; input: { commentId: number } }) {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const [comment] = await tx
      .select({
        id: groupPostComments.id,
        userId: groupPostComments.userId,
        postId: groupPosts.id,
        groupId: groupPosts.groupId,
      })
      .from(groupPostComments)
      .innerJoin(groupPosts, eq(groupPosts.id, groupPostComments.postId))
      .where(eq(groupPostComments.id, input.commentId));
    if (!comment) throw new NotFound(GroupMessages.commentNotFound);
    const actor = await actorInGroup(tx, ctx.user, comment.groupId, true);
    const row = { kind: "groupPostComment", groupId: comment.groupId, userId: comment.userId } as const;
    if (!can(actor, "read", row)) throw new NotFound(GroupMessages.commentNotFound);
    if (!can(actor, "write", row)) throw new Forbidden(GroupMessages.authorOrLeader);
    await tx.delete(groupPostComments).where(eq(groupPostComments.id, comment.id));
    postsChanged(emit, { groupId: comment.groupId, id: comment.postId });
  });
}

/** `POST /api/prayer-posts/{postId}/pin` (and unpin): the leader only; a member who sees the post gets 403. */
export async function setPinned({
  ctx,
  input,
}: {
  ctx: AuthenticatedContext;
  input: { postId: number; pinned: boolean };
}): Promise<PrayerPost> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { post, actor } = await postForWrite(tx, ctx, input.postId);
    // Pinning runs the group: the leader's (`write` on the group; its visibility does not matter to it).
    if (!can(actor, "write", { kind: "group", groupId: post.groupId, isPublic: false })) {
      throw new Forbidden(GroupMessages.leaderOnly);
    }
    await tx
      .update(groupPosts)
      .set(
        input.pinned
          ? { isPinned: true, pinnedAt: sql`coalesce(${groupPosts.pinnedAt}, now())` }
          : { isPinned: false, pinnedAt: null },
      )
      .where(eq(groupPosts.id, post.id));
    postsChanged(emit, post);
    return readPost(tx, post.id);
  });
}
