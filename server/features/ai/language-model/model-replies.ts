import { STRUCTURED_PRAYER_STAGES } from "@common/prayers";
import { z } from "zod";

/**
 * The shapes the provider accepts from a model, checked with zod. They are a little forgiving of
 * how different models phrase the same answer (an object per reference, a prayer wrapped in
 * `{ prayer: … }`), never of what the answer means: verse text a model sends is never read.
 */

/** A stage longer than this is a runaway reply, not a paragraph of prayer. */
export const STAGE_CHARACTERS_MAX = 6_000;

const referenceItem = z.union([z.string(), z.object({ reference: z.string() }).transform((item) => item.reference)]);

export const ScriptureReferencesReplySchema = z.object({
  references: z.array(referenceItem).min(1).max(30),
});

export const PrayerPointsReplySchema = z.object({
  prayerPoints: z.array(z.string()).min(1).max(30),
});

const stage = z.string().trim().min(1, "a stage is empty").max(STAGE_CHARACTERS_MAX, "a stage is far too long");

const PrayerStagesSchema = z.object({
  thanksgiving: stage,
  declareWord: stage,
  promises: stage,
  meditation: stage,
  tongues: stage,
});

export const PrayerReplySchema = z.preprocess((value) => {
  if (value && typeof value === "object" && "prayer" in value) {
    const inner = (value as { prayer: unknown }).prayer;
    if (inner && typeof inner === "object" && STRUCTURED_PRAYER_STAGES.every((name) => !(name in value))) return inner;
  }
  return value;
}, PrayerStagesSchema);

/** Why a reply was refused; the message is logged, never shown to the user. */
export class InvalidModelReply extends Error {
  override name = "InvalidModelReply";
}

/**
 * The JSON object in a model's message. Tolerates what local models add around it despite JSON
 * mode: a reasoning block (`<think>…</think>`), a Markdown code fence, a sentence before or after.
 */
export function parseModelJson(content: string | null | undefined): unknown {
  if (content == null || content.trim() === "") throw new InvalidModelReply("the model sent an empty message");
  const text = content
    .replace(/<think>[\s\S]*?<\/think>/gi, "")
    .replace(/^\s*```(?:json)?\s*/i, "")
    .replace(/\s*```\s*$/, "")
    .trim();
  try {
    return JSON.parse(text);
  } catch {
    const start = text.indexOf("{");
    const end = text.lastIndexOf("}");
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(text.slice(start, end + 1));
      } catch {
        // Reported below with the reply's beginning.
      }
    }
  }
  throw new InvalidModelReply(`the model's message is not JSON: ${JSON.stringify(text.slice(0, 80))}`);
}

/** Parses and validates a reply against `schema`, with zod's first issues as the reason. */
export function readModelReply<T>(schema: z.ZodType<T>, content: string | null | undefined): T {
  const parsed = schema.safeParse(parseModelJson(content));
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "(reply)"}: ${issue.message}`)
      .join("; ");
    throw new InvalidModelReply(`the model's JSON has the wrong shape: ${issues}`);
  }
  return parsed.data;
}
