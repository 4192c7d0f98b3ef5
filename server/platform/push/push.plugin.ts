import type { Agent } from "node:https";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { loadVapidKeys, PushSender, type VapidKeys } from "./push-sender";

declare module "fastify" {
  interface FastifyInstance {
    /** Web Push to a user's devices (decision 030): `publicKey`, `sendToUser(db, userId, message, options)`. */
    push: PushSender;
  }
}

export type PushPluginOptions = {
  /** The configured VAPID pair; null: the pair kept in the database (made at first start). */
  vapidKeys: VapidKeys | null;
  /** The VAPID contact (mailto: or https:). */
  subject: string;
  /** The https.Agent pushes go through (tests: the fake push service's `agent`). */
  agent?: Agent;
  /** Sends at once per call, and the time limit of each (tests make them small). */
  concurrency?: number;
  timeoutMs?: number;
};

export const pushPlugin = fp(
  async (app: FastifyInstance, options: PushPluginOptions) => {
    // With the database down at start-up the server still starts (decision 020): the keys load at first use.
    let keys: VapidKeys | (() => Promise<VapidKeys>);
    try {
      keys = await loadVapidKeys(app.db, options.vapidKeys);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      app.log.warn("The database is unavailable: the push keys will be loaded at first use");
      keys = () => loadVapidKeys(app.db, options.vapidKeys);
    }
    app.decorate(
      "push",
      new PushSender({
        keys,
        subject: options.subject,
        log: app.log.child({ component: "push" }),
        ...(options.agent ? { agent: options.agent } : {}),
        ...(options.concurrency ? { concurrency: options.concurrency } : {}),
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      }),
    );
  },
  { name: "push", dependencies: ["database"] },
);
