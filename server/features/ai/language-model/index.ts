export {
  createLanguageModelProvider,
  type LanguageModelLog,
  type LanguageModelProviderOptions,
} from "./language-model-provider";
