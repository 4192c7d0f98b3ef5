import { z } from "zod";
import { formatCount } from "./format-count";

/** Prayers: the sticky notes of the prayer wall (core spec §3, §4, §9). */
export const PRAYER_CATEGORIES = ["request", "thanksgiving", "praise", "scripture", "personal"] as const;
export type PrayerCategory = (typeof PRAYER_CATEGORIES)[number];

/** The type that marks an AI-generated five-stage prayer; any other type is shown as Personal. */
export const STRUCTURED_PRAYER_TYPE = "structured-prayer";

export const PRAYER_LIMITS = {
  titleMax: 200,
  /** Plain text, `{ text }`, or the five stages together. */
  contentMax: 20_000,
  typeMax: 50,
  /** Prayers one user may keep. */
  perUserMax: 2_000,
} as const;

export const PRAYER_DEFAULTS = {
  type: "personal",
  category: "request",
  color: "#fef08a",
  watchNumber: 1,
} as const;

/** Spec §4, posting a generated prayer. */
export const GENERATED_PRAYER_DEFAULTS = {
  type: STRUCTURED_PRAYER_TYPE,
  category: "thanksgiving",
  color: "#e879f9",
  isAnswered: false,
} as const;

/** The prayer wall's grid (spec §9): 6 columns, notes 2 × 2 by default. */
export const PRAYER_GRID = {
  columns: 6,
  defaultWidth: 2,
  defaultHeight: 2,
  maxHeight: 12,
  maxY: 10_000,
} as const;

export const PrayerMessages = {
  notFound: "No such prayer.",
  tooMany: `You can keep up to ${PRAYER_LIMITS.perUserMax} prayers. Delete one to add another.`,
  strategyNotFound: "That prayer strategy is not one of yours.",
  contentTooLong: `A prayer has at most ${formatCount(PRAYER_LIMITS.contentMax)} characters.`,
  outsideGrid: `A note must fit the ${PRAYER_GRID.columns}-column grid (x + w ≤ ${PRAYER_GRID.columns}).`,
  color: "A colour is a CSS hex colour, e.g. #e879f9.",
  nothingToUpdate: "Send at least one field to change.",
} as const;

/** The five stages of a generated prayer (spec §1). */
export const StructuredPrayerSchema = z.object({
  thanksgiving: z.string(),
  declareWord: z.string(),
  promises: z.string(),
  meditation: z.string(),
  tongues: z.string(),
});
export type StructuredPrayer = z.infer<typeof StructuredPrayerSchema>;
export const STRUCTURED_PRAYER_STAGES = ["thanksgiving", "declareWord", "promises", "meditation", "tongues"] as const;
export type StructuredPrayerStage = (typeof STRUCTURED_PRAYER_STAGES)[number];

/** The five stages' headings (spec §1). */
export const STRUCTURED_PRAYER_STAGE_TITLES: Record<StructuredPrayerStage, string> = {
  thanksgiving: "Thanksgiving",
  declareWord: "Declare God's Word",
  promises: "Promises He's Made",
  meditation: "Meditation",
  tongues: "Speaking in Tongues",
};

/** The five numbered sections of a structured prayer, as it is copied and shared (spec §9). */
export function structuredPrayerSections(prayer: StructuredPrayer): string {
  return STRUCTURED_PRAYER_STAGES.map(
    (stage, index) => `${index + 1}. ${STRUCTURED_PRAYER_STAGE_TITLES[stage]}\n${prayer[stage].trim()}`,
  ).join("\n\n");
}

export const TextPrayerContentSchema = z.object({ text: z.string() });

/** What a prayer holds: plain text, an object with text, or a structured five-stage prayer. */
export const PrayerContentSchema = z.union([z.string(), StructuredPrayerSchema, TextPrayerContentSchema]);
export type PrayerContent = z.infer<typeof PrayerContentSchema>;

export const structuredPrayerLength = (prayer: StructuredPrayer) =>
  STRUCTURED_PRAYER_STAGES.reduce((total, stage) => total + prayer[stage].length, 0);

/**
 * Reads a structured prayer out of content that may hold one as a JSON string (as the spec allows);
 * null when it is not one. The wall uses it to decide between the five stages and the raw text.
 */
export function structuredPrayerOf(content: PrayerContent): StructuredPrayer | null {
  let candidate: unknown = content;
  if (typeof content === "string") {
    if (!content.trimStart().startsWith("{")) return null;
    try {
      candidate = JSON.parse(content);
    } catch {
      return null;
    }
  }
  const parsed = StructuredPrayerSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** Content as the API stores it: a structured prayer sent as a JSON string becomes the object. */
export function normalizePrayerContent(content: PrayerContent): PrayerContent {
  return typeof content === "string" ? (structuredPrayerOf(content) ?? content) : content;
}

const within = (max: number) => (length: number) => length <= max;

const stageInput = z.string().max(PRAYER_LIMITS.contentMax, PrayerMessages.contentTooLong);
/** A structured prayer as a client may send it: each stage, and all five together, at most 20,000 characters. */
const StructuredPrayerInputSchema = z.object({
  thanksgiving: stageInput,
  declareWord: stageInput,
  promises: stageInput,
  meditation: stageInput,
  tongues: stageInput,
});

/** Content as a client may send it, bounded to 20,000 characters in all. */
export const PrayerContentInputSchema = z
  .union([
    z.string().max(PRAYER_LIMITS.contentMax, PrayerMessages.contentTooLong),
    StructuredPrayerInputSchema.strict().refine(
      (prayer) => within(PRAYER_LIMITS.contentMax)(structuredPrayerLength(prayer)),
      {
        error: PrayerMessages.contentTooLong,
      },
    ),
    z.object({ text: z.string().max(PRAYER_LIMITS.contentMax, PrayerMessages.contentTooLong) }).strict(),
  ])
  .transform(normalizePrayerContent);

/**
 * A note's place on the wall: column x (0–5) and row y, width w (1–6) and height h (1–12) in grid
 * cells; it must fit the 6 columns.
 */
export const PrayerPositionSchema = z
  .object({
    x: z
      .number()
      .int()
      .min(0)
      .max(PRAYER_GRID.columns - 1),
    y: z.number().int().min(0).max(PRAYER_GRID.maxY),
    w: z.number().int().min(1).max(PRAYER_GRID.columns),
    h: z.number().int().min(1).max(PRAYER_GRID.maxHeight),
  })
  .refine((position) => position.x + position.w <= PRAYER_GRID.columns, { error: PrayerMessages.outsideGrid });
export type PrayerPosition = z.infer<typeof PrayerPositionSchema>;

/**
 * Where a note that was never moved sits (spec §9: "position derived from index in 6 columns"):
 * the note at `index` of the newest-first list fills the grid row by row, three 2 × 2 notes a row,
 * so x = (index mod 3) × 2 and y = floor(index / 3) × 2.
 */
export function defaultPrayerPosition(index: number): PrayerPosition {
  const perRow = PRAYER_GRID.columns / PRAYER_GRID.defaultWidth;
  return {
    x: (index % perRow) * PRAYER_GRID.defaultWidth,
    y: Math.floor(index / perRow) * PRAYER_GRID.defaultHeight,
    w: PRAYER_GRID.defaultWidth,
    h: PRAYER_GRID.defaultHeight,
  };
}

/** Enough for an ISO date-time with nanoseconds and an offset ("2026-11-21T06:30:00.123456789+05:30" is 35). */
const ISO_DATE_TIME_MAX = 40;

const prayerFields = {
  title: z
    .string()
    .trim()
    .min(1, "Please give the prayer a title.")
    .max(PRAYER_LIMITS.titleMax, `A title has at most ${PRAYER_LIMITS.titleMax} characters.`),
  content: PrayerContentInputSchema,
  type: z
    .string()
    .trim()
    .min(1)
    .max(PRAYER_LIMITS.typeMax)
    .regex(/^[a-z0-9-]+$/, "A prayer type is lower-case letters, digits and dashes, e.g. structured-prayer."),
  category: z.enum(PRAYER_CATEGORIES),
  color: z
    .string()
    .max(9, PrayerMessages.color)
    .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, PrayerMessages.color),
  watchNumber: z.number().int().min(1, "Choose a watch from 1 to 8.").max(8, "Choose a watch from 1 to 8."),
  isAnswered: z.boolean(),
  /** One of the signed-in user's strategies, or null. */
  strategyId: z.number().int().min(1).max(2_147_483_647).nullable(),
  position: PrayerPositionSchema,
};

/** POST /api/prayers. Title and content are required; without a position the note takes its index's place. */
export const CreatePrayerInputSchema = z.object({
  title: prayerFields.title,
  content: prayerFields.content,
  type: prayerFields.type.default(PRAYER_DEFAULTS.type),
  category: prayerFields.category.default(PRAYER_DEFAULTS.category),
  color: prayerFields.color.default(PRAYER_DEFAULTS.color),
  watchNumber: prayerFields.watchNumber.default(PRAYER_DEFAULTS.watchNumber),
  isAnswered: prayerFields.isAnswered.default(false),
  strategyId: prayerFields.strategyId.default(null),
  position: prayerFields.position.optional(),
});
export type CreatePrayerInput = z.input<typeof CreatePrayerInputSchema>;
export type NewPrayer = z.output<typeof CreatePrayerInputSchema>;

/** PATCH /api/prayers/{id}: any of these, at least one (moving a note sends only `position`). */
export const UpdatePrayerInputSchema = z
  .object({
    title: prayerFields.title.optional(),
    content: prayerFields.content.optional(),
    category: prayerFields.category.optional(),
    color: prayerFields.color.optional(),
    watchNumber: prayerFields.watchNumber.optional(),
    isAnswered: prayerFields.isAnswered.optional(),
    strategyId: prayerFields.strategyId.optional(),
    position: prayerFields.position.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: PrayerMessages.nothingToUpdate,
  });
export type UpdatePrayerInput = z.input<typeof UpdatePrayerInputSchema>;
export type PrayerChanges = z.output<typeof UpdatePrayerInputSchema>;

/** A saved prayer as the API returns it; `position` is always set (derived from the index until moved). */
export const PrayerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: PrayerContentSchema,
  type: z.string(),
  category: z.enum(PRAYER_CATEGORIES),
  color: z.string(),
  watchNumber: z.number().int(),
  isAnswered: z.boolean(),
  strategyId: z.number().int().nullable(),
  position: z.object({ x: z.number().int(), y: z.number().int(), w: z.number().int(), h: z.number().int() }),
  /** False while the note was never moved: `position` is then only its index's place in the whole list. */
  positionSaved: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prayer = z.infer<typeof PrayerSchema>;

/** GET /api/prayers: newest first. */
export const PrayersResponseSchema = z.array(PrayerSchema);

/** Importing prayers saved in the browser before sign-in (POST /api/prayers/import). */
export const PRAYER_IMPORT_LIMITS = {
  /** Prayers one import may carry; the client sends more in several calls. */
  importMax: 500,
  clientIdMax: 100,
} as const;

export const PrayerImportMessages = {
  importTooMany: `Importing these would take you past ${PRAYER_LIMITS.perUserMax} prayers. Delete some, then import again.`,
  clientId: 'A local prayer id starts with "local-".',
} as const;

/** A prayer's id while it lives only in the browser: never a number (spec §4). */
export const PrayerClientIdSchema = z
  .string()
  .regex(/^local-[A-Za-z0-9-]+$/, PrayerImportMessages.clientId)
  .max(PRAYER_IMPORT_LIMITS.clientIdMax, PrayerImportMessages.clientId);

/**
 * One browser prayer to import: a new prayer's fields, its local id, and optionally when it was made
 * (kept, so the imported notes sit among the others in the order the user made them).
 */
export const ImportedPrayerInputSchema = CreatePrayerInputSchema.extend({
  clientId: PrayerClientIdSchema,
  createdAt: z.iso.datetime({ offset: true }).max(ISO_DATE_TIME_MAX).optional(),
}).strict();

/** All or nothing; a local id this user imported before adds no copy. Sent newest first. */
export const ImportPrayersInputSchema = z.object({
  prayers: z
    .array(ImportedPrayerInputSchema)
    .min(1, "Send at least one prayer to import.")
    .max(PRAYER_IMPORT_LIMITS.importMax, `Import at most ${PRAYER_IMPORT_LIMITS.importMax} prayers at once.`),
});
export type ImportPrayersInput = z.input<typeof ImportPrayersInputSchema>;
export type PrayersImport = z.output<typeof ImportPrayersInputSchema>;

/** What an import did, and the user's whole list afterwards (newest first). */
export const ImportPrayersResponseSchema = z.object({
  /** Newly saved. */
  imported: z.number().int(),
  /** Sent before (same local id): left as they were, not copied. */
  alreadySaved: z.number().int(),
  prayers: PrayersResponseSchema,
});
export type ImportPrayersResponse = z.infer<typeof ImportPrayersResponseSchema>;

/** Moving several notes at once (PATCH /api/prayers/positions): one drag, one request. */
export const PRAYER_MOVE_LIMITS = {
  /** Notes one request may move: more than a wall's drag pushes along. */
  movesMax: 200,
} as const;

export const PrayerMoveMessages = {
  tooMany: `Move at most ${PRAYER_MOVE_LIMITS.movesMax} notes at once.`,
  none: "Send at least one note to move.",
  twice: "Each note may be moved only once in a request.",
  id: "A prayer id is a whole number.",
} as const;

/** PATCH /api/prayers/positions: the moved notes, each with its new place; all are moved or none. */
export const MovePrayersInputSchema = z
  .array(
    z
      .object({
        id: z
          .number({ error: PrayerMoveMessages.id })
          .int(PrayerMoveMessages.id)
          .min(1, PrayerMoveMessages.id)
          .max(2_147_483_647, PrayerMessages.notFound),
        position: PrayerPositionSchema,
      })
      .strict(),
  )
  .min(1, PrayerMoveMessages.none)
  .max(PRAYER_MOVE_LIMITS.movesMax, PrayerMoveMessages.tooMany)
  .refine((moves) => new Set(moves.map(({ id }) => id)).size === moves.length, { error: PrayerMoveMessages.twice });
export type MovePrayersInput = z.input<typeof MovePrayersInputSchema>;
