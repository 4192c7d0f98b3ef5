import { describe, expect, it } from "vitest";
import { ACHIEVEMENT_IDS, computeAchievements, computeStreaks, dayNumber, localDateOf } from "./achievements";

/** Every date from `from` to `to` (inclusive), skipping `skip`. */
function datesBetween(from: string, to: string, skip: string[] = []): string[] {
  const out: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day++) {
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    if (!skip.includes(date)) out.push(date);
  }
  return out;
}

describe("dayNumber", () => {
  it("counts calendar days across month and year ends and leap days", () => {
    expect(dayNumber("2026-02-01") - dayNumber("2026-01-31")).toBe(1);
    expect(dayNumber("2024-03-01") - dayNumber("2024-02-28")).toBe(2);
    expect(dayNumber("2027-01-01") - dayNumber("2026-12-31")).toBe(1);
    expect(() => dayNumber("2026-1-1")).toThrow();
  });
});

describe("localDateOf", () => {
  it("takes the calendar day in the given time zone", () => {
    expect(localDateOf("2026-03-01T03:30:00Z", "UTC")).toBe("2026-03-01");
    expect(localDateOf("2026-03-01T03:30:00Z", "America/New_York")).toBe("2026-02-28");
    expect(localDateOf("2026-03-01T03:30:00Z", "Asia/Tokyo")).toBe("2026-03-01");
  });

  it("keeps New York's DST days as one calendar day each", () => {
    // 2026-03-08 has 23 hours: 00:30 EST and 23:30 EDT are 22 hours apart, the same day.
    expect(localDateOf("2026-03-08T05:30:00Z", "America/New_York")).toBe("2026-03-08");
    expect(localDateOf("2026-03-09T03:30:00Z", "America/New_York")).toBe("2026-03-08");
    // 2026-11-01 has 25 hours: 00:10 EDT and 23:50 EST are 24h40m apart, still the same day.
    expect(localDateOf("2026-11-01T04:10:00Z", "America/New_York")).toBe("2026-11-01");
    expect(localDateOf("2026-11-02T04:50:00Z", "America/New_York")).toBe("2026-11-01");
  });
});

describe("computeStreaks", () => {
  it("is zero without sessions", () => {
    expect(computeStreaks([], "2026-01-10")).toEqual({ current: 0, longest: 0 });
  });

  it("counts consecutive days once each, however many sessions a day has", () => {
    const dates = ["2026-01-01", "2026-01-01", "2026-01-02", "2026-01-03"];
    expect(computeStreaks(dates, "2026-01-03")).toEqual({ current: 3, longest: 3 });
  });

  it("keeps the current streak through today before today's prayer, and ends it after two missed days", () => {
    const dates = datesBetween("2026-01-01", "2026-01-05");
    expect(computeStreaks(dates, "2026-01-06").current).toBe(5); // today not over yet
    expect(computeStreaks(dates, "2026-01-07").current).toBe(5); // yesterday is a grace day
    expect(computeStreaks(dates, "2026-01-08").current).toBe(0); // two missed days
    expect(computeStreaks(dates, "2026-01-08").longest).toBe(5);
  });

  it("bridges one missed day without counting it", () => {
    const dates = datesBetween("2026-01-01", "2026-01-07", ["2026-01-04"]);
    expect(computeStreaks(dates, "2026-01-07")).toEqual({ current: 6, longest: 6 });
  });

  it("ends a streak at two missed days in a row", () => {
    const dates = datesBetween("2026-01-01", "2026-01-10", ["2026-01-04", "2026-01-05"]);
    expect(computeStreaks(dates, "2026-01-10")).toEqual({ current: 5, longest: 5 });
  });

  it("allows one grace day per 7 days: a second miss within 7 days keeps only the newer one", () => {
    // Missed the 4th and the 8th (4 days apart): the run can hold only one of them.
    const dates = datesBetween("2026-01-01", "2026-01-12", ["2026-01-04", "2026-01-08"]);
    // Longest: the 5th to the 12th with the 8th bridged = 7 days with a session.
    expect(computeStreaks(dates, "2026-01-12")).toEqual({ current: 7, longest: 7 });
  });

  it("allows grace days exactly 7 days apart", () => {
    const dates = datesBetween("2026-01-01", "2026-01-20", ["2026-01-04", "2026-01-11", "2026-01-18"]);
    expect(computeStreaks(dates, "2026-01-20")).toEqual({ current: 17, longest: 17 });
    // 6 days apart is too close: the run restarts after the 4th (the 5th to the 20th, the 10th bridged).
    const close = datesBetween("2026-01-01", "2026-01-20", ["2026-01-04", "2026-01-10"]);
    expect(computeStreaks(close, "2026-01-20")).toEqual({ current: 15, longest: 15 });
  });

  it("does not let one missed night wipe a month, across a month boundary", () => {
    // Every night from 15 January to 20 February except one night a week.
    const skip = ["2026-01-20", "2026-01-27", "2026-02-03", "2026-02-10", "2026-02-17"];
    const dates = datesBetween("2026-01-15", "2026-02-20", skip);
    expect(computeStreaks(dates, "2026-02-20")).toEqual({ current: dates.length, longest: dates.length });
    expect(dates.length).toBe(32);
  });

  it("bridges the last day of a month and counts across the year end", () => {
    const dates = datesBetween("2026-12-25", "2027-01-03", ["2026-12-31"]);
    expect(computeStreaks(dates, "2027-01-03")).toEqual({ current: 9, longest: 9 });
  });

  it("counts New York's DST days as ordinary days (spring forward and fall back)", () => {
    const tz = "America/New_York";
    // One late-evening session a night from 2026-03-04 to 2026-03-11; 23:30 local each night.
    const spring = [
      "2026-03-05T04:30:00Z", // 03-04 23:30 EST
      "2026-03-06T04:30:00Z",
      "2026-03-07T04:30:00Z",
      "2026-03-08T04:30:00Z", // 03-07 23:30 EST
      "2026-03-09T03:30:00Z", // 03-08 23:30 EDT (the 23-hour day)
      "2026-03-10T03:30:00Z",
      "2026-03-11T03:30:00Z", // 03-10 23:30 EDT
    ].map((instant) => localDateOf(instant, tz));
    expect(new Set(spring).size).toBe(7);
    expect(computeStreaks(spring, "2026-03-10")).toEqual({ current: 7, longest: 7 });

    // Fall back: two sessions on the 25-hour day 2026-11-01 are one day; the nights around it chain.
    const fall = [
      "2026-10-30T03:50:00Z", // 10-29 23:50 EDT
      "2026-10-31T03:50:00Z", // 10-30
      "2026-11-01T03:50:00Z", // 10-31 23:50 EDT
      "2026-11-01T04:10:00Z", // 11-01 00:10 EDT
      "2026-11-02T04:50:00Z", // 11-01 23:50 EST
      "2026-11-03T04:50:00Z", // 11-02 23:50 EST
    ].map((instant) => localDateOf(instant, tz));
    expect(computeStreaks(fall, "2026-11-02")).toEqual({ current: 5, longest: 5 });
  });

  it("bridges a missed night on the DST day itself", () => {
    const dates = datesBetween("2026-03-04", "2026-03-12", ["2026-03-08"]);
    expect(computeStreaks(dates, "2026-03-12")).toEqual({ current: 8, longest: 8 });
    const fall = datesBetween("2026-10-28", "2026-11-05", ["2026-11-01"]);
    expect(computeStreaks(fall, "2026-11-05")).toEqual({ current: 8, longest: 8 });
  });

  it("keeps the longest streak after the current one ended", () => {
    const dates = [...datesBetween("2026-01-01", "2026-01-10"), ...datesBetween("2026-02-01", "2026-02-03")];
    expect(computeStreaks(dates, "2026-02-03")).toEqual({ current: 3, longest: 10 });
  });

  it("finds the same longest streak as trying every run (random calendars)", () => {
    // Deterministic pseudo-random days over 60 days, dense enough to have gaps of 1 and 2.
    let seed = 12345;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const start = dayNumber("2026-01-01");
    const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
    for (let round = 0; round < 200; round++) {
      const density = 0.6 + random() * 0.35;
      const days = Array.from({ length: 60 }, (_, i) => start + i).filter(() => random() < density);
      let best = 0;
      for (let i = 0; i < days.length; i++) {
        for (let j = i; j < days.length; j++) {
          const run = days.slice(i, j + 1);
          const missed: number[] = [];
          let valid = true;
          for (let k = 1; k < run.length && valid; k++) {
            const gap = run[k]! - run[k - 1]! - 1;
            if (gap >= 2) valid = false;
            if (gap === 1) missed.push(run[k - 1]! + 1);
          }
          for (let k = 1; k < missed.length && valid; k++) if (missed[k]! - missed[k - 1]! < 7) valid = false;
          if (valid) best = Math.max(best, run.length);
        }
      }
      expect(computeStreaks(days.map(iso), iso(start + 59)).longest, days.map(iso).join(",")).toBe(best);
    }
  });

  it("counts a date after today (a clock ahead) as today", () => {
    expect(computeStreaks(["2026-01-01", "2026-01-02", "2026-01-04"], "2026-01-02")).toEqual({
      current: 2,
      longest: 2,
    });
  });
});

describe("computeAchievements", () => {
  const zero = { totalSessions: 0, voiceGuidedSessions: 0, totalMinutes: 0, longestStreak: 0 };

  it("lists the four achievements in order, none earned at zero", () => {
    const achievements = computeAchievements(zero);
    expect(achievements.map((a) => a.id)).toEqual([...ACHIEVEMENT_IDS]);
    expect(achievements.map((a) => a.title)).toEqual(["Faithful", "Voice User", "Consistent", "Devoted"]);
    expect(achievements.every((a) => !a.earned && a.progress === 0)).toBe(true);
  });

  it("earns each exactly at its threshold", () => {
    const below = computeAchievements({
      totalSessions: 9,
      voiceGuidedSessions: 4,
      totalMinutes: 299,
      longestStreak: 6,
    });
    expect(below.map((a) => [a.id, a.earned, a.progress, a.target])).toEqual([
      ["faithful", false, 9, 10],
      ["voice-user", false, 4, 5],
      ["consistent", false, 6, 7],
      ["devoted", false, 299, 300],
    ]);
    const at = computeAchievements({ totalSessions: 10, voiceGuidedSessions: 5, totalMinutes: 300, longestStreak: 7 });
    expect(at.every((a) => a.earned && a.progress === a.target)).toBe(true);
  });

  it("caps progress at the target", () => {
    const over = computeAchievements({
      totalSessions: 50,
      voiceGuidedSessions: 9,
      totalMinutes: 1000,
      longestStreak: 40,
    });
    expect(over.map((a) => a.progress)).toEqual([10, 5, 7, 300]);
  });

  it("judges Consistent by the streak, not by the number of sessions", () => {
    const many = computeAchievements({ ...zero, totalSessions: 12, longestStreak: 2 });
    expect(many.find((a) => a.id === "consistent")?.earned).toBe(false);
  });
});
