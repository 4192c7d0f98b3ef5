import { useCallback, useEffect, useState } from "react";
import { toastError, toastSuccess } from "@/lib/toast";
import { notificationsSupported } from "../push-support";

export type PermissionStatus = NotificationPermission | "unsupported";

/** How often the permission is read again (community §4): every 5 s, every 3 s on the live status card. */
export const PERMISSION_POLL_MS = 5_000;
export const LIVE_PERMISSION_POLL_MS = 3_000;

export function currentPermission(): PermissionStatus {
  return notificationsSupported() ? Notification.permission : "unsupported";
}

/** Shows the system notification that confirms notifications are on (core §8). */
export async function showConfirmation(): Promise<void> {
  const title = "Prayer Journey";
  const options: NotificationOptions = {
    body: "Notifications are now enabled for prayer reminders.",
    icon: "/favicon.svg",
  };
  try {
    const registration = await navigator.serviceWorker?.getRegistration?.();
    if (registration) {
      await registration.showNotification(title, options);
      return;
    }
    new Notification(title, options);
  } catch (error) {
    // Some mobile browsers only allow notifications through a service worker.
    console.warn("Could not show the confirmation notification", error);
  }
}

interface RequestOptions {
  /** Toast 'Notifications Enabled' and show the confirmation on a grant (off when the caller does more first). */
  announceGrant?: boolean;
}

/**
 * The browser's notification permission, read again every `pollMs` (a change made in the browser's
 * site settings shows without a reload), and a way to ask for it.
 */
export function useNotificationPermission({ pollMs = PERMISSION_POLL_MS }: { pollMs?: number } = {}) {
  const [permission, setPermission] = useState<PermissionStatus>(currentPermission);
  const [isRequesting, setIsRequesting] = useState(false);

  const refresh = useCallback(() => setPermission(currentPermission()), []);

  useEffect(() => {
    if (pollMs <= 0) return;
    const timer = setInterval(refresh, pollMs);
    return () => clearInterval(timer);
  }, [pollMs, refresh]);

  const requestPermission = useCallback(
    async ({ announceGrant = true }: RequestOptions = {}): Promise<PermissionStatus> => {
      if (!notificationsSupported()) {
        toastError("Notifications Not Supported", "Your browser doesn't support notifications");
        return "unsupported";
      }
      if (Notification.permission === "denied") {
        setPermission("denied");
        toastError("Notifications Previously Blocked", "Enable notifications in your browser settings", {
          duration: 12_000,
        });
        return "denied";
      }
      setIsRequesting(true);
      try {
        const result = await Notification.requestPermission();
        setPermission(result);
        if (result === "granted" && announceGrant) {
          toastSuccess("Notifications Enabled", "You'll receive prayer watch reminders");
          await showConfirmation();
        } else if (result === "denied") {
          toastError("Notifications Denied", "You can enable them later in browser settings");
        }
        return result;
      } catch (error) {
        console.warn("Notification permission request failed", error);
        toastError("Permission Error", "Failed to request notification permission");
        return currentPermission();
      } finally {
        setIsRequesting(false);
      }
    },
    [],
  );

  return { permission, isRequesting, requestPermission, refresh };
}
