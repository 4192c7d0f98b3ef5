import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { deletePushSubscription, getPushPublicKey, postPushSubscription } from "../api/reminders-api";
import { applicationServerKey, PushSetupError, pushSupported, subscriptionInput } from "../push-support";

export type ServiceWorkerState = "none" | "installing" | "waiting" | "active";

/** This browser's side of Web Push. */
export interface BrowserPushState {
  supported: boolean;
  serviceWorker: ServiceWorkerState;
  /** The push subscription's endpoint, when this device has one. */
  endpoint: string | null;
}

export const pushStateKey = ["push-subscription", "browser"] as const;

/** How long to wait for the app's service worker before giving up on subscribing. */
export const SERVICE_WORKER_WAIT_MS = 10_000;

function workerState(registration: ServiceWorkerRegistration | undefined): ServiceWorkerState {
  if (registration?.active) return "active";
  if (registration?.waiting) return "waiting";
  if (registration?.installing) return "installing";
  return "none";
}

export async function readBrowserPushState(): Promise<BrowserPushState> {
  if (!pushSupported()) return { supported: false, serviceWorker: "none", endpoint: null };
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = registration?.active ? await registration.pushManager.getSubscription() : null;
  return { supported: true, serviceWorker: workerState(registration), endpoint: subscription?.endpoint ?? null };
}

/** How long the browser's push service may take to hand out a subscription (it is a network call). */
export const PUSH_SUBSCRIBE_WAIT_MS = 30_000;

/** `promise`, or a PushSetupError once `ms` have passed (a call that never answers must not spin forever). */
async function within<T>(promise: Promise<T>, ms: number, reason: "no-worker" | "no-push-service"): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new PushSetupError(reason)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The app's service worker (H2's `/sw.js`), once it is active; it is registered on secure origins only. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  return within(navigator.serviceWorker.ready, SERVICE_WORKER_WAIT_MS, "no-worker");
}

/** Subscriptions already told to the server in this page, per user, so each is sent once. */
const reported = new Set<string>();

export interface PushSubscriptionState {
  state: BrowserPushState | undefined;
  isSubscribed: boolean;
  /** Asks for permission if needed, subscribes this device and tells the server (an upsert). */
  subscribe: () => Promise<void>;
  /** Ends this device's subscription, here and on the server. */
  unsubscribe: () => Promise<void>;
  refresh: () => void;
}

/**
 * This device's push subscription. Signed in, a subscription the browser already has is sent to the
 * server once per page (the server keeps one per endpoint), so the server stays in step after a sign-in.
 */
export function usePushSubscription(userId: number | null): PushSubscriptionState {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: pushStateKey, queryFn: readBrowserPushState, staleTime: 30_000 });
  const endpoint = query.data?.endpoint ?? null;

  useEffect(() => {
    if (userId === null || endpoint === null) return;
    const id = `${userId} ${endpoint}`;
    if (reported.has(id)) return;
    reported.add(id);
    void (async () => {
      try {
        const registration = await navigator.serviceWorker.getRegistration();
        const subscription = await registration?.pushManager.getSubscription();
        if (subscription) await postPushSubscription(subscriptionInput(subscription));
      } catch (error) {
        reported.delete(id);
        console.warn("Could not tell the server about this device's push subscription", error);
      }
    })();
  }, [userId, endpoint]);

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: pushStateKey }), [queryClient]);

  const subscribe = useCallback(async () => {
    try {
      if (!pushSupported()) throw new PushSetupError("unsupported");
      let permission = Notification.permission;
      if (permission === "default") permission = await Notification.requestPermission();
      if (permission === "denied") throw new PushSetupError("denied");
      if (permission !== "granted") throw new PushSetupError("dismissed");
      const registration = await activeRegistration();
      let subscription = await registration.pushManager.getSubscription();
      if (!subscription) {
        const publicKey = await getPushPublicKey();
        subscription = await within(
          registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: applicationServerKey(publicKey),
          }),
          PUSH_SUBSCRIBE_WAIT_MS,
          "no-push-service",
        );
      }
      await postPushSubscription(subscriptionInput(subscription));
      if (userId !== null) reported.add(`${userId} ${subscription.endpoint}`);
    } finally {
      refresh();
    }
  }, [userId, refresh]);

  const unsubscribe = useCallback(async () => {
    try {
      const registration = await navigator.serviceWorker.getRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (!subscription) return;
      await deletePushSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    } finally {
      refresh();
    }
  }, [refresh]);

  return { state: query.data, isSubscribed: endpoint !== null, subscribe, unsubscribe, refresh };
}
