import type { ReminderSettings } from "@common/reminders";
import { useCallback, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { postPushTest } from "../api/reminders-api";
import { announcePushSetupError } from "../push-support";
import type { PermissionStatus } from "./use-notification-permission";
import { showConfirmation } from "./use-notification-permission";
import type { PushSubscriptionState } from "./use-push-subscription";
import type { ReminderSettingsState } from "./use-reminder-settings";

/**
 * Turns reminders on for this device: subscribes it (asking for permission if needed), then saves
 * `patch` (with `enabled: true`). Signed out there is nothing to turn on: the caller says so.
 * Resolves true when both worked; the failure has been announced otherwise.
 */
export function useActivateReminders(push: PushSubscriptionState, reminders: ReminderSettingsState) {
  const [isActivating, setIsActivating] = useState(false);
  const activate = useCallback(
    async (patch: Partial<ReminderSettings> = {}): Promise<boolean> => {
      setIsActivating(true);
      try {
        try {
          await push.subscribe();
        } catch (error) {
          announcePushSetupError(error);
          return false;
        }
        return await reminders.save({ ...patch, enabled: true });
      } finally {
        setIsActivating(false);
      }
    },
    [push, reminders],
  );
  return { activate, isActivating };
}

/**
 * 'Send Test Notification': needs granted permission (core §5). Signed in, the server sends the spec's
 * test notification to every device of the account, subscribing this one first; signed out, the browser
 * shows it itself, so at least the permission is proven.
 */
export function useTestNotification(
  permission: PermissionStatus,
  push: PushSubscriptionState,
  isSignedIn: boolean,
  notGranted: { title: string; description: string } = {
    title: "Permission Required",
    description: "Please enable notifications first",
  },
) {
  const [isSending, setIsSending] = useState(false);
  const sendTest = useCallback(async () => {
    if (permission !== "granted") {
      toastError(notGranted.title, notGranted.description, { duration: 8_000 });
      return;
    }
    setIsSending(true);
    try {
      if (!isSignedIn) {
        await showConfirmation();
        toastSuccess("Test Notification Shown", "Sign in and activate reminders to have them sent to this device.");
        return;
      }
      if (!push.isSubscribed) await push.subscribe();
      const { sent } = await postPushTest();
      toastSuccess("Test Notification Sent", `Sent to ${sent} ${sent === 1 ? "device" : "devices"}.`);
    } catch (error) {
      if (!(error instanceof ApiError)) console.warn("The test notification failed", error);
      // No device subscribed (409), too many tests (429), push service unreachable (503): the server says which.
      const description =
        error instanceof ApiError && [409, 429, 503].includes(error.status)
          ? error.userMessage
          : "Check browser settings and try again";
      toastError("Test Failed", description);
    } finally {
      setIsSending(false);
    }
  }, [permission, push, isSignedIn, notGranted.title, notGranted.description]);
  return { sendTest, isSending };
}

/**
 * The Enable button of the Prayer Reminders card and of the Mobile Notifications panel: asks for
 * permission and, signed in, subscribes this device and turns reminders on, so 'You'll receive prayer
 * watch reminders' is true when it is said.
 */
export function useEnableNotifications(
  requestPermission: (options: { announceGrant: boolean }) => Promise<PermissionStatus>,
  push: PushSubscriptionState,
  reminders: ReminderSettingsState,
) {
  const { activate, isActivating } = useActivateReminders(push, reminders);
  const [isEnabling, setIsEnabling] = useState(false);
  const enable = useCallback(async () => {
    setIsEnabling(true);
    try {
      const result = await requestPermission({ announceGrant: false });
      if (result !== "granted") return;
      if (!reminders.isSignedIn) {
        toastSuccess("Notifications Enabled", "Sign in to receive prayer watch reminders on this device.");
        await showConfirmation();
        return;
      }
      if (await activate()) {
        toastSuccess("Notifications Enabled", "You'll receive prayer watch reminders");
        await showConfirmation();
      }
    } finally {
      setIsEnabling(false);
    }
  }, [requestPermission, reminders.isSignedIn, activate]);
  return { enable, isEnabling: isEnabling || isActivating };
}
