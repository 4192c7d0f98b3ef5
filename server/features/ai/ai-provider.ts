import type { ComposedBy, GeneratePrayerRequest, ScriptureSuggestion, SuggestionsRequest } from "@common/ai";
import type { StructuredPrayer } from "@common/prayers";

/**
 * What writes suggestions and prayers. The built-in composer is always there; a language-model
 * provider wraps it and falls back to it on timeout, error or invalid output.
 * Every scripture a provider returns has been checked against the app's Bible: the reference
 * resolves and the text is that verse's exact text.
 * `composedBy`, when given, is filled in with who actually composed the answer (issue 19 §11): the
 * composer, or the model (with its name); a model that falls back leaves "composer".
 */
export interface AiProvider {
  readonly name: string;
  suggestScriptures(input: SuggestionsRequest, composedBy?: ComposedBy): Promise<ScriptureSuggestion[]>;
  suggestPrayerPoints(input: SuggestionsRequest, composedBy?: ComposedBy): Promise<string[]>;
  generatePrayer(input: GeneratePrayerRequest, composedBy?: ComposedBy): Promise<StructuredPrayer>;
}

/** Records that the built-in composer answered. */
export function composedByComposer(composedBy: ComposedBy | undefined): void {
  if (!composedBy) return;
  composedBy.source = "composer";
  delete composedBy.model;
}
