/**
 * The two voices of the spoken prayers (`voiceId` of POST /api/text-to-speech, the preferences' voice
 * settings). Apart from `ai.ts`, so the preferences contract, which the app needs on every page, does not
 * bring the AI and prayer schemas with it (decision 052).
 */
export const SPEECH_VOICES = ["female", "male"] as const;
export type SpeechVoice = (typeof SPEECH_VOICES)[number];
