import { PRAYER_SESSION_LIMITS, type PrayerSession } from "@common/prayer-sessions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/testing/mock-fetch";
import { createTestQueryClient } from "@/testing/render";
import { prayerSessionsQueryOptions } from "./queries";

afterEach(() => vi.unstubAllGlobals());

/** What the server keeps: newest completedAt first, ties broken by the higher id. */
function serverSessions(count: number): PrayerSession[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    clientId: `s-${i + 1}`,
    userId: 7,
    watchNumber: 1,
    duration: 5,
    notes: "",
    voiceGuided: false,
    // Pairs share an instant, so the id must break the tie.
    completedAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 60_000).toISOString(),
    createdAt: "2026-01-01T00:00:00.000Z",
  })).sort((a, b) => b.completedAt.localeCompare(a.completedAt) || b.id - a.id);
}

describe("the journal's session list", () => {
  it("fetches every page, so a long journal still shows every session", async () => {
    const all = serverSessions(2 * PRAYER_SESSION_LIMITS.pageMax + 3);
    const requests = stubFetch((request) => {
      if (request.url.pathname !== "/api/prayer-sessions") return undefined;
      const limit = Number(request.url.searchParams.get("limit") ?? PRAYER_SESSION_LIMITS.pageDefault);
      const before = request.url.searchParams.get("before");
      const [at, id] = before ? [before.slice(0, 24), Number(before.slice(25))] : [null, 0];
      const after = at ? all.filter((s) => s.completedAt < at || (s.completedAt === at && s.id < id)) : all;
      return after.slice(0, limit);
    });
    const client = createTestQueryClient();
    const list = await client.fetchQuery(prayerSessionsQueryOptions());
    expect(list.map((s) => s.id)).toEqual(all.map((s) => s.id));
    expect(requests).toHaveLength(3);
    expect(requests.every((r) => r.url.searchParams.get("limit") === String(PRAYER_SESSION_LIMITS.pageMax))).toBe(true);
  });
});
