import type { PrayerStrategyFrequency } from "@common/prayer-strategies";
import type { PushMessage } from "@common/push";
import type { ReminderSettings } from "@common/reminders";
import { getWatch, WATCHES } from "@common/watches";
import { Temporal } from "temporal-polyfill";
import { type RosterReminderSource, watchStart } from "../group-roster";

/**
 * When a user's reminders fire (decision 031): a pure function of their settings, their strategies' reminder
 * times and an instant. Wall-clock times go through Temporal in the user's `timeZone`:
 * - a local time that does not exist (spring forward, 02:30 on 2026-03-08 in New York) is read 'compatible',
 *   i.e. moved forward by the gap (03:30 EDT): the reminder still fires that day, at the first moment that
 *   wall clock shows a time past it;
 * - a local time that happens twice (fall back, 01:30 on 2026-11-01) is read 'compatible' too, which is the
 *   earlier of the two: it fires once that day, never twice.
 * The lead time is subtracted as exact minutes from the watch's start (5 minutes before 03:00 EDT is
 * 01:55 EST on the spring-forward day). Quiet hours are judged on the local time the reminder fires.
 * No notification carries prayer text: strategy reminders never show a strategy's title or focus.
 */

/** `roster`: a watch the user keeps in a group's roster, at its start in the GROUP's zone (decision 048). */
export type ReminderKind = "watch" | "personal" | "strategy" | "roster";

/** What the schedule needs of a strategy (never its title or focus: no prayer text in notifications). */
export type StrategyReminderSource = {
  id: number;
  watchNumber: number;
  frequency: PrayerStrategyFrequency;
  reminderTimes: readonly string[];
  createdAt: Date;
};

export type ReminderOccurrence = {
  kind: ReminderKind;
  at: Temporal.Instant;
  /** Stable across runs and instances: `watch:3:2026-11-24T23:55:00Z`, `personal:…`, `strategy:12:…`, `roster:7:3:…`. */
  key: string;
  message: PushMessage;
};

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function clockTime(value: string): Temporal.PlainTime | null {
  const match = HH_MM.exec(value);
  return match ? new Temporal.PlainTime(Number(match[1]), Number(match[2])) : null;
}

function minutesOfDay(value: string): number | null {
  const time = clockTime(value);
  return time ? time.hour * 60 + time.minute : null;
}

/**
 * Whether a local time falls in quiet hours: start inclusive, end exclusive; a range whose end is before
 * its start crosses midnight (22:00–06:00 holds 23:30 and 05:59, not 06:00). Equal start and end: empty.
 */
export function inQuietHours(quietHours: ReminderSettings["quietHours"], local: Temporal.PlainTime): boolean {
  if (!quietHours.enabled) return false;
  const start = minutesOfDay(quietHours.start);
  const end = minutesOfDay(quietHours.end);
  if (start === null || end === null || start === end) return false;
  const minute = local.hour * 60 + local.minute;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The watch reminder's title: 'Third Watch begins in 5 minutes', or 'Third Watch begins now' at lead 0. */
export function watchReminderTitle(watchNumber: number, leadMinutes: number): string {
  const name = getWatch(watchNumber)?.name ?? `Watch ${watchNumber}`;
  if (leadMinutes === 0) return `${name} begins now`;
  return `${name} begins in ${leadMinutes} ${leadMinutes === 1 ? "minute" : "minutes"}`;
}

export const PERSONAL_REMINDER_TITLE = "Prayer Reminder";
export const STRATEGY_REMINDER_TITLE = "Prayer strategy reminder";

const instantKey = (at: Temporal.Instant) => at.toString({ smallestUnit: "second" });

function at(date: Temporal.PlainDate, time: Temporal.PlainTime, timeZone: string): Temporal.ZonedDateTime {
  return date.toPlainDateTime(time).toZonedDateTime(timeZone, { disambiguation: "compatible" });
}

/** Whether a strategy of this frequency, created on `created` (a local date), has a reminder on `date`. */
function strategyFallsOn(frequency: PrayerStrategyFrequency, created: Temporal.PlainDate, date: Temporal.PlainDate) {
  switch (frequency) {
    case "daily":
      return true;
    case "weekly":
      return date.dayOfWeek === created.dayOfWeek;
    case "monthly":
      // Created on the 31st: the last day of shorter months (Feb 28 or 29, Apr 30).
      return date.day === Math.min(created.day, date.daysInMonth);
    case "as-needed":
      return false;
  }
}

export type ScheduleInput = {
  settings: ReminderSettings;
  strategies: readonly StrategyReminderSource[];
  /** The watches the user keeps in their groups' rosters (group-roster's `rosterReminderSources`). */
  roster?: readonly RosterReminderSource[];
  /** Exclusive. */
  from: Temporal.Instant;
  /** Inclusive. */
  until: Temporal.Instant;
};

/**
 * Every reminder of the user in (from, until], in time order, quiet hours left out. Nothing when reminders
 * are off (`enabled` false). The profile's 'Prayer reminders' switch is not part of the settings: the
 * caller checks it.
 */
export function reminderOccurrences({
  settings,
  strategies,
  roster = [],
  from,
  until,
}: ScheduleInput): ReminderOccurrence[] {
  if (!settings.enabled || Temporal.Instant.compare(until, from) <= 0) return [];
  const { timeZone } = settings;
  const lead = settings.reminderMinutes;
  const occurrences: ReminderOccurrence[] = [];
  const inWindow = (instant: Temporal.Instant) =>
    Temporal.Instant.compare(instant, from) > 0 && Temporal.Instant.compare(instant, until) <= 0;
  const add = (zoned: Temporal.ZonedDateTime, kind: ReminderKind, key: string, message: PushMessage) => {
    const instant = zoned.toInstant();
    if (!inWindow(instant)) return;
    if (inQuietHours(settings.quietHours, zoned.toPlainTime())) return;
    occurrences.push({ kind, at: instant, key: `${key}:${instantKey(instant)}`, message });
  };

  const watches = settings.watchNotificationsEnabled
    ? WATCHES.filter((watch) => settings.selectedWatches.includes(watch.number))
    : [];
  const personalTimes = settings.personalRemindersEnabled
    ? settings.personalReminderTimes.flatMap((value) => clockTime(value) ?? [])
    : [];
  const strategyTimes = strategies.flatMap((strategy) =>
    strategy.frequency === "as-needed"
      ? []
      : [
          {
            strategy,
            created: Temporal.Instant.fromEpochMilliseconds(strategy.createdAt.getTime())
              .toZonedDateTimeISO(timeZone)
              .toPlainDate(),
            times: [...new Set(strategy.reminderTimes)].flatMap((value) => clockTime(value) ?? []),
          },
        ],
  );

  // From the day before `from` (a lead time or a spring-forward gap can move a time across midnight) to
  // the day after `until`.
  const first = from.toZonedDateTimeISO(timeZone).toPlainDate().subtract({ days: 1 });
  const last = until.toZonedDateTimeISO(timeZone).toPlainDate().add({ days: 1 });
  for (let date = first; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    for (const watch of watches) {
      const start = at(date, new Temporal.PlainTime(watch.startHour), timeZone);
      add(start.subtract({ minutes: lead }), "watch", `watch:${watch.number}`, {
        kind: "watch",
        title: watchReminderTitle(watch.number, lead),
        body: `${watch.timeRange} · ${watch.theme}`,
        tag: `watch-${watch.number}`,
        url: `/prayer-room/${watch.number}`,
        watchNumber: watch.number,
        sound: settings.sound,
        vibration: settings.vibration,
      });
    }
    for (const time of personalTimes) {
      add(at(date, time, timeZone), "personal", "personal", {
        kind: "personal",
        title: PERSONAL_REMINDER_TITLE,
        body: settings.personalReminderMessage,
        tag: "personal-reminder",
        url: "/",
        sound: settings.sound,
        vibration: settings.vibration,
      });
    }
    for (const { strategy, created, times } of strategyTimes) {
      if (!strategyFallsOn(strategy.frequency, created, date)) continue;
      const watchName = getWatch(strategy.watchNumber)?.name ?? `Watch ${strategy.watchNumber}`;
      for (const time of times) {
        add(at(date, time, timeZone), "strategy", `strategy:${strategy.id}`, {
          kind: "strategy",
          title: STRATEGY_REMINDER_TITLE,
          body: `Your prayer strategy for the ${watchName}`,
          tag: `strategy-${strategy.id}`,
          url: `/prayer-room/${strategy.watchNumber}`,
          sound: settings.sound,
          vibration: settings.vibration,
        });
      }
    }
  }

  for (const source of roster) rosterOccurrences(source, settings, from, until, add);

  // One per key (two local dates never give the same instant for one source, but be sure), in time order.
  // A roster watch that starts at the same instant as the user's own reminder for that watch is sent once
  // (the watch reminder).
  const ownWatch = new Set(
    occurrences.filter((o) => o.kind === "watch").map((o) => `${o.message.watchNumber}@${o.at.epochMilliseconds}`),
  );
  const unique = new Map(
    occurrences
      .filter((o) => o.kind !== "roster" || !ownWatch.has(`${o.message.watchNumber}@${o.at.epochMilliseconds}`))
      .map((occurrence) => [occurrence.key, occurrence]),
  );
  return [...unique.values()].sort((a, b) => Temporal.Instant.compare(a.at, b.at) || a.key.localeCompare(b.key));
}

const TITLE_MAX = 120;

/**
 * The reminders of one roster watch: on each group date the user keeps it (a committed weekday not given
 * away, or a date taken over), the user's lead time before its start in the group's zone. Quiet hours are
 * judged on the user's own clock.
 */
function rosterOccurrences(
  source: RosterReminderSource,
  settings: ReminderSettings,
  from: Temporal.Instant,
  until: Temporal.Instant,
  add: (zoned: Temporal.ZonedDateTime, kind: ReminderKind, key: string, message: PushMessage) => void,
): void {
  const watch = getWatch(source.watchNumber);
  if (!watch) return;
  const lead = settings.reminderMinutes;
  const title = `Your watch for ${source.groupName}: ${watchReminderTitle(watch.number, lead)}`;
  const first = from.toZonedDateTimeISO(source.timeZone).toPlainDate().subtract({ days: 1 });
  const last = until.toZonedDateTimeISO(source.timeZone).toPlainDate().add({ days: 1 });
  for (let date = first; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    const day = date.toString();
    const kept =
      (source.weekdays.includes(date.dayOfWeek) && !source.givenAway.includes(day)) || source.takenOver.includes(day);
    if (!kept) continue;
    const start = watchStart({ watchNumber: watch.number, date: day }, source.timeZone);
    add(
      start.subtract({ minutes: lead }).withTimeZone(settings.timeZone),
      "roster",
      `roster:${source.groupId}:${watch.number}`,
      {
        kind: "watch",
        title: title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title,
        body: `${watch.timeRange} (${source.timeZone}) · ${watch.theme}`,
        tag: `roster-${source.groupId}-${watch.number}`,
        url: `/groups/${source.groupId}/roster`,
        watchNumber: watch.number,
        sound: settings.sound,
        vibration: settings.vibration,
      },
    );
  }
}

/** The occurrence `key` if it is still in the schedule (at its instant `at`): what a send checks first. */
export function findOccurrence(
  input: Omit<ScheduleInput, "from" | "until">,
  at: Temporal.Instant,
  key: string,
): ReminderOccurrence | undefined {
  return reminderOccurrences({ ...input, from: at.subtract({ milliseconds: 1 }), until: at }).find(
    (occurrence) => occurrence.key === key,
  );
}
