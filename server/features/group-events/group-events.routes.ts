import { ErrorEnvelopeSchema } from "@common/errors";
import {
  ConfirmInputSchema,
  ConfirmQuerySchema,
  CreateEventInputSchema,
  EventGroupParamsSchema,
  EventParamsSchema,
  EventsQuerySchema,
  PrayerEventListSchema,
  PrayerEventSchema,
  UpdateEventInputSchema,
} from "@common/group-events";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { createEvent, deleteEvent, listEvents, setAttendance, updateEvent } from "./group-events.service";

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const tags = ["prayer groups"];

/**
 * A group's schedule (issue 18 §1; community spec §7): its prayer events as occurrences, scheduling,
 * attendance per occurrence, changes by whoever scheduled it or the leader. Members only: anyone else 404.
 */
export const groupEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/prayer-groups/:id/events",
    {
      schema: {
        tags,
        summary:
          "The group's prayer events as occurrences in time order (?from=&to= ISO instants; a day ago to eight weeks ahead by default; at most 100 days)",
        params: EventGroupParamsSchema,
        querystring: EventsQuerySchema,
        response: { 200: PrayerEventListSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      listEvents({
        ctx: authenticatedContextOf(request),
        input: { groupId: request.params.id, from: request.query.from, to: request.query.to },
      }),
  );

  app.post(
    "/api/prayer-groups/:id/events",
    {
      schema: {
        tags,
        summary:
          "Schedule a prayer event in the group's time zone (a member; the signed-in user schedules it, whatever createdBy says); answers its first occurrence",
        params: EventGroupParamsSchema,
        body: CreateEventInputSchema,
        response: { 201: PrayerEventSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const event = await createEvent({
        ctx: authenticatedContextOf(request),
        input: { groupId: request.params.id, event: request.body },
      });
      return reply.code(201).send(event);
    },
  );

  app.patch(
    "/api/prayer-events/:eventId",
    {
      schema: {
        tags,
        summary: "Change, cancel (status: cancelled) or restore a prayer event: whoever scheduled it, or the leader",
        params: EventParamsSchema,
        body: UpdateEventInputSchema,
        response: { 200: PrayerEventSchema, ...errors, 403: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) =>
      updateEvent({
        ctx: authenticatedContextOf(request),
        input: { eventId: request.params.eventId, changes: request.body },
      }),
  );

  app.delete(
    "/api/prayer-events/:eventId",
    {
      schema: {
        tags,
        summary: "Delete a prayer event: whoever scheduled it, or the leader",
        params: EventParamsSchema,
        response: { 204: z.null(), ...errors, 403: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await deleteEvent({ ctx: authenticatedContextOf(request), input: { eventId: request.params.eventId } });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/prayer-events/:eventId/confirm",
    {
      schema: {
        tags,
        summary:
          "Confirm my attendance at one occurrence (date: its local date; the next one by default); userId is ignored",
        params: EventParamsSchema,
        // A bare POST (no body) confirms the next occurrence.
        body: ConfirmInputSchema.nullable(),
        response: { 200: PrayerEventSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) =>
      setAttendance({
        ctx: authenticatedContextOf(request),
        input: { eventId: request.params.eventId, date: request.body?.date, attending: true },
      }),
  );

  app.delete(
    "/api/prayer-events/:eventId/confirm",
    {
      schema: {
        tags,
        summary: "Withdraw my attendance at one occurrence (?date=, the next one by default)",
        params: EventParamsSchema,
        querystring: ConfirmQuerySchema,
        response: { 200: PrayerEventSchema, ...errors, 409: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) =>
      setAttendance({
        ctx: authenticatedContextOf(request),
        input: { eventId: request.params.eventId, date: request.query.date, attending: false },
      }),
  );
};
