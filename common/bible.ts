import { z } from "zod";

/** Limits of the Bible calls (community spec §9). */
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 100;
export const SEARCH_QUERY_MAX = 200;
export const REFERENCE_MAX = 200;
/** The most verses one passage may have (Psalm 119 has 176); a longer one is refused with a 400. */
export const PASSAGE_VERSES_MAX = 500;
/** The reading plan shows this many entries before 'Show more'. */
export const READING_PLAN_PREVIEW = 12;
export const QUICK_REFERENCES = [
  "Genesis 1",
  "Psalm 23",
  "Matthew 5",
  "John 3:16",
  "Romans 8",
  "1 Corinthians 13",
  "Ephesians 6",
  "Philippians 4",
  "Hebrews 11",
  "James 1",
] as const;

export const TRANSLATIONS = ["KJV", "ESV"] as const;
export type Translation = (typeof TRANSLATIONS)[number];

export const BibleMessages = {
  passageNotFound: "Unable to load this passage.",
  passageHint: "To access the full Bible, please provide an ESV API key in the settings.",
  dailyVerseFailed: "Unable to load daily verse",
  readingPlanMissing: "Reading plan not available",
} as const;

/**
 * One verse as the engine returns it. `text` is plain; `markup` keeps the KJV's italic words
 * (translators' additions) as `<i>…</i>`, the only tag it ever contains.
 */
export const VerseSchema = z.object({
  reference: z.string(),
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
  markup: z.string(),
});
export type Verse = z.infer<typeof VerseSchema>;

/** GET /api/bible/passage/{reference}: the spec's `canonical` and `passages`, plus what the dialog needs. */
export const PassageResponseSchema = z.object({
  canonical: z.string(),
  /** One string per passage (a reference like "Matthew 5:3-12; 6:9-13" has two), verses numbered, italics as <i>. */
  passages: z.array(z.string()),
  verses: z.array(VerseSchema),
  translation: z.enum(TRANSLATIONS),
  /** Copyright notice to show with the text (ESV); null for the public-domain KJV. */
  copyright: z.string().nullable(),
  /** Book and chapter of the first passage, and its neighbours within the book (null at either end). */
  book: z.string(),
  chapter: z.number().int(),
  previousChapter: z.string().nullable(),
  nextChapter: z.string().nullable(),
});
export type PassageResponse = z.infer<typeof PassageResponseSchema>;

/** `details` of the passage call's 404: what was wrong with the reference, and the hint to show under the message. */
export const PassageErrorDetailsSchema = z.object({ reason: z.string(), hint: z.string() });
export type PassageErrorDetails = z.infer<typeof PassageErrorDetailsSchema>;

export const PassageParamsSchema = z.object({
  reference: z.string().trim().min(1, "Enter a Bible reference, e.g. John 3:16").max(REFERENCE_MAX),
});

export const SearchQuerySchema = z.object({
  q: z.string().trim().min(1, "Enter words to search for").max(SEARCH_QUERY_MAX),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export const SearchResponseSchema = z.object({
  verses: z.array(z.object({ text: z.string(), reference: z.string() })),
  translation: z.enum(TRANSLATIONS),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

const IsoDateSchema = z.iso.date("Use a date like 2026-11-21").max(10, "Use a date like 2026-11-21");

export const DailyVerseQuerySchema = z.object({ date: IsoDateSchema.optional() });
export const DailyVerseResponseSchema = z.object({ text: z.string(), reference: z.string(), date: z.string() });
export type DailyVerseResponse = z.infer<typeof DailyVerseResponseSchema>;

export const READING_PLAN_TYPES = ["canonical", "chronological", "devotional"] as const;
export type ReadingPlanType = (typeof READING_PLAN_TYPES)[number];
export const ReadingPlanQuerySchema = z.object({ type: z.enum(READING_PLAN_TYPES).default("canonical") });
/** `plan[i]` is day i+1's reading: one or more references joined by "; ". */
export const ReadingPlanResponseSchema = z.object({ type: z.enum(READING_PLAN_TYPES), plan: z.array(z.string()) });
export type ReadingPlanResponse = z.infer<typeof ReadingPlanResponseSchema>;

export const FavoriteSchema = z.object({ id: z.number().int(), reference: z.string(), createdAt: z.string() });
export type Favorite = z.infer<typeof FavoriteSchema>;
export const FavoritesResponseSchema = z.object({ favorites: z.array(FavoriteSchema) });
export const AddFavoriteInputSchema = z.object({
  reference: z.string().trim().min(1, "Choose a passage to favourite").max(REFERENCE_MAX),
});

export const PlanProgressQuerySchema = z.object({ type: z.enum(READING_PLAN_TYPES) });
export const PlanProgressResponseSchema = z.object({
  type: z.enum(READING_PLAN_TYPES),
  /** 1-based day numbers marked read. */
  completedDays: z.array(z.number().int()),
});
export type PlanProgressResponse = z.infer<typeof PlanProgressResponseSchema>;
export const UpdatePlanProgressInputSchema = z.object({
  type: z.enum(READING_PLAN_TYPES),
  day: z.number().int().min(1).max(366),
  completed: z.boolean(),
});
