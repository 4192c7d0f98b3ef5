import { describe, expect, it } from "vitest";
import {
  CreatePrayerStrategyInputSchema,
  normalizeStrategyDuration,
  PrayerStrategyMessages,
  UpdatePrayerStrategyInputSchema,
  withoutBlankEntries,
} from "./prayer-strategies";

describe("prayer strategy contracts", () => {
  it("falls back to 30 minutes for an unparseable, empty or non-positive duration", () => {
    for (const value of [undefined, null, "", "  ", "abc", 0, -1, Number.NaN, "0", {}]) {
      expect(normalizeStrategyDuration(value)).toBe(30);
    }
    expect(normalizeStrategyDuration("45")).toBe(45);
    expect(normalizeStrategyDuration(12.6)).toBe(13);
  });

  it("drops blank entries", () => {
    expect(withoutBlankEntries(["", " a ", "  ", "b"])).toEqual(["a", "b"]);
  });

  it("fills the spec's defaults", () => {
    expect(CreatePrayerStrategyInputSchema.parse({ title: "T", focus: "F" })).toEqual({
      title: "T",
      duration: 30,
      focus: "F",
      scriptures: [],
      prayerPoints: [],
      watchNumber: 1,
      frequency: "daily",
      reminderTimes: [],
      priority: "medium",
    });
  });

  it("requires a title and a focus with the spec's message", () => {
    const result = CreatePrayerStrategyInputSchema.safeParse({ title: " ", focus: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      PrayerStrategyMessages.titleAndFocusRequired,
      PrayerStrategyMessages.titleAndFocusRequired,
    ]);
  });

  it("counts at most 50 entries after dropping blanks", () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `${i}`);
    expect(
      CreatePrayerStrategyInputSchema.safeParse({ title: "T", focus: "F", prayerPoints: [...fifty, ""] }).success,
    ).toBe(true);
    expect(
      CreatePrayerStrategyInputSchema.safeParse({ title: "T", focus: "F", prayerPoints: [...fifty, "51"] }).success,
    ).toBe(false);
  });

  it("leaves out of an update what was not sent", () => {
    expect(UpdatePrayerStrategyInputSchema.parse({ priority: "low" })).toEqual({ priority: "low" });
    expect(UpdatePrayerStrategyInputSchema.parse({ duration: "" })).toEqual({ duration: 30 });
  });
});
