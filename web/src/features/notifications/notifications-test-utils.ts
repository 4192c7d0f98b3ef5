import { defaultReminderSettings, type ReminderSettings, type StoredReminderSettings } from "@common/reminders";
import { vi } from "vitest";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { jsonResponse } from "@/testing/render";

/** Test doubles for the browser's notification and push APIs (jsdom has neither). */

export const PUBLIC_KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
/** A device's keys in the formats the contract checks (RFC 8291). */
export const DEVICE_P256DH = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";
export const DEVICE_AUTH = "tBHItJI5svbpez7KI4CCXg";
export const ENDPOINT = "https://push.example.test/send/device-1";

export function stubNotification(
  permission: NotificationPermission,
  answer: NotificationPermission | Error = "denied",
) {
  const NotificationMock = vi.fn() as unknown as typeof Notification & { permission: NotificationPermission };
  Object.assign(NotificationMock, {
    permission,
    requestPermission: vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      NotificationMock.permission = answer;
      return answer;
    }),
  });
  vi.stubGlobal("Notification", NotificationMock);
  return NotificationMock;
}

function fakeSubscription(endpoint: string): PushSubscription {
  const subscription = {
    endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: DEVICE_P256DH, auth: DEVICE_AUTH } }),
    unsubscribe: vi.fn(async () => {
      browser.subscription = null;
      return true;
    }),
  };
  return subscription as unknown as PushSubscription;
}

const browser: { subscription: PushSubscription | null } = { subscription: null };

/** A service worker registration with a push manager; `subscribed` gives this device a subscription already. */
export function stubPush({ subscribed = false }: { subscribed?: boolean } = {}) {
  browser.subscription = subscribed ? fakeSubscription(ENDPOINT) : null;
  const pushManager = {
    getSubscription: vi.fn(async () => browser.subscription),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      browser.subscription = fakeSubscription(ENDPOINT);
      return browser.subscription;
    }),
  };
  const registration = {
    active: { state: "activated" },
    waiting: null,
    installing: null,
    pushManager,
    showNotification: vi.fn(async () => {}),
  } as unknown as ServiceWorkerRegistration;
  const serviceWorker = {
    getRegistration: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
  };
  Object.defineProperty(navigator, "serviceWorker", { value: serviceWorker, configurable: true });
  vi.stubGlobal("PushManager", class {});
  return { pushManager, registration };
}

export function unstubPush() {
  Reflect.deleteProperty(navigator, "serviceWorker");
}

/** A reminder-settings and push server kept in memory; answers like the contract in common/. */
export function stubReminderServer(
  initial: Partial<ReminderSettings> = {},
  overrides: (request: RecordedRequest) => Response | undefined = () => undefined,
) {
  const state: { settings: StoredReminderSettings; subscriptions: string[] } = {
    settings: { ...defaultReminderSettings("UTC"), ...initial, updatedAt: null },
    subscriptions: [],
  };
  const requests = stubFetch((request) => {
    const override = overrides(request);
    if (override) return override;
    const route = `${request.method} ${request.url.pathname}`;
    switch (route) {
      case "GET /api/reminder-settings":
        return state.settings;
      case "PUT /api/reminder-settings":
        state.settings = { ...(request.body as ReminderSettings), updatedAt: new Date().toISOString() };
        return state.settings;
      case "GET /api/push/public-key":
        return { publicKey: PUBLIC_KEY };
      case "POST /api/push/subscriptions":
        state.subscriptions.push((request.body as { endpoint: string }).endpoint);
        return jsonResponse({ endpoint: (request.body as { endpoint: string }).endpoint }, 201);
      case "DELETE /api/push/subscriptions":
        state.subscriptions = state.subscriptions.filter((e) => e !== (request.body as { endpoint: string }).endpoint);
        return new Response(null, { status: 204 });
      case "POST /api/push/test":
        return state.subscriptions.length === 0
          ? jsonResponse({ message: "No device is subscribed to notifications." }, 409)
          : { sent: state.subscriptions.length, removed: 0 };
      default:
        return undefined;
    }
  });
  const puts = () => requests.filter((request) => request.method === "PUT").map((r) => r.body as ReminderSettings);
  return { state, requests, puts };
}
