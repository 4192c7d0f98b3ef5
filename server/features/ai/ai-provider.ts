import type { GeneratePrayerRequest, ScriptureSuggestion, SuggestionsRequest } from "@common/ai";
import type { StructuredPrayer } from "@common/prayers";

/**
 * What writes suggestions and prayers. The built-in composer is always there; a language-model
 * provider wraps it and falls back to it on timeout, error or invalid output.
 * Every scripture a provider returns has been checked against the app's Bible: the reference
 * resolves and the text is that verse's exact text.
 */
export interface AiProvider {
  readonly name: string;
  suggestScriptures(input: SuggestionsRequest): Promise<ScriptureSuggestion[]>;
  suggestPrayerPoints(input: SuggestionsRequest): Promise<string[]>;
  generatePrayer(input: GeneratePrayerRequest): Promise<StructuredPrayer>;
}
