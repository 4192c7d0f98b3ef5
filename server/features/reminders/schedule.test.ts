import { defaultReminderSettings, type ReminderSettings } from "@common/reminders";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  findOccurrence,
  inQuietHours,
  type ReminderOccurrence,
  reminderOccurrences,
  type StrategyReminderSource,
  watchReminderTitle,
} from "./schedule";

const instant = (iso: string) => Temporal.Instant.from(iso);

function settings(overrides: Partial<ReminderSettings> = {}): ReminderSettings {
  return { ...defaultReminderSettings("UTC"), enabled: true, ...overrides };
}

function occurrences(
  overrides: Partial<ReminderSettings>,
  from: string,
  until: string,
  strategies: StrategyReminderSource[] = [],
): ReminderOccurrence[] {
  return reminderOccurrences({ settings: settings(overrides), strategies, from: instant(from), until: instant(until) });
}

const times = (list: ReminderOccurrence[]) => list.map((o) => o.at.toString());

describe("watch-start reminders", () => {
  it("fire the lead time before each selected watch starts, in the user's zone", () => {
    const list = occurrences(
      { timeZone: "Europe/Berlin", selectedWatches: [3, 5], reminderMinutes: 5 },
      "2026-11-24T00:00:00Z",
      "2026-11-25T00:00:00Z",
    );
    // Berlin is UTC+1 in November: the Third Watch (00:00) at 23:00Z the day before, the Fifth (06:00) at 05:00Z.
    expect(times(list)).toEqual(["2026-11-24T04:55:00Z", "2026-11-24T22:55:00Z"]);
    expect(list.map((o) => o.key)).toEqual(["watch:5:2026-11-24T04:55:00Z", "watch:3:2026-11-24T22:55:00Z"]);
    expect(list[1]?.message).toEqual({
      kind: "watch",
      title: "Third Watch begins in 5 minutes",
      body: "12-3 AM · Deliverance and Breakthrough",
      tag: "watch-3",
      url: "/prayer-room/3",
      watchNumber: 3,
      sound: true,
      vibration: true,
    });
  });

  it("at lead 0 fire at the start ('begins now'); at lead 60 an hour before", () => {
    const now = occurrences(
      { selectedWatches: [7], reminderMinutes: 0 },
      "2026-06-01T00:00:00Z",
      "2026-06-02T00:00:00Z",
    );
    expect(times(now)).toEqual(["2026-06-01T12:00:00Z"]);
    expect(now[0]?.message.title).toBe("Seventh Watch begins now");
    const hour = occurrences(
      { selectedWatches: [7], reminderMinutes: 60 },
      "2026-06-01T00:00:00Z",
      "2026-06-02T00:00:00Z",
    );
    expect(times(hour)).toEqual(["2026-06-01T11:00:00Z"]);
    expect(hour[0]?.message.title).toBe("Seventh Watch begins in 60 minutes");
    expect(watchReminderTitle(2, 1)).toBe("Second Watch begins in 1 minute");
  });

  it("America/New_York spring forward (2026-03-08): the watch at 03:00 EDT fires at 07:00Z, the one at 00:00 EST at 05:00Z", () => {
    const list = occurrences(
      { timeZone: "America/New_York", selectedWatches: [3, 4, 5], reminderMinutes: 0 },
      "2026-03-08T04:00:00Z",
      "2026-03-08T12:00:00Z",
    );
    expect(times(list)).toEqual(["2026-03-08T05:00:00Z", "2026-03-08T07:00:00Z", "2026-03-08T10:00:00Z"]);
  });

  it("the lead is exact minutes: 5 minutes before 03:00 EDT on the spring-forward day is 06:55Z (01:55 EST)", () => {
    const list = occurrences(
      { timeZone: "America/New_York", selectedWatches: [4], reminderMinutes: 5 },
      "2026-03-08T00:00:00Z",
      "2026-03-09T00:00:00Z",
    );
    expect(times(list)).toEqual(["2026-03-08T06:55:00Z"]);
  });

  it("America/New_York fall back (2026-11-01): each watch once, at the right offset", () => {
    const list = occurrences(
      { timeZone: "America/New_York", selectedWatches: [3, 4, 5], reminderMinutes: 0 },
      "2026-11-01T00:00:00Z",
      "2026-11-01T12:00:00Z",
    );
    // 00:00 EDT = 04:00Z; 03:00 EST = 08:00Z (the repeated hour 01:00–02:00 lies between); 06:00 EST = 11:00Z.
    expect(times(list)).toEqual(["2026-11-01T04:00:00Z", "2026-11-01T08:00:00Z", "2026-11-01T11:00:00Z"]);
  });

  it("Europe/London both ways: 2026-03-29 and 2026-10-25", () => {
    const spring = occurrences(
      { timeZone: "Europe/London", selectedWatches: [4, 5], reminderMinutes: 0 },
      "2026-03-29T00:00:00Z",
      "2026-03-29T12:00:00Z",
    );
    // 03:00 BST = 02:00Z, 06:00 BST = 05:00Z.
    expect(times(spring)).toEqual(["2026-03-29T02:00:00Z", "2026-03-29T05:00:00Z"]);
    const autumn = occurrences(
      { timeZone: "Europe/London", selectedWatches: [4, 5], reminderMinutes: 0 },
      "2026-10-25T00:00:00Z",
      "2026-10-25T12:00:00Z",
    );
    expect(times(autumn)).toEqual(["2026-10-25T03:00:00Z", "2026-10-25T06:00:00Z"]);
  });

  it("only selected watches; none when watch alerts or reminders are off", () => {
    const day = ["2026-06-01T00:00:00Z", "2026-06-02T00:00:00Z"] as const;
    expect(occurrences({}, ...day)).toHaveLength(8);
    expect(occurrences({ selectedWatches: [] }, ...day)).toEqual([]);
    expect(occurrences({ watchNotificationsEnabled: false }, ...day)).toEqual([]);
    expect(occurrences({ enabled: false }, ...day)).toEqual([]);
  });
});

describe("personal reminders", () => {
  it("fire at each HH:mm in the zone, with the user's message, only when turned on", () => {
    const overrides: Partial<ReminderSettings> = {
      timeZone: "Asia/Tokyo",
      watchNotificationsEnabled: false,
      personalRemindersEnabled: true,
      personalReminderTimes: ["06:30", "21:15"],
      personalReminderMessage: "Come away and pray",
    };
    const list = occurrences(overrides, "2026-06-01T00:00:00Z", "2026-06-02T00:00:00Z");
    // Tokyo is UTC+9: 21:15 on 1 June local = 12:15Z; 06:30 on 2 June local = 21:30Z on 1 June.
    expect(times(list)).toEqual(["2026-06-01T12:15:00Z", "2026-06-01T21:30:00Z"]);
    expect(list[0]?.message).toMatchObject({
      kind: "personal",
      title: "Prayer Reminder",
      body: "Come away and pray",
      url: "/",
    });
    expect(
      occurrences({ ...overrides, personalRemindersEnabled: false }, "2026-06-01T00:00:00Z", "2026-06-02T00:00:00Z"),
    ).toEqual([]);
  });

  it("a time skipped by spring forward fires at the first moment after the gap; a repeated one fires once", () => {
    const overrides: Partial<ReminderSettings> = {
      timeZone: "America/New_York",
      watchNotificationsEnabled: false,
      personalRemindersEnabled: true,
      personalReminderTimes: ["02:30"],
    };
    // 02:30 does not exist on 2026-03-08: 'compatible' reads it as 03:30 EDT = 07:30Z.
    expect(times(occurrences(overrides, "2026-03-08T00:00:00Z", "2026-03-09T00:00:00Z"))).toEqual([
      "2026-03-08T07:30:00Z",
    ]);
    // 01:30 happens twice on 2026-11-01: the earlier (EDT, 05:30Z), once.
    expect(
      times(
        occurrences({ ...overrides, personalReminderTimes: ["01:30"] }, "2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z"),
      ),
    ).toEqual(["2026-11-01T05:30:00Z"]);
  });
});

describe("quiet hours", () => {
  const quiet = { enabled: true, start: "22:00", end: "06:00" };

  it("cross midnight: start inclusive, end exclusive", () => {
    const at = (hhmm: string) => Temporal.PlainTime.from(hhmm);
    expect(inQuietHours(quiet, at("21:59"))).toBe(false);
    expect(inQuietHours(quiet, at("22:00"))).toBe(true);
    expect(inQuietHours(quiet, at("23:59"))).toBe(true);
    expect(inQuietHours(quiet, at("00:00"))).toBe(true);
    expect(inQuietHours(quiet, at("05:59"))).toBe(true);
    expect(inQuietHours(quiet, at("06:00"))).toBe(false);
    expect(inQuietHours({ ...quiet, enabled: false }, at("23:00"))).toBe(false);
    // Within one day.
    expect(inQuietHours({ enabled: true, start: "12:00", end: "14:00" }, at("13:00"))).toBe(true);
    expect(inQuietHours({ enabled: true, start: "12:00", end: "14:00" }, at("14:00"))).toBe(false);
  });

  it("drop the reminders that would fire inside them, judged on the local time they fire", () => {
    const list = occurrences(
      { timeZone: "America/New_York", reminderMinutes: 0, quietHours: quiet },
      "2026-06-01T04:00:00Z",
      "2026-06-02T04:00:00Z",
    );
    // Of the 8 watch starts of 1 June (local), 21:00 stays; 00:00 and 03:00 are quiet; 06:00 (end) fires.
    expect(list.map((o) => o.message.watchNumber)).toEqual([5, 6, 7, 8, 1, 2]);
    // A lead of 5 minutes moves the Fifth Watch's reminder to 05:55: inside quiet hours.
    const led = occurrences(
      { timeZone: "America/New_York", reminderMinutes: 5, quietHours: quiet },
      "2026-06-01T04:00:00Z",
      "2026-06-02T04:00:00Z",
    );
    expect(led.map((o) => o.message.watchNumber)).toEqual([6, 7, 8, 1, 2]);
  });
});

describe("strategy reminders", () => {
  const strategy = (overrides: Partial<StrategyReminderSource>): StrategyReminderSource => ({
    id: 12,
    watchNumber: 3,
    frequency: "daily",
    reminderTimes: ["07:00"],
    createdAt: new Date("2026-01-31T10:00:00Z"),
    ...overrides,
  });
  const only: Partial<ReminderSettings> = { watchNotificationsEnabled: false };

  it("daily: every day, with no strategy text in the notification", () => {
    const list = occurrences(only, "2026-02-01T00:00:00Z", "2026-02-04T00:00:00Z", [strategy({})]);
    expect(times(list)).toEqual(["2026-02-01T07:00:00Z", "2026-02-02T07:00:00Z", "2026-02-03T07:00:00Z"]);
    expect(list[0]).toMatchObject({
      kind: "strategy",
      key: "strategy:12:2026-02-01T07:00:00Z",
      message: {
        kind: "strategy",
        title: "Prayer strategy reminder",
        body: "Your prayer strategy for the Third Watch",
        url: "/prayer-room/3",
      },
    });
  });

  it("weekly: on the weekday it was created (in the user's zone)", () => {
    // Created Saturday 31 January 2026 (UTC).
    const list = occurrences(only, "2026-02-01T00:00:00Z", "2026-02-22T00:00:00Z", [strategy({ frequency: "weekly" })]);
    expect(times(list)).toEqual(["2026-02-07T07:00:00Z", "2026-02-14T07:00:00Z", "2026-02-21T07:00:00Z"]);
    // Created at 12:00Z on Saturday 31 January: in Auckland (UTC+13) already Sunday 1 February.
    const auckland = occurrences(
      { ...only, timeZone: "Pacific/Auckland" },
      "2026-02-02T00:00:00Z",
      "2026-02-16T00:00:00Z",
      [strategy({ frequency: "weekly", reminderTimes: ["20:00"], createdAt: new Date("2026-01-31T12:00:00Z") })],
    );
    expect(auckland.map((o) => o.at.toZonedDateTimeISO("Pacific/Auckland").toPlainDate().dayOfWeek)).toEqual([7, 7]);
  });

  it("monthly: on its day of the month, the last day of shorter months (Jan 31 → Feb 28 → Mar 31)", () => {
    const list = occurrences(only, "2026-02-01T00:00:00Z", "2026-05-01T00:00:00Z", [
      strategy({ frequency: "monthly" }),
    ]);
    expect(times(list)).toEqual(["2026-02-28T07:00:00Z", "2026-03-31T07:00:00Z", "2026-04-30T07:00:00Z"]);
  });

  it("as-needed: never", () => {
    expect(
      occurrences(only, "2026-02-01T00:00:00Z", "2026-03-01T00:00:00Z", [strategy({ frequency: "as-needed" })]),
    ).toEqual([]);
  });
});

describe("the window and the keys", () => {
  it("is (from, until]: an occurrence at `from` is left out, one at `until` is in", () => {
    const overrides: Partial<ReminderSettings> = { selectedWatches: [7], reminderMinutes: 0 };
    expect(times(occurrences(overrides, "2026-06-01T12:00:00Z", "2026-06-02T11:59:00Z"))).toEqual([]);
    expect(times(occurrences(overrides, "2026-06-01T11:00:00Z", "2026-06-01T12:00:00Z"))).toEqual([
      "2026-06-01T12:00:00Z",
    ]);
  });

  it("findOccurrence finds a key only while it is still in the schedule", () => {
    const base = settings({ selectedWatches: [7], reminderMinutes: 0 });
    const at = instant("2026-06-01T12:00:00Z");
    const key = "watch:7:2026-06-01T12:00:00Z";
    expect(findOccurrence({ settings: base, strategies: [] }, at, key)?.message.title).toBe("Seventh Watch begins now");
    expect(findOccurrence({ settings: { ...base, reminderMinutes: 5 }, strategies: [] }, at, key)).toBeUndefined();
    expect(findOccurrence({ settings: { ...base, selectedWatches: [6] }, strategies: [] }, at, key)).toBeUndefined();
    expect(
      findOccurrence(
        { settings: { ...base, quietHours: { enabled: true, start: "11:00", end: "13:00" } }, strategies: [] },
        at,
        key,
      ),
    ).toBeUndefined();
  });
});
