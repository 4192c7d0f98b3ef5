import {
  type CreateEvent,
  EVENT_LIMITS,
  EventMessages,
  type PrayerEvent,
  type RecurringPattern,
  type UpdateEventInput,
} from "@common/group-events";
import { GroupMessages } from "@common/groups";
import { and, asc, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { AuthenticatedContext } from "../../context";
import type { Database } from "../../db/client";
import { groupEventConfirmations, groupEvents, groupMembers, prayerGroups, users } from "../../db/schema";
import { Conflict, Forbidden, NotFound, ValidationError } from "../../errors";
import { type Actor, can, scope } from "../../platform/policy";
import { type EventTiming, nextOccurrence, type Occurrence, occurrenceOn, occurrencesBetween } from "./occurrences";

/**
 * A group's schedule (issue 18 §1, community spec §2–§7; decision 044). Members read the schedule and
 * schedule events; whoever scheduled an event (while a member) or the leader changes, cancels or deletes
 * it (policy kind `groupEvent`); each member confirms or withdraws only their own attendance at one
 * occurrence (`groupEventConfirmation`). An outsider gets 404 for everything, public group or not. Every
 * write emits `group.events.changed` in its transaction.
 */

/**
 * A user's display name: first and last name, or the username (as the groups feature shows it; written here
 * because the groups feature imports this one for its cards).
 */
const displayNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

type EventRow = typeof groupEvents.$inferSelect & { createdByName: string | null };

const eventColumns = {
  id: groupEvents.id,
  groupId: groupEvents.groupId,
  createdBy: groupEvents.createdBy,
  title: groupEvents.title,
  description: groupEvents.description,
  startsOn: groupEvents.startsOn,
  startTime: groupEvents.startTime,
  durationMinutes: groupEvents.durationMinutes,
  recurrence: groupEvents.recurrence,
  timeZone: groupEvents.timeZone,
  status: groupEvents.status,
  sequence: groupEvents.sequence,
  createdAt: groupEvents.createdAt,
  updatedAt: groupEvents.updatedAt,
  createdByName: sql<
    string | null
  >`(select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) from users as u where u.id = ${groupEvents.createdBy})`,
};

type Attendee = { userId: number; userName: string };

/** The user as the policy sees them in one group; `hold` keeps their membership row until the write commits. */
async function actorInGroup(db: Database, userId: number, groupId: number, hold = false): Promise<Actor> {
  const query = db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  const [row] = hold ? await query.for("key share") : await query;
  return { id: userId, groups: new Map(row ? [[groupId, row.role]] : []) };
}

const timingOf = (row: Pick<EventRow, "startsOn" | "startTime" | "durationMinutes" | "recurrence" | "timeZone">) =>
  ({
    startsOn: row.startsOn,
    startTime: row.startTime,
    durationMinutes: row.durationMinutes,
    recurrence: row.recurrence ?? null,
    timeZone: row.timeZone,
  }) satisfies EventTiming;

const eventResource = (row: Pick<EventRow, "groupId" | "createdBy">) =>
  ({ kind: "groupEvent", groupId: row.groupId, userId: row.createdBy ?? 0 }) as const;

function view(row: EventRow, occurrence: Occurrence, attendees: Attendee[], actor: Actor): PrayerEvent {
  const confirmedMembers = attendees.map((attendee) => attendee.userId);
  return {
    id: row.id,
    groupId: row.groupId,
    title: row.title,
    description: row.description,
    date: occurrence.date,
    time: occurrence.time,
    duration: row.durationMinutes,
    isRecurring: row.recurrence !== null,
    recurringPattern: row.recurrence ?? null,
    status: row.status === "cancelled" ? "cancelled" : attendees.length > 0 ? "confirmed" : "scheduled",
    confirmedMembers,
    attendees,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    occurrenceDate: occurrence.date,
    startsAt: occurrence.startsAt.toString(),
    endsAt: occurrence.endsAt.toString(),
    timeZone: row.timeZone,
    confirmedByMe: confirmedMembers.includes(actor.id),
    canEdit: can(actor, "write", eventResource(row)),
  };
}

/**
 * Who confirmed which occurrence of these events (current members of the group only), keyed
 * `eventId:date`, in the order they confirmed. One query over the confirmations' key.
 */
async function attendeesOf(
  db: Database,
  groupId: number,
  eventIds: number[],
  dates: { from: string; to: string } | { only: string },
): Promise<Map<string, Attendee[]>> {
  const byOccurrence = new Map<string, Attendee[]>();
  if (eventIds.length === 0) return byOccurrence;
  const rows = await db
    .select({
      eventId: groupEventConfirmations.eventId,
      date: groupEventConfirmations.occurrenceDate,
      userId: groupEventConfirmations.userId,
      userName: displayNameSql,
    })
    .from(groupEventConfirmations)
    .innerJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, groupEventConfirmations.userId)),
    )
    .innerJoin(users, eq(users.id, groupEventConfirmations.userId))
    .where(
      and(
        inArray(groupEventConfirmations.eventId, eventIds),
        "only" in dates
          ? eq(groupEventConfirmations.occurrenceDate, dates.only)
          : and(
              gte(groupEventConfirmations.occurrenceDate, dates.from),
              lte(groupEventConfirmations.occurrenceDate, dates.to),
            ),
      ),
    )
    .orderBy(asc(groupEventConfirmations.createdAt), asc(groupEventConfirmations.userId));
  for (const row of rows) {
    const key = `${row.eventId}:${row.date}`;
    const list = byOccurrence.get(key) ?? [];
    list.push({ userId: row.userId, userName: row.userName });
    byOccurrence.set(key, list);
  }
  return byOccurrence;
}

/** A UTC date a few days around an instant: a bound on the local dates of occurrences near it, in any zone. */
const utcDate = (at: Temporal.Instant, days: number) =>
  at.toZonedDateTimeISO("UTC").toPlainDate().add({ days }).toString();

/** The window a list asks for: ISO instants, a day ago to eight weeks ahead by default, at most 100 days. */
export function listWindow(
  query: { from?: string; to?: string },
  now: Temporal.Instant,
): { from: Temporal.Instant; to: Temporal.Instant } {
  const from = query.from
    ? Temporal.Instant.from(query.from)
    : query.to
      ? Temporal.Instant.from(query.to).subtract({
          hours: 24 * (EVENT_LIMITS.defaultWindowDaysBefore + EVENT_LIMITS.defaultWindowDaysAfter),
        })
      : now.subtract({ hours: 24 * EVENT_LIMITS.defaultWindowDaysBefore });
  const to = query.to
    ? Temporal.Instant.from(query.to)
    : from.add({ hours: 24 * (EVENT_LIMITS.defaultWindowDaysBefore + EVENT_LIMITS.defaultWindowDaysAfter) });
  const length = to.epochMilliseconds - from.epochMilliseconds;
  const reach = EVENT_LIMITS.windowReachDays * 86_400_000;
  if (
    length <= 0 ||
    length > EVENT_LIMITS.windowMaxDays * 86_400_000 ||
    from.epochMilliseconds < 0 ||
    to.epochMilliseconds > now.epochMilliseconds + reach
  ) {
    throw new ValidationError(EventMessages.window);
  }
  return { from, to };
}

/** 404 unless the user is a member of the group (the schedule is its members'). */
async function readerActor(db: Database, userId: number, groupId: number, hold = false): Promise<Actor> {
  const actor = await actorInGroup(db, userId, groupId, hold);
  if (!can(actor, "read", { kind: "groupEvent", groupId, userId })) throw new NotFound(GroupMessages.notFound);
  return actor;
}

/** `GET /api/prayer-groups/{id}/events?from=&to=`: the occurrences overlapping the window, in time order. */
export async function listEvents({
  ctx,
  input,
  now = Temporal.Now.instant(),
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number; from?: string; to?: string };
  now?: Temporal.Instant;
}): Promise<PrayerEvent[]> {
  const window = listWindow(input, now);
  const actor = await readerActor(ctx.db, ctx.user.id, input.groupId);
  // Single events near the window, and every repeating one that began before it ends (group_events_group_idx).
  const fromDate = utcDate(window.from, -2);
  const toDate = utcDate(window.to, 2);
  const rows = await ctx.db
    .select(eventColumns)
    .from(groupEvents)
    .where(
      and(
        eq(groupEvents.groupId, input.groupId),
        scope(actor, "read", "groupEvent"),
        lte(groupEvents.startsOn, toDate),
        or(isNotNull(groupEvents.recurrence), gte(groupEvents.startsOn, fromDate)),
      ),
    );
  const found: { row: EventRow; occurrence: Occurrence }[] = [];
  for (const row of rows) {
    for (const occurrence of occurrencesBetween(timingOf(row), window.from, window.to, EVENT_LIMITS.occurrencesMax)) {
      found.push({ row, occurrence });
    }
  }
  found.sort(
    (a, b) =>
      Temporal.Instant.compare(a.occurrence.startsAt, b.occurrence.startsAt) ||
      a.row.title.localeCompare(b.row.title) ||
      a.row.id - b.row.id,
  );
  const shown = found.slice(0, EVENT_LIMITS.occurrencesMax);
  const attendees = await attendeesOf(ctx.db, input.groupId, [...new Set(shown.map((item) => item.row.id))], {
    from: fromDate,
    to: toDate,
  });
  return shown.map(({ row, occurrence }) =>
    view(row, occurrence, attendees.get(`${row.id}:${occurrence.date}`) ?? [], actor),
  );
}

/** The event as the API shows one occurrence of it (after a write, in the write's transaction). */
async function readOccurrence(db: Database, eventId: number, occurrence: Occurrence, actor: Actor) {
  const [row] = await db.select(eventColumns).from(groupEvents).where(eq(groupEvents.id, eventId));
  if (!row) throw new NotFound(EventMessages.notFound);
  const attendees = await attendeesOf(db, row.groupId, [row.id], { only: occurrence.date });
  return view(row, occurrence, attendees.get(`${row.id}:${occurrence.date}`) ?? [], actor);
}

/** The occurrence an answer about the whole event shows: the next one not yet ended, else its first. */
function shownOccurrence(timing: EventTiming, now: Temporal.Instant): Occurrence {
  const next = nextOccurrence(timing, now);
  if (next) return next;
  const first = occurrenceOn(timing, timing.startsOn);
  if (first) return first;
  // A first start in a daylight-saving gap is moved forward by the gap, possibly to the next day.
  const [after] = occurrencesBetween(
    timing,
    Temporal.PlainDate.from(timing.startsOn).toZonedDateTime({ timeZone: timing.timeZone }).toInstant(),
    Temporal.PlainDate.from(timing.startsOn)
      .add({ days: 2 })
      .toZonedDateTime({ timeZone: timing.timeZone })
      .toInstant(),
    1,
  );
  if (!after) throw new Error(`event starting ${timing.startsOn} has no first occurrence`);
  return after;
}

/** 400 when the first occurrence started more than a day ago, or starts years ahead (a new or moved event). */
function assertNotPast(timing: EventTiming, now: Temporal.Instant) {
  const days = Temporal.PlainDate.from(timing.startsOn).since(utcDate(now, 0)).days;
  if (days > EVENT_LIMITS.futureDaysAllowed) throw new ValidationError(EventMessages.dateTooFar);
  if (days < -(EVENT_LIMITS.pastDaysAllowed + 2)) throw new ValidationError(EventMessages.datePast);
  const first = shownOccurrence({ ...timing, recurrence: null }, now);
  if (Temporal.Instant.compare(first.startsAt, now.subtract({ hours: 24 * EVENT_LIMITS.pastDaysAllowed })) < 0) {
    throw new ValidationError(EventMessages.datePast);
  }
}

/**
 * 409 when the group keeps its cap of events still to come or repeating. The group's row is held (NO KEY
 * UPDATE) until the write commits, so two at once cannot both take the last place.
 */
async function assertRoomForEvent(tx: Database, groupId: number, now: Temporal.Instant, exceptId?: number) {
  await tx.select({ id: prayerGroups.id }).from(prayerGroups).where(eq(prayerGroups.id, groupId)).for("no key update");
  const [{ kept } = { kept: 0 }] = await tx
    .select({ kept: sql<number>`count(*)`.mapWith(Number) })
    .from(groupEvents)
    .where(
      and(
        eq(groupEvents.groupId, groupId),
        or(isNotNull(groupEvents.recurrence), gte(groupEvents.startsOn, utcDate(now, -2))),
        exceptId === undefined ? undefined : sql`${groupEvents.id} <> ${exceptId}`,
      ),
    );
  if (kept >= EVENT_LIMITS.eventsPerGroupMax) throw new Conflict(EventMessages.tooMany);
}

/** `POST /api/prayer-groups/{id}/events`: a member schedules an event in the group's home time zone. */
export async function createEvent({
  ctx,
  input,
  now = Temporal.Now.instant(),
}: {
  ctx: AuthenticatedContext;
  input: { groupId: number; event: CreateEvent };
  now?: Temporal.Instant;
}): Promise<PrayerEvent> {
  const { event } = input;
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const actor = await actorInGroup(tx, ctx.user.id, input.groupId, true);
    if (!can(actor, "write", { kind: "groupEvent", groupId: input.groupId, userId: ctx.user.id })) {
      throw new NotFound(GroupMessages.notFound);
    }
    const [group] = await tx
      .select({ timeZone: prayerGroups.timeZone })
      .from(prayerGroups)
      .where(eq(prayerGroups.id, input.groupId));
    if (!group) throw new NotFound(GroupMessages.notFound);
    const timing: EventTiming = {
      startsOn: event.date,
      startTime: event.time,
      durationMinutes: event.duration,
      recurrence: event.recurringPattern,
      timeZone: group.timeZone,
    };
    assertNotPast(timing, now);
    await assertRoomForEvent(tx, input.groupId, now);
    const [row] = await tx
      .insert(groupEvents)
      .values({
        groupId: input.groupId,
        createdBy: ctx.user.id,
        title: event.title,
        description: event.description,
        startsOn: event.date,
        startTime: event.time,
        durationMinutes: event.duration,
        recurrence: event.recurringPattern,
        timeZone: group.timeZone,
      })
      .returning({ id: groupEvents.id });
    emit({ type: "group.events.changed", groupId: input.groupId, eventId: row!.id });
    return readOccurrence(tx, row!.id, shownOccurrence(timing, now), actor);
  });
}

/** The event and the actor (their membership held), 404 when it does not exist or they may not read it. */
async function eventForWrite(tx: Database, userId: number, eventId: number) {
  const [row] = await tx.select(eventColumns).from(groupEvents).where(eq(groupEvents.id, eventId));
  if (!row) throw new NotFound(EventMessages.notFound);
  const actor = await actorInGroup(tx, userId, row.groupId, true);
  if (!can(actor, "read", eventResource(row))) throw new NotFound(EventMessages.notFound);
  return { row, actor };
}

/** The occurrence a confirmation names: on `date`, or the next not yet ended; 400 / 409 as the rules say. */
function confirmableOccurrence(row: EventRow, date: string | undefined, now: Temporal.Instant): Occurrence {
  const timing = timingOf(row);
  // Far ahead is refused before any occurrence is reckoned (a weekly event has 52 a year to walk through).
  if (
    date !== undefined &&
    Temporal.PlainDate.from(date).since(utcDate(now, 0)).days > EVENT_LIMITS.confirmDaysAhead + 2
  ) {
    throw new ValidationError(EventMessages.tooFarAhead);
  }
  const occurrence = date === undefined ? nextOccurrence(timing, now) : occurrenceOn(timing, date);
  if (!occurrence) {
    if (date === undefined) throw new Conflict(EventMessages.noneAhead);
    throw new ValidationError(EventMessages.notAnOccurrence);
  }
  if (Temporal.Instant.compare(occurrence.endsAt, now) <= 0) throw new Conflict(EventMessages.ended);
  if (Temporal.Instant.compare(occurrence.startsAt, now.add({ hours: 24 * EVENT_LIMITS.confirmDaysAhead })) > 0) {
    throw new ValidationError(EventMessages.tooFarAhead);
  }
  return occurrence;
}

/**
 * `POST /api/prayer-events/{eventId}/confirm` (and `DELETE` to withdraw): the signed-in member's own
 * attendance at one occurrence; confirming twice (or withdrawing twice) changes nothing and is fine.
 */
export async function setAttendance({
  ctx,
  input,
  now = Temporal.Now.instant(),
}: {
  ctx: AuthenticatedContext;
  input: { eventId: number; date?: string; attending: boolean };
  now?: Temporal.Instant;
}): Promise<PrayerEvent> {
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { row, actor } = await eventForWrite(tx, ctx.user.id, input.eventId);
    if (!can(actor, "write", { kind: "groupEventConfirmation", groupId: row.groupId, userId: ctx.user.id })) {
      throw new NotFound(EventMessages.notFound);
    }
    if (input.attending && row.status === "cancelled") throw new Conflict(EventMessages.cancelled);
    const occurrence = confirmableOccurrence(row, input.date, now);
    const mine = and(
      eq(groupEventConfirmations.eventId, row.id),
      eq(groupEventConfirmations.occurrenceDate, occurrence.date),
      eq(groupEventConfirmations.userId, ctx.user.id),
    );
    const changed = input.attending
      ? await tx
          .insert(groupEventConfirmations)
          .values({ eventId: row.id, occurrenceDate: occurrence.date, userId: ctx.user.id })
          .onConflictDoNothing()
          .returning({ eventId: groupEventConfirmations.eventId })
      : await tx.delete(groupEventConfirmations).where(mine).returning({ eventId: groupEventConfirmations.eventId });
    if (changed.length > 0) emit({ type: "group.events.changed", groupId: row.groupId, eventId: row.id });
    return readOccurrence(tx, row.id, occurrence, actor);
  });
}

/**
 * `PATCH /api/prayer-events/{eventId}`: whoever scheduled it (while a member) or the leader changes its
 * details, timing or status; `sequence` goes up (calendar apps read it). Confirmations of occurrences still
 * to come that the new timing no longer has are removed.
 */
export async function updateEvent({
  ctx,
  input,
  now = Temporal.Now.instant(),
}: {
  ctx: AuthenticatedContext;
  input: { eventId: number; changes: UpdateEventInput };
  now?: Temporal.Instant;
}): Promise<PrayerEvent> {
  const { changes } = input;
  return ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { row, actor } = await eventForWrite(tx, ctx.user.id, input.eventId);
    if (!can(actor, "write", eventResource(row))) throw new Forbidden(EventMessages.creatorOrLeader);
    let recurrence: RecurringPattern | null = row.recurrence ?? null;
    if (changes.isRecurring === false) recurrence = null;
    else if (changes.isRecurring === true) {
      recurrence = changes.recurringPattern ?? recurrence;
      if (!recurrence) throw new ValidationError(EventMessages.pattern);
    } else if (changes.recurringPattern !== undefined && recurrence !== null) {
      recurrence = changes.recurringPattern ?? recurrence;
    }
    const timing: EventTiming = {
      startsOn: changes.date ?? row.startsOn,
      startTime: changes.time ?? row.startTime,
      durationMinutes: changes.duration ?? row.durationMinutes,
      recurrence,
      timeZone: row.timeZone,
    };
    const timingChanged =
      timing.startsOn !== row.startsOn ||
      timing.startTime !== row.startTime ||
      timing.durationMinutes !== row.durationMinutes ||
      timing.recurrence !== (row.recurrence ?? null);
    if (timing.startsOn !== row.startsOn || timing.startTime !== row.startTime) assertNotPast(timing, now);
    if (timing.recurrence !== null && row.recurrence === null) await assertRoomForEvent(tx, row.groupId, now, row.id);
    await tx
      .update(groupEvents)
      .set({
        title: changes.title ?? row.title,
        description: changes.description ?? row.description,
        startsOn: timing.startsOn,
        startTime: timing.startTime,
        durationMinutes: timing.durationMinutes,
        recurrence: timing.recurrence,
        status: changes.status ?? row.status,
        sequence: sql`${groupEvents.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(groupEvents.id, row.id));
    if (timingChanged) {
      const kept = await tx
        .selectDistinct({ date: groupEventConfirmations.occurrenceDate })
        .from(groupEventConfirmations)
        .where(
          and(
            eq(groupEventConfirmations.eventId, row.id),
            gte(groupEventConfirmations.occurrenceDate, utcDate(now, -2)),
          ),
        );
      const gone = kept.map((item) => item.date).filter((date) => occurrenceOn(timing, date) === null);
      if (gone.length > 0) {
        await tx
          .delete(groupEventConfirmations)
          .where(
            and(eq(groupEventConfirmations.eventId, row.id), inArray(groupEventConfirmations.occurrenceDate, gone)),
          );
      }
    }
    emit({ type: "group.events.changed", groupId: row.groupId, eventId: row.id });
    return readOccurrence(tx, row.id, shownOccurrence(timing, now), actor);
  });
}

/** `DELETE /api/prayer-events/{eventId}`: whoever scheduled it (while a member) or the leader. */
export async function deleteEvent({ ctx, input }: { ctx: AuthenticatedContext; input: { eventId: number } }) {
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    const { row, actor } = await eventForWrite(tx, ctx.user.id, input.eventId);
    if (!can(actor, "write", eventResource(row))) throw new Forbidden(EventMessages.creatorOrLeader);
    await tx.delete(groupEvents).where(eq(groupEvents.id, row.id));
    emit({ type: "group.events.changed", groupId: row.groupId, eventId: row.id });
  });
}

/**
 * When each group next prays together: the start of the first occurrence not yet ended of its scheduled
 * (not cancelled) events, or none. One query for all the groups (group cards, `nextSessionAt`).
 */
export async function nextStartsByGroup(
  db: Database,
  groupIds: number[],
  now: Temporal.Instant = Temporal.Now.instant(),
): Promise<Map<number, string>> {
  const next = new Map<number, Temporal.Instant>();
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({
      groupId: groupEvents.groupId,
      startsOn: groupEvents.startsOn,
      startTime: groupEvents.startTime,
      durationMinutes: groupEvents.durationMinutes,
      recurrence: groupEvents.recurrence,
      timeZone: groupEvents.timeZone,
    })
    .from(groupEvents)
    .where(
      and(
        inArray(groupEvents.groupId, groupIds),
        eq(groupEvents.status, "scheduled"),
        or(isNotNull(groupEvents.recurrence), gte(groupEvents.startsOn, utcDate(now, -2))),
      ),
    );
  for (const row of rows) {
    const occurrence = nextOccurrence(timingOf(row), now);
    if (!occurrence) continue;
    const known = next.get(row.groupId);
    if (!known || Temporal.Instant.compare(occurrence.startsAt, known) < 0) next.set(row.groupId, occurrence.startsAt);
  }
  return new Map([...next].map(([groupId, at]) => [groupId, new Date(at.epochMilliseconds).toISOString()]));
}
