import { describe, expect, it } from "vitest";
import { retryingDeadlocks } from "./serial-batcher";

const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });
/** As drizzle throws it: its own error, with the driver's error (and its SQLSTATE) as the cause. */
const wrapped = (code: string) => new Error("Failed query", { cause: failure(code) });

describe("retryingDeadlocks", () => {
  it("runs a statement again when PostgreSQL chose it as a deadlock's victim (40P01) or a serialization failure", async () => {
    for (const code of ["40P01", "40001"]) {
      let runs = 0;
      const answer = await retryingDeadlocks(async () => {
        runs++;
        if (runs < 3) throw wrapped(code);
        return "moved";
      });
      expect(answer).toBe("moved");
      expect(runs).toBe(3);
    }
  });

  it("gives up after the attempts allowed, with the database's error", async () => {
    let runs = 0;
    const run = retryingDeadlocks(async () => {
      runs++;
      throw wrapped("40P01");
    }, 3);
    await expect(run).rejects.toThrow("Failed query");
    expect(runs).toBe(3);
  });

  it("does not run again on any other failure", async () => {
    for (const error of [wrapped("23505"), failure("08006"), new Error("no code")]) {
      let runs = 0;
      await expect(
        retryingDeadlocks(async () => {
          runs++;
          throw error;
        }),
      ).rejects.toBe(error);
      expect(runs).toBe(1);
    }
  });
});
