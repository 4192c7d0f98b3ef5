import {
  CALENDAR_LIMITS,
  CalendarEventParamsSchema,
  CalendarFeedLinkSchema,
  CalendarFeedParamsSchema,
  CalendarFeedStatusSchema,
  CalendarMessages,
} from "@common/calendar";
import { ErrorEnvelopeSchema } from "@common/errors";
import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, contextOf, requireUser } from "../../context";
import { RateLimited } from "../../errors";
import { digestToken } from "../../platform/mail";
import {
  type CalendarSite,
  createCalendarFeed,
  deleteCalendarFeed,
  eventCalendar,
  feedCalendar,
  getCalendarFeed,
} from "./calendar.service";

const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/**
 * Calendars (issue 18 §1, decision 045): an event's ICS file, the caller's private feed (made, replaced,
 * revoked), and the feed itself at `/calendar/{token}.ics`, outside /api: calendar apps fetch it with no
 * cookie, the token being the credential (kept out of logs by `server/logging.ts`).
 */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarSite> = async (app, site) => {
  await app.register(rateLimit, { global: false });
  const perFeed = app.createRateLimit({
    max: CALENDAR_LIMITS.fetchesPerMinute,
    timeWindow: 60_000,
    // Per feed (its digest: no secret kept in memory), so one busy address cannot starve the others.
    keyGenerator: (request) => {
      const token = (request.params as { token?: unknown }).token;
      return typeof token === "string" ? `calendar:${digestToken(token)}` : `calendar-ip:${request.ip}`;
    },
  });

  app.get(
    "/api/prayer-events/:eventId/ics",
    {
      preValidation: requireUser,
      schema: {
        tags: ["calendar"],
        summary:
          "The prayer event as a calendar file (ICS) with a stable UID, its time zone, repetition and an alarm (members of its group)",
        params: CalendarEventParamsSchema,
        response: {
          // Text, never serialised: Fastify sends a string with a content type as it is.
          200: z.unknown().describe("The event, text/calendar"),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await eventCalendar({ ctx: authenticatedContextOf(request), site, eventId: request.params.eventId });
      return reply
        .header("content-type", CALENDAR_TYPE)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );

  app.get(
    "/api/calendar-feed",
    {
      preValidation: requireUser,
      schema: {
        tags: ["calendar"],
        summary: "Whether the caller has a private calendar feed (its address is shown only when it is made)",
        response: { 200: CalendarFeedStatusSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => getCalendarFeed({ ctx: authenticatedContextOf(request) }),
  );

  app.post(
    "/api/calendar-feed",
    {
      preValidation: requireUser,
      schema: {
        tags: ["calendar"],
        summary: "A new private calendar feed address, shown this once; an old address stops working",
        response: { 201: CalendarFeedLinkSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCalendarFeed({ ctx: authenticatedContextOf(request), site })),
  );

  app.delete(
    "/api/calendar-feed",
    {
      preValidation: requireUser,
      schema: {
        tags: ["calendar"],
        summary: "Turn the private calendar feed off: its address stops working",
        response: { 204: z.null(), 401: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await deleteCalendarFeed({ ctx: authenticatedContextOf(request) });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/calendar/:token",
    {
      schema: {
        // Not an API call (calendar apps fetch it, its answer is a calendar): left out of the OpenAPI document.
        hide: true,
        params: CalendarFeedParamsSchema,
      },
      preHandler: async (request) => {
        const result = await perFeed(request);
        if (!result.isAllowed && result.isExceeded) {
          throw new RateLimited(CalendarMessages.tooManyFetches, result.ttlInSeconds);
        }
      },
    },
    async (request, reply) => {
      const path = request.params.token;
      const token = path.endsWith(".ics") ? path.slice(0, -4) : "";
      const body = await feedCalendar({ ctx: contextOf(request), site, token });
      return reply
        .header("content-type", CALENDAR_TYPE)
        .header("content-disposition", 'inline; filename="prayer-journey.ics"')
        .header("cache-control", "private, max-age=300")
        .send(body);
    },
  );
};
