import { z } from "zod";
import { isValidTimeZone } from "./time-zones";
import { WATCH_NUMBERS } from "./watches";

/**
 * A user's reminder settings, kept on the server (issue 16): `GET/PUT /api/reminder-settings`.
 * The spec's local notification settings (core §3) and the Alerts tab's settings (community §3) in one
 * record. What fires:
 * - watch-start reminders when `enabled` and `watchNotificationsEnabled`, for each of `selectedWatches`,
 *   `reminderMinutes` before the watch starts in `timeZone`;
 * - personal reminders when `enabled` and `personalRemindersEnabled`, at each of `personalReminderTimes`;
 * - strategy reminders when `enabled`, at each saved strategy's reminder times by its frequency;
 * - nothing at all while the profile's 'Prayer reminders' preference is off, and nothing in quiet hours.
 * 'Activate Prayer Reminders' sets `enabled`; turning watch alerts or personal reminders on sets it too.
 */
export const REMINDER_LIMITS = { leadMinutesMax: 60, personalTimesMax: 24, messageMax: 200 } as const;

export const ClockTimeSchema = z
  .string()
  .max(5, "Times are written HH:mm, e.g. 06:30.")
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are written HH:mm, e.g. 06:30.");

export const ReminderSettingsSchema = z.object({
  enabled: z.boolean(),
  selectedWatches: z
    .array(z.union(WATCH_NUMBERS.map((n) => z.literal(n))))
    .max(8)
    .refine((list) => new Set(list).size === list.length, "Each watch can be selected once."),
  reminderMinutes: z.number().int().min(0).max(REMINDER_LIMITS.leadMinutesMax),
  sound: z.boolean(),
  vibration: z.boolean(),
  quietHours: z.object({ enabled: z.boolean(), start: ClockTimeSchema, end: ClockTimeSchema }),
  timeZone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine(isValidTimeZone, "Unknown time zone. Choose one from the list, e.g. Europe/London."),
  watchNotificationsEnabled: z.boolean(),
  personalRemindersEnabled: z.boolean(),
  personalReminderTimes: z
    .array(ClockTimeSchema)
    .max(REMINDER_LIMITS.personalTimesMax)
    .refine((list) => new Set(list).size === list.length, "Each reminder time can be added once."),
  personalReminderMessage: z.string().trim().min(1).max(REMINDER_LIMITS.messageMax),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

export const DEFAULT_PERSONAL_REMINDER_MESSAGE = "Time for prayer and communion with God";

/** Defaults (core §3, §9; community §3). `timeZone` is the browser's, or the pinned home time zone. */
export function defaultReminderSettings(timeZone = "UTC"): ReminderSettings {
  return {
    enabled: false,
    selectedWatches: [...WATCH_NUMBERS],
    reminderMinutes: 5,
    sound: true,
    vibration: true,
    quietHours: { enabled: false, start: "22:00", end: "06:00" },
    timeZone,
    watchNotificationsEnabled: true,
    personalRemindersEnabled: false,
    personalReminderTimes: [],
    personalReminderMessage: DEFAULT_PERSONAL_REMINDER_MESSAGE,
  };
}

/** `GET /api/reminder-settings`: the settings, and whether they were ever saved (false: defaults). */
export const StoredReminderSettingsSchema = ReminderSettingsSchema.extend({ updatedAt: z.string().nullable() });
export type StoredReminderSettings = z.infer<typeof StoredReminderSettingsSchema>;
