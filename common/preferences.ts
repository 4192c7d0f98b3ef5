import { z } from "zod";
import { SPEECH_VOICES } from "./speech-voices";

/** Spiritual, voice and notification preferences (core spec §3; community spec §3, §5). */

export const ALLERGY_OPTIONS = ["gluten-free", "dairy-free", "nut-allergies", "vegetarian", "low-sodium"] as const;
export type AllergyOption = (typeof ALLERGY_OPTIONS)[number];

export const VOICE_LIMITS = { speedMin: 0.5, speedMax: 2, speedStep: 0.1, volumeMin: 0, volumeMax: 1, volumeStep: 0.1 };

export const VoiceSettingsSchema = z.object({
  voice: z.enum(SPEECH_VOICES),
  speed: z.number().min(VOICE_LIMITS.speedMin).max(VOICE_LIMITS.speedMax),
  volume: z.number().min(VOICE_LIMITS.volumeMin).max(VOICE_LIMITS.volumeMax),
});
export type VoiceSettings = z.infer<typeof VoiceSettingsSchema>;

const watchNumber = z.number().int().min(1).max(8);

export const PreferencesSchema = z.object({
  voiceSettings: VoiceSettingsSchema,
  preferredWatches: z
    .array(watchNumber)
    .max(8)
    .transform((watches) => [...new Set(watches)].sort((a, b) => a - b)),
  allergyProfile: z
    .array(z.enum(ALLERGY_OPTIONS))
    .max(ALLERGY_OPTIONS.length, `Choose at most ${ALLERGY_OPTIONS.length} allergy options.`)
    .transform((options) => [...new Set(options)]),
  notifications: z.object({
    prayerReminders: z.boolean(),
    groupAlerts: z.boolean(),
    dailyWord: z.boolean(),
  }),
});
export type Preferences = z.output<typeof PreferencesSchema>;

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = { voice: "female", speed: 1, volume: 0.8 };

export const DEFAULT_PREFERENCES: Preferences = {
  voiceSettings: DEFAULT_VOICE_SETTINGS,
  preferredWatches: [4, 5],
  allergyProfile: [],
  notifications: { prayerReminders: true, groupAlerts: true, dailyWord: false },
};

/** Saved preferences merged over the defaults; anything unreadable falls back to its default. */
export function mergePreferences(saved: unknown): Preferences {
  if (typeof saved !== "object" || saved === null) return DEFAULT_PREFERENCES;
  const value = saved as Record<string, unknown>;
  const pick = <T>(schema: z.ZodType<T>, candidate: unknown, fallback: T): T => {
    const parsed = schema.safeParse(candidate);
    return parsed.success ? parsed.data : fallback;
  };
  const voice = (typeof value.voiceSettings === "object" && value.voiceSettings) || {};
  const notifications = (typeof value.notifications === "object" && value.notifications) || {};
  return {
    voiceSettings: pick(VoiceSettingsSchema, { ...DEFAULT_VOICE_SETTINGS, ...voice }, DEFAULT_VOICE_SETTINGS),
    preferredWatches: pick(PreferencesSchema.shape.preferredWatches, value.preferredWatches, [
      ...DEFAULT_PREFERENCES.preferredWatches,
    ]),
    allergyProfile: pick(PreferencesSchema.shape.allergyProfile, value.allergyProfile, []),
    notifications: pick(
      PreferencesSchema.shape.notifications,
      { ...DEFAULT_PREFERENCES.notifications, ...notifications },
      DEFAULT_PREFERENCES.notifications,
    ),
  };
}

/** Preferences as the API answers them (no transforms: a response schema is encoded, not parsed). */
export const PreferencesResponseSchema = z.object({
  voiceSettings: VoiceSettingsSchema,
  preferredWatches: z.array(watchNumber),
  allergyProfile: z.array(z.enum(ALLERGY_OPTIONS)),
  notifications: PreferencesSchema.shape.notifications,
});

/** GET/PUT /api/preferences: the saved preferences merged over the defaults; `updatedAt` is null until the first save. */
export const StoredPreferencesSchema = z.object({
  preferences: PreferencesResponseSchema,
  updatedAt: z.string().nullable(),
});
export type StoredPreferences = z.infer<typeof StoredPreferencesSchema>;
