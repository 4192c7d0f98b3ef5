import { describe, expect, it } from "vitest";
import { formatHour, QUICK_PREVIEW_LENGTH, truncate } from "./watch-text";

describe("watch text helpers", () => {
  it("cuts a long text to the limit followed by '...'", () => {
    const text = "Thank You, Lord, that my evening prayer rises before You as incense.";
    expect(truncate(text, QUICK_PREVIEW_LENGTH)).toBe(`${text.slice(0, 50)}...`);
    expect(truncate(text, QUICK_PREVIEW_LENGTH)).toHaveLength(53);
  });

  it("leaves a text within the limit whole", () => {
    expect(truncate("Thank You, Lord.", 50)).toBe("Thank You, Lord.");
    expect(truncate("x".repeat(50), 50)).toBe("x".repeat(50));
  });

  it("writes hours like the schedule", () => {
    expect([18, 21, 0, 3, 6, 9, 12, 15].map(formatHour)).toEqual([
      "6 PM",
      "9 PM",
      "12 AM",
      "3 AM",
      "6 AM",
      "9 AM",
      "12 PM",
      "3 PM",
    ]);
  });
});
