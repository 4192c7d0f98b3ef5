import { type Agent, request as httpsRequest } from "node:https";
import { ErrorCode } from "@common/errors";
import { PushErrorMessages, type PushMessage, PushMessageSchema } from "@common/push";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import webpush from "web-push";
import { z } from "zod";
import type { Database } from "../../db/client";
import { appSecrets, pushSubscriptions, reminderDeliveries } from "../../db/schema";
import { AppError } from "../../errors";
import { scope } from "../policy";

export type VapidKeys = { publicKey: string; privateKey: string };

/** Sends at once per `sendToUser` call, at most. */
export const PUSH_SEND_CONCURRENCY = 20;
/** Socket time limit of one request to a push service. */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for an offline device, unless the caller says otherwise. */
export const PUSH_DEFAULT_TTL_SECONDS = 15 * 60;

export type PushSendOptions = {
  /**
   * Names one reminder occurrence (e.g. `watch:3:2026-11-24T23:55Z`): each device gets it at most once,
   * however often or concurrently this is called with the same key (`reminder_deliveries`).
   */
  reminderKey?: string;
  /** Seconds the push service may hold the message for a device that is offline (default 15 minutes). */
  ttlSeconds?: number;
  urgency?: "high" | "normal";
};

/** Devices handed the message; removed (the push service said 404/410); failed; skipped (had it already). */
export type PushSendResult = { sent: number; removed: number; failed: number; skipped: number };

/**
 * Some devices' sends failed for a reason that may pass (network, timeout, 429, 5xx) and a retry may still
 * deliver: `result` says what happened. Answered 503 when it reaches a route.
 */
export class PushDeliveryFailed extends AppError {
  constructor(readonly result: PushSendResult) {
    super(503, ErrorCode.unavailable, PushErrorMessages.unavailable, undefined, { "retry-after": "60" });
  }
}

const StoredVapidKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The server's VAPID key pair: the configured one, or else the one kept in `app_secrets` ('vapid'), made
 * by whichever instance started first (INSERT … ON CONFLICT DO NOTHING, then read: all share one pair).
 */
export async function loadVapidKeys(db: Database, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return configured;
  const generated = webpush.generateVAPIDKeys();
  await db.insert(appSecrets).values({ name: "vapid", value: generated }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, "vapid"));
  return StoredVapidKeysSchema.parse(row?.value);
}

type Subscription = { id: number; endpoint: string; p256dh: string; auth: string };

/** A VAPID token's lifetime (RFC 8292 allows at most 24 h), and how long one signed token is reused. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const VAPID_REUSE_MS = 60 * 60 * 1000;
/** Push services are few (one per browser vendor); a bound in case of many odd endpoints. */
const VAPID_HEADERS_KEPT_MAX = 100;
type Outcome = "sent" | "gone" | "transient" | "refused";

export type PushSenderOptions = {
  /** The key pair, or how to load it (the database was down at start-up: loaded at first use, decision 020). */
  keys: VapidKeys | (() => Promise<VapidKeys>);
  subject: string;
  log: FastifyBaseLogger;
  /** The https.Agent requests go through (tests: the fake push service's, which trusts its certificate). */
  agent?: Agent;
  concurrency?: number;
  timeoutMs?: number;
};

/** Where a push goes, for logs: the push service's origin only (the path is the device's secret address). */
function serviceOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return "(bad endpoint)";
  }
}

/**
 * Sends Web Push messages (RFC 8030/8291/8292 through `web-push`) to a user's subscribed devices
 * (decision 030). The payload is a `PushMessage` and nothing else: callers build it from fixed templates,
 * never from anything a user wrote.
 */
export class PushSender {
  private keys: VapidKeys | null;
  private readonly loadKeys: (() => Promise<VapidKeys>) | null;
  private loading: Promise<VapidKeys> | null = null;
  private readonly subject: string;
  private readonly agent: Agent | undefined;
  private readonly concurrency: number;
  private readonly timeoutMs: number;
  private readonly log: FastifyBaseLogger;

  constructor(options: PushSenderOptions) {
    this.keys = typeof options.keys === "function" ? null : options.keys;
    this.loadKeys = typeof options.keys === "function" ? options.keys : null;
    this.subject = options.subject;
    this.agent = options.agent;
    this.concurrency = options.concurrency ?? PUSH_SEND_CONCURRENCY;
    this.timeoutMs = options.timeoutMs ?? PUSH_REQUEST_TIMEOUT_MS;
    this.log = options.log;
  }

  /** Signed VAPID headers by push service origin, each with the time it stops being reused. */
  private readonly vapidHeaders = new Map<string, { header: string; reuseUntil: number }>();

  /**
   * The `Authorization` header for a push service: a VAPID JWT (audience: the service's origin) valid 12 h,
   * signed once and reused for an hour, so it always has hours left when a push service reads it.
   */
  private vapidHeaderFor(origin: string, keys: VapidKeys): string {
    const now = Date.now();
    const cached = this.vapidHeaders.get(origin);
    if (cached && cached.reuseUntil > now) return cached.header;
    const expiration = Math.floor(now / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      origin,
      this.subject,
      keys.publicKey,
      keys.privateKey,
      "aes128gcm",
      expiration,
    );
    if (this.vapidHeaders.size >= VAPID_HEADERS_KEPT_MAX) this.vapidHeaders.clear();
    this.vapidHeaders.set(origin, { header: Authorization, reuseUntil: now + VAPID_REUSE_MS });
    return Authorization;
  }

  /** The VAPID public key, once loaded (`getPublicKey()` loads it when start-up could not). */
  get publicKey(): string {
    if (!this.keys) throw new Error("The VAPID keys are not loaded yet");
    return this.keys.publicKey;
  }

  async getPublicKey(): Promise<string> {
    return (await this.loadedKeys()).publicKey;
  }

  /** The key pair; loaded once, a failed load (database down) is tried again at the next use. */
  private async loadedKeys(): Promise<VapidKeys> {
    if (this.keys) return this.keys;
    if (!this.loadKeys) throw new Error("No VAPID keys");
    this.loading ??= this.loadKeys()
      .then((keys) => {
        this.keys = keys;
        return keys;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /**
   * Sends `message` to each of the user's devices. With `reminderKey`, a device that had this occurrence
   * already is skipped, and each device is claimed (a `reminder_deliveries` row) before its send, so two
   * runs at once send it once. A 404/410 deletes the subscription. When a device's send fails for a reason
   * that may pass, its claim is given back and `PushDeliveryFailed` is thrown — with a reminder key
   * whenever any device failed so (a retried job sends to those devices only), without one only when no
   * device got the message (a retry would send the others a second copy).
   */
  async sendToUser(
    db: Database,
    userId: number,
    message: PushMessage,
    options: PushSendOptions = {},
  ): Promise<PushSendResult> {
    const payload = JSON.stringify(PushMessageSchema.strict().parse(message));
    const keys = await this.loadedKeys();
    const { reminderKey } = options;
    const subscriptions: Subscription[] = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(scope({ id: userId }, "read", "pushSubscription"));
    let targets = subscriptions;
    if (reminderKey !== undefined) {
      // Claims every device of the user's that has not had this occurrence, in one statement.
      const claimed = await db
        .insert(reminderDeliveries)
        .select(
          sql`select ${reminderKey}::text, ${pushSubscriptions.id}, ${pushSubscriptions.userId}, now()
              from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}`,
        )
        .onConflictDoNothing()
        .returning({ subscriptionId: reminderDeliveries.subscriptionId });
      const ids = new Set(claimed.map((row) => row.subscriptionId));
      // A device subscribed between the two statements is claimed but not in the list: it waits for the next.
      targets = subscriptions.filter((subscription) => ids.has(subscription.id));
    }
    const result: PushSendResult = { sent: 0, removed: 0, failed: 0, skipped: subscriptions.length - targets.length };
    const retry: number[] = [];
    const gone: number[] = [];
    await eachLimited(targets, this.concurrency, async (subscription) => {
      const outcome = await this.sendOne(subscription, payload, keys, options);
      if (outcome === "sent") result.sent++;
      else if (outcome === "gone") gone.push(subscription.id);
      else {
        result.failed++;
        if (outcome === "transient") retry.push(subscription.id);
      }
    });
    if (gone.length > 0) {
      // Deleting a subscription deletes its deliveries too (foreign key, on delete cascade).
      const removed = await db
        .delete(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, gone))
        .returning({ id: pushSubscriptions.id });
      result.removed = removed.length;
    }
    if (reminderKey !== undefined && retry.length > 0) {
      await db
        .delete(reminderDeliveries)
        .where(and(eq(reminderDeliveries.reminderKey, reminderKey), inArray(reminderDeliveries.subscriptionId, retry)));
    }
    this.log.debug({ userId, kind: message.kind, ...result }, "push sent");
    if (retry.length > 0 && (reminderKey !== undefined || result.sent === 0)) throw new PushDeliveryFailed(result);
    return result;
  }

  private async sendOne(
    subscription: Subscription,
    payload: string,
    keys: VapidKeys,
    options: PushSendOptions,
  ): Promise<Outcome> {
    const service = serviceOf(subscription.endpoint);
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      // Encrypts the payload for the device (aes128gcm); the VAPID header is signed once per push service
      // and reused (signing is about half the cost of preparing a push).
      request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          contentEncoding: "aes128gcm",
          TTL: options.ttlSeconds ?? PUSH_DEFAULT_TTL_SECONDS,
          urgency: options.urgency ?? "normal",
        },
      );
      request.headers.Authorization = this.vapidHeaderFor(service, keys);
    } catch (error) {
      // Keys no push service could use: a retry cannot help.
      this.log.warn({ subscriptionId: subscription.id, service, reason: (error as Error).message }, "push not sent");
      return "refused";
    }
    let status: number;
    try {
      status = await post(request, this.agent, this.timeoutMs);
    } catch (error) {
      const reason = (error as Error).message;
      this.log.warn({ subscriptionId: subscription.id, service, reason, transient: true }, "push not delivered");
      return "transient";
    }
    if (status >= 200 && status < 300) return "sent";
    if (status === 404 || status === 410) {
      this.log.info({ subscriptionId: subscription.id, service, status }, "push subscription gone; removed");
      return "gone";
    }
    const transient = status === 429 || status >= 500;
    this.log.warn({ subscriptionId: subscription.id, service, status, transient }, "push not delivered");
    return transient ? "transient" : "refused";
  }
}

/** POSTs a prepared push request; the push service's status, or a throw (network, time limit). */
function post(
  details: { endpoint: string; method: string; headers: Record<string, string | number>; body: Buffer | null },
  agent: Agent | undefined,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      details.endpoint,
      {
        method: details.method,
        headers: details.headers,
        agent,
        timeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
