import { ErrorEnvelopeSchema } from "@common/errors";
import {
  ChatMessageSchema,
  ChatPageSchema,
  ChatQuerySchema,
  GroupMessages,
  GroupParamsSchema,
  SendChatInputSchema,
} from "@common/groups";
import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { RateLimited } from "../../errors";
import { listChatMessages, sendChatMessage } from "./chat.service";

/** Chat lines one user may send per minute, over all their groups (on one instance). */
export const CHAT_MESSAGES_PER_MINUTE = 30;

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const tags = ["prayer groups"];

/** A group's chat (issue 17 §7): history paged back, and sending; members only (404 otherwise). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { global: false });
  const linesPerUser = app.createRateLimit({
    max: CHAT_MESSAGES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `group-chat:${request.user?.id ?? request.ip}`,
  });
  const limitLines = async (request: FastifyRequest) => {
    const result = await linesPerUser(request);
    if (!result.isAllowed && result.isExceeded) throw new RateLimited(GroupMessages.chatTooFast, result.ttlInSeconds);
  };

  app.get(
    "/api/prayer-groups/:id/chat-messages",
    {
      schema: {
        tags,
        summary:
          "A page of the group's chat, oldest first (?limit=, at most 50; ?before= the nextBefore of the newer page)",
        params: GroupParamsSchema,
        querystring: ChatQuerySchema,
        response: { 200: ChatPageSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      listChatMessages({
        ctx: authenticatedContextOf(request),
        input: { groupId: request.params.id, before: request.query.before, limit: request.query.limit },
      }),
  );

  app.post(
    "/api/prayer-groups/:id/chat-messages",
    {
      schema: {
        tags,
        summary: `Send a line to the group's chat (a member; typed 'prayer' or 'message' by the server; ${CHAT_MESSAGES_PER_MINUTE} a minute)`,
        params: GroupParamsSchema,
        body: SendChatInputSchema,
        response: { 201: ChatMessageSchema, ...errors, 429: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
      preHandler: limitLines,
    },
    async (request, reply) => {
      const line = await sendChatMessage({
        ctx: authenticatedContextOf(request),
        input: { groupId: request.params.id, message: request.body.message },
      });
      return reply.code(201).send(line);
    },
  );
};
