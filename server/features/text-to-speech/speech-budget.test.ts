import { describe, expect, it } from "vitest";
import { RateLimited } from "../../errors";
import { DailySpeechBudget, speechBudgetMessage } from "./speech-budget";

describe("the daily allowance of characters read aloud", () => {
  it("refuses what does not fit today with 429 until midnight UTC, and starts again the next day", () => {
    let now = Date.UTC(2026, 10, 24, 23, 0, 0); // 23:00 UTC
    const budget = new DailySpeechBudget(100, () => now);
    budget.charge("1", 60);
    budget.charge("2", 100);
    const refused = (() => {
      try {
        budget.charge("1", 41);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(RateLimited);
    expect(refused).toMatchObject({ statusCode: 429, message: speechBudgetMessage(100) });
    expect((refused as RateLimited).headers["retry-after"]).toBe(String(60 * 60));
    expect(budget.usedBy("1")).toBe(60);
    budget.charge("1", 40);
    expect(budget.usedBy("1")).toBe(100);

    now = Date.UTC(2026, 10, 25, 0, 0, 1);
    expect(budget.usedBy("1")).toBe(0);
    budget.charge("1", 100);
  });

  it("gives back what was charged for audio that could not be made", () => {
    const budget = new DailySpeechBudget(100);
    budget.charge("1", 70);
    budget.refund("1", 70);
    budget.charge("1", 100);
    expect(budget.usedBy("1")).toBe(100);
  });

  it("has no limit at 0", () => {
    const budget = new DailySpeechBudget(0);
    budget.charge("1", 1_000_000);
    budget.charge("1", 1_000_000);
  });

  it("reads the limit in the message", () => {
    expect(speechBudgetMessage(50_000)).toBe(
      "You have used today's allowance for reading aloud (50,000 characters). It renews at midnight UTC.",
    );
  });
});
