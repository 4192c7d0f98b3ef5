import { z } from "zod";

/** Web Push (issue 16). `GET /api/push/public-key` answers the server's VAPID public key. */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });

/** The browser's `PushSubscription.toJSON()`: `POST /api/push/subscriptions` (one per device, 201). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048).startsWith("https://", "A push endpoint is an https:// address."),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 public key (65 bytes, first 0x04) and a 16-byte secret, URL-safe base64 (RFC 8291).
    p256dh: z
      .string()
      .min(1)
      .max(256)
      .regex(/^B[A-Za-z0-9_-]{86}=?$/, "keys.p256dh is not a P-256 public key in URL-safe base64."),
    auth: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]{22}(==)?$/, "keys.auth is not a 16-byte secret in URL-safe base64."),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** `POST /api/push/subscriptions` answers the endpoint it keeps for the signed-in user. */
export const PushSubscribedSchema = z.object({ endpoint: z.string() });

/** How many devices one account keeps subscribed; a new device beyond it replaces the oldest. */
export const PUSH_LIMITS = { subscriptionsPerUserMax: 20 } as const;

/** `POST /api/push/test`: devices the push services took it for, and subscriptions found gone (removed). */
export const PushTestResultSchema = z.object({ sent: z.number().int(), removed: z.number().int() });
export type PushTestResult = z.infer<typeof PushTestResultSchema>;

/**
 * The plain messages of push failures: 409 from `POST /api/push/test` when the account has no subscribed
 * device; 503 when no device could be reached for a reason that may pass (network, the service's 429/5xx).
 */
export const PushErrorMessages = {
  noDevice: "No device is set up for notifications yet. Enable notifications on this device first.",
  unavailable: "The notification service could not be reached. Please try again in a minute.",
} as const;

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
  /** `group`: a group's alert (issue 18 §3, decision 047). */
  kind: z.enum(["watch", "personal", "strategy", "test", "group"]),
});
export type PushMessage = z.infer<typeof PushMessageSchema>;

/** The spec's test notification (core §8: a system notification titled with the product's name). */
export const TEST_PUSH_TITLE = "Prayer Journey";
export const TEST_PUSH_BODY = "Notifications are now enabled for prayer reminders";

/** The notification action that starts a session for the watch, and the page it opens. */
export const START_PRAYING_ACTION = "start-praying";
