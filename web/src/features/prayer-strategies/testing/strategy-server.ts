import {
  CreatePrayerStrategyInputSchema,
  type PrayerStrategy,
  UpdatePrayerStrategyInputSchema,
} from "@common/prayer-strategies";
import { type RecordedRequest, stubFetch } from "@/testing/mock-fetch";
import { jsonResponse } from "@/testing/render";

let nextId = 100;

/** A saved strategy with the spec's defaults; override what a test cares about. */
export function aStrategy(overrides: Partial<PrayerStrategy> = {}): PrayerStrategy {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Strategy ${id}`,
    duration: 30,
    focus: "Healing for the sick in our church",
    scriptures: [],
    prayerPoints: [],
    watchNumber: 1,
    frequency: "daily",
    reminderTimes: [],
    priority: "medium",
    createdAt: "2026-11-20T18:00:00.000Z",
    updatedAt: "2026-11-20T18:00:00.000Z",
    ...overrides,
  };
}

export type AiHandler = (request: RecordedRequest) => unknown;

/**
 * A fake of the strategies API (list, create, edit, delete, import) over an in-memory list, plus
 * whatever the test answers for the AI endpoints. Returns the request log and the list.
 */
export function stubStrategyServer({
  strategies = [],
  ai = () => undefined,
  fail = {},
}: {
  strategies?: PrayerStrategy[];
  ai?: AiHandler;
  fail?: Partial<Record<"create" | "update" | "delete" | "list", boolean>>;
} = {}) {
  const list = [...strategies];
  const requests = stubFetch((request) => {
    const { method, url, body } = request;
    if (url.pathname.startsWith("/api/ai/")) return ai(request);
    if (url.pathname === "/api/prayer-strategies") {
      if (method === "GET") return fail.list ? jsonResponse({ message: "Down" }, 500) : list;
      if (method === "POST") {
        if (fail.create) return jsonResponse({ message: "Down" }, 500);
        // The real contract's save rules, as the server applies them.
        const created = aStrategy(CreatePrayerStrategyInputSchema.parse(body));
        list.unshift(created);
        return jsonResponse(created, 201);
      }
    }
    if (url.pathname === "/api/prayer-strategies/import" && method === "POST") {
      const sent = (body as { strategies: (Partial<PrayerStrategy> & { clientId: string })[] }).strategies;
      const ids: Record<string, number> = {};
      for (const { clientId, ...strategy } of [...sent].reverse()) {
        const saved = aStrategy(CreatePrayerStrategyInputSchema.parse(strategy));
        ids[clientId] = saved.id;
        list.unshift(saved);
      }
      return { imported: sent.length, alreadySaved: 0, strategies: list, ids };
    }
    const match = /^\/api\/prayer-strategies\/(\d+)$/.exec(url.pathname);
    if (match) {
      const index = list.findIndex((strategy) => strategy.id === Number(match[1]));
      if (index < 0) return jsonResponse({ message: "No such prayer strategy." }, 404);
      if (method === "PATCH") {
        if (fail.update) return jsonResponse({ message: "Down" }, 500);
        list[index] = { ...list[index]!, ...UpdatePrayerStrategyInputSchema.parse(body) };
        return list[index];
      }
      if (method === "DELETE") {
        if (fail.delete) return jsonResponse({ message: "Down" }, 500);
        list.splice(index, 1);
        return new Response(null, { status: 204 });
      }
    }
    return undefined;
  });
  return { requests, list };
}
