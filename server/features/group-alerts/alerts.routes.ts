import { ErrorEnvelopeSchema } from "@common/errors";
import {
  AlertSentSchema,
  GroupNotificationSchema,
  MarkReadSchema,
  NotificationListQuerySchema,
  SaveNotificationSettingsSchema,
  SendAlertSchema,
  StoredNotificationSettingsSchema,
  UnreadCountsSchema,
} from "@common/group-alerts";
import { GroupIdSchema, GroupParamsSchema } from "@common/groups";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { type Clock, defineJob, systemClock } from "../../platform/jobs";
import {
  getNotificationSettings,
  listNotifications,
  markAllRead,
  markRead,
  pruneNotifications,
  saveNotificationSettings,
  sendAlert,
  unreadCounts,
} from "./alerts.service";
import { AlertDelivery, type AlertMailer, type AlertPushSender } from "./delivery";
import { EventReminders } from "./event-reminders";
import { bindAlertDelivery } from "./notify";

const tags = ["group alerts"];
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const SettingsParamsSchema = z.object({ groupId: GroupIdSchema });
const NotificationParamsSchema = z.object({
  id: z.coerce
    .number({ error: "A notification id is a whole number." })
    .int("A notification id is a whole number.")
    .min(1, "A notification id is a whole number.")
    .max(Number.MAX_SAFE_INTEGER, "A notification id is a whole number."),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/notification-settings/:groupId",
    {
      schema: {
        tags,
        summary: "The signed-in member's notification settings for the group (the spec's defaults until saved)",
        params: SettingsParamsSchema,
        response: { 200: StoredNotificationSettingsSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      getNotificationSettings({ ctx: authenticatedContextOf(request), groupId: request.params.groupId }),
  );

  app.post(
    "/api/notification-settings/:groupId",
    {
      schema: {
        tags,
        summary:
          "Save the signed-in member's notification settings for the group: what was ticked (SMS is not offered)",
        params: SettingsParamsSchema,
        body: SaveNotificationSettingsSchema,
        response: { 200: StoredNotificationSettingsSchema, ...errors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      saveNotificationSettings({
        ctx: authenticatedContextOf(request),
        groupId: request.params.groupId,
        input: request.body,
      }),
  );

  app.get(
    "/api/prayer-groups/:id/notifications",
    {
      schema: {
        tags,
        summary: `The signed-in member's alerts in the group, newest first (at most 100; ?before=<id> for older)`,
        params: GroupParamsSchema,
        querystring: NotificationListQuerySchema,
        response: { 200: z.array(GroupNotificationSchema), ...errors },
      },
      preValidation: requireUser,
    },
    async (request) =>
      listNotifications({
        ctx: authenticatedContextOf(request),
        groupId: request.params.id,
        before: request.query.before,
      }),
  );

  app.post(
    "/api/prayer-groups/:id/notifications",
    {
      schema: {
        tags,
        summary: "The leader sends an alert (admin_message) to every member (10 an hour per group)",
        params: GroupParamsSchema,
        body: SendAlertSchema,
        response: { 201: AlertSentSchema, ...errors, 429: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const sent = await sendAlert({
        ctx: authenticatedContextOf(request),
        groupId: request.params.id,
        input: request.body,
      });
      return reply.code(201).send(sent);
    },
  );

  app.post(
    "/api/prayer-groups/:id/notifications/read-all",
    {
      schema: {
        tags,
        summary: "Mark every alert of the group the signed-in member has not read as read",
        params: GroupParamsSchema,
        response: { 200: z.object({ marked: z.number().int() }), ...errors },
      },
      preValidation: requireUser,
    },
    async (request) => markAllRead({ ctx: authenticatedContextOf(request), groupId: request.params.id }),
  );

  app.post(
    "/api/notifications/:id/read",
    {
      schema: {
        tags,
        summary: "Mark one of the signed-in member's alerts as read (userId is ignored)",
        params: NotificationParamsSchema,
        body: MarkReadSchema,
        response: { 204: z.null(), ...errors },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      await markRead({ ctx: authenticatedContextOf(request), notificationId: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/notifications/unread",
    {
      schema: {
        tags,
        summary: "The signed-in user's unread alerts per group id (groups with none are left out)",
        response: { 200: UnreadCountsSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => unreadCounts({ ctx: authenticatedContextOf(request) }),
  );
};

/** Notifications older than ALERT_LIMITS.keptDays are deleted daily (server/user-quota.test.ts bound). */
export const pruneNotificationsJob = defineJob({
  name: "group-alerts.prune",
  payload: z.object({}),
  maxAttempts: 3,
  handle: async (_payload, { db, now }) => {
    await pruneNotifications(db, now);
  },
});

export type GroupAlertsPluginOptions = { clock?: Clock };

declare module "fastify" {
  interface FastifyInstance {
    /** The group alerts' delivery and event reminders (decision 047). */
    groupAlerts: { delivery: AlertDelivery; eventReminders: EventReminders };
  }
}

/**
 * Group alerts (issue 18 §3, decision 047): settings, the member's list, the leader's alerts, delivery by
 * push and e-mail, reminders before a group's prayer events, pruning.
 */
export const groupAlertsPlugin = fp(
  async (app: FastifyInstance, options: GroupAlertsPluginOptions) => {
    const delivery = new AlertDelivery({
      jobs: app.jobs,
      mail: () => (app.hasDecorator("mail") ? app.getDecorator<AlertMailer>("mail") : null),
      push: () => (app.hasDecorator("push") ? app.getDecorator<AlertPushSender>("push") : null),
      log: app.log,
    });
    delivery.register();
    const unbind = bindAlertDelivery(delivery);

    const eventReminders = new EventReminders({ jobs: app.jobs, clock: options.clock ?? systemClock, log: app.log });
    eventReminders.register();
    const unsubscribe = app.events.subscribe(["group.events.changed"], {
      onEvent: (event) => eventReminders.planInBackground(app.db, event.eventId),
    });

    app.jobs.schedule(pruneNotificationsJob, { every: "day", at: "03:40", timeZone: "UTC" }, { payload: {} });
    app.decorate("groupAlerts", { delivery, eventReminders });
    app.addHook("onClose", async () => {
      unsubscribe();
      unbind();
      await eventReminders.idle();
    });

    await app.register(routes);
  },
  { name: "group-alerts", dependencies: ["jobs", "events"] },
);
