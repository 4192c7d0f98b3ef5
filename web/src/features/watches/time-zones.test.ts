import { clockTimeIn } from "@common/watch-clock";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceTimeZone, formatClockTime, renderInDeviceTimeZone } from "./time-zones";

const intlTime = (date: Date, timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone })
    .format(date)
    // Node's ICU puts a narrow no-break space before AM/PM; Chromium's (and this app's) a plain space.
    .replace(/\u202f/g, " ");

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("formatClockTime", () => {
  it("writes the time as Intl's en-US hour and minute do, in any zone and in the device's", () => {
    const start = Date.UTC(2026, 2, 29, 0, 7);
    for (let step = 0; step < 48; step++) {
      const date = new Date(start + step * 31 * 60_000);
      for (const zone of ["UTC", "Asia/Kolkata", "America/New_York", "Pacific/Chatham"]) {
        expect(formatClockTime(date, zone), `${date.toISOString()} ${zone}`).toBe(intlTime(date, zone));
      }
      expect(formatClockTime(date), date.toISOString()).toBe(intlTime(date));
    }
  });

  it("builds no date formatter for the device's own clock", () => {
    const formatter = vi.spyOn(Intl, "DateTimeFormat");
    const date = new Date(2026, 10, 24, 0, 5, 9);
    expect(formatClockTime(date)).toBe("12:05 AM");
    expect(clockTimeIn(date)).toEqual({ hour: 0, minute: 5, second: 9 });
    expect(formatClockTime(new Date(2026, 10, 24, 13, 0))).toBe("1:00 PM");
    expect(formatter).not.toHaveBeenCalled();
  });
});

describe("deviceTimeZone", () => {
  it("asks Temporal when the browser has it, without building a date formatter", () => {
    vi.stubGlobal("Temporal", {
      Instant: Temporal.Instant,
      Now: { timeZoneId: () => "Pacific/Chatham", zonedDateTimeISO: Temporal.Now.zonedDateTimeISO },
    });
    const formatter = vi.spyOn(Intl, "DateTimeFormat");
    expect(deviceTimeZone()).toBe("Pacific/Chatham");
    expect(formatter).not.toHaveBeenCalled();
  });

  it("falls back to Intl without Temporal, and names the page's device while the server renders", () => {
    vi.stubGlobal("Temporal", undefined);
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(renderInDeviceTimeZone("Asia/Kolkata", () => deviceTimeZone())).toBe("Asia/Kolkata");
  });
});
