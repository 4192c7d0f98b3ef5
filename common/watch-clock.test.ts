import { describe, expect, it } from "vitest";
import {
  cardProgress,
  clockTimeIn,
  formatRemaining,
  isValidTimeZone,
  minutesRemaining,
  readWatchClock,
  watchForHour,
  watchProgress,
  watchStatus,
} from "./watch-clock";
import { getWatch, WATCHES, type WatchNumber } from "./watches";

const at = (hour: number, minute = 0, second = 0) => ({ hour, minute, second });
const watch = (n: WatchNumber) => getWatch(n)!;

describe("the schedule", () => {
  it("covers all 24 hours exactly once, in three-hour watches", () => {
    const owners = Array.from({ length: 24 }, (_, hour) =>
      WATCHES.filter((w) => hour >= w.startHour && hour < w.endHour).map((w) => w.number),
    );
    for (const list of owners) expect(list).toHaveLength(1);
    for (const w of WATCHES) expect(w.endHour - w.startHour).toBe(3);
  });

  it("keeps the spec's names, hours, types and both readings of the titles", () => {
    expect(WATCHES.map((w) => [w.number, w.name, w.timeRange, w.startHour, w.endHour, w.watchType])).toEqual([
      [1, "First Watch", "6 PM-9 PM", 18, 21, "night"],
      [2, "Second Watch", "9 PM-12 AM", 21, 24, "night"],
      [3, "Third Watch", "12-3 AM", 0, 3, "night"],
      [4, "Fourth Watch", "3-6 AM", 3, 6, "night"],
      [5, "Fifth Watch", "6-9 AM", 6, 9, "day"],
      [6, "Sixth Watch", "9 AM-12 PM", 9, 12, "day"],
      [7, "Seventh Watch", "12-3 PM", 12, 15, "day"],
      [8, "Eighth Watch", "3-6 PM", 15, 18, "day"],
    ]);
    expect(WATCHES.map((w) => w.theme)).toEqual([
      "Healing and Reflection",
      "Divine Visitation and Protection",
      "Deliverance and Breakthrough",
      "Resurrection Power and Boldness",
      "Empowerment for Daily Mission",
      "Marketplace Intercession",
      "Dominion and Vision",
      "Grace, Transition, and Power",
    ]);
    expect(WATCHES.map((w) => w.roomTitle)).toEqual([
      "Healing and Reflection",
      "Intercession and Protection",
      "Breakthrough and Warfare",
      "Nations and Revival",
      "Morning Glory",
      "Marketplace Ministry",
      "Family and Relationships",
      "Harvest and Evangelism",
    ]);
    expect(WATCHES.map((w) => w.shortName)).toEqual([
      "Evening",
      "Night",
      "Midnight",
      "Dawn",
      "Morning",
      "Mid-Morning",
      "Noon",
      "Afternoon",
    ]);
  });
});

describe("watchForHour", () => {
  it.each([
    [17, 8],
    [18, 1],
    [20, 1],
    [21, 2],
    [23, 2],
    [0, 3],
    [2, 3],
    [3, 4],
    [5, 4],
    [6, 5],
    [8, 5],
    [9, 6],
    [11, 6],
    [12, 7],
    [14, 7],
    [15, 8],
  ])("hour %i is watch %i", (hour, number) => {
    expect(watchForHour(hour).number).toBe(number);
  });

  it("falls back to the first watch when no watch matches", () => {
    expect(watchForHour(24).number).toBe(1);
    expect(watchForHour(-1).number).toBe(1);
    expect(watchForHour(Number.NaN).number).toBe(1);
  });
});

describe("every hour boundary, to the minute", () => {
  it.each([
    ["17:59", at(17, 59), 8, "1m"],
    ["18:00", at(18, 0), 1, "3h 0m"],
    ["20:59", at(20, 59), 1, "1m"],
    ["21:00", at(21, 0), 2, "3h 0m"],
    ["23:59", at(23, 59), 2, "1m"],
    ["00:00", at(0, 0), 3, "3h 0m"],
    ["02:59", at(2, 59), 3, "1m"],
    ["03:00", at(3, 0), 4, "3h 0m"],
    ["05:59", at(5, 59), 4, "1m"],
    ["06:00", at(6, 0), 5, "3h 0m"],
    ["08:59", at(8, 59), 5, "1m"],
    ["09:00", at(9, 0), 6, "3h 0m"],
    ["11:59", at(11, 59), 6, "1m"],
    ["12:00", at(12, 0), 7, "3h 0m"],
    ["14:59", at(14, 59), 7, "1m"],
    ["15:00", at(15, 0), 8, "3h 0m"],
  ])("%s is watch %i with %s left", (_label, time, number, remaining) => {
    const current = watchForHour(time.hour);
    expect(current.number).toBe(number);
    expect(formatRemaining(minutesRemaining(current, time))).toBe(remaining);
  });
});

describe("watchStatus", () => {
  it("is active for the current number, completed below, upcoming above", () => {
    expect(watchStatus(3, 3)).toBe("active");
    expect(watchStatus(1, 3)).toBe("completed");
    expect(watchStatus(2, 3)).toBe("completed");
    expect(watchStatus(4, 3)).toBe("upcoming");
    expect(watchStatus(8, 3)).toBe("upcoming");
  });
});

describe("watchProgress", () => {
  it("is the elapsed share of the watch", () => {
    expect(watchProgress(watch(1), at(18, 0))).toBe(0);
    expect(watchProgress(watch(1), at(19, 30))).toBe(50);
    expect(watchProgress(watch(2), at(23, 15))).toBe(75);
    expect(watchProgress(watch(3), at(0, 0, 30))).toBeCloseTo((0.5 / 180) * 100);
  });

  it("is clamped to 0–100 outside the watch", () => {
    expect(watchProgress(watch(1), at(9, 0))).toBe(0);
    expect(watchProgress(watch(8), at(20, 0))).toBe(100);
  });
});

describe("formatRemaining", () => {
  it.each([
    [180, "3h 0m"],
    [90, "1h 30m"],
    [61, "1h 1m"],
    [60, "1h 0m"],
    [59, "59m"],
    [1, "1m"],
    [0, "0m"],
  ])("%i minutes → %s", (minutes, text) => {
    expect(formatRemaining(minutes)).toBe(text);
  });
});

describe("cardProgress", () => {
  it("is full for completed, empty for upcoming and live for the active watch", () => {
    const clock = readWatchClock(new Date("2026-06-01T01:30:00Z"), "UTC");
    expect(clock.current.number).toBe(3);
    expect(cardProgress(watch(1), clock)).toBe(100);
    expect(cardProgress(watch(3), clock)).toBe(50);
    expect(cardProgress(watch(4), clock)).toBe(0);
  });
});

describe("time zones", () => {
  it("reads the wall clock of a pinned zone", () => {
    const instant = new Date("2026-06-01T18:30:00Z");
    expect(clockTimeIn(instant, "UTC")).toEqual(at(18, 30));
    expect(clockTimeIn(instant, "Africa/Lagos")).toEqual(at(19, 30));
    expect(clockTimeIn(instant, "Asia/Kolkata")).toEqual(at(0, 0));
    expect(readWatchClock(instant, "Asia/Kolkata").current.number).toBe(3);
    expect(readWatchClock(instant, "America/Los_Angeles").current.number).toBe(6);
  });

  it("midnight is hour 0, not 24", () => {
    expect(clockTimeIn(new Date("2026-06-01T00:00:00Z"), "UTC").hour).toBe(0);
  });

  it("validates zone names", () => {
    expect(isValidTimeZone("Europe/London")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});

describe("a day with a daylight-saving change (America/New_York)", () => {
  const zone = "America/New_York";

  it("spring forward: 01:59 EST is the Third Watch, the next minute 03:00 EDT is the Fourth", () => {
    // 2026-03-08: clocks jump from 02:00 EST to 03:00 EDT.
    const before = readWatchClock(new Date("2026-03-08T06:59:00Z"), zone);
    expect(before.time).toEqual(at(1, 59));
    expect(before.current.number).toBe(3);
    expect(before.timeRemaining).toBe("1h 1m");
    const after = readWatchClock(new Date("2026-03-08T07:00:00Z"), zone);
    expect(after.time).toEqual(at(3, 0));
    expect(after.current.number).toBe(4);
    expect(after.timeRemaining).toBe("3h 0m");
    expect(after.progress).toBe(0);
  });

  it("fall back: 01:30 happens twice and is the Third Watch both times", () => {
    // 2026-11-01: clocks go back from 02:00 EDT to 01:00 EST.
    const first = readWatchClock(new Date("2026-11-01T05:30:00Z"), zone);
    const second = readWatchClock(new Date("2026-11-01T06:30:00Z"), zone);
    for (const clock of [first, second]) {
      expect(clock.time).toEqual(at(1, 30));
      expect(clock.current.number).toBe(3);
      expect(clock.timeRemaining).toBe("1h 30m");
    }
    expect(readWatchClock(new Date("2026-11-01T08:00:00Z"), zone).current.number).toBe(4);
  });
});
