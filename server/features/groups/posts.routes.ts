import { ErrorEnvelopeSchema } from "@common/errors";
import {
  CommentInputSchema,
  CommentParamsSchema,
  CreatePostInputSchema,
  GroupParamsSchema,
  LatestPostSchema,
  LatestPostsQuerySchema,
  PinInputSchema,
  PostCommentSchema,
  PostParamsSchema,
  PrayerPostListSchema,
  PrayerPostSchema,
  ReactInputSchema,
} from "@common/groups";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { WallCache } from "./posts.cache";
import {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  listLatestPosts,
  readWall,
  setPinned,
  toggleReaction,
} from "./posts.service";

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const tags = ["prayer groups"];

/**
 * The group prayer wall (issue 17 §4; community spec §7): posts, reactions, comments and pins. Members
 * only: anyone else gets 404 (the policy, in posts.service.ts).
 */
export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A static segment: Fastify prefers it to `/api/prayer-groups/:id/…` whatever the order of registration.
  app.get(
    "/api/prayer-groups/user/posts",
    {
      schema: {
        tags,
        summary:
          "The newest posts over all the signed-in user's groups, each with its group's name (?limit=, 5 by default, at most 20)",
        querystring: LatestPostsQuerySchema,
        response: { 200: z.array(LatestPostSchema), 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => listLatestPosts({ ctx: authenticatedContextOf(request), input: { limit: request.query.limit } }),
  );

  // Walls are read far more often than written: each is kept serialized until a write to it (posts.cache.ts).
  const walls = new WallCache({ events: app.events });
  walls.start();
  app.addHook("onClose", async () => walls.stop());

  app.get(
    "/api/prayer-groups/:id/posts",
    {
      schema: {
        tags,
        summary:
          "A group's prayer wall: pinned posts first, then the newest; reactions and comments (oldest first) with names",
        params: GroupParamsSchema,
        response: { 200: PrayerPostListSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const wall = await readWall({
        ctx: authenticatedContextOf(request),
        input: { groupId: request.params.id },
        cache: walls,
      });
      // Already serialized (the contract's shape, built by the service; tests parse it with the schema):
      // sent as bytes past the typed serializer. The ETag spares a browser that asks again.
      const raw = reply as unknown as FastifyReply;
      raw.header("etag", wall.etag).header("vary", "accept-encoding");
      if (request.headers["if-none-match"] === wall.etag) return raw.code(304).send();
      raw.type("application/json; charset=utf-8");
      if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
        return raw.header("content-encoding", "gzip").send(wall.gzipped());
      }
      return raw.send(wall.body);
    },
  );

  app.post(
    "/api/prayer-groups/:id/posts",
    {
      schema: {
        tags,
        summary: "Share a prayer with the group (a member; the signed-in user is the author, whatever userId says)",
        params: GroupParamsSchema,
        body: CreatePostInputSchema,
        response: { 201: PrayerPostSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const post = await createPost({
        ctx: authenticatedContextOf(request),
        input: { groupId: request.params.id, post: request.body },
      });
      return reply.code(201).send(post);
    },
  );

  app.delete(
    "/api/prayer-posts/:postId",
    {
      schema: {
        tags,
        summary: "Remove a post: its author while a member, or the group leader",
        params: PostParamsSchema,
        response: { 204: z.null(), ...errors, 403: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deletePost({ ctx: authenticatedContextOf(request), input: { postId: request.params.postId } });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/prayer-posts/:postId/react",
    {
      schema: {
        tags,
        summary: "Give a reaction (pray, heart, fire) to a post, or take it back when given; answers the post",
        params: PostParamsSchema,
        body: ReactInputSchema,
        response: { 200: PrayerPostSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      toggleReaction({
        ctx: authenticatedContextOf(request),
        input: { postId: request.params.postId, reactionType: request.body.reactionType },
      }),
  );

  app.post(
    "/api/prayer-posts/:postId/comments",
    {
      schema: {
        tags,
        summary: "Comment on a post (a member)",
        params: PostParamsSchema,
        body: CommentInputSchema,
        response: { 201: PostCommentSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const comment = await addComment({
        ctx: authenticatedContextOf(request),
        input: { postId: request.params.postId, content: request.body.content },
      });
      return reply.code(201).send(comment);
    },
  );

  app.delete(
    "/api/prayer-comments/:commentId",
    {
      schema: {
        tags,
        summary: "Remove a comment: its author while a member, or the group leader",
        params: CommentParamsSchema,
        response: { 204: z.null(), ...errors, 403: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deleteComment({ ctx: authenticatedContextOf(request), input: { commentId: request.params.commentId } });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/prayer-posts/:postId/pin",
    {
      schema: {
        tags,
        summary: "Pin a post to the top of the wall, or unpin it with pinned: false (the group leader)",
        params: PostParamsSchema,
        // A bare POST (no body) pins too.
        body: PinInputSchema.nullable(),
        response: { 200: PrayerPostSchema, ...errors, 403: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) =>
      setPinned({
        ctx: authenticatedContextOf(request),
        input: { postId: request.params.postId, pinned: request.body?.pinned ?? true },
      }),
  );

  app.delete(
    "/api/prayer-posts/:postId/pin",
    {
      schema: {
        tags,
        summary: "Unpin a post (the group leader)",
        params: PostParamsSchema,
        response: { 200: PrayerPostSchema, ...errors, 403: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) =>
      setPinned({ ctx: authenticatedContextOf(request), input: { postId: request.params.postId, pinned: false } }),
  );
};
