import { RateLimited } from "../../errors";

/**
 * Each user's daily allowance of characters read aloud (decision 018). Only new audio counts: a text
 * answered from the cache, or shared with the same request already being read, costs nothing. Days
 * are UTC days. The count is kept in this process's memory: a restart forgets the day's use, and each
 * server instance counts its own requests.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function speechBudgetMessage(limit: number): string {
  return `You have used today's allowance for reading aloud (${limit.toLocaleString("en-US")} characters). It renews at midnight UTC.`;
}

export class DailySpeechBudget {
  private day = -1;
  private readonly used = new Map<string, number>();

  /** `limit` characters per user per day; 0 means no limit. */
  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Characters `user` has used today. */
  usedBy(user: string): number {
    this.rollOver();
    return this.used.get(user) ?? 0;
  }

  /** Counts `characters` for `user`, or throws RateLimited (429, Retry-After until midnight UTC) when they do not fit. */
  charge(user: string, characters: number): void {
    if (this.limit <= 0) return;
    const used = this.usedBy(user);
    if (used + characters > this.limit) {
      const secondsToMidnight = Math.max(1, Math.ceil(((this.day + 1) * DAY_MS - this.now()) / 1000));
      throw new RateLimited(speechBudgetMessage(this.limit), secondsToMidnight);
    }
    this.used.set(user, used + characters);
  }

  /** Gives back characters charged for audio that could not be made. */
  refund(user: string, characters: number): void {
    if (this.limit <= 0) return;
    const used = this.usedBy(user) - characters;
    if (used > 0) this.used.set(user, used);
    else this.used.delete(user);
  }

  private rollOver() {
    const today = Math.floor(this.now() / DAY_MS);
    if (today === this.day) return;
    this.day = today;
    this.used.clear();
  }
}
