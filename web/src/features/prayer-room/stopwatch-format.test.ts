import { describe, expect, it } from "vitest";
import { formatStopwatch, stopwatchDuration } from "./stopwatch-format";

describe("formatStopwatch", () => {
  it.each([
    [0, "00:00:00"],
    [59, "00:00:59"],
    [60, "00:01:00"],
    [3599, "00:59:59"],
    [3600, "01:00:00"],
    [86399, "23:59:59"],
    [360000, "100:00:00"],
  ])("formats %i seconds as %s", (seconds, expected) => {
    expect(formatStopwatch(seconds)).toBe(expected);
  });

  it("drops fractions and treats negative or non-finite input as zero", () => {
    expect(formatStopwatch(65.9)).toBe("00:01:05");
    expect(formatStopwatch(-5)).toBe("00:00:00");
    expect(formatStopwatch(Number.NaN)).toBe("00:00:00");
  });

  it("gives an ISO duration for <time>", () => {
    expect(stopwatchDuration(3725)).toBe("PT1H2M5S");
  });
});
