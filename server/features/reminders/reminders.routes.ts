import { ErrorEnvelopeSchema } from "@common/errors";
import { ReminderSettingsSchema, StoredReminderSettingsSchema } from "@common/reminders";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authenticatedContextOf, requireUser } from "../../context";
import { type Clock, systemClock } from "../../platform/jobs";
import { getReminderSettings, type ReminderSender, Reminders, saveReminderSettings } from "./reminders.service";

declare module "fastify" {
  interface FastifyInstance {
    /** The reminders' planner and jobs (decision 031): `app.reminders.planUser(db, userId)`. */
    reminders: Reminders;
  }
}

/**
 * Change events after which the user's coming reminders are planned again at once, so a new strategy time,
 * a device subscribed or the profile switch turned back on fire within the hour instead of waiting for the
 * next planner run. (Turning things off needs nothing: each reminder checks the settings when it fires.)
 * Heard from every feature's writes, by whatever path (a route, a job, an import), on every instance:
 * planning is keyed, so an instance planning what another already planned queues nothing twice.
 */
const REPLAN_AFTER = ["prayer-strategies.changed", "preferences.changed", "push.subscriptions.changed"] as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/reminder-settings",
    {
      schema: {
        tags: ["reminders"],
        summary: "The signed-in user's reminder settings (defaults in their home time zone until saved)",
        response: { 200: StoredReminderSettingsSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => getReminderSettings({ ctx: authenticatedContextOf(request) }),
  );

  app.put(
    "/api/reminder-settings",
    {
      schema: {
        tags: ["reminders"],
        summary: "Save the signed-in user's reminder settings (the whole set); they take effect at once",
        body: ReminderSettingsSchema.strict(),
        response: { 200: StoredReminderSettingsSchema, 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const ctx = authenticatedContextOf(request);
      const saved = await saveReminderSettings({ ctx, input: request.body });
      await planSoon(app, request, ctx.user.id);
      return saved;
    },
  );
};

/** Plans the user's coming reminders; a failure is logged, not answered (the planner job catches up). */
async function planSoon(app: FastifyInstance, request: FastifyRequest, userId: number): Promise<void> {
  try {
    await app.reminders.planUser(app.db, userId);
  } catch (error) {
    request.log.warn({ err: error }, "reminders: planning after a change failed; the planner will catch up");
  }
}

export type RemindersPluginOptions = {
  /** Where planning reads the time: the jobs' clock (tests move it). */
  clock?: Clock;
};

/** Reminder settings routes, the reminders' jobs, and re-planning after the writes that change a schedule. */
export const remindersPlugin = fp(
  async (app: FastifyInstance, options: RemindersPluginOptions) => {
    const reminders = new Reminders({
      jobs: app.jobs,
      clock: options.clock ?? systemClock,
      // The push platform (decision 030) decorates `app.push`; read when a reminder is sent.
      sender: () => (app.hasDecorator("push") ? app.getDecorator<ReminderSender>("push") : null),
      log: app.log,
    });
    reminders.register();
    app.decorate("reminders", reminders);

    const unsubscribe = app.events.subscribe(REPLAN_AFTER, {
      onEvent: (event) => reminders.planInBackground(app.db, event.userId),
    });
    app.addHook("onClose", async () => {
      unsubscribe();
      await reminders.idle();
    });

    await app.register(routes);
  },
  { name: "reminders", dependencies: ["jobs", "events"] },
);
