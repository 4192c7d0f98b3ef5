import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isValidTimeZone } from "./time-zones";
import { clockTimeIn } from "./watch-clock";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ZONES = ["UTC", "Europe/London", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "America/Santiago"];
const NAMES = [...ZONES, "europe/london", "Etc/GMT+5", "Mars/Olympus_Mons", "+05:00", "", "Europe/London ", "utc"];

describe("time zones with and without Temporal", () => {
  it("knows the same zones either way (offsets are not zones), and builds no date formatter with Temporal", () => {
    vi.stubGlobal("Temporal", undefined);
    const withIntl = NAMES.map(isValidTimeZone);
    expect(withIntl.slice(0, ZONES.length).every(Boolean)).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);

    vi.stubGlobal("Temporal", Temporal);
    const formatter = vi.spyOn(Intl, "DateTimeFormat");
    expect(NAMES.map(isValidTimeZone)).toEqual(withIntl);
    expect(["Asia/Tokyo", "Africa/Lagos", "+01:00", "Nowhere/Land"].map(isValidTimeZone)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(formatter).not.toHaveBeenCalled();
  });

  it("reads the same wall clock either way, across the clock changes", () => {
    const instants: Date[] = [];
    for (const day of ["2026-03-08", "2026-03-29", "2026-04-05", "2026-09-06", "2026-10-25", "2026-11-01"]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 37)
        instants.push(new Date(Date.parse(day) + minutes * 60_000));
    }
    vi.stubGlobal("Temporal", undefined);
    const withIntl = instants.map((instant) => ZONES.map((zone) => clockTimeIn(instant, zone)));
    vi.stubGlobal("Temporal", Temporal);
    const formatter = vi.spyOn(Intl, "DateTimeFormat");
    const withTemporal = instants.map((instant) => ZONES.map((zone) => clockTimeIn(instant, zone)));
    expect(withTemporal).toEqual(withIntl);
    expect(formatter).not.toHaveBeenCalled();
  });
});
