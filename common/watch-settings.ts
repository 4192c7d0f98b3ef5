import { z } from "zod";
import { isValidTimeZone } from "./time-zones";

/**
 * A user's watch settings. `homeTimeZone` pins the watches to a home time zone (a traveller
 * keeping their home watch); null follows the device's clock.
 */
export const WatchSettingsSchema = z.object({
  homeTimeZone: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine(isValidTimeZone, "Unknown time zone. Choose one from the list, e.g. Europe/London.")
    .nullable(),
});
export type WatchSettings = z.infer<typeof WatchSettingsSchema>;

export const DEFAULT_WATCH_SETTINGS: WatchSettings = { homeTimeZone: null };

export const StoredWatchSettingsSchema = WatchSettingsSchema.extend({ updatedAt: z.string().nullable() });
export type StoredWatchSettings = z.infer<typeof StoredWatchSettingsSchema>;
