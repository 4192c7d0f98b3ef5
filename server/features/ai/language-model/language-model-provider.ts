import {
  AI_LIMITS,
  type ComposedBy,
  type GeneratePrayerRequest,
  type ScriptureSuggestion,
  type SuggestionsRequest,
} from "@common/ai";
import {
  PRAYER_LIMITS,
  STRUCTURED_PRAYER_STAGES,
  type StructuredPrayer,
  structuredPrayerLength,
} from "@common/prayers";
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";
import type { Config } from "../../../config";
import type { AiProvider } from "../ai-provider";
import { resolveScriptureEntry } from "../scripture-check";
import { capLength, groundCitations, resolveSuggestedReference, scriptureKey } from "./grounding";
import {
  InvalidModelReply,
  PrayerPointsReplySchema,
  PrayerReplySchema,
  readModelReply,
  ScriptureReferencesReplySchema,
} from "./model-replies";
import { type ChatMessage, prayerMessages, prayerPointsMessages, scriptureSuggestionMessages } from "./prompts";

/** How many suggestions a user gets: fewer usable ones than `min` are topped up from the fallback. */
export const SUGGESTIONS = { min: 5, max: 8 } as const;
/** Scriptures of a strategy passed to the model as context, and how much of each one's text. */
const PROMPT_SCRIPTURES_MAX = 12;
const PROMPT_SCRIPTURE_CHARACTERS = 600;
/** Sent when no key is configured: the client insists on one, local servers (Ollama) ignore it. */
const PLACEHOLDER_API_KEY = "no-key";
const OPENAI_BASE_URL = "https://api.openai.com/v1";
/**
 * JSON mode, in the order tried. OpenAI and Ollama take json_object; LM Studio refuses it (HTTP 400,
 * "'response_format.type' must be 'json_schema' or 'text'") but takes a schema of any object; a
 * server that takes neither gets no response_format, and the prompt's instructions must do.
 */
const RESPONSE_FORMATS = [
  { type: "json_object" },
  { type: "json_schema", json_schema: { name: "answer", schema: { type: "object" } } },
  undefined,
] as const satisfies readonly (OpenAI.ChatCompletionCreateParams["response_format"] | undefined)[];

/** What the provider logs through: Fastify's logger (pino) or anything with the same two methods. */
export type LanguageModelLog = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

export type LanguageModelProviderOptions = {
  config: Config["ai"];
  /** The built-in composer: answers whenever the model does not, and tops up short lists. */
  fallback: AiProvider;
  log: LanguageModelLog;
};

type Operation = "suggestScriptures" | "suggestPrayerPoints" | "generatePrayer";

/**
 * An AiProvider backed by any OpenAI-compatible chat-completions endpoint (OpenAI, a hosted
 * compatible service, or a local server such as Ollama or LM Studio). Every answer is grounded in
 * our Bible; on a timeout, an error or a reply that is not the JSON asked for, the fallback answers
 * instead and a warning says why. Without `config.languageModel` it is the fallback itself.
 */
export function createLanguageModelProvider({ config, fallback, log }: LanguageModelProviderOptions): AiProvider {
  const languageModel = config.languageModel;
  if (!languageModel) return fallback;
  const { timeoutMs } = config;
  const client = new OpenAI({
    // Explicit values so the client reads nothing from process.env (config.ts is the only reader).
    baseURL: languageModel.baseUrl ?? OPENAI_BASE_URL,
    apiKey: languageModel.apiKey ?? PLACEHOLDER_API_KEY,
    organization: null,
    project: null,
    timeout: timeoutMs,
    maxRetries: 0,
    logLevel: "off",
  });
  const { model } = languageModel;
  const context = { provider: "language-model", model };
  /** Into RESPONSE_FORMATS: the first format this endpoint has not refused. */
  let formatIndex = 0;

  /** The model's message for these prompts, within one deadline covering the headers and the body. */
  async function ask(messages: ChatMessage[]): Promise<string | null | undefined> {
    const deadline = AbortSignal.timeout(timeoutMs);
    let completion: OpenAI.ChatCompletion;
    for (;;) {
      const used = formatIndex;
      const responseFormat = RESPONSE_FORMATS[used];
      try {
        completion = await client.chat.completions.create(
          { model, messages, ...(responseFormat ? { response_format: responseFormat } : {}) },
          { signal: deadline },
        );
        break;
      } catch (error) {
        if (deadline.aborted || error instanceof APIConnectionTimeoutError) throw new ModelTimeout(timeoutMs);
        if (!refusesResponseFormat(error) || used >= RESPONSE_FORMATS.length - 1) throw error;
        formatIndex = Math.max(formatIndex, used + 1);
        log.info(
          { ...context, refused: responseFormat?.type, next: RESPONSE_FORMATS[formatIndex]?.type ?? "none" },
          "The endpoint refused this JSON response format; using the next one from now on",
        );
      }
    }
    const choice = completion.choices?.[0];
    if (choice?.finish_reason === "length") throw new InvalidModelReply("the model's reply was cut off (length)");
    return choice?.message?.content;
  }

  /** The model's answer, or the fallback's; `composedBy` (issue 19 §11) says which one it was. */
  async function withFallback<T>(
    operation: Operation,
    composedBy: ComposedBy | undefined,
    answer: () => Promise<T>,
    fallBack: () => Promise<T>,
  ) {
    const started = performance.now();
    try {
      const result = await answer();
      if (composedBy) Object.assign(composedBy, { source: "model", model });
      return result;
    } catch (error) {
      log.warn(
        {
          ...context,
          operation,
          reason: reasonOf(error),
          elapsedMs: Math.round(performance.now() - started),
        },
        "The language model did not answer usably; the built-in composer answers instead",
      );
      return fallBack();
    }
  }

  function logDropped(operation: Operation, dropped: readonly string[]) {
    if (dropped.length === 0) return;
    log.info(
      { ...context, operation, dropped: dropped.slice(0, 10).map((reference) => capLength(reference, 80)) },
      "Removed scripture references the model gave that are not in our Bible",
    );
  }

  /** Adds the fallback's items not already in `items` until there are `SUGGESTIONS.min`; keeps `items` if it fails. */
  async function topUp<T>(operation: Operation, items: T[], more: () => Promise<T[]>, key: (item: T) => string) {
    if (items.length >= SUGGESTIONS.min) return items;
    try {
      const seen = new Set(items.map(key));
      const result = [...items];
      for (const item of await more()) {
        if (result.length >= SUGGESTIONS.min) break;
        if (seen.has(key(item))) continue;
        seen.add(key(item));
        result.push(item);
      }
      return result;
    } catch (error) {
      log.warn({ ...context, operation, reason: reasonOf(error) }, "Could not top up the model's suggestions");
      return items;
    }
  }

  return {
    name: "language-model",

    suggestScriptures(input: SuggestionsRequest, composedBy?: ComposedBy) {
      return withFallback(
        "suggestScriptures",
        composedBy,
        async () => {
          const reply = readModelReply(ScriptureReferencesReplySchema, await ask(scriptureSuggestionMessages(input)));
          const scriptures: ScriptureSuggestion[] = [];
          const seen = new Set<string>();
          const dropped: string[] = [];
          for (const reference of reply.references) {
            const scripture = resolveSuggestedReference(reference);
            if (!scripture) {
              dropped.push(reference);
              continue;
            }
            const key = scriptureKey(scripture.reference);
            if (seen.has(key)) continue;
            seen.add(key);
            scriptures.push(scripture);
            if (scriptures.length >= SUGGESTIONS.max) break;
          }
          logDropped("suggestScriptures", dropped);
          if (scriptures.length === 0) throw new InvalidModelReply("none of the model's references is in our Bible");
          return topUp(
            "suggestScriptures",
            scriptures,
            () => fallback.suggestScriptures(input),
            (scripture) => scriptureKey(scripture.reference),
          );
        },
        () => fallback.suggestScriptures(input, composedBy),
      );
    },

    suggestPrayerPoints(input: SuggestionsRequest, composedBy?: ComposedBy) {
      return withFallback(
        "suggestPrayerPoints",
        composedBy,
        async () => {
          const reply = readModelReply(PrayerPointsReplySchema, await ask(prayerPointsMessages(input)));
          const points: string[] = [];
          const seen = new Set<string>();
          const dropped: string[] = [];
          for (const raw of reply.prayerPoints) {
            const grounded = groundCitations(raw.replace(/^\s*(?:\d{1,2}[.)]|[-*•])\s+/, ""), "reference");
            dropped.push(...grounded.dropped);
            const point = capLength(grounded.text, AI_LIMITS.entryMax);
            const key = pointKey(point);
            if (key === "" || seen.has(key)) continue;
            seen.add(key);
            points.push(point);
            if (points.length >= SUGGESTIONS.max) break;
          }
          logDropped("suggestPrayerPoints", dropped);
          if (points.length === 0) throw new InvalidModelReply("the model gave no usable prayer points");
          return topUp("suggestPrayerPoints", points, () => fallback.suggestPrayerPoints(input), pointKey);
        },
        () => fallback.suggestPrayerPoints(input, composedBy),
      );
    },

    generatePrayer(input: GeneratePrayerRequest, composedBy?: ComposedBy) {
      return withFallback(
        "generatePrayer",
        composedBy,
        async () => {
          const reply = readModelReply(PrayerReplySchema, await ask(prayerMessages(input, promptScriptures(input))));
          const prayer = {} as StructuredPrayer;
          const dropped: string[] = [];
          for (const stage of STRUCTURED_PRAYER_STAGES) {
            const grounded = groundCitations(reply[stage], "quote");
            dropped.push(...grounded.dropped);
            if (grounded.text === "") {
              throw new InvalidModelReply(`the ${stage} stage is empty once unknown scriptures are removed`);
            }
            prayer[stage] = grounded.text;
          }
          logDropped("generatePrayer", dropped);
          if (structuredPrayerLength(prayer) > PRAYER_LIMITS.contentMax) {
            throw new InvalidModelReply("the prayer is longer than a prayer may be");
          }
          return prayer;
        },
        () => fallback.generatePrayer(input, composedBy),
      );
    },
  };
}

/** The strategy's scriptures that are in our Bible, with our text (shortened) for the model to understand. */
function promptScriptures(input: GeneratePrayerRequest): ScriptureSuggestion[] {
  const scriptures: ScriptureSuggestion[] = [];
  const seen = new Set<string>();
  for (const entry of input.scriptures) {
    const scripture = resolveScriptureEntry(entry);
    if (!scripture || seen.has(scripture.reference)) continue;
    seen.add(scripture.reference);
    scriptures.push({ reference: scripture.reference, text: capLength(scripture.text, PROMPT_SCRIPTURE_CHARACTERS) });
    if (scriptures.length >= PROMPT_SCRIPTURES_MAX) break;
  }
  return scriptures;
}

/** Two prayer points are the same when only case, spacing or punctuation differ. */
function pointKey(point: string): string {
  return point
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A 400 or 422 that names the response format: the server does not support that JSON mode. */
function refusesResponseFormat(error: unknown): boolean {
  return (
    error instanceof APIError &&
    (error.status === 400 || error.status === 422) &&
    /response_format|json_object|json_schema/i.test(error.message)
  );
}

/** One line for the log saying why the model's answer was not used. */
function reasonOf(error: unknown): string {
  if (error instanceof InvalidModelReply) return error.message;
  if (error instanceof ModelTimeout) return error.message;
  if (error instanceof APIError && error.status !== undefined) {
    return `the endpoint answered HTTP ${error.status}: ${capLength(error.message, 200)}`;
  }
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `could not reach the endpoint (${error.message}${cause})`;
  }
  return error instanceof Error ? `${error.name}: ${capLength(error.message, 200)}` : String(error);
}

/** No complete answer (headers and body) within the deadline. */
class ModelTimeout extends Error {
  override name = "ModelTimeout";
  constructor(timeoutMs: number) {
    super(`no complete answer within ${timeoutMs} ms (timeout)`);
  }
}
