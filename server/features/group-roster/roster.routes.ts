import { ErrorEnvelopeSchema } from "@common/errors";
import {
  CommitmentInputSchema,
  CommitmentSchema,
  HandoverInputSchema,
  HandoverNoteParamsSchema,
  HandoverNoteSchema,
  RemoveCommitmentQuerySchema,
  ROSTER_LIMITS,
  RosterParamsSchema,
  RosterQuerySchema,
  RosterSchema,
  RosterWatchParamsSchema,
  SubstitutionInputSchema,
  SubstitutionParamsSchema,
  SubstitutionSchema,
  UrgentCallInputSchema,
  UrgentCallResultSchema,
} from "@common/group-roster";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { type Clock, defineJob, systemClock } from "../../platform/jobs";
import {
  addHandoverNote,
  getRoster,
  pruneHandoverNotes,
  releaseSubstitute,
  removeCommitment,
  removeHandoverNote,
  requestSubstitute,
  saveCommitment,
  sendUrgentCall,
  takeSubstitute,
  withdrawSubstitute,
} from "./roster.service";

const tags = ["prayer groups"];
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};

/** Hand-over notes older than `notesKeptDays` are deleted once a day (server/user-quota.test.ts's bound). */
export const pruneHandoverNotesJob = defineJob({
  name: "group-roster.prune-notes",
  payload: z.object({}),
  maxAttempts: 3,
  handle: async (_payload, { db, now }) => pruneHandoverNotes(db, now),
});

export type GroupRosterOptions = { clock?: Clock };

/**
 * Re-plans a user's reminders after a change of the watches they keep (their committed watches feed their
 * reminders, decision 048). The reminders feature is registered first (app.ts); without it, nothing.
 */
function replan(app: FastifyInstance, userId: number): void {
  if (app.hasDecorator("reminders")) app.reminders.planInBackground(app.db, userId);
}

/** A group's watch roster (issue 18 §4, decision 048): members only, through the policy. */
export const groupRosterRoutes: FastifyPluginAsyncZod<GroupRosterOptions> = async (app, options) => {
  const clock = options.clock ?? systemClock;
  const now = () => Temporal.Instant.fromEpochMilliseconds(clock.now().getTime());
  app.jobs.schedule(pruneHandoverNotesJob, { everyMinutes: 24 * 60 }, { payload: {} });

  app.get(
    "/api/prayer-groups/:id/roster",
    {
      schema: {
        tags,
        summary:
          "The group's watch roster: the week (Sunday–Saturday, group dates) holding ?weekOf= (default this week), who is on watch now, hand-over notes and substitute requests",
        params: RosterParamsSchema,
        querystring: RosterQuerySchema,
        response: { 200: RosterSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      getRoster({
        ctx: authenticatedContextOf(request),
        input: { groupId: request.params.id, weekOf: request.query.weekOf },
        now: now(),
      }),
  );

  app.put(
    "/api/prayer-groups/:id/roster/commitments",
    {
      schema: {
        tags,
        summary: "Keep a watch on these ISO weekdays (all seven: every day); replaces that watch's days",
        params: RosterParamsSchema,
        body: CommitmentInputSchema,
        response: { 200: CommitmentSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const ctx = authenticatedContextOf(request);
      const saved = await saveCommitment({ ctx, input: { ...request.body, groupId: request.params.id } });
      replan(app, ctx.user.id);
      return saved;
    },
  );

  app.delete(
    "/api/prayer-groups/:id/roster/commitments/:watchNumber",
    {
      schema: {
        tags,
        summary: "Stop keeping a watch (the caller's own; the leader may name a member with ?userId=)",
        params: RosterWatchParamsSchema,
        querystring: RemoveCommitmentQuerySchema,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await removeCommitment({
        ctx: authenticatedContextOf(request),
        input: { groupId: request.params.id, watchNumber: request.params.watchNumber, userId: request.query.userId },
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/prayer-groups/:id/roster/substitutions",
    {
      schema: {
        tags,
        summary: `Ask for a substitute for a watch you keep, before it begins (up to ${ROSTER_LIMITS.substituteDaysAhead} days ahead); the members are told`,
        params: RosterParamsSchema,
        body: SubstitutionInputSchema,
        response: { 201: SubstitutionSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const substitution = await requestSubstitute({
        ctx: authenticatedContextOf(request),
        input: { ...request.body, groupId: request.params.id },
        now: now(),
      });
      return reply.code(201).send(substitution);
    },
  );

  app.post(
    "/api/roster-substitutions/:substitutionId/take",
    {
      schema: {
        tags,
        summary: "Take another member's open substitute request (before the watch begins); they are told",
        params: SubstitutionParamsSchema,
        response: { 200: SubstitutionSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const ctx = authenticatedContextOf(request);
      const { substitution } = await takeSubstitute({
        ctx,
        substitutionId: request.params.substitutionId,
        now: now(),
      });
      replan(app, ctx.user.id);
      return substitution;
    },
  );

  app.post(
    "/api/roster-substitutions/:substitutionId/release",
    {
      schema: {
        tags,
        summary: "Give back a watch you took as a substitute (before it begins); the member who asked is told",
        params: SubstitutionParamsSchema,
        response: { 200: SubstitutionSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const { substitution, requestedBy } = await releaseSubstitute({
        ctx: authenticatedContextOf(request),
        substitutionId: request.params.substitutionId,
        now: now(),
      });
      replan(app, requestedBy);
      return substitution;
    },
  );

  app.delete(
    "/api/roster-substitutions/:substitutionId",
    {
      schema: {
        tags,
        summary: "Withdraw a substitute request (the member who asked, or the leader); a member who took it is told",
        params: SubstitutionParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const { requestedBy } = await withdrawSubstitute({
        ctx: authenticatedContextOf(request),
        substitutionId: request.params.substitutionId,
        now: now(),
      });
      replan(app, requestedBy);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/prayer-groups/:id/roster/handover-notes",
    {
      schema: {
        tags,
        summary: `Leave a hand-over note for the next watch: a keeper of the watch (or the leader), while it runs or up to 3 hours after it ends (${ROSTER_LIMITS.notesPerDay} a day)`,
        params: RosterParamsSchema,
        body: HandoverInputSchema,
        response: { 201: HandoverNoteSchema, ...errors, 429: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const note = await addHandoverNote({
        ctx: authenticatedContextOf(request),
        input: { ...request.body, groupId: request.params.id },
        now: now(),
      });
      return reply.code(201).send(note);
    },
  );

  app.delete(
    "/api/handover-notes/:noteId",
    {
      schema: {
        tags,
        summary: "Remove a hand-over note (its author or the group leader)",
        params: HandoverNoteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await removeHandoverNote({ ctx: authenticatedContextOf(request), noteId: request.params.noteId });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/prayer-groups/:id/roster/urgent-call",
    {
      schema: {
        tags,
        summary: `Send an urgent prayer call to the members on watch now (one every ${ROSTER_LIMITS.urgentCallEveryMinutes} minutes, ${ROSTER_LIMITS.urgentCallsPerDay} a day per group)`,
        params: RosterParamsSchema,
        body: UrgentCallInputSchema,
        response: { 201: UrgentCallResultSchema, ...errors, 429: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const result = await sendUrgentCall({
        ctx: authenticatedContextOf(request),
        input: { groupId: request.params.id, message: request.body.message },
        now: now(),
      });
      return reply.code(201).send(result);
    },
  );
};
