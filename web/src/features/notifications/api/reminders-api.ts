import {
  PushPublicKeySchema,
  type PushSubscriptionInput,
  type PushTestResult,
  PushTestResultSchema,
} from "@common/push";
import { type ReminderSettings, type StoredReminderSettings, StoredReminderSettingsSchema } from "@common/reminders";
import { apiRequest } from "@/lib/api-client";

export const reminderKeys = {
  all: ["/api/reminder-settings"] as const,
  forUser: (userId: number) => ["/api/reminder-settings", userId] as const,
};

export async function getReminderSettings(signal?: AbortSignal): Promise<StoredReminderSettings> {
  return StoredReminderSettingsSchema.parse(await apiRequest("GET", "/api/reminder-settings", undefined, { signal }));
}

export async function putReminderSettings(settings: ReminderSettings): Promise<StoredReminderSettings> {
  return StoredReminderSettingsSchema.parse(await apiRequest("PUT", "/api/reminder-settings", settings));
}

export async function getPushPublicKey(): Promise<string> {
  return PushPublicKeySchema.parse(await apiRequest("GET", "/api/push/public-key")).publicKey;
}

export async function postPushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await apiRequest("POST", "/api/push/subscriptions", subscription);
}

export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiRequest("DELETE", "/api/push/subscriptions", { endpoint });
}

/** Sends the test notification to every device of the user; 409 when none is subscribed. */
export async function postPushTest(): Promise<PushTestResult> {
  return PushTestResultSchema.parse(await apiRequest("POST", "/api/push/test"));
}
