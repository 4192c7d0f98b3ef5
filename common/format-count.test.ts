import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("writes a count as toLocaleString('en-US') does", () => {
    const counts = [0, 7, 42, 999, 1_000, 1_001, 12_500, 99_999, 100_000, 999_999, 1_000_000, 123_456_789];
    for (const count of [...counts, ...counts.filter((n) => n > 0).map((n) => -n), Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(count), String(count)).toBe(count.toLocaleString("en-US"));
    }
  });

  it("leaves what is not a whole number to toLocaleString", () => {
    expect(formatCount(1234.5)).toBe("1,234.5");
  });
});
