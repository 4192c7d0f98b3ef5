import {
  type GeneratePrayerInput,
  GeneratePrayerResponseSchema,
  PrayerPointsSuggestionsResponseSchema,
  ScriptureSuggestionsResponseSchema,
  type SuggestionsInput,
} from "@common/ai";
import { apiRequest } from "@/lib/api-client";

/**
 * The AI issue's endpoints (spec §7); all need a signed-in user. Each answer comes whole, with
 * `source` and `model` saying who composed it (issue 19 §11).
 */
export async function fetchScriptureSuggestions(input: SuggestionsInput) {
  return ScriptureSuggestionsResponseSchema.parse(await apiRequest("POST", "/api/ai/scripture-suggestions", input));
}

export async function fetchPrayerPointSuggestions(input: SuggestionsInput) {
  return PrayerPointsSuggestionsResponseSchema.parse(
    await apiRequest("POST", "/api/ai/prayer-points-suggestions", input),
  );
}

export async function generateCompletePrayer(input: GeneratePrayerInput) {
  return GeneratePrayerResponseSchema.parse(await apiRequest("POST", "/api/ai/generate-complete-prayer", input));
}
