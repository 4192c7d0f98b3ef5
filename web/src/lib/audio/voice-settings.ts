import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "@common/preferences";

/**
 * The user's voice, speed and volume, as the spoken prayers use them. Its own small module: the preferences
 * feature keeps it current on every page, and the player (`prayer-audio.ts`) loads only where prayers are
 * read aloud (decision 052).
 */
let voiceSettings: VoiceSettings = DEFAULT_VOICE_SETTINGS;

/** The user's voice, speed and volume; the preferences feature keeps this current. */
export function configurePrayerAudio(settings: VoiceSettings): void {
  voiceSettings = settings;
}

export function currentVoiceSettings(): VoiceSettings {
  return voiceSettings;
}
