import { z } from "zod";

/** Prayer strategies (core spec §3, §5). */
export const PRAYER_STRATEGY_FREQUENCIES = ["daily", "weekly", "monthly", "as-needed"] as const;
export type PrayerStrategyFrequency = (typeof PRAYER_STRATEGY_FREQUENCIES)[number];
export const PRAYER_STRATEGY_PRIORITIES = ["high", "medium", "low"] as const;
export type PrayerStrategyPriority = (typeof PRAYER_STRATEGY_PRIORITIES)[number];

export const PRAYER_STRATEGY_LIMITS = {
  titleMax: 200,
  focusMax: 2_000,
  /** Each scripture, prayer point or reminder time. */
  entryMax: 500,
  /** Entries per list, counted after blank ones are dropped. */
  entriesMax: 50,
  durationMinutesMax: 1_440,
  /** Strategies one user may keep. */
  perUserMax: 500,
  /** Strategies one import may carry. */
  importMax: 500,
  /** A local id: "local-" and a UUID, or something shorter. */
  clientIdMax: 100,
} as const;

export const PRAYER_STRATEGY_DEFAULTS = {
  durationMinutes: 30,
  watchNumber: 1,
  frequency: "daily",
  priority: "medium",
} as const satisfies {
  durationMinutes: number;
  watchNumber: number;
  frequency: PrayerStrategyFrequency;
  priority: PrayerStrategyPriority;
};

export const PrayerStrategyMessages = {
  titleAndFocusRequired: "Please provide a title and focus for your prayer strategy.",
  notFound: "No such prayer strategy.",
  tooMany: `You can keep up to ${PRAYER_STRATEGY_LIMITS.perUserMax} prayer strategies. Delete one to add another.`,
  durationTooLong: `A prayer strategy lasts at most ${PRAYER_STRATEGY_LIMITS.durationMinutesMax} minutes (24 hours).`,
  reminderTime: "Reminder times are written HH:mm, e.g. 06:30.",
  nothingToUpdate: "Send at least one field to change.",
  importTooMany: `Importing these would take you past ${PRAYER_STRATEGY_LIMITS.perUserMax} prayer strategies. Delete some, then import again.`,
  clientId: 'A local strategy id starts with "local-".',
} as const;

/**
 * The spec's duration rule: an unparseable, empty or non-positive duration becomes 30 minutes.
 * Accepts numbers and numeric strings (a form field); rounds to whole minutes.
 */
export function normalizeStrategyDuration(value: unknown): number {
  const parsed =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  if (!Number.isFinite(parsed)) return PRAYER_STRATEGY_DEFAULTS.durationMinutes;
  const minutes = Math.round(parsed);
  return minutes >= 1 ? minutes : PRAYER_STRATEGY_DEFAULTS.durationMinutes;
}

/** Trims each entry and drops the blank ones (spec §5: blank entries are dropped on save). */
export function withoutBlankEntries(entries: readonly string[]): string[] {
  return entries.map((entry) => entry.trim()).filter((entry) => entry !== "");
}

const required = (max: number, label: string) =>
  z
    .string({ error: PrayerStrategyMessages.titleAndFocusRequired })
    .trim()
    .min(1, PrayerStrategyMessages.titleAndFocusRequired)
    .max(max, `The ${label} has at most ${max} characters.`);

const entryList = (label: string, entry: z.ZodType<string, string> = z.string()) =>
  z
    .array(z.string().max(100_000))
    .max(1_000, `At most ${PRAYER_STRATEGY_LIMITS.entriesMax} ${label}.`)
    .transform(withoutBlankEntries)
    .pipe(
      z
        .array(
          entry.refine((value) => value.length <= PRAYER_STRATEGY_LIMITS.entryMax, {
            error: `Each of the ${label} has at most ${PRAYER_STRATEGY_LIMITS.entryMax} characters.`,
          }),
        )
        .max(PRAYER_STRATEGY_LIMITS.entriesMax, `At most ${PRAYER_STRATEGY_LIMITS.entriesMax} ${label}.`),
    );

const ReminderTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, PrayerStrategyMessages.reminderTime);

/** Every field a client may send, without defaults (shared by create and update). */
const strategyFields = {
  title: required(PRAYER_STRATEGY_LIMITS.titleMax, "title"),
  /** Minutes. Anything unparseable, empty or not positive becomes 30; more than 1,440 is refused. */
  duration: z
    .unknown()
    .transform(normalizeStrategyDuration)
    .pipe(z.number().int().max(PRAYER_STRATEGY_LIMITS.durationMinutesMax, PrayerStrategyMessages.durationTooLong)),
  focus: required(PRAYER_STRATEGY_LIMITS.focusMax, "focus"),
  scriptures: entryList("scriptures"),
  prayerPoints: entryList("prayer points"),
  watchNumber: z.number().int().min(1, "Choose a watch from 1 to 8.").max(8, "Choose a watch from 1 to 8."),
  frequency: z.enum(PRAYER_STRATEGY_FREQUENCIES),
  reminderTimes: entryList("reminder times", ReminderTimeSchema),
  priority: z.enum(PRAYER_STRATEGY_PRIORITIES),
};

/** POST /api/prayer-strategies. Title and focus are required; the rest has the spec's defaults. */
export const CreatePrayerStrategyInputSchema = z.object({
  title: strategyFields.title,
  duration: strategyFields.duration.optional().transform((minutes) => minutes ?? normalizeStrategyDuration(undefined)),
  focus: strategyFields.focus,
  scriptures: strategyFields.scriptures.default([]),
  prayerPoints: strategyFields.prayerPoints.default([]),
  watchNumber: strategyFields.watchNumber.default(PRAYER_STRATEGY_DEFAULTS.watchNumber),
  frequency: strategyFields.frequency.default(PRAYER_STRATEGY_DEFAULTS.frequency),
  reminderTimes: strategyFields.reminderTimes.default([]),
  priority: strategyFields.priority.default(PRAYER_STRATEGY_DEFAULTS.priority),
});
export type CreatePrayerStrategyInput = z.input<typeof CreatePrayerStrategyInputSchema>;
export type NewPrayerStrategy = z.output<typeof CreatePrayerStrategyInputSchema>;

/** PATCH /api/prayer-strategies/{id}: any of the fields, at least one, under the same rules. */
export const UpdatePrayerStrategyInputSchema = z
  .object({
    title: strategyFields.title.optional(),
    duration: strategyFields.duration.optional(),
    focus: strategyFields.focus.optional(),
    scriptures: strategyFields.scriptures.optional(),
    prayerPoints: strategyFields.prayerPoints.optional(),
    watchNumber: strategyFields.watchNumber.optional(),
    frequency: strategyFields.frequency.optional(),
    reminderTimes: strategyFields.reminderTimes.optional(),
    priority: strategyFields.priority.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: PrayerStrategyMessages.nothingToUpdate,
  });
export type UpdatePrayerStrategyInput = z.input<typeof UpdatePrayerStrategyInputSchema>;
export type PrayerStrategyChanges = z.output<typeof UpdatePrayerStrategyInputSchema>;

/** A saved strategy as the API returns it. */
export const PrayerStrategySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  duration: z.number().int(),
  focus: z.string(),
  scriptures: z.array(z.string()),
  prayerPoints: z.array(z.string()),
  watchNumber: z.number().int(),
  frequency: z.enum(PRAYER_STRATEGY_FREQUENCIES),
  reminderTimes: z.array(z.string()),
  priority: z.enum(PRAYER_STRATEGY_PRIORITIES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PrayerStrategy = z.infer<typeof PrayerStrategySchema>;

/** GET /api/prayer-strategies: newest first. */
export const PrayerStrategiesResponseSchema = z.array(PrayerStrategySchema);

/** The id a strategy made in the browser carries (signed out), e.g. "local-3f2a…". */
export const PrayerStrategyClientIdSchema = z
  .string()
  .regex(/^local-[A-Za-z0-9-]+$/, PrayerStrategyMessages.clientId)
  .max(PRAYER_STRATEGY_LIMITS.clientIdMax, PrayerStrategyMessages.clientId);

/**
 * POST /api/prayer-strategies/import: strategies saved in the browser before sign-in, each with its local
 * id, under the same rules as a new one. All or nothing; a local id already imported adds no copy.
 * Sent in the order the list shows them (newest first).
 */
export const ImportPrayerStrategiesInputSchema = z.object({
  strategies: z
    .array(CreatePrayerStrategyInputSchema.extend({ clientId: PrayerStrategyClientIdSchema }).strict())
    .min(1, "Send at least one strategy to import.")
    .max(PRAYER_STRATEGY_LIMITS.importMax, `Import at most ${PRAYER_STRATEGY_LIMITS.importMax} strategies at once.`),
});
export type ImportPrayerStrategiesInput = z.input<typeof ImportPrayerStrategiesInputSchema>;
export type PrayerStrategiesImport = z.output<typeof ImportPrayerStrategiesInputSchema>;

/** What an import did, and the user's whole list afterwards (newest first). */
export const ImportPrayerStrategiesResponseSchema = z.object({
  /** Newly saved. */
  imported: z.number().int(),
  /** Sent before (same local id): left as they were, not copied. */
  alreadySaved: z.number().int(),
  strategies: PrayerStrategiesResponseSchema,
  /**
   * Each local id sent → the account id of its strategy (new, or saved by an earlier import), so the
   * browser can follow a choice made under the local id (`?strategy=local-…`).
   */
  ids: z.record(z.string(), z.number().int()),
});
export type ImportPrayerStrategiesResponse = z.infer<typeof ImportPrayerStrategiesResponseSchema>;
