import { z } from "zod";
import { formatCount } from "./format-count";

/** Prayer sessions (core spec §3, §4; community spec §3, §9): one timed or voice-guided prayer. */

export const PRAYER_SESSION_LIMITS = {
  /** The duration slider: 1–120 minutes, step 1, default 15. */
  durationMin: 1,
  durationMax: 120,
  durationDefault: 15,
  notesMax: 20_000,
  /** A client-generated id (the spec's timestamp id, or a UUID). */
  clientIdMax: 64,
  /** Sessions one import call may carry. */
  importMax: 1_000,
  /** Sessions one user may keep: eight watches a day for more than three years. */
  perUserMax: 10_000,
  /** GET /api/prayer-sessions answers this many without ?limit=, and at most pageMax with it. */
  pageDefault: 200,
  pageMax: 1_000,
} as const;

export const PrayerSessionMessages = {
  notFound: "No such prayer session.",
  notesTooLong: `Session notes have at most ${formatCount(PRAYER_SESSION_LIMITS.notesMax)} characters.`,
  watch: "Choose a watch from 1 to 8.",
  tooMany: `You can keep up to ${formatCount(PRAYER_SESSION_LIMITS.perUserMax)} prayer sessions. Delete some to save another.`,
  importTooMany: `Importing these would take you past ${formatCount(PRAYER_SESSION_LIMITS.perUserMax)} prayer sessions. Nothing was imported; delete some, then import again.`,
  cursor: "before is a cursor from X-Next-Cursor (or the last session's completedAt and id, as <completedAt>_<id>).",
} as const;

const fields = {
  /** Client-generated and unique per user, so a retried save or a repeated import is saved once. */
  clientId: z
    .string()
    .trim()
    .min(1)
    .max(PRAYER_SESSION_LIMITS.clientIdMax)
    .regex(/^[A-Za-z0-9_-]+$/, "A session id is letters, digits, '_' and '-'."),
  watchNumber: z.number().int().min(1, PrayerSessionMessages.watch).max(8, PrayerSessionMessages.watch),
  /** Minutes prayed, rounded up (always above 0). */
  duration: z
    .number()
    .int()
    .min(1, "A saved session lasts at least 1 minute.")
    .max(24 * 60, "A session lasts at most 24 hours."),
  notes: z.string().max(PRAYER_SESSION_LIMITS.notesMax, PrayerSessionMessages.notesTooLong),
  voiceGuided: z.boolean(),
  completedAt: z.iso
    .datetime({ offset: true, error: "completedAt is an ISO date-time." })
    .max(40, "completedAt is an ISO date-time."),
};

/** POST /api/prayer-sessions. Saving the same clientId again returns the saved session (200) instead of a copy. */
export const CreatePrayerSessionInputSchema = z.object({
  clientId: fields.clientId,
  watchNumber: fields.watchNumber,
  duration: fields.duration,
  notes: fields.notes.default(""),
  voiceGuided: fields.voiceGuided.default(false),
  completedAt: fields.completedAt,
});
export type CreatePrayerSessionInput = z.input<typeof CreatePrayerSessionInputSchema>;
export type NewPrayerSession = z.output<typeof CreatePrayerSessionInputSchema>;

/** POST /api/prayer-sessions/import: sessions kept in the browser while signed out. */
export const ImportPrayerSessionsInputSchema = z.object({
  sessions: z.array(CreatePrayerSessionInputSchema).max(PRAYER_SESSION_LIMITS.importMax),
});
export type ImportPrayerSessionsInput = z.input<typeof ImportPrayerSessionsInputSchema>;

/** A saved session as the API returns it. `id` is the server's; `clientId` the one the client made. */
export const PrayerSessionSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  userId: z.number().int(),
  watchNumber: z.number().int(),
  duration: z.number().int(),
  notes: z.string(),
  voiceGuided: z.boolean(),
  completedAt: z.string(),
  createdAt: z.string(),
});
export type PrayerSession = z.infer<typeof PrayerSessionSchema>;

/** GET /api/prayer-sessions: newest completedAt first. */
export const PrayerSessionsResponseSchema = z.array(PrayerSessionSchema);

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d{1,10})$/;

/** Where the next page starts: after this session in the newest-first order. */
export function prayerSessionCursor(session: Pick<PrayerSession, "completedAt" | "id">): string {
  return `${session.completedAt}_${session.id}`;
}

/**
 * GET /api/prayer-sessions?limit=&before=: one page of the list (the answer is still the spec's array).
 * A full page carries the next page's `before` in the X-Next-Cursor header (and a Link rel="next").
 */
export const PrayerSessionsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit is a whole number from 1 to ${PRAYER_SESSION_LIMITS.pageMax}.` })
    .int(`limit is a whole number from 1 to ${PRAYER_SESSION_LIMITS.pageMax}.`)
    .min(1, `limit is a whole number from 1 to ${PRAYER_SESSION_LIMITS.pageMax}.`)
    .max(PRAYER_SESSION_LIMITS.pageMax, `limit is a whole number from 1 to ${PRAYER_SESSION_LIMITS.pageMax}.`)
    .default(PRAYER_SESSION_LIMITS.pageDefault),
  before: z
    .string()
    .max(40, PrayerSessionMessages.cursor)
    .transform((value, context) => {
      const match = CURSOR.exec(value);
      const completedAt = match ? new Date(match[1]!) : null;
      const id = match ? Number(match[2]) : Number.NaN;
      if (!completedAt || Number.isNaN(completedAt.getTime()) || id > 2_147_483_647) {
        context.addIssue({ code: "custom", message: PrayerSessionMessages.cursor });
        return z.NEVER;
      }
      return { completedAt: completedAt.toISOString(), id };
    })
    .optional(),
});

/** `sessions`: the sessions this import carried, as saved (new or saved before), newest first. */
export const ImportPrayerSessionsResponseSchema = z.object({
  imported: z.number().int(),
  alreadySaved: z.number().int(),
  sessions: PrayerSessionsResponseSchema,
});
export type ImportPrayerSessionsResponse = z.infer<typeof ImportPrayerSessionsResponseSchema>;

/** Minutes prayed: the elapsed time rounded up to whole minutes (spec §4). */
export function minutesPrayed(elapsedMilliseconds: number): number {
  if (!(elapsedMilliseconds > 0)) return 0;
  return Math.ceil(elapsedMilliseconds / 60_000);
}
