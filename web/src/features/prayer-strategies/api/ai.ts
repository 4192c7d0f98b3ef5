import {
  type GeneratePrayerInput,
  GeneratePrayerResponseSchema,
  PrayerPointsSuggestionsResponseSchema,
  ScriptureSuggestionsResponseSchema,
  type SuggestionsInput,
} from "@common/ai";
import { apiRequest } from "@/lib/api-client";

/** The AI issue's endpoints (spec §7); all need a signed-in user. */
export async function fetchScriptureSuggestions(input: SuggestionsInput) {
  const answer = ScriptureSuggestionsResponseSchema.parse(
    await apiRequest("POST", "/api/ai/scripture-suggestions", input),
  );
  return answer.scripturesWithText;
}

export async function fetchPrayerPointSuggestions(input: SuggestionsInput) {
  const answer = PrayerPointsSuggestionsResponseSchema.parse(
    await apiRequest("POST", "/api/ai/prayer-points-suggestions", input),
  );
  return answer.prayerPoints;
}

export async function generateCompletePrayer(input: GeneratePrayerInput) {
  return GeneratePrayerResponseSchema.parse(await apiRequest("POST", "/api/ai/generate-complete-prayer", input)).prayer;
}
