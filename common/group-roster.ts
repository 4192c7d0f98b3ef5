import { z } from "zod";
import { GroupIdSchema } from "./groups";
import { WATCH_NUMBERS } from "./watches";

/**
 * A group's watch roster (issue 18 §4, decision 048): the group keeps its own 24-hour watch over the eight
 * watches. Everything is reckoned in the group's home time zone (`prayer_groups.time_zone`): watch 1 is
 * 18:00–21:00 there, and a watch's `date` is the local date on which it starts (the Third Watch of
 * 2026-11-25 starts at 00:00 on the 25th; the Second Watch of the 24th runs 21:00–24:00 on the 24th). A
 * member elsewhere keeps the same hours; the screen shows them in the member's own zone too (`startsAt`).
 *
 * - A member commits to watches, every day or on chosen ISO weekdays (1 Monday … 7 Sunday, the weekday
 *   of the watch's date).
 * - The coverage is a week (Sunday to Saturday, group dates) of 8 × 7 cells: who keeps each, and the gaps.
 * - On watch now: the keepers of the watch running now.
 * - A keeper who cannot keep one watch on one date asks for a substitute; another member takes it; that
 *   cell then shows the substitute instead of them.
 * - Hand-over notes: written in a watch (by its keepers) for the keepers of the next one, shown to them as
 *   their watch begins.
 * - An urgent prayer call goes to the keepers on watch now (not the caller), in the app, by push and by
 *   e-mail as each one's notification settings for the group say; rate limited.
 * Only current members count: a member who leaves drops out of every cell.
 */

export const ROSTER_LIMITS = {
  noteMax: 1_000,
  substituteNoteMax: 300,
  urgentCallMax: 280,
  /** A member's urgent calls to one group: one per this many minutes… */
  urgentCallEveryMinutes: 10,
  /** …and at most this many per 24 hours. */
  urgentCallsPerDay: 6,
  /** Hand-over notes one member may write per group per day… */
  notesPerDay: 20,
  /** …kept this long, then pruned. */
  notesKeptDays: 30,
  /** Open substitute requests one member may have in a group. */
  openSubstitutionsMax: 20,
  /** How far ahead a substitute may be asked for. */
  substituteDaysAhead: 60,
} as const;

export const RosterMessages = {
  weekdays: "Choose at least one day of the week.",
  notCommitted: "You do not keep this watch on that day.",
  substituteExists: "You have already asked for a substitute for this watch.",
  commitmentNotFound: "No such commitment: this watch is not kept by them.",
  substituteNotFound: "No such substitute request.",
  withdrawOwn: "Only the member who asked, or the group leader, can withdraw this request.",
  releaseOwn: "Only the member who took this watch can give it back.",
  noteNotFound: "No such hand-over note.",
  substituteTaken: "Someone has already taken this watch.",
  substituteOwn: "You cannot take your own watch.",
  substituteKeeps: "You already keep this watch on that day.",
  substitutePast: "This watch has already begun.",
  substituteTooFar: `Substitutes can be asked for up to ${ROSTER_LIMITS.substituteDaysAhead} days ahead.`,
  tooManySubstitutions: `You can have up to ${ROSTER_LIMITS.openSubstitutionsMax} open substitute requests.`,
  noteRequired: "Please write a note for the next watch.",
  notOnWatch: "Only the keepers of this watch can leave its hand-over note.",
  noteTooLate: "This watch ended too long ago for a hand-over note.",
  tooManyNotes: `You can leave up to ${ROSTER_LIMITS.notesPerDay} hand-over notes a day.`,
  callRequired: "Please write your prayer call.",
  nobodyOnWatch: "No one else is on watch right now.",
  callTooSoon: `You can send one urgent call every ${ROSTER_LIMITS.urgentCallEveryMinutes} minutes. Please wait a moment.`,
  callDailyLimit: `You can send up to ${ROSTER_LIMITS.urgentCallsPerDay} urgent calls a day to this group.`,
} as const;

const WatchNumberSchema = z.union(WATCH_NUMBERS.map((n) => z.literal(n)));

/** A watch's date: the group-local date it starts on. */
export const WatchDateSchema = z.iso
  .date("A date is written YYYY-MM-DD.")
  .max(10, "A date is written YYYY-MM-DD.")
  .refine((date) => date >= "2000-01-01" && date <= "2199-12-31", "Choose a date between 2000 and 2199.");

export const WeekdaysSchema = z
  .array(z.number().int().min(1).max(7))
  .min(1, RosterMessages.weekdays)
  .max(7)
  .refine((list) => new Set(list).size === list.length, "Each day can be chosen once.");

export const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const RosterParamsSchema = z.object({ id: GroupIdSchema });
export const RosterWatchParamsSchema = z.object({
  id: GroupIdSchema,
  watchNumber: z.coerce.number().pipe(WatchNumberSchema),
});
export const SubstitutionParamsSchema = z.object({
  substitutionId: z.coerce.number().int().min(1, "A substitute request id is a whole number."),
});
export const HandoverNoteParamsSchema = z.object({
  noteId: z.coerce.number().int().min(1, "A hand-over note id is a whole number."),
});
/** `DELETE /api/prayer-groups/{id}/roster/commitments/{watchNumber}?userId=`: the leader names a member's; default the caller's own. */
export const RemoveCommitmentQuerySchema = z.object({
  userId: z.coerce.number().int().min(1, "A user id is a whole number.").optional(),
});

/** `GET /api/prayer-groups/{id}/roster?weekOf=YYYY-MM-DD`: the week (Sunday–Saturday) holding that group date; default this week. */
export const RosterQuerySchema = z.object({ weekOf: WatchDateSchema.optional() });

/** `PUT /api/prayer-groups/{id}/roster/commitments`: keep a watch (every day: all seven weekdays). Replaces that watch's days. */
export const CommitmentInputSchema = z.object({ watchNumber: WatchNumberSchema, weekdays: WeekdaysSchema });
export type CommitmentInput = z.infer<typeof CommitmentInputSchema>;

/** `POST /api/prayer-groups/{id}/roster/substitutions`: ask for a substitute for one watch on one date. */
export const SubstitutionInputSchema = z.object({
  watchNumber: WatchNumberSchema,
  date: WatchDateSchema,
  note: z.string().trim().max(ROSTER_LIMITS.substituteNoteMax).default(""),
});
export type SubstitutionInput = z.input<typeof SubstitutionInputSchema>;

/** `POST /api/prayer-groups/{id}/roster/handover-notes`: a note written in watch (watchNumber, date) for the next one. */
export const HandoverInputSchema = z.object({
  watchNumber: WatchNumberSchema,
  date: WatchDateSchema,
  note: z.string().trim().min(1, RosterMessages.noteRequired).max(ROSTER_LIMITS.noteMax),
});
export type HandoverInput = z.infer<typeof HandoverInputSchema>;

/** `POST /api/prayer-groups/{id}/roster/urgent-call`. */
export const UrgentCallInputSchema = z.object({
  message: z.string().trim().min(1, RosterMessages.callRequired).max(ROSTER_LIMITS.urgentCallMax),
});
export type UrgentCallInput = z.infer<typeof UrgentCallInputSchema>;
export const UrgentCallResultSchema = z.object({ sentTo: z.number().int(), notificationId: z.number().int() });
export type UrgentCallResult = z.infer<typeof UrgentCallResultSchema>;

const PersonSchema = z.object({ userId: z.number().int(), userName: z.string(), initials: z.string() });
export type RosterPerson = z.infer<typeof PersonSchema>;

export const CommitmentSchema = z.object({
  ...PersonSchema.shape,
  watchNumber: z.number().int(),
  /** ISO weekdays, ascending; all seven: every day. */
  weekdays: z.array(z.number().int()),
});
export type Commitment = z.infer<typeof CommitmentSchema>;

export const SubstitutionSchema = z.object({
  id: z.number().int(),
  watchNumber: z.number().int(),
  date: z.string(),
  /** When that watch starts and ends (ISO instants). */
  startsAt: z.string(),
  endsAt: z.string(),
  requestedBy: PersonSchema,
  note: z.string(),
  /** Who took it; null while open. */
  takenBy: PersonSchema.nullable(),
  takenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Substitution = z.infer<typeof SubstitutionSchema>;

export const HandoverNoteSchema = z.object({
  id: z.number().int(),
  author: PersonSchema,
  /** The watch it was written in… */
  fromWatchNumber: z.number().int(),
  fromDate: z.string(),
  /** …and the one it is for (the next). */
  forWatchNumber: z.number().int(),
  forDate: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type HandoverNote = z.infer<typeof HandoverNoteSchema>;

/** One watch on one group date. */
export const RosterCellSchema = z.object({
  watchNumber: z.number().int(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Who keeps it: the committed members, less those whose substitute request was taken, plus the substitutes. */
  keepers: z.array(PersonSchema.extend({ substitute: z.boolean() })),
  /** Open substitute requests for it (the requester still shows as a keeper until someone takes it). */
  openSubstitutionIds: z.array(z.number().int()),
  /** Nobody keeps it. */
  gap: z.boolean(),
});
export type RosterCell = z.infer<typeof RosterCellSchema>;

export const RosterSchema = z.object({
  groupId: z.number().int(),
  /** The group's home time zone, in which watches, dates and weekdays are reckoned. */
  timeZone: z.string(),
  /** The week shown: its seven group dates, Sunday first. */
  week: z.array(z.string()).length(7),
  /** Every current member's commitments, by watch then name. */
  commitments: z.array(CommitmentSchema),
  /** 56 cells, by date then watch in the day's order (3, 4, 5, 6, 7, 8, 1, 2: midnight first). */
  cells: z.array(RosterCellSchema),
  /** The watch running now in the group's zone, and its keepers. */
  now: RosterCellSchema,
  /** The viewer keeps the watch running now. */
  onWatch: z.boolean(),
  /** Hand-over notes for the watch running now and for the viewer's next watch. */
  handoverNotes: z.array(HandoverNoteSchema),
  /** Substitute requests of the week shown, and every open one still to come. */
  substitutions: z.array(SubstitutionSchema),
  /** Cells in the week that nobody keeps. */
  gapCount: z.number().int(),
});
export type Roster = z.infer<typeof RosterSchema>;
