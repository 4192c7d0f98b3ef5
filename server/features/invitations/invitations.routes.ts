import { ErrorEnvelopeSchema } from "@common/errors";
import { GroupParamsSchema } from "@common/groups";
import {
  AcceptInvitationInputSchema,
  AcceptInvitationResultSchema,
  InvitationErrorSchema,
  InvitationMessages,
  InvitationPreviewSchema,
  InvitationTokenParamsSchema,
  InviteLinkSchema,
  SendInvitationInputSchema,
  SendInvitationResultSchema,
} from "@common/invitations";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticatedContextOf, contextOf, requireUser } from "../../context";
import {
  acceptInvitation,
  deleteExpiredInvitationsEvery,
  deleteExpiredInvitationsJob,
  getInviteLink,
  previewInvitation,
  sendInvitation,
  setInviteLink,
} from "./invitations.service";

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/**
 * The spec's client reads a failed send's `error` field (community §7); every other client reads `message`.
 * This route's error answers carry both, the same text.
 */
function withErrorField(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (e: null, p: unknown) => void,
) {
  if (reply.statusCode < 400 || typeof payload !== "string") return done(null, payload);
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (body && typeof body.message === "string" && body.error === undefined) {
      return done(null, JSON.stringify({ message: body.message, error: body.message, ...body }));
    }
  } catch {
    // Not JSON: leave it as it is.
  }
  done(null, payload);
}

/** Invitations by e-mail and by a group's shareable link (issue 17 §3, decision 037). */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.schedule(deleteExpiredInvitationsJob, deleteExpiredInvitationsEvery, { payload: {} });

  const sendErrors = {
    400: InvitationErrorSchema,
    401: InvitationErrorSchema,
    403: InvitationErrorSchema,
    404: InvitationErrorSchema,
    409: InvitationErrorSchema,
    429: InvitationErrorSchema,
  };

  app.post(
    "/api/invitations/send",
    {
      preValidation: requireUser,
      onSend: withErrorField,
      schema: {
        tags: ["invitations"],
        summary:
          "Mail a single-use invitation link: to a group (members only) or to the app; rate limited per user and address",
        body: SendInvitationInputSchema,
        response: { 202: SendInvitationResultSchema, ...sendErrors },
      },
    },
    async (request, reply) => {
      app.mail.assertEnabled(InvitationMessages.mailOff);
      const { email } = await sendInvitation({
        ctx: authenticatedContextOf(request),
        mail: app.mail,
        input: request.body,
      });
      return reply.code(202).send({ message: InvitationMessages.sent(email), email });
    },
  );

  app.get(
    "/api/invitations/:token",
    {
      schema: {
        tags: ["invitations"],
        summary: "What an invitation link invites to (group name, inviter's name) and whether it still works",
        params: InvitationTokenParamsSchema,
        response: { 200: InvitationPreviewSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => previewInvitation({ ctx: contextOf(request), token: request.params.token }),
  );

  app.post(
    "/api/invitations/accept",
    {
      preValidation: requireUser,
      schema: {
        tags: ["invitations"],
        summary: "Accept an invitation: join its group (a mailed link works once)",
        body: AcceptInvitationInputSchema,
        response: { 200: AcceptInvitationResultSchema, ...errors, 410: ErrorEnvelopeSchema },
      },
    },
    async (request) => acceptInvitation({ ctx: authenticatedContextOf(request), token: request.body.token }),
  );

  const linkRoute = {
    preValidation: requireUser,
    schema: {
      tags: ["invitations"],
      params: GroupParamsSchema,
      response: { 200: InviteLinkSchema, ...errors },
    },
  };

  app.get(
    "/api/prayer-groups/:id/invite-link",
    { ...linkRoute, schema: { ...linkRoute.schema, summary: "The group's shareable invitation link (members)" } },
    async (request) =>
      getInviteLink({ ctx: authenticatedContextOf(request), mail: app.mail, groupId: request.params.id }),
  );

  app.post(
    "/api/prayer-groups/:id/invite-link",
    {
      ...linkRoute,
      schema: { ...linkRoute.schema, summary: "A new shareable invitation link; the old one stops working (leader)" },
    },
    async (request) =>
      setInviteLink({ ctx: authenticatedContextOf(request), mail: app.mail, groupId: request.params.id, on: true }),
  );

  app.delete(
    "/api/prayer-groups/:id/invite-link",
    { ...linkRoute, schema: { ...linkRoute.schema, summary: "Turn the shareable invitation link off (leader)" } },
    async (request) =>
      setInviteLink({ ctx: authenticatedContextOf(request), mail: app.mail, groupId: request.params.id, on: false }),
  );
};
