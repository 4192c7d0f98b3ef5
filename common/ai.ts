import { z } from "zod";
import { formatCount } from "./format-count";
import { StructuredPrayerSchema } from "./prayers";

/** AI prayer tools (core spec §2, §7, §8): suggestions, five-stage generation and text-to-speech. */

export const AI_LIMITS = {
  focusMax: 2_000,
  /** Scriptures or prayer points sent to the generator. */
  entriesMax: 50,
  entryMax: 500,
  /** Characters one text-to-speech call may read (over it: 413). */
  speechTextMax: 5_000,
  voiceIdMax: 100,
} as const;

export const AiMessages = {
  /** Spec §5: 'Focus Required - Please enter a prayer focus first to get AI suggestions.' */
  focusRequiredTitle: "Focus Required",
  focusRequired: "Please enter a prayer focus first to get AI suggestions.",
  speechTextRequired: "There is no text to read aloud.",
  speechTextTooLong: `Text to read aloud has at most ${formatCount(AI_LIMITS.speechTextMax)} characters. Read a shorter part.`,
  rateLimited: "You are asking for AI help very quickly. Please wait a minute and try again.",
} as const;

const focus = z
  .string({ error: AiMessages.focusRequired })
  .trim()
  .min(1, AiMessages.focusRequired)
  .max(AI_LIMITS.focusMax, `A prayer focus has at most ${AI_LIMITS.focusMax} characters.`);

const watchNumber = z
  .number()
  .int()
  .min(1, "Choose a watch from 1 to 8.")
  .max(8, "Choose a watch from 1 to 8.")
  .default(1);

const entries = (label: string) =>
  z
    .array(z.string().max(AI_LIMITS.entryMax, `Each of the ${label} has at most ${AI_LIMITS.entryMax} characters.`))
    .max(AI_LIMITS.entriesMax, `At most ${AI_LIMITS.entriesMax} ${label}.`)
    .default([])
    .transform((list) => list.map((entry) => entry.trim()).filter((entry) => entry !== ""));

/** POST /api/ai/scripture-suggestions and /api/ai/prayer-points-suggestions. */
export const SuggestionsInputSchema = z.object({ focus, watchNumber });
export type SuggestionsInput = z.input<typeof SuggestionsInputSchema>;
export type SuggestionsRequest = z.output<typeof SuggestionsInputSchema>;

/** Who composed an AI answer (issue 19 §11): the built-in composer, or the configured language model. */
export const AI_SOURCES = ["composer", "model"] as const;
export type AiSource = (typeof AI_SOURCES)[number];
/**
 * Fields every AI answer carries: `source`, and with "model" the model's name (AI_MODEL), so the
 * screen can say "Composed by …". A model's answer that fell back to the composer says "composer".
 */
const composedBy = {
  source: z.enum(AI_SOURCES).optional(),
  model: z.string().optional(),
};
export type ComposedBy = { source: AiSource; model?: string };

/** One suggested verse: the reference and that verse's exact text from the app's own Bible. */
export const ScriptureSuggestionSchema = z.object({ reference: z.string(), text: z.string() });
export type ScriptureSuggestion = z.infer<typeof ScriptureSuggestionSchema>;

export const ScriptureSuggestionsResponseSchema = z.object({
  scripturesWithText: z.array(ScriptureSuggestionSchema),
  ...composedBy,
});
export type ScriptureSuggestionsResponse = z.infer<typeof ScriptureSuggestionsResponseSchema>;

export const PrayerPointsSuggestionsResponseSchema = z.object({
  prayerPoints: z.array(z.string()),
  ...composedBy,
});
export type PrayerPointsSuggestionsResponse = z.infer<typeof PrayerPointsSuggestionsResponseSchema>;

/** POST /api/ai/generate-complete-prayer. Scriptures are strategy entries: a bare reference or "reference - text". */
export const GeneratePrayerInputSchema = z.object({
  focus,
  scriptures: entries("scriptures"),
  prayerPoints: entries("prayer points"),
  watchNumber,
});
export type GeneratePrayerInput = z.input<typeof GeneratePrayerInputSchema>;
export type GeneratePrayerRequest = z.output<typeof GeneratePrayerInputSchema>;

export const GeneratePrayerResponseSchema = z.object({ prayer: StructuredPrayerSchema, ...composedBy });
export type GeneratePrayerResponse = z.infer<typeof GeneratePrayerResponseSchema>;

/** The two voices of the voice settings; a voiceId names one of them (or a provider's own voice id). */
export { SPEECH_VOICES, type SpeechVoice } from "./speech-voices";

/**
 * POST /api/text-to-speech → audio/mpeg (MP3, from the built-in voice or a hosted one; decision 018).
 * `voiceId` is "female" or "male" (the spec's fixed ids per gender); omitted means female.
 * `speed` is the user's voice speed (0.5–2, default 1).
 */
export const TextToSpeechInputSchema = z.object({
  // Past speechTextMax the service answers 413; this bound only keeps absurd input out of the service.
  text: z
    .string()
    .trim()
    .min(1, AiMessages.speechTextRequired)
    .max(AI_LIMITS.speechTextMax * 4, AiMessages.speechTextTooLong),
  voiceId: z.string().trim().max(AI_LIMITS.voiceIdMax).optional(),
  speed: z.number().min(0.5).max(2).optional(),
});
export type TextToSpeechInput = z.input<typeof TextToSpeechInputSchema>;
