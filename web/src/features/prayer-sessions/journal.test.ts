import { describe, expect, it } from "vitest";
import {
  activeAdvancedFilters,
  filterEntries,
  focusAreas,
  formatHoursMinutes,
  type JournalEntry,
  minutesPerDay,
  minutesPerWatch,
  NO_FILTERS,
  newestFirst,
  weekRange,
  weekSummary,
} from "./journal";

let counter = 0;
function entry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  counter += 1;
  return {
    clientId: `session-${counter}`,
    watchNumber: 1,
    duration: 10,
    notes: "",
    voiceGuided: false,
    completedAt: new Date(2026, 10, 18, 19, 0).toISOString(),
    status: "saved",
    ...overrides,
  };
}

/** Local noon on a day of November 2026 (the 22nd is a Sunday). */
const nov = (day: number, hour = 12) => new Date(2026, 10, day, hour, 0).toISOString();

describe("filterEntries", () => {
  const entries = [
    entry({ notes: "Prayed for my Mother's healing", watchNumber: 1, completedAt: nov(10), duration: 5 }),
    entry({ notes: "Breakthrough at work", watchNumber: 3, completedAt: nov(15), voiceGuided: true, duration: 30 }),
    entry({ notes: "", watchNumber: 7, completedAt: nov(20), duration: 15 }),
  ];

  it("searches notes and watch names, ignoring case", () => {
    expect(filterEntries(entries, { ...NO_FILTERS, search: "mother" })).toEqual([entries[0]]);
    expect(filterEntries(entries, { ...NO_FILTERS, search: "SEVENTH" })).toEqual([entries[2]]);
    expect(filterEntries(entries, { ...NO_FILTERS, search: "   " })).toEqual(entries);
  });

  it("filters by watch, dates (inclusive), voice guide and minimum minutes", () => {
    expect(filterEntries(entries, { ...NO_FILTERS, watchNumber: 3 })).toEqual([entries[1]]);
    expect(filterEntries(entries, { ...NO_FILTERS, from: "2026-11-15" })).toEqual([entries[1], entries[2]]);
    expect(filterEntries(entries, { ...NO_FILTERS, to: "2026-11-15" })).toEqual([entries[0], entries[1]]);
    expect(filterEntries(entries, { ...NO_FILTERS, from: "2026-11-11", to: "2026-11-19" })).toEqual([entries[1]]);
    expect(filterEntries(entries, { ...NO_FILTERS, voiceGuidedOnly: true })).toEqual([entries[1]]);
    expect(filterEntries(entries, { ...NO_FILTERS, minMinutes: 15 })).toEqual([entries[1], entries[2]]);
  });

  it("names the active advanced filters", () => {
    expect(activeAdvancedFilters(NO_FILTERS)).toEqual([]);
    expect(
      activeAdvancedFilters({
        ...NO_FILTERS,
        from: "2026-11-01",
        to: "2026-11-30",
        voiceGuidedOnly: true,
        minMinutes: 10,
      }),
    ).toEqual([
      { key: "dates", label: "2026-11-01 to 2026-11-30" },
      { key: "voice", label: "Voice-guided only" },
      { key: "minutes", label: "At least 10 min" },
    ]);
    expect(activeAdvancedFilters({ ...NO_FILTERS, to: "2026-11-30" })[0]?.label).toBe("Until 2026-11-30");
  });

  it("orders newest first", () => {
    expect(newestFirst(entries).map((item) => item.watchNumber)).toEqual([7, 3, 1]);
  });
});

describe("weekly summary", () => {
  it("counts Sunday to Saturday of the current week, total time as hours and minutes", () => {
    const wednesday = new Date(2026, 10, 25, 9, 0);
    expect(weekRange(wednesday)).toEqual({ start: "2026-11-22", end: "2026-11-28" });
    const entries = [
      entry({ completedAt: nov(21, 23), duration: 100 }), // Saturday before
      entry({ completedAt: nov(22, 0), duration: 45 }), // Sunday
      entry({ completedAt: nov(25), duration: 80 }),
      entry({ completedAt: nov(28, 23), duration: 1 }), // Saturday
      entry({ completedAt: nov(29, 1), duration: 100 }), // next Sunday
    ];
    expect(weekSummary(entries, wednesday)).toEqual({ sessions: 3, minutes: 126, totalTime: "2h 6m" });
    expect(weekSummary([], wednesday)).toEqual({ sessions: 0, minutes: 0, totalTime: "0h 0m" });
  });

  it("formats hours and minutes", () => {
    expect(formatHoursMinutes(0)).toBe("0h 0m");
    expect(formatHoursMinutes(59)).toBe("0h 59m");
    expect(formatHoursMinutes(60)).toBe("1h 0m");
    expect(formatHoursMinutes(605)).toBe("10h 5m");
  });
});

describe("focusAreas", () => {
  it("gives the top 5 watches by share of sessions", () => {
    const entries = [
      ...[1, 1, 1, 2, 2, 3, 4, 5, 6].map((watchNumber) => entry({ watchNumber })),
      entry({ watchNumber: 7, duration: 60 }),
    ];
    const areas = focusAreas(entries);
    expect(areas.map((area) => [area.watchNumber, area.percent])).toEqual([
      [1, 30],
      [2, 20],
      [7, 10], // ties broken by minutes
      [3, 10],
      [4, 10],
    ]);
    expect(areas[0]!.name).toBe("First Watch");
    expect(focusAreas([])).toEqual([]);
  });
});

describe("analytics series", () => {
  it("sums minutes for each of the last 30 days, today last", () => {
    const today = new Date(2026, 10, 25, 20, 0);
    const days = minutesPerDay(
      [
        entry({ completedAt: nov(25), duration: 10 }),
        entry({ completedAt: nov(25, 8), duration: 5 }),
        entry({ completedAt: nov(1), duration: 99 }),
      ],
      today,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: "2026-10-27", label: "Oct 27", minutes: 0 });
    expect(days.at(-1)).toEqual({ date: "2026-11-25", label: "Nov 25", minutes: 15 });
    expect(days.find((day) => day.date === "2026-11-01")?.minutes).toBe(99);
  });

  it("sums minutes and sessions for every watch", () => {
    const perWatch = minutesPerWatch([entry({ watchNumber: 8, duration: 20 }), entry({ watchNumber: 8, duration: 5 })]);
    expect(perWatch).toHaveLength(8);
    expect(perWatch[7]).toEqual({ watchNumber: 8, name: "Eighth Watch", minutes: 25, sessions: 2 });
    expect(perWatch[0]).toMatchObject({ minutes: 0, sessions: 0 });
  });
});
