import { AiMessages, type GeneratePrayerInput, type SuggestionsInput } from "@common/ai";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { toastError } from "@/lib/toast";
import { fetchPrayerPointSuggestions, fetchScriptureSuggestions, generateCompletePrayer } from "../api/ai";

export const AiToasts = {
  signInTitle: "Sign in required",
  signInSuggestions: "Sign in to get AI suggestions.",
  signInGenerate: "Sign in to generate a prayer with AI.",
  suggestionFailed: "Suggestion Failed",
  scripturesFailed: "Unable to get scripture suggestions. Please try again.",
  prayerPointsFailed: "Unable to get prayer point suggestions. Please try again.",
  generationFailed: "Generation Failed",
  generateFailed: "Unable to generate prayer. Please try again.",
} as const;

/** The spec's failure toast, or the server's reason when the user can act on it (signed out, too fast). */
function toastFailure(title: string, error: unknown, fallback: string, signIn: string) {
  if (error instanceof ApiError && error.status === 401) toastError(AiToasts.signInTitle, signIn);
  else if (error instanceof ApiError && error.status === 429) toastError(title, AiMessages.rateLimited);
  else toastError(title, fallback);
}

export function useScriptureSuggestions() {
  return useMutation({
    mutationFn: (input: SuggestionsInput) => fetchScriptureSuggestions(input),
    onError: (error) =>
      toastFailure(AiToasts.suggestionFailed, error, AiToasts.scripturesFailed, AiToasts.signInSuggestions),
  });
}

export function usePrayerPointSuggestions() {
  return useMutation({
    mutationFn: (input: SuggestionsInput) => fetchPrayerPointSuggestions(input),
    onError: (error) =>
      toastFailure(AiToasts.suggestionFailed, error, AiToasts.prayerPointsFailed, AiToasts.signInSuggestions),
  });
}

export function useGeneratePrayer() {
  return useMutation({
    mutationFn: (input: GeneratePrayerInput) => generateCompletePrayer(input),
    onError: (error) =>
      toastFailure(AiToasts.generationFailed, error, AiToasts.generateFailed, AiToasts.signInGenerate),
  });
}
