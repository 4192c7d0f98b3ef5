import { describe, expect, it } from "vitest";
import { addDays, formatIsoDate, isIsoDate, localIsoDate } from "./dates";

describe("dates", () => {
  it("gives the device's calendar date, not the UTC one", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(localIsoDate(new Date(2026, 11, 31, 0, 1))).toBe("2026-12-31");
  });

  it("accepts only real dates written YYYY-MM-DD", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-1-01")).toBe(false);
    expect(isIsoDate("today")).toBe(false);
  });

  it("adds days across months, years and daylight-saving changes", () => {
    expect(addDays("2026-03-31", 1)).toBe("2026-04-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("formats the date itself, whatever the time zone", () => {
    expect(formatIsoDate("2026-11-21", { weekday: "long" })).toBe("Saturday");
  });
});
