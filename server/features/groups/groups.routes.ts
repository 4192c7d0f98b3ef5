import { ErrorEnvelopeSchema } from "@common/errors";
import {
  CreateGroupInputSchema,
  DiscoverGroupsQuerySchema,
  GroupListSchema,
  GroupMemberParamsSchema,
  GroupParamsSchema,
  HandOverInputSchema,
  JoinGroupInputSchema,
  JoinGroupResultSchema,
  JoinRequestSchema,
  PrayerGroupSchema,
  PrayerPresenceInputSchema,
  UpdateGroupInputSchema,
} from "@common/groups";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { RateLimited } from "../../errors";
import { defineJob } from "../../platform/jobs";
import {
  clearPresence,
  createGroup,
  decideJoinRequest,
  deleteGroup,
  discoverGroups,
  getGroup,
  handOver,
  joinGroup,
  leaveGroup,
  listJoinRequests,
  listMyGroups,
  pruneExpiredPresence,
  removeMember,
  setPresence,
  updateGroup,
  withdrawJoinRequest,
} from "./groups.service";

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema };
const groupErrors = {
  ...errors,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/** Joins and leaves one user may make a minute: each writes a line in the group's chat that members see. */
export const MEMBERSHIP_CHANGES_PER_MINUTE = 30;
const tooFast = "You are joining and leaving groups too quickly. Please wait a minute.";
const Empty = z.null().describe("No content");

/** Presences that ended are deleted hourly (reads ignore them anyway): the bound of `prayer_presence`. */
export const prunePresenceJob = defineJob({
  name: "groups.prune-presence",
  payload: z.object({}),
  maxAttempts: 3,
  handle: async (_payload, { db, now }) => {
    await pruneExpiredPresence(db, now);
  },
});

/** Prayer groups (issue 17): groups, membership, join requests, discovery, and who prays now. */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.schedule(prunePresenceJob, { everyMinutes: 60 }, { payload: {} });

  await app.register(rateLimit, { global: false });
  const changesPerUser = app.createRateLimit({
    max: MEMBERSHIP_CHANGES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `group-membership:${request.user?.id ?? request.ip}`,
  });
  const limitChanges = async (request: FastifyRequest) => {
    const result = await changesPerUser(request);
    if (!result.isAllowed && result.isExceeded) throw new RateLimited(tooFast, result.ttlInSeconds);
  };

  app.post(
    "/api/prayer-groups",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "Create a prayer group led by the signed-in user (createdBy and members in the payload are ignored)",
        body: CreateGroupInputSchema.strict(),
        response: { 201: PrayerGroupSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const group = await createGroup({ ctx: authenticatedContextOf(request), input: request.body });
      return reply.code(201).send(group);
    },
  );

  app.get(
    "/api/prayer-groups/user",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "The signed-in user's groups, newest joined first, with member avatars and who prays now",
        response: { 200: GroupListSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => listMyGroups({ ctx: authenticatedContextOf(request) }),
  );

  app.get(
    "/api/prayer-groups",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "Discover public groups (and your own private ones) by watch, tag and name; largest first",
        querystring: DiscoverGroupsQuerySchema,
        response: { 200: GroupListSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) => discoverGroups({ ctx: authenticatedContextOf(request), input: request.query }),
  );

  app.get(
    "/api/prayer-groups/:id",
    {
      schema: {
        tags: ["prayer groups"],
        summary:
          "A group: its card to anyone who may see it, its members to members (a private group is 404 to others)",
        params: GroupParamsSchema,
        response: { 200: PrayerGroupSchema, ...errors, 404: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => getGroup({ ctx: authenticatedContextOf(request), groupId: request.params.id }),
  );

  app.patch(
    "/api/prayer-groups/:id",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "Change a group's settings (leader)",
        params: GroupParamsSchema,
        body: UpdateGroupInputSchema,
        response: { 200: PrayerGroupSchema, ...groupErrors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      updateGroup({ ctx: authenticatedContextOf(request), groupId: request.params.id, input: request.body }),
  );

  app.delete(
    "/api/prayer-groups/:id",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "Delete a group with its posts and chat (leader)",
        params: GroupParamsSchema,
        response: { 204: Empty, ...groupErrors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deleteGroup({ ctx: authenticatedContextOf(request), groupId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/prayer-groups/:id/join",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "Join a public group at once, or ask to join a private one (userId in the payload is ignored)",
        params: GroupParamsSchema,
        body: JoinGroupInputSchema.nullable(),
        response: { 200: JoinGroupResultSchema, ...groupErrors },
      },
      preValidation: requireUser,
      preHandler: limitChanges,
    },
    async (request) => joinGroup({ ctx: authenticatedContextOf(request), groupId: request.params.id }),
  );

  app.delete(
    "/api/prayer-groups/:id/join",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "Withdraw the signed-in user's request to join",
        params: GroupParamsSchema,
        response: { 204: Empty, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await withdrawJoinRequest({ ctx: authenticatedContextOf(request), groupId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/prayer-groups/:id/join-requests",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "The requests to join waiting for the leader, oldest first (leader)",
        params: GroupParamsSchema,
        response: { 200: z.array(JoinRequestSchema), ...groupErrors },
      },
      preValidation: requireUser,
    },
    async (request) => listJoinRequests({ ctx: authenticatedContextOf(request), groupId: request.params.id }),
  );

  for (const decision of ["approve", "decline"] as const) {
    app.post(
      `/api/prayer-groups/:id/join-requests/:userId/${decision}`,
      {
        schema: {
          tags: ["prayer groups"],
          summary:
            decision === "approve"
              ? "Approve a join request: the person becomes a member (leader)"
              : "Decline a join request (leader)",
          params: GroupMemberParamsSchema,
          response: { 204: Empty, ...groupErrors },
        },
        preValidation: requireUser,
      },
      async (request, reply) => {
        await decideJoinRequest({
          ctx: authenticatedContextOf(request),
          groupId: request.params.id,
          userId: request.params.userId,
          approve: decision === "approve",
        });
        return reply.code(204).send(null);
      },
    );
  }

  app.post(
    "/api/prayer-groups/:id/leave",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "Leave a group (the leader hands over first)",
        params: GroupParamsSchema,
        response: { 204: Empty, ...groupErrors },
      },
      preValidation: requireUser,
      preHandler: limitChanges,
    },
    async (request, reply) => {
      await leaveGroup({ ctx: authenticatedContextOf(request), groupId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/prayer-groups/:id/members/:userId",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "Remove a member from the group (leader)",
        params: GroupMemberParamsSchema,
        response: { 204: Empty, ...groupErrors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await removeMember({
        ctx: authenticatedContextOf(request),
        groupId: request.params.id,
        userId: request.params.userId,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/prayer-groups/:id/leader",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "Hand the group's leadership to another member (leader); the old leader stays a member",
        params: GroupParamsSchema,
        body: HandOverInputSchema.strict(),
        response: { 200: PrayerGroupSchema, ...groupErrors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      handOver({ ctx: authenticatedContextOf(request), groupId: request.params.id, userId: request.body.userId }),
  );

  app.put(
    "/api/prayer-presence",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "I am praying now for this watch (renew within the time-to-live while the session runs)",
        body: PrayerPresenceInputSchema.strict(),
        response: { 204: Empty, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await setPresence({ ctx: authenticatedContextOf(request), watchNumber: request.body.watchNumber });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/prayer-presence",
    {
      schema: {
        tags: ["prayer groups"],
        summary: "I stopped praying",
        response: { 204: Empty, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await clearPresence({ ctx: authenticatedContextOf(request) });
      return reply.code(204).send(null);
    },
  );
};
