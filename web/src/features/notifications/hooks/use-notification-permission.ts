import { useCallback, useState } from "react";
import { toastError, toastSuccess } from "@/lib/toast";

export type PermissionStatus = NotificationPermission | "unsupported";

function notificationsSupported(): boolean {
  return typeof window !== "undefined" && "Notification" in window;
}

function currentPermission(): PermissionStatus {
  return notificationsSupported() ? Notification.permission : "unsupported";
}

/** Shows the system notification that confirms reminders are on (spec §8). */
async function showConfirmation(): Promise<void> {
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

export function useNotificationPermission() {
  const [permission, setPermission] = useState<PermissionStatus>(currentPermission);
  const [isRequesting, setIsRequesting] = useState(false);

  const refresh = useCallback(() => setPermission(currentPermission()), []);

  const requestPermission = useCallback(async () => {
    if (!notificationsSupported()) {
      toastError("Notifications Not Supported", "Your browser doesn't support notifications");
      return;
    }
    setIsRequesting(true);
    try {
      const result = await Notification.requestPermission();
      setPermission(result);
      if (result === "granted") {
        toastSuccess("Notifications Enabled", "You'll receive prayer watch reminders");
        await showConfirmation();
      } else if (result === "denied") {
        toastError("Notifications Denied", "You can enable them later in browser settings");
      }
    } catch (error) {
      console.warn("Notification permission request failed", error);
      toastError("Permission Error", "Failed to request notification permission");
    } finally {
      setIsRequesting(false);
    }
  }, []);

  return { permission, isRequesting, requestPermission, refresh };
}
