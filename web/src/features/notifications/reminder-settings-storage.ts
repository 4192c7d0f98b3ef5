import { defaultReminderSettings, type ReminderSettings, ReminderSettingsSchema } from "@common/reminders";
import { deviceTimeZone as deviceZone } from "@/lib/device-time-zone";
import { readStorage, writeStorage } from "@/lib/storage";

/**
 * Signed out, the notification settings stay in this browser (core §3), as the spec's local settings do.
 * Nothing sends reminders for them: only the server does, for an account.
 */
export const LOCAL_REMINDER_SETTINGS_KEY = "prayer-journey:notification-settings";
const CHANGE_EVENT = "prayer-journey:notification-settings-changed";

/** The device's zone, "UTC" when the runtime names none. */
export function deviceTimeZone(): string {
  return deviceZone() || "UTC";
}

let cache: { raw: string | null; value: ReminderSettings } | null = null;

/** The saved local settings merged over the defaults; anything unreadable gives the defaults. */
export function loadLocalReminderSettings(): ReminderSettings {
  const raw = readStorage(LOCAL_REMINDER_SETTINGS_KEY);
  if (cache && cache.raw === raw) return cache.value;
  const defaults = defaultReminderSettings(deviceTimeZone());
  let value = defaults;
  if (raw !== null) {
    try {
      const parsed = ReminderSettingsSchema.safeParse({ ...defaults, ...JSON.parse(raw) });
      if (parsed.success) value = parsed.data;
      else console.warn("Saved notification settings are not valid; using the defaults", parsed.error);
    } catch (error) {
      console.warn("Saved notification settings could not be read; using the defaults", error);
    }
  }
  cache = { raw, value };
  return value;
}

export function saveLocalReminderSettings(settings: ReminderSettings): void {
  writeStorage(LOCAL_REMINDER_SETTINGS_KEY, JSON.stringify(settings));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** For useSyncExternalStore: this tab's changes and other tabs'. */
export function subscribeLocalReminderSettings(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_REMINDER_SETTINGS_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
