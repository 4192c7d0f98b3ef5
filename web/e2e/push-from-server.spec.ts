import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PushMessageSchema, TEST_PUSH_BODY, TEST_PUSH_TITLE } from "@common/push";
import { expect, test } from "@playwright/test";
import { type FakePushService, startFakePushService } from "../../server/testing/fake-push-service";
import { deliverPush, PASSWORD, uniqueUsername } from "./support";

/**
 * Issue 16 §6: the server sends a push and the real service worker shows it. Headless Chromium cannot reach
 * a browser vendor's push service here, so the push service is the test's own (HTTPS, VAPID checked, the
 * payload decrypted with the subscription's keys: `server/testing/fake-push-service.ts`) and it hands what
 * the server sent to the worker through DevTools (`ServiceWorker.deliverPushMessage`), as Chromium's push
 * service would. The server is the built app in its own process, trusting the service's certificate.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 30;
const base = `http://localhost:${PORT}`;
// The real service worker shows the push (the other specs run without one: playwright.config.ts).
test.use({ serviceWorkers: "allow" });

let push: FakePushService;
let server: ChildProcess;
let folder: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  push = await startFakePushService();
  folder = mkdtempSync(join(tmpdir(), "pj-e2e-push-"));
  writeFileSync(join(folder, "push-ca.pem"), push.certificate);
  server = spawn(process.execPath, ["dist/server/server.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: join(folder, "data"),
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_IP_MAX: "1000",
      NODE_EXTRA_CA_CERTS: join(folder, "push-ca.pem"),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  server.stderr?.on("data", (chunk) => (output += chunk));
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const healthy = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (i > 600) throw new Error(`the server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await push?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test("the server's test notification, encrypted and signed for this device, is shown by the real worker", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000); // room for deliverPush's re-deliveries on a loaded machine
  await context.grantPermissions(["notifications"], { origin: base });
  const registered = await page.request.post(`${base}/api/register`, {
    data: { username: uniqueUsername("anna"), password: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`${base}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // This device's subscription, as the app posts it after `pushManager.subscribe` (the push service's).
  const device = push.newSubscription();
  const subscribed = await page.request.post(`${base}/api/push/subscriptions`, { data: device });
  expect(subscribed.status()).toBe(201);

  // The server sends the spec's test notification; the push service decrypts what it received.
  const sent = await page.request.post(`${base}/api/push/test`);
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toEqual({ sent: 1, removed: 0 });
  const delivery = await push.nextDelivery(15_000);
  expect(delivery.endpoint).toBe(device.endpoint);
  expect(delivery.vapid.audience).toBe(push.origin);
  expect(delivery.payload).toMatchObject({ kind: "test", title: TEST_PUSH_TITLE, body: TEST_PUSH_BODY });

  // Handed to the worker as the browser's push service would.
  const message = PushMessageSchema.parse(delivery.payload);
  await deliverPush(page, base, JSON.stringify(message), message.tag);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => ({ title: shown.title, body: shown.body }));
      }),
    )
    .toEqual([{ title: TEST_PUSH_TITLE, body: TEST_PUSH_BODY }]);
});
