import { z } from "zod";
import { formatCount } from "./format-count";
import { GroupIdSchema } from "./groups";

/**
 * A group's schedule of prayer events (issue 18 §1, community spec §2, §3, §4, §5, §7, §9; decision 044).
 * An event is a wall-clock date and time in the group's home time zone, once or repeating weekly or monthly;
 * the list answers its OCCURRENCES in a window, each with the spec's event fields (date and time are that
 * occurrence's, in the event's zone) and the instants it starts and ends, so every member's screen shows it
 * in their own zone with the group's noted. Attendance is confirmed per occurrence (its local date).
 * The spec's `userId` and `createdBy` payload fields are accepted and ignored: the signed-in user acts.
 */

export const EVENT_DURATIONS = [30, 60, 90, 120] as const;
export type EventDuration = (typeof EVENT_DURATIONS)[number];
export const DEFAULT_EVENT_DURATION: EventDuration = 60;

export const RECURRING_PATTERNS = ["weekly", "monthly"] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];

export const EVENT_LIMITS = {
  titleMax: 200,
  descriptionMax: 2_000,
  /** Events a group may keep that are still to come or repeat (past single events do not count). */
  eventsPerGroupMax: 200,
  /** A new event (or a moved one) may start at most this many days in the past… */
  pastDaysAllowed: 1,
  /** …and at most this many days ahead. */
  futureDaysAllowed: 3 * 366,
  /** A list's window ends at most this many days ahead (and starts in 1970 or later). */
  windowReachDays: 5 * 366,
  /** The longest window one list may ask for. */
  windowMaxDays: 100,
  /** The default window: from a day ago to eight weeks ahead. */
  defaultWindowDaysBefore: 1,
  defaultWindowDaysAfter: 56,
  /** Occurrences one list answers at most. */
  occurrencesMax: 500,
  /** Attendance can be confirmed for occurrences starting at most this many days ahead. */
  confirmDaysAhead: 90,
  /** The Upcoming list (community §9). */
  upcomingCount: 5,
} as const;

export const EventMessages = {
  notFound: "No such prayer event.",
  titleRequired: "Please enter a title for the prayer event.",
  titleTooLong: `A title has at most ${EVENT_LIMITS.titleMax} characters.`,
  descriptionTooLong: `A description has at most ${formatCount(EVENT_LIMITS.descriptionMax)} characters.`,
  date: "Choose a real date, written YYYY-MM-DD.",
  time: "Choose a time, written HH:MM.",
  duration: "A prayer event lasts 30, 60, 90 or 120 minutes.",
  pattern: "Choose whether the event repeats weekly or monthly.",
  datePast: "This date has passed. Choose today or a later date.",
  tooMany: `A group can keep up to ${EVENT_LIMITS.eventsPerGroupMax} upcoming and repeating prayer events. Delete one to schedule another.`,
  window: `Ask for at most ${EVENT_LIMITS.windowMaxDays} days of the schedule at a time, from 1970 to five years ahead, with 'from' before 'to'.`,
  dateTooFar: "Choose a date within the next three years.",
  notAnOccurrence: "This prayer event does not take place on that date.",
  ended: "This prayer event has already ended.",
  noneAhead: "This prayer event has no occurrence still to come.",
  tooFarAhead: `Attendance can be confirmed up to ${EVENT_LIMITS.confirmDaysAhead} days ahead.`,
  cancelled: "This prayer event was cancelled.",
  creatorOrLeader: "Only whoever scheduled this event or the group leader can change it.",
} as const;

/** The spec's toasts (community §7). */
export const EventToasts = {
  created: { title: "Event Created", description: "Prayer event has been scheduled for the group." },
  confirmed: { title: "Attendance Confirmed", description: "You've confirmed your attendance for this prayer event." },
} as const;

const ignored = z.unknown().optional();

const eventId = z.coerce
  .number({ error: "An event id is a whole number." })
  .int("An event id is a whole number.")
  .min(1, "An event id is a whole number.")
  .max(2_147_483_647, "An event id is a whole number.");

export const EventGroupParamsSchema = z.object({ id: GroupIdSchema });
export const EventParamsSchema = z.object({ eventId });

export const EventDateSchema = z.iso.date(EventMessages.date).max(10, EventMessages.date);
export const EventTimeSchema = z
  .string({ error: EventMessages.time })
  .max(5, EventMessages.time)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, EventMessages.time);

const TitleSchema = z
  .string({ error: EventMessages.titleRequired })
  .trim()
  .min(1, EventMessages.titleRequired)
  .max(EVENT_LIMITS.titleMax, EventMessages.titleTooLong);
const DescriptionSchema = z.string().trim().max(EVENT_LIMITS.descriptionMax, EventMessages.descriptionTooLong);
const DurationSchema = z.union(
  EVENT_DURATIONS.map((n) => z.literal(n)),
  { error: EventMessages.duration },
);
const PatternSchema = z.enum(RECURRING_PATTERNS, { error: EventMessages.pattern });

/** `POST /api/prayer-groups/{id}/events` (community §7): the spec's payload; `createdBy` is ignored. */
export const CreateEventInputSchema = z
  .object({
    title: TitleSchema,
    description: DescriptionSchema.optional().default(""),
    date: EventDateSchema,
    time: EventTimeSchema,
    duration: DurationSchema.optional().default(DEFAULT_EVENT_DURATION),
    isRecurring: z.boolean().optional().default(false),
    /** Required when isRecurring; ignored otherwise. */
    recurringPattern: PatternSchema.nullable().optional(),
    createdBy: ignored,
  })
  .superRefine((input, issues) => {
    if (input.isRecurring && !input.recurringPattern) {
      issues.addIssue({ code: "custom", path: ["recurringPattern"], message: EventMessages.pattern });
    }
  })
  .transform(({ createdBy: _ignored, ...input }) => ({
    ...input,
    recurringPattern: input.isRecurring ? (input.recurringPattern ?? null) : null,
  }));
export type CreateEventInput = z.input<typeof CreateEventInputSchema>;
export type CreateEvent = z.output<typeof CreateEventInputSchema>;

/**
 * `PATCH /api/prayer-events/{eventId}`: any of the fields; `status` cancels ('cancelled') or restores
 * ('scheduled'). `isRecurring: true` needs a `recurringPattern` (given now or kept from before).
 */
export const UpdateEventInputSchema = z.object({
  title: TitleSchema.optional(),
  description: DescriptionSchema.optional(),
  date: EventDateSchema.optional(),
  time: EventTimeSchema.optional(),
  duration: DurationSchema.optional(),
  isRecurring: z.boolean().optional(),
  recurringPattern: PatternSchema.nullable().optional(),
  status: z.enum(["scheduled", "cancelled"], { error: "A status is 'scheduled' or 'cancelled'." }).optional(),
  createdBy: ignored,
  userId: ignored,
});
export type UpdateEventInput = z.input<typeof UpdateEventInputSchema>;

const InstantSchema = z.iso
  .datetime({ offset: true, error: "A time is an ISO instant, e.g. 2026-11-24T06:00:00Z." })
  .max(40, "A time is an ISO instant, e.g. 2026-11-24T06:00:00Z.");

/** `GET /api/prayer-groups/{id}/events?from=&to=` (ISO instants; default a day ago to eight weeks ahead). */
export const EventsQuerySchema = z.object({ from: InstantSchema.optional(), to: InstantSchema.optional() });

/** `POST /api/prayer-events/{eventId}/confirm`: `date`, the occurrence's local date (default: the next one). */
export const ConfirmInputSchema = z.object({ date: EventDateSchema.optional(), userId: ignored });
/** `DELETE /api/prayer-events/{eventId}/confirm?date=`. */
export const ConfirmQuerySchema = z.object({ date: EventDateSchema.optional() });

export const EVENT_STATUSES = ["scheduled", "confirmed", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** One occurrence of a prayer event, as the schedule lists it. */
export const PrayerEventSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The occurrence's local date (YYYY-MM-DD) and time (HH:MM) in `timeZone`. */
  date: z.string(),
  time: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  isRecurring: z.boolean(),
  recurringPattern: z.enum(RECURRING_PATTERNS).nullable(),
  /** 'cancelled' when the event is; else 'confirmed' once a member confirmed this occurrence; else 'scheduled'. */
  status: z.enum(EVENT_STATUSES),
  /** Current members who confirmed this occurrence. */
  confirmedMembers: z.array(z.number().int()),
  /** The same members with their names, in the order they confirmed. */
  attendees: z.array(z.object({ userId: z.number().int(), userName: z.string() })),
  /** Who scheduled it (null once their account is gone). */
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  /** Same as `date`: what a confirmation names. */
  occurrenceDate: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The event's IANA zone (the group's home time zone). */
  timeZone: z.string(),
  confirmedByMe: z.boolean(),
  /** The viewer may change, cancel or delete the event (whoever scheduled it, or the leader). */
  canEdit: z.boolean(),
});
export type PrayerEvent = z.infer<typeof PrayerEventSchema>;
export const PrayerEventListSchema = z.array(PrayerEventSchema);
