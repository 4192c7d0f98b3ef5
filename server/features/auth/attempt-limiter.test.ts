import { describe, expect, it } from "vitest";
import { RateLimited } from "../../errors";
import { AttemptLimiter, addressKey } from "./attempt-limiter";

/** A limiter on a clock the test moves; the waits it asks for are recorded, not slept. */
function limiter(options = { ipMax: 5, usernameMax: 3, windowSeconds: 60 }) {
  let now = 1_000_000;
  const waits: number[] = [];
  const attempts = new AttemptLimiter(options, {
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { attempts, waits, advance: (ms: number) => (now += ms) };
}

describe("AttemptLimiter", () => {
  it("refuses an address once it failed too often on one account, not other addresses", async () => {
    const { attempts } = limiter();
    for (let i = 0; i < 3; i++) {
      await attempts.check("10.0.0.1", "username:anna");
      attempts.failed("10.0.0.1", "username:anna");
    }
    await expect(attempts.check("10.0.0.1", "username:anna")).rejects.toBeInstanceOf(RateLimited);
    await expect(attempts.check("10.0.0.2", "username:anna")).resolves.toBeUndefined();
    await expect(attempts.check("10.0.0.1", "username:ben")).resolves.toBeUndefined();
  });

  it("never refuses an account for failures spread over many addresses; it slows them, up to 3 s", async () => {
    const { attempts, waits } = limiter({ ipMax: 5, usernameMax: 3, windowSeconds: 60 });
    for (let i = 0; i < 40; i++) attempts.failed(`10.0.1.${i}`, "username:anna");
    await expect(attempts.check("10.0.2.1", "username:anna")).resolves.toBeUndefined();
    expect(waits).toEqual([3_000]);
    expect(attempts.delayFor("username:ben")).toBe(0);
  });

  it("slows an account gradually past usernameMax failures from anywhere", () => {
    const { attempts } = limiter({ ipMax: 100, usernameMax: 3, windowSeconds: 60 });
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) {
      delays.push(attempts.delayFor("username:anna"));
      attempts.failed(`10.0.3.${i}`, "username:anna");
    }
    expect(delays).toEqual([0, 0, 0, 0, 250, 500, 1_000, 2_000, 3_000]);
  });

  it("forgets failures when their window has passed, and tells how long to wait", async () => {
    const { attempts, advance } = limiter({ ipMax: 2, usernameMax: 10, windowSeconds: 60 });
    attempts.failed("10.0.0.1", "username:a");
    advance(20_000);
    attempts.failed("10.0.0.1", "username:b");
    const refused = await attempts.check("10.0.0.1", "username:c").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).headers["retry-after"]).toBe("40");
    advance(40_000);
    await expect(attempts.check("10.0.0.1", "username:c")).resolves.toBeUndefined();
  });

  it("counts failures only, and a success clears that address's failures on the account", async () => {
    const { attempts } = limiter({ ipMax: 100, usernameMax: 2, windowSeconds: 60 });
    const ok = () =>
      attempts.attempt({ ip: "10.0.0.1", account: "user:1" }, async () => "ok", { isFailure: () => true });
    const wrong = () =>
      attempts.attempt(
        { ip: "10.0.0.1", account: "user:1" },
        async () => {
          throw new Error("wrong password");
        },
        { isFailure: () => true },
      );
    for (let i = 0; i < 5; i++) await expect(ok()).resolves.toBe("ok");
    await expect(wrong()).rejects.toThrow("wrong password");
    await expect(ok()).resolves.toBe("ok");
    await expect(wrong()).rejects.toThrow("wrong password");
    await expect(wrong()).rejects.toThrow("wrong password");
    await expect(ok()).rejects.toBeInstanceOf(RateLimited);
  });
});

describe("addressKey", () => {
  it("counts an IPv6 /64 as one address and IPv4 as itself", () => {
    expect(addressKey("203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });
});
