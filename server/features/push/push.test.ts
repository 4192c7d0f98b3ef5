import { PUSH_LIMITS, PushErrorMessages, TEST_PUSH_BODY, TEST_PUSH_TITLE } from "@common/push";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { loadConfig } from "../../config";
import { pushSubscriptions, reminderDeliveries } from "../../db/schema";
import { registerUser } from "../../testing/factories";
import { type FakePushService, type FakeSubscription, startFakePushService } from "../../testing/fake-push-service";
import { requestAs } from "../../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { PUSH_TEST_PER_MINUTE } from "./push.routes";

let database: TestDatabase;
let push: FakePushService;
let app: App;
beforeAll(async () => {
  database = await createTestDatabase();
  push = await startFakePushService();
  const config = loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "", APP_URL: "https://prayer.example" });
  app = await buildApp({ config, database, pushAgent: push.agent });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await push.close();
  await database.close();
});

const subscribe = (cookie: string | undefined, body: unknown) =>
  requestAs(app, "POST", "/api/push/subscriptions", cookie, body);

async function endpointsOf(userId: number) {
  const rows = await database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
  return rows.map((row) => row.endpoint);
}

describe("GET /api/push/public-key", () => {
  it("answers the server's VAPID public key to anyone", async () => {
    const response = await requestAs(app, "GET", "/api/push/public-key");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: app.push.publicKey });
    expect(Buffer.from(app.push.publicKey, "base64url")).toHaveLength(65);
  });
});

describe("POST /api/push/subscriptions", () => {
  it("keeps the device, and the test notification reaches it, decrypted and VAPID-signed", async () => {
    const { user, cookie } = await registerUser(app);
    const device = push.newSubscription();
    const response = await subscribe(cookie, device);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ endpoint: device.endpoint });
    expect(await endpointsOf(user.id)).toEqual([device.endpoint]);

    const test = await requestAs(app, "POST", "/api/push/test", cookie);
    expect(test.statusCode).toBe(200);
    expect(test.json()).toEqual({ sent: 1, removed: 0 });
    const [delivery] = push.deliveriesTo(device.endpoint);
    expect(delivery?.payload).toEqual({
      kind: "test",
      title: TEST_PUSH_TITLE,
      body: TEST_PUSH_BODY,
      url: "/?tab=notifications",
      tag: "test",
    });
    expect(delivery?.vapid).toMatchObject({ publicKey: app.push.publicKey, audience: push.origin });
    expect(delivery?.urgency).toBe("high");
  });

  it("refuses signed-out callers and bodies that are not a usable subscription", async () => {
    const { cookie } = await registerUser(app);
    const device = push.newSubscription();
    expect((await subscribe(undefined, device)).statusCode).toBe(401);
    const bad: unknown[] = [
      { ...device, endpoint: device.endpoint.replace("https://", "http://") },
      { ...device, endpoint: "not a url" },
      { endpoint: device.endpoint },
      { ...device, keys: { auth: device.keys.auth } },
      { ...device, keys: { p256dh: device.keys.p256dh } },
      { ...device, keys: { p256dh: "abc", auth: device.keys.auth } },
      { ...device, keys: { p256dh: device.keys.p256dh, auth: "short" } },
      { ...device, endpoint: `https://push.example/${"x".repeat(2100)}` },
    ];
    for (const body of bad) {
      const response = await subscribe(cookie, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    const http = await subscribe(cookie, { ...device, endpoint: "http://127.0.0.1/push/x" });
    expect(http.json().message).toMatch(/https:\/\//);
    expect(
      await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toEqual([]);
  });

  it("updates the same device subscribing again, and moves a device signed in to another account", async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const device = push.newSubscription();
    expect((await subscribe(alice.cookie, device)).statusCode).toBe(201);
    const renewed = push.newSubscription();
    // The browser renewed its keys on the same endpoint.
    expect((await subscribe(alice.cookie, { ...device, keys: renewed.keys })).statusCode).toBe(201);
    const [row] = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(row).toMatchObject({ userId: alice.user.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });

    // Alice had a reminder on it; Bob signs in on that device: the device is his now, with none of her deliveries.
    await database.db
      .insert(reminderDeliveries)
      .values({ reminderKey: "watch:1:x", subscriptionId: row!.id, userId: alice.user.id });
    expect((await subscribe(bob.cookie, device)).statusCode).toBe(201);
    expect(await endpointsOf(alice.user.id)).toEqual([]);
    expect(await endpointsOf(bob.user.id)).toEqual([device.endpoint]);
    expect(
      await database.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.subscriptionId, row!.id)),
    ).toEqual([]);
  });

  it(`keeps at most ${PUSH_LIMITS.subscriptionsPerUserMax} devices: a new one replaces the least recently subscribed`, async () => {
    const { user, cookie } = await registerUser(app);
    const devices: FakeSubscription[] = [];
    for (let i = 0; i < PUSH_LIMITS.subscriptionsPerUserMax; i++) {
      const device = push.newSubscription();
      devices.push(device);
      expect((await subscribe(cookie, device)).statusCode).toBe(201);
    }
    // The first device subscribes again (a renewal), so the second is now the oldest.
    await subscribe(cookie, devices[0]);
    const newest = push.newSubscription();
    expect((await subscribe(cookie, newest)).statusCode).toBe(201);
    const kept = await endpointsOf(user.id);
    expect(kept).toHaveLength(PUSH_LIMITS.subscriptionsPerUserMax);
    expect(kept).not.toContain(devices[1]!.endpoint);
    expect(kept).toContain(devices[0]!.endpoint);
    expect(kept).toContain(newest.endpoint);

    // Five new devices at once: the cap still holds.
    const more = Array.from({ length: 5 }, () => push.newSubscription());
    const statuses = await Promise.all(more.map((device) => subscribe(cookie, device)));
    expect(statuses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const after = await endpointsOf(user.id);
    expect(after).toHaveLength(PUSH_LIMITS.subscriptionsPerUserMax);
    for (const device of more) expect(after).toContain(device.endpoint);
  });
});

describe("DELETE /api/push/subscriptions", () => {
  it("forgets the caller's own device; another user's endpoint is a 404 and stays", async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const phone = push.newSubscription();
    const laptop = push.newSubscription();
    await subscribe(alice.cookie, phone);
    await subscribe(alice.cookie, laptop);

    const stolen = await requestAs(app, "DELETE", "/api/push/subscriptions", bob.cookie, { endpoint: phone.endpoint });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain(phone.endpoint);
    expect(await endpointsOf(alice.user.id)).toEqual([phone.endpoint, laptop.endpoint]);
    const anonymous = await requestAs(app, "DELETE", "/api/push/subscriptions", undefined, {
      endpoint: phone.endpoint,
    });
    expect(anonymous.statusCode).toBe(401);

    const own = await requestAs(app, "DELETE", "/api/push/subscriptions", alice.cookie, { endpoint: phone.endpoint });
    expect(own.statusCode).toBe(204);
    expect(await endpointsOf(alice.user.id)).toEqual([laptop.endpoint]);
    const again = await requestAs(app, "DELETE", "/api/push/subscriptions", alice.cookie, { endpoint: phone.endpoint });
    expect(again.statusCode).toBe(404);
  });
});

describe("POST /api/push/test", () => {
  it("answers 409 with a plain message when no device is subscribed, and 401 signed out", async () => {
    const { cookie } = await registerUser(app);
    const response = await requestAs(app, "POST", "/api/push/test", cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PushErrorMessages.noDevice);
    expect((await requestAs(app, "POST", "/api/push/test")).statusCode).toBe(401);
  });

  it("removes a device its push service says is gone, and reaches the others", async () => {
    const { user, cookie } = await registerUser(app);
    const gone = push.newSubscription();
    const live = push.newSubscription();
    await subscribe(cookie, gone);
    await subscribe(cookie, live);
    push.answer(gone.endpoint, 410);
    const response = await requestAs(app, "POST", "/api/push/test", cookie);
    expect(response.json()).toEqual({ sent: 1, removed: 1 });
    expect(await endpointsOf(user.id)).toEqual([live.endpoint]);
  });

  it("answers 503 when no device could be reached for a reason that may pass", async () => {
    const { user, cookie } = await registerUser(app);
    const device = push.newSubscription();
    await subscribe(cookie, device);
    push.answer(device.endpoint, 500, 1);
    const response = await requestAs(app, "POST", "/api/push/test", cookie);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(PushErrorMessages.unavailable);
    expect(await endpointsOf(user.id)).toEqual([device.endpoint]);
  });

  it(`allows ${PUSH_TEST_PER_MINUTE} a minute per user`, async () => {
    const { cookie } = await registerUser(app);
    const device = push.newSubscription();
    await subscribe(cookie, device);
    for (let i = 0; i < PUSH_TEST_PER_MINUTE; i++) {
      expect((await requestAs(app, "POST", "/api/push/test", cookie)).statusCode).toBe(200);
    }
    const limited = await requestAs(app, "POST", "/api/push/test", cookie);
    expect(limited.statusCode).toBe(429);
    expect(push.deliveriesTo(device.endpoint)).toHaveLength(PUSH_TEST_PER_MINUTE);
    // Another user is not held back.
    const other = await registerUser(app);
    await subscribe(other.cookie, push.newSubscription());
    expect((await requestAs(app, "POST", "/api/push/test", other.cookie)).statusCode).toBe(200);
  });
});

describe("account deletion", () => {
  it("deletes the account's subscriptions with it", async () => {
    const { user, cookie, password } = await registerUser(app);
    await subscribe(cookie, push.newSubscription());
    await subscribe(cookie, push.newSubscription());
    expect(await endpointsOf(user.id)).toHaveLength(2);
    const response = await requestAs(app, "DELETE", "/api/account", cookie, { password });
    expect(response.statusCode).toBe(204);
    expect(await endpointsOf(user.id)).toEqual([]);
  });
});
