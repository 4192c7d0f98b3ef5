/** What `npm run bench` measures. Add a row here to measure another request. */

export type ServerKind = "hello-world" | "postgres" | "pglite";

/** A running server as a scenario sees it. */
export type BenchTarget = { baseUrl: string; cookie: string | null };

export type Scenario = {
  name: string;
  server: ServerKind;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  /** Send the session cookie of the user registered for this run. */
  signedIn?: boolean;
  headers?: Record<string, string>;
  body?: string;
  /** The one hello-world row the others are compared with. */
  baseline?: boolean;
  /** Target: requests/s at least this fraction of the baseline's. */
  minRatio?: number;
  /** Target: p99 latency at most this many milliseconds. */
  maxP99Ms?: number;
  /** Connections for this scenario instead of the run's (BENCH_CONNECTIONS). */
  connections?: number;
  /**
   * Creates the data the request needs, once, before the warm-up. It may return the path or body
   * to use instead, when they name what it created (a row's id).
   */
  prepare?: (target: BenchTarget) => Promise<{ path?: string; body?: string } | undefined>;
};

/** POSTs JSON as the run's signed-in user and returns the parsed answer; throws on a non-2xx. */
async function postJson(target: BenchTarget, path: string, payload: unknown): Promise<unknown> {
  const response = await fetch(`${target.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(target.cookie ? { cookie: target.cookie } : {}) },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`prepare: POST ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The prayer wall of the benchmark: 200 notes, a few of them generated five-stage prayers. */
async function createPrayerWall(target: BenchTarget): Promise<undefined> {
  const stage = "Lord, we thank You for Your faithfulness in this watch. ".repeat(4);
  for (let index = 0; index < 200; index++) {
    const structured = index % 10 === 0;
    await postJson(target, "/api/prayers", {
      title: `Prayer ${index + 1}`,
      content: structured
        ? { thanksgiving: stage, declareWord: stage, promises: stage, meditation: stage, tongues: stage }
        : `Father, I bring before You request number ${index + 1}. `.repeat(3),
      type: structured ? "structured-prayer" : "personal",
      category: structured ? "thanksgiving" : "request",
      watchNumber: (index % 8) + 1,
      isAnswered: index % 7 === 0,
      ...(index % 2 === 0 ? { position: { x: (index % 3) * 2, y: index * 2, w: 2, h: 2 } } : {}),
    });
  }
}

async function createNoteToMove(target: BenchTarget) {
  const prayer = (await postJson(target, "/api/prayers", { title: "Moved note", content: "Amen" })) as { id: number };
  return { path: `/api/prayers/${prayer.id}` };
}

export const scenarios: Scenario[] = [
  { name: "hello-world", server: "hello-world", method: "GET", path: "/", baseline: true },
  { name: "current user", server: "postgres", method: "GET", path: "/api/user", signedIn: true, minRatio: 0.4 },
  { name: "current user", server: "pglite", method: "GET", path: "/api/user", signedIn: true },
  {
    name: "bible search",
    server: "pglite",
    method: "GET",
    path: "/api/bible/search?q=the%20lord%20is%20my%20shepherd",
  },
  {
    name: "prayer wall (200 notes)",
    server: "postgres",
    method: "GET",
    path: "/api/prayers",
    signedIn: true,
    minRatio: 0.3,
    maxP99Ms: 25,
    connections: 50,
    prepare: createPrayerWall,
  },
  {
    name: "move a note",
    server: "postgres",
    method: "PATCH",
    // Replaced by prepare with the id of the note it creates.
    path: "/api/prayers/{id}",
    signedIn: true,
    body: JSON.stringify({ position: { x: 2, y: 4, w: 2, h: 2 } }),
    minRatio: 0.3,
    maxP99Ms: 25,
    connections: 50,
    prepare: createNoteToMove,
  },
];
