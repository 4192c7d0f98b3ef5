import { isIPv6 } from "node:net";
import { AuthMessages } from "@common/auth";
import { RateLimited } from "../../errors";

export type AttemptLimitOptions = {
  /** Failed attempts one address may make in a window, whatever account they name. */
  ipMax: number;
  /** Failed attempts one address may make against one account in a window. */
  usernameMax: number;
  windowSeconds: number;
};

/** Past `usernameMax` failures on an account from anywhere, each attempt on it waits this long, doubling… */
const SLOW_DOWN_FIRST_MS = 250;
/** …up to this: the owner may wait this long, but is never refused for what others did. */
const SLOW_DOWN_MAX_MS = 3_000;
const MAX_KEYS = 100_000;

/** Failures per key in a fixed window that starts at the key's first failure. Bounded: the oldest key goes first. */
class FailureCounts {
  private readonly counts = new Map<string, { failures: number; resetAt: number }>();

  constructor(private readonly windowMs: number) {}

  get(key: string, now: number): { failures: number; resetAt: number } | null {
    const entry = this.counts.get(key);
    if (!entry) return null;
    if (entry.resetAt > now) return entry;
    this.counts.delete(key);
    return null;
  }

  add(key: string, now: number) {
    const entry = this.get(key, now);
    if (entry) {
      entry.failures++;
      return;
    }
    this.counts.set(key, { failures: 1, resetAt: now + this.windowMs });
    if (this.counts.size > MAX_KEYS) this.counts.delete(this.counts.keys().next().value!);
  }

  delete(key: string) {
    this.counts.delete(key);
  }
}

/**
 * An IPv6 client usually holds a whole /64, so it is counted as one address; IPv4 (also when mapped
 * into IPv6) as itself.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Guesses at a password, or at whether an account or e-mail exists: signing in, registering, deleting
 * the account, changing the e-mail (decision 019). Only failures count, in three ways:
 * - per address: past `ipMax` the address is refused (429) for every account;
 * - per address and account: past `usernameMax` that address is refused (429) for that account;
 * - per account, from anywhere: past `usernameMax` each attempt on it is slowed (up to 3 s), never
 *   refused, so nobody can lock the owner out by failing on purpose.
 * A success clears the address-and-account count. Counts live in this process's memory.
 */
export class AttemptLimiter {
  private readonly byAddress: FailureCounts;
  private readonly byAddressAndAccount: FailureCounts;
  private readonly byAccount: FailureCounts;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly options: AttemptLimitOptions,
    clock: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
  ) {
    const windowMs = options.windowSeconds * 1000;
    this.byAddress = new FailureCounts(windowMs);
    this.byAddressAndAccount = new FailureCounts(windowMs);
    this.byAccount = new FailureCounts(windowMs);
    this.now = clock.now ?? Date.now;
    this.sleep = clock.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Before an attempt: throws RateLimited when this address is over a limit; waits when the account is much tried. */
  async check(ip: string, account: string): Promise<void> {
    const now = this.now();
    const address = addressKey(ip);
    for (const [counts, key, max] of [
      [this.byAddress, address, this.options.ipMax],
      [this.byAddressAndAccount, `${address} ${account}`, this.options.usernameMax],
    ] as const) {
      const entry = counts.get(key, now);
      if (entry && entry.failures >= max) {
        throw new RateLimited(AuthMessages.tooManyAttempts, Math.max(1, Math.ceil((entry.resetAt - now) / 1000)));
      }
    }
    const delay = this.delayFor(account, now);
    if (delay > 0) await this.sleep(delay);
  }

  /** How long an attempt on this account waits now. */
  delayFor(account: string, now = this.now()): number {
    const excess = (this.byAccount.get(account, now)?.failures ?? 0) - this.options.usernameMax;
    if (excess <= 0) return 0;
    return Math.min(SLOW_DOWN_MAX_MS, SLOW_DOWN_FIRST_MS * 2 ** Math.min(excess - 1, 16));
  }

  failed(ip: string, account: string) {
    const now = this.now();
    const address = addressKey(ip);
    this.byAddress.add(address, now);
    this.byAddressAndAccount.add(`${address} ${account}`, now);
    this.byAccount.add(account, now);
  }

  succeeded(ip: string, account: string) {
    this.byAddressAndAccount.delete(`${addressKey(ip)} ${account}`);
  }

  /**
   * Runs one attempt: checked first, counted as failed when it throws an error `isFailure` recognises
   * (a wrong password, a taken name). A success clears the address-and-account count; with
   * `successCounts` (registering, trying an e-mail) it still counts against the address.
   */
  async attempt<T>(
    request: { ip: string; account: string },
    run: () => Promise<T>,
    { isFailure, successCounts = false }: { isFailure: (error: unknown) => boolean; successCounts?: boolean },
  ): Promise<T> {
    const { ip, account } = request;
    await this.check(ip, account);
    try {
      const result = await run();
      this.succeeded(ip, account);
      if (successCounts) this.byAddress.add(addressKey(ip), this.now());
      return result;
    } catch (error) {
      if (isFailure(error)) this.failed(ip, account);
      throw error;
    }
  }
}
