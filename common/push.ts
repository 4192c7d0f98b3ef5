import { z } from "zod";

/** Web Push (issue 16). `GET /api/push/public-key` answers the server's VAPID public key. */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });

/** The browser's `PushSubscription.toJSON()`: `POST /api/push/subscriptions` (one per device, 201). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048).startsWith("https://", "A push endpoint is an https:// address."),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(64) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** `DELETE /api/push/subscriptions`. */
export const PushUnsubscribeSchema = z.object({ endpoint: z.string().url().max(2048) });

/**
 * What the server puts in a push; the service worker shows it. Never any prayer text: titles such as
 * 'Third Watch begins in 5 minutes'. `url` is the page a click opens (same origin, a path);
 * `watchNumber` is set for a watch reminder, and its 'Start praying' action starts a session for it.
 */
export const PushMessageSchema = z.object({
  title: z.string().max(120),
  body: z.string().max(240),
  tag: z.string().max(120),
  url: z.string().startsWith("/").max(300),
  watchNumber: z.number().int().min(1).max(8).optional(),
  sound: z.boolean().optional(),
  vibration: z.boolean().optional(),
  kind: z.enum(["watch", "personal", "strategy", "test"]),
});
export type PushMessage = z.infer<typeof PushMessageSchema>;

/** The spec's test notification (core §8: a system notification titled with the product's name). */
export const TEST_PUSH_TITLE = "Prayer Journey";
export const TEST_PUSH_BODY = "Notifications are now enabled for prayer reminders";

/** The notification action that starts a session for the watch, and the page it opens. */
export const START_PRAYING_ACTION = "start-praying";
