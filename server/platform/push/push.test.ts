import type { PushMessage } from "@common/push";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { buildApp } from "../../app";
import { ConfigError, loadConfig } from "../../config";
import { appSecrets, pushSubscriptions, reminderDeliveries } from "../../db/schema";
import { registerUser } from "../../testing/factories";
import { type FakePushService, type FakeSubscription, startFakePushService } from "../../testing/fake-push-service";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { PushDeliveryFailed, PushSender } from "./index";

let database: TestDatabase;
let push: FakePushService;
beforeAll(async () => {
  database = await createTestDatabase();
  push = await startFakePushService();
});
afterAll(async () => {
  await push.close();
  await database.close();
});

const toClose: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of toClose.splice(0).reverse()) await close();
  push.latencyMs = 0;
});

async function appWith(env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "", APP_URL: "https://prayer.example", ...env });
  const app = await buildApp({ config, database, pushAgent: push.agent });
  await app.ready();
  toClose.push(() => app.close());
  return app;
}

/** A device of the user's, subscribed at the fake push service, stored as the subscribe route stores it. */
async function subscribe(userId: number): Promise<FakeSubscription & { id: number }> {
  const subscription = push.newSubscription();
  const [row] = await database.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: subscription.endpoint, ...subscription.keys })
    .returning({ id: pushSubscriptions.id });
  return { ...subscription, id: row!.id };
}

async function subscriptionRows(userId: number) {
  return database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

const watchReminder: PushMessage = {
  kind: "watch",
  title: "Third Watch begins in 5 minutes",
  body: "Your prayer watch is about to begin",
  tag: "watch-3",
  url: "/prayer-room?watch=3",
  watchNumber: 3,
  sound: true,
  vibration: false,
};

describe("Web Push to a user's devices (app.push)", () => {
  it("hands each device the message, encrypted for it and signed with the server's VAPID key", async () => {
    const app = await appWith();
    const { user } = await registerUser(app);
    const phone = await subscribe(user.id);
    const laptop = await subscribe(user.id);

    const result = await app.push.sendToUser(app.db, user.id, watchReminder, { ttlSeconds: 120, urgency: "high" });

    expect(result).toEqual({ sent: 2, removed: 0, failed: 0, skipped: 0 });
    for (const device of [phone, laptop]) {
      const [delivery] = push.deliveriesTo(device.endpoint);
      expect(delivery?.payload).toEqual(watchReminder);
      expect(delivery?.vapid).toMatchObject({
        publicKey: app.push.publicKey,
        audience: push.origin,
        subject: "https://prayer.example",
      });
      expect(delivery?.vapid.expiresAt).toBeGreaterThan(Date.now() / 1000);
      expect(delivery).toMatchObject({ ttl: 120, urgency: "high" });
    }
    expect(push.refused.filter((r) => r.endpoint === phone.endpoint || r.endpoint === laptop.endpoint)).toEqual([]);
  });

  it("signs one VAPID token per push service, valid for hours, and reuses it for the next pushes", async () => {
    const app = await appWith();
    const { user } = await registerUser(app);
    const phone = await subscribe(user.id);
    const laptop = await subscribe(user.id);
    await app.push.sendToUser(app.db, user.id, watchReminder);
    await app.push.sendToUser(app.db, user.id, watchReminder);
    const tokens = [phone, laptop].flatMap((device) => push.deliveriesTo(device.endpoint).map((d) => d.vapid));
    expect(tokens).toHaveLength(4);
    // The same token each time (signed once), expiring 12 hours ahead (RFC 8292: at most 24).
    expect(new Set(tokens.map((vapid) => vapid.expiresAt)).size).toBe(1);
    const hoursLeft = (tokens[0]!.expiresAt - Date.now() / 1000) / 3600;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);
  });

  it("refuses a message outside the contract (no free text travels in a push)", async () => {
    const app = await appWith();
    const { user } = await registerUser(app);
    const device = await subscribe(user.id);
    const withPrayer = { ...watchReminder, prayer: "Lord, heal my mother" } as PushMessage;
    await expect(app.push.sendToUser(app.db, user.id, withPrayer)).rejects.toThrow();
    await expect(
      app.push.sendToUser(app.db, user.id, { ...watchReminder, url: "https://evil.example" }),
    ).rejects.toThrow();
    expect(push.deliveriesTo(device.endpoint)).toEqual([]);
  });

  it("deletes a subscription the push service answers 410 or 404 for, and keeps the others", async () => {
    const app = await appWith();
    const { user } = await registerUser(app);
    const gone = await subscribe(user.id);
    const unknown = await subscribe(user.id);
    const kept = await subscribe(user.id);
    push.answer(gone.endpoint, 410);
    push.answer(unknown.endpoint, 404);

    const result = await app.push.sendToUser(app.db, user.id, watchReminder, { reminderKey: "watch:3:gone-test" });

    expect(result).toEqual({ sent: 1, removed: 2, failed: 0, skipped: 0 });
    expect((await subscriptionRows(user.id)).map((row) => row.endpoint)).toEqual([kept.endpoint]);
    expect(push.deliveriesTo(kept.endpoint)).toHaveLength(1);
  });

  it("with a reminder key, sends each device an occurrence once, even from two calls at the same moment", async () => {
    const app = await appWith();
    const { user } = await registerUser(app);
    const devices = [await subscribe(user.id), await subscribe(user.id), await subscribe(user.id)];
    push.latencyMs = 30;

    const [first, second] = await Promise.all([
      app.push.sendToUser(app.db, user.id, watchReminder, { reminderKey: "watch:3:2026-11-24T23:55Z" }),
      app.push.sendToUser(app.db, user.id, watchReminder, { reminderKey: "watch:3:2026-11-24T23:55Z" }),
    ]);
    expect(first.sent + second.sent).toBe(3);
    expect(first.skipped + second.skipped).toBe(3);
    const again = await app.push.sendToUser(app.db, user.id, watchReminder, {
      reminderKey: "watch:3:2026-11-24T23:55Z",
    });
    expect(again).toEqual({ sent: 0, removed: 0, failed: 0, skipped: 3 });
    for (const device of devices) expect(push.deliveriesTo(device.endpoint)).toHaveLength(1);

    // Another occurrence is another key: sent again.
    const next = await app.push.sendToUser(app.db, user.id, watchReminder, {
      reminderKey: "watch:3:2026-11-25T23:55Z",
    });
    expect(next.sent).toBe(3);
    const rows = await database.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, user.id));
    expect(rows).toHaveLength(6);
  });

  it("throws when a device failed for a passing reason, and a retry sends to that device only", async () => {
    const app = await appWith();
    const { user } = await registerUser(app);
    const fine = await subscribe(user.id);
    const flaky = await subscribe(user.id);
    push.answer(flaky.endpoint, 503, 1);
    const key = "personal:2026-11-24T07:00Z";

    const failure = await app.push.sendToUser(app.db, user.id, watchReminder, { reminderKey: key }).catch((e) => e);
    expect(failure).toBeInstanceOf(PushDeliveryFailed);
    expect((failure as PushDeliveryFailed).result).toEqual({ sent: 1, removed: 0, failed: 1, skipped: 0 });
    const claims = await database.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.reminderKey, key));
    expect(claims.map((row) => row.subscriptionId)).toEqual([fine.id]);

    const retry = await app.push.sendToUser(app.db, user.id, watchReminder, { reminderKey: key });
    expect(retry).toEqual({ sent: 1, removed: 0, failed: 0, skipped: 1 });
    expect(push.deliveriesTo(fine.endpoint)).toHaveLength(1);
    expect(push.deliveriesTo(flaky.endpoint)).toHaveLength(1);
  });

  it("without a reminder key, throws only when no device got the message", async () => {
    const app = await appWith();
    const { user } = await registerUser(app);
    const fine = await subscribe(user.id);
    const limited = await subscribe(user.id);
    push.answer(limited.endpoint, 429);
    const test: PushMessage = { kind: "test", title: "Prayer Journey", body: "Hello", tag: "test", url: "/" };
    expect(await app.push.sendToUser(app.db, user.id, test)).toEqual({ sent: 1, removed: 0, failed: 1, skipped: 0 });
    push.answer(fine.endpoint, 500);
    await expect(app.push.sendToUser(app.db, user.id, test)).rejects.toBeInstanceOf(PushDeliveryFailed);
    push.answer(fine.endpoint, 201);
    push.answer(limited.endpoint, 201);
    // Neither failure removed a subscription.
    expect(await subscriptionRows(user.id)).toHaveLength(2);
  });

  it("a device whose push service cannot be reached counts as failed, not removed", async () => {
    const app = await appWith();
    const { user } = await registerUser(app);
    const keys = push.newSubscription().keys;
    await database.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: "https://127.0.0.1:1/push/closed", ...keys });
    await expect(app.push.sendToUser(app.db, user.id, watchReminder)).rejects.toMatchObject({
      statusCode: 503,
      result: { sent: 0, removed: 0, failed: 1, skipped: 0 },
    });
    expect(await subscriptionRows(user.id)).toHaveLength(1);
  });

  it("sends at most 20 at once per call", async () => {
    const app = await appWith();
    const { user } = await registerUser(app);
    for (let i = 0; i < 24; i++) await subscribe(user.id);
    push.peakConcurrency = 0;
    push.latencyMs = 100;
    const result = await app.push.sendToUser(app.db, user.id, watchReminder);
    expect(result.sent).toBe(24);
    expect(push.peakConcurrency).toBe(20);
  });
});

describe("VAPID keys", () => {
  it("are generated at first start, kept in the database, and reused by every later instance", async () => {
    const first = await appWith();
    const [row] = await database.db.select().from(appSecrets).where(eq(appSecrets.name, "vapid"));
    expect(row?.value).toMatchObject({ publicKey: first.push.publicKey });
    const second = await appWith();
    expect(second.push.publicKey).toBe(first.push.publicKey);

    // A message the second instance sends is signed with that same pair.
    const { user } = await registerUser(second);
    const device = await subscribe(user.id);
    await second.push.sendToUser(second.db, user.id, watchReminder);
    expect(push.deliveriesTo(device.endpoint)[0]?.vapid.publicKey).toBe(first.push.publicKey);
  });

  it("are the configured pair when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given", async () => {
    const keys = webpush.generateVAPIDKeys();
    const app = await appWith({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "mailto:admin@prayer.example",
    });
    expect(app.push.publicKey).toBe(keys.publicKey);
    const { user } = await registerUser(app);
    const device = await subscribe(user.id);
    await app.push.sendToUser(app.db, user.id, watchReminder);
    expect(push.deliveriesTo(device.endpoint)[0]?.vapid).toMatchObject({
      publicKey: keys.publicKey,
      subject: "mailto:admin@prayer.example",
    });
    const [row] = await database.db.select().from(appSecrets).where(eq(appSecrets.name, "vapid"));
    expect(row?.value).not.toMatchObject({ publicKey: keys.publicKey });
  });

  it("refuse half a pair, malformed keys, keys of two pairs, and a subject that is no contact", () => {
    const keys = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const load = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: "test", ...env });
    expect(load({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/set both/);
    expect(load({ VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(ConfigError);
    expect(load({ VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(load({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: "a+b/" })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(load({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toThrow(
      /not the public key of VAPID_PRIVATE_KEY/,
    );
    expect(load({ VAPID_SUBJECT: "http://prayer.example" })).toThrow(/VAPID_SUBJECT/);
  });

  it("name a contact by default: APP_URL when public https, else the MAIL_FROM address", () => {
    expect(loadConfig({ NODE_ENV: "test", APP_URL: "https://prayer.example/" }).push.subject).toBe(
      "https://prayer.example",
    );
    expect(loadConfig({ NODE_ENV: "test", MAIL_FROM: "Prayer Journey <hello@prayer.example>" }).push.subject).toBe(
      "mailto:hello@prayer.example",
    );
  });
});

describe("VAPID keys that could not be loaded at start-up (database down)", () => {
  it("are loaded at first use, and a failed load is tried again at the next", async () => {
    const keys = webpush.generateVAPIDKeys();
    let loads = 0;
    const sender = new PushSender({
      keys: async () => {
        loads++;
        if (loads === 1) throw new Error("database down");
        return keys;
      },
      subject: "mailto:test@example.com",
      log: { warn: () => {}, info: () => {}, error: () => {}, debug: () => {} } as never,
    });
    expect(() => sender.publicKey).toThrow(/not loaded/);
    await expect(sender.getPublicKey()).rejects.toThrow("database down");
    expect(await sender.getPublicKey()).toBe(keys.publicKey);
    expect(await sender.getPublicKey()).toBe(keys.publicKey);
    expect(sender.publicKey).toBe(keys.publicKey);
    expect(loads).toBe(2);
  });
});
