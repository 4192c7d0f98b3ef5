import { type PushSubscriptionInput, PushSubscriptionSchema } from "@common/push";
import { toastError } from "@/lib/toast";

/** Why this device could not be set up for push notifications. */
export type PushSetupFailure = "unsupported" | "denied" | "dismissed" | "no-worker" | "no-push-service";

export class PushSetupError extends Error {
  override readonly name = "PushSetupError";
  constructor(readonly reason: PushSetupFailure) {
    super(`Push setup failed: ${reason}`);
  }
}

export function notificationsSupported(): boolean {
  return typeof window !== "undefined" && "Notification" in window;
}

/** Web Push needs notifications, a service worker and the Push API. */
export function pushSupported(): boolean {
  return (
    notificationsSupported() &&
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    navigator.serviceWorker !== undefined &&
    "PushManager" in window
  );
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` wants. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64Url}${"=".repeat((4 - (base64Url.length % 4)) % 4)}`.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** What the server is sent: the browser's own `PushSubscription.toJSON()`, checked by the shared contract. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return PushSubscriptionSchema.parse({
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: json.keys,
  });
}

/**
 * The spec's toasts for a device that could not be set up (core §8, community §8): blocked 12 s,
 * not granted 8 s.
 */
export function announcePushSetupError(error: unknown): void {
  if (error instanceof PushSetupError) {
    switch (error.reason) {
      case "unsupported":
        toastError("Notifications Not Supported", "Your browser doesn't support notifications");
        return;
      case "denied":
        toastError("Notifications Blocked", "Enable notifications in your browser settings", { duration: 12_000 });
        return;
      case "dismissed":
        toastError("Permission Not Granted", "Allow notifications when your browser asks, then try again.", {
          duration: 8_000,
        });
        return;
      case "no-worker":
      case "no-push-service":
        break;
    }
  }
  console.warn("Could not set up push notifications on this device", error);
  toastError("Setup Failed", "Could not set up prayer notifications");
}
