import type { Agent } from "node:https";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyServerOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { accountRoutes } from "./features/account/account.routes";
import { aiRoutes } from "./features/ai/ai.routes";
import { appearanceRoutes } from "./features/appearance/appearance.routes";
import { authPlugin } from "./features/auth/auth.plugin";
import { authRoutes } from "./features/auth/auth.routes";
import { emailVerificationRoutes } from "./features/auth/email-verification.routes";
import { passwordResetRoutes } from "./features/auth/password-reset.routes";
import { bibleRoutes } from "./features/bible/bible.routes";
import { calendarRoutes } from "./features/calendar/calendar.routes";
import { dailyWordRoutes } from "./features/daily-word/daily-word.routes";
import { groupAlertsPlugin } from "./features/group-alerts/alerts.routes";
import { groupEventsRoutes } from "./features/group-events/group-events.routes";
import { groupRosterRoutes } from "./features/group-roster/roster.routes";
import { groupStudiesRoutes } from "./features/group-studies/group-studies.routes";
import { chatRoutes } from "./features/groups/chat.routes";
import { groupsRoutes } from "./features/groups/groups.routes";
import { postsRoutes } from "./features/groups/posts.routes";
import { healthRoutes } from "./features/health/health.routes";
import { invitationsRoutes } from "./features/invitations/invitations.routes";
import { prayerSessionsRoutes } from "./features/prayer-sessions/prayer-sessions.routes";
import { prayerStrategiesRoutes } from "./features/prayer-strategies/prayer-strategies.routes";
import { prayerListCachePlugin } from "./features/prayers/prayer-list-cache";
import { prayersRoutes } from "./features/prayers/prayers.routes";
import { preferencesRoutes } from "./features/preferences/preferences.routes";
import { pushRoutes } from "./features/push/push.routes";
import { remindersPlugin } from "./features/reminders/reminders.routes";
import { textToSpeechRoutes } from "./features/text-to-speech/text-to-speech.routes";
import { watchesRoutes } from "./features/watches/watches.routes";
import { serverTimeouts } from "./http-timeouts";
import { eventsPlugin } from "./platform/events";
import { type Clock, jobsPlugin } from "./platform/jobs";
import { liveUpdatesPlugin } from "./platform/live";
import { mailPlugin } from "./platform/mail";
import { pushPlugin } from "./platform/push";
import { databasePlugin } from "./plugins/database";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { securityPlugin } from "./plugins/security";
import { staticWebPlugin } from "./plugins/static-web";
import { validatorCompiler } from "./request-validation";

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  /** Where background jobs read the time; tests pass a clock they move. */
  clock?: Clock;
  /** The https.Agent Web Push requests go through; tests pass the fake push service's (server/testing). */
  pushAgent?: Agent;
};

/**
 * The largest body a route takes unless it says otherwise (imports do): its largest single write, a prayer
 * strategy of 3 × 50 entries of 500 characters, is ~230 KB even in a 3-byte-per-character script (decision 016).
 */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

/** Builds the whole app without listening, so tests can drive it with inject(). */
export async function buildApp({ config, database, logger = false, clock, pushAgent }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    ...serverTimeouts(config.http),
    bodyLimit: DEFAULT_BODY_LIMIT,
    // maxParamLength: a Bible reference of up to 200 characters, percent-encoded, in /api/bible/passage/{reference}.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1_000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External and app-wide plugins.
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, {
    allowedOrigins: config.allowedOrigins,
    strictTransportSecurity: config.session.cookieSecure === true,
  });
  await app.register(databasePlugin, { handle: database });
  await app.register(jobsPlugin, { ...config.jobs, clock });
  await app.register(eventsPlugin);
  await app.register(mailPlugin, config.mail);
  await app.register(pushPlugin, { ...config.push, agent: pushAgent });
  await app.register(authPlugin, { ...config.session, rateLimit: config.authRateLimit });
  await app.register(swagger, {
    openapi: { info: { title: "Prayer Journey API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });

  // Features, one line each.
  await app.register(healthRoutes);
  // First: it re-plans a user's reminders after the other features' writes that change them (decision 031).
  await app.register(remindersPlugin, { clock });
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(appearanceRoutes);
  await app.register(watchesRoutes);
  await app.register(bibleRoutes, { esvApiKey: config.esvApiKey });
  await app.register(dailyWordRoutes);
  // The prayers feature's cache of serialized lists, kept fresh by `prayers.changed` events (decision 022).
  await app.register(prayerListCachePlugin);
  await app.register(prayerStrategiesRoutes);
  await app.register(prayersRoutes);
  await app.register(groupsRoutes);
  await app.register(postsRoutes);
  await app.register(chatRoutes);
  await app.register(prayerSessionsRoutes);
  await app.register(preferencesRoutes);
  await app.register(pushRoutes);
  await app.register(accountRoutes);
  await app.register(aiRoutes, { ai: config.ai });
  await app.register(textToSpeechRoutes, { textToSpeech: config.textToSpeech });
  await app.register(invitationsRoutes);
  // Issue 18: a group's schedule, calendars, studies, alerts and watch roster (each feature replaces its line).
  await app.register(groupEventsRoutes);
  await app.register(calendarRoutes, { appUrl: config.mail.appUrl });
  await app.register(groupStudiesRoutes);
  await app.register(groupAlertsPlugin, { clock });
  await app.register(groupRosterRoutes, { clock });
  await app.register(liveUpdatesPlugin, config.live);

  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
