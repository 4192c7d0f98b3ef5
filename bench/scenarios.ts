/** What `npm run bench` measures. Add a row here to measure another request. */

import { SPEECH_CHUNKS_CLIENT, splitSpeechChunks } from "../common/speech-chunks";
import { groupBenchSizes, prepareGroupWall } from "./groups";

export type ServerKind = "hello-world" | "postgres" | "pglite" | "move-floor";

/** A running server as a scenario sees it (`databaseUrl`: the PostgreSQL app's database, for data made with SQL). */
export type BenchTarget = { baseUrl: string; cookie: string | null; databaseUrl?: string };

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
  /** The row (by name) measuring this request's floor (decision 014), run after this one. */
  floor?: string;
  /** Target: requests/s at least this fraction of the floor's, each relative to its own hello-world (decision 026). */
  minFloorRatio?: number;
  /** Target: p99 latency at most this many milliseconds. */
  maxP99Ms?: number;
  /** Connections for this scenario instead of the run's (BENCH_CONNECTIONS). */
  connections?: number;
  /**
   * Requests cycle through these paths in turn (each connection from its own place), instead of
   * all asking for `path`, which then only labels the row in the report. The preflight asks the first.
   */
  paths?: string[];
  /** Like `paths`, for bodies: requests cycle through them (together with `paths`, when both are set). */
  bodies?: string[];
  /**
   * Creates the data the request needs, once, before the warm-up. It may return the path, paths or
   * body to use instead, when they name what it created (a row's id).
   */
  prepare?: (
    target: BenchTarget,
  ) => Promise<{ path?: string; paths?: string[]; body?: string; bodies?: string[] } | undefined>;
};

/** GETs JSON as the run's signed-in user and returns the parsed answer; throws on a non-2xx. */
async function getJson(target: BenchTarget, path: string): Promise<unknown> {
  const response = await fetch(`${target.baseUrl}${path}`, {
    headers: target.cookie ? { cookie: target.cookie } : {},
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`prepare: GET ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

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

/** Notes on the benchmark's prayer wall. */
const WALL_NOTES = 200;

/** The prayer wall of the benchmark: 200 notes, a few of them generated five-stage prayers. */
async function createPrayerWall(target: BenchTarget, from = 0): Promise<undefined> {
  const stage = "Lord, we thank You for Your faithfulness in this watch. ".repeat(4);
  for (let index = from; index < WALL_NOTES; index++) {
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

/**
 * The notes of the benchmark wall, to move in turn (decision 009: fifty connections moving one note
 * measure PostgreSQL's row lock, not the app). The wall scenario just before built them for the same
 * user on the same server; whatever is missing (that scenario moved or dropped) is created here.
 */
async function wallNotesToMove(target: BenchTarget) {
  const listIds = async () => ((await getJson(target, "/api/prayers")) as Array<{ id: number }>).map(({ id }) => id);
  let ids = await listIds();
  if (ids.length < WALL_NOTES) {
    await createPrayerWall(target, ids.length);
    ids = await listIds();
  }
  const paths = ids.slice(0, WALL_NOTES).map((id) => `/api/prayers/${id}`);
  movedNotes = { path: `/api/prayers/{id} (${paths.length} notes in turn)`, paths };
  return movedNotes;
}

/** The notes "move a note" went through, for its floor to move the same ones. */
let movedNotes: { path: string; paths: string[] } | null = null;

/** The body of every move: a place inside the 6-column grid (x + w ≤ 6). */
const MOVE_BODY = JSON.stringify({ position: { x: 2, y: 4, w: 2, h: 2 } });

/** Notes a drag moves together in the bench: the note dragged and the three it pushes along. */
const NOTES_PER_DRAG = 4;

/**
 * The bodies of "move notes together": the wall's 200 notes as 50 drags of 4 different notes, each
 * note placed inside the grid. With 50 connections each starts at its own drag, so drags in flight at
 * once move different notes (as one user's drags never overlap in time).
 */
function dragsOf(paths: string[]): { path: string; paths: string[]; bodies: string[] } {
  const ids = paths.map((path) => Number(path.slice(path.lastIndexOf("/") + 1)));
  const bodies: string[] = [];
  for (let start = 0; start + NOTES_PER_DRAG <= ids.length; start += NOTES_PER_DRAG) {
    const drag = ids.slice(start, start + NOTES_PER_DRAG);
    bodies.push(JSON.stringify(drag.map((id, i) => ({ id, position: { x: (i % 3) * 2, y: start + i, w: 2, h: 2 } }))));
  }
  return {
    path: `/api/prayers/positions (${bodies.length} drags of ${NOTES_PER_DRAG} notes in turn)`,
    paths: ["/api/prayers/positions"],
    bodies,
  };
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
    // Replaced by prepare, which also returns the 200 notes' paths the requests go through in turn.
    path: "/api/prayers/{id}",
    signedIn: true,
    body: MOVE_BODY,
    // Issue 15: a ratio to hello-world cannot hold on every machine (decision 026); the floor's can.
    floor: "move a note: floor",
    minFloorRatio: 0.8,
    maxP99Ms: 25,
    connections: 50,
    prepare: wallNotesToMove,
  },
  {
    // No target: the least a correct move can be in this stack on this machine (bench/move-floor.ts,
    // decision 014), measured right after the app's own move, on the same notes.
    name: "move a note: floor",
    server: "move-floor",
    method: "PATCH",
    path: "/api/prayers/{id}",
    signedIn: true,
    body: MOVE_BODY,
    connections: 50,
    prepare: async () => {
      if (!movedNotes) throw new Error('"move a note: floor" runs after "move a note"');
      return movedNotes;
    },
  },
  {
    // One drag of several notes: PATCH /api/prayers/positions, all or none (decision 026).
    name: "move notes together",
    server: "postgres",
    method: "PATCH",
    path: "/api/prayers/positions",
    signedIn: true,
    floor: "move notes together: floor",
    minFloorRatio: 0.8,
    maxP99Ms: 25,
    connections: 50,
    prepare: async (target) => dragsOf((await wallNotesToMove(target)).paths),
  },
  {
    // No target: the least a correct move of several notes can be (bench/move-floor.ts), on the same drags.
    name: "move notes together: floor",
    server: "move-floor",
    method: "PATCH",
    path: "/api/prayers/positions",
    signedIn: true,
    connections: 50,
    prepare: async () => {
      if (!movedNotes) throw new Error('"move notes together: floor" runs after "move notes together"');
      return dragsOf(movedNotes.paths);
    },
  },
  {
    // Issue 17 §9: a group's wall as its members read it (bench/groups.ts seeds it with SQL): 1,000 members,
    // 500 posts, reactions and comments; the run's user is a member (not the leader).
    name: "group wall",
    server: "postgres",
    method: "GET",
    path: "/api/prayer-groups/{id}/posts",
    signedIn: true,
    maxP99Ms: 100,
    connections: 50,
    prepare: async (target) => {
      if (!target.databaseUrl) throw new Error("group wall: needs the PostgreSQL app's database");
      const { id } = (await getJson(target, "/api/user")) as { id: number };
      const sizes = groupBenchSizes();
      const path = await prepareGroupWall(target.databaseUrl, id, sizes);
      return {
        path: `/api/prayer-groups/{id}/posts (${sizes.members.toLocaleString("en-US")} members, ${sizes.posts} posts)`,
        paths: [path],
      };
    },
  },
];

// --- timed scenarios ---------------------------------------------------------------------------

/**
 * A latency target the autocannon load cannot express: requests one at a time, each different (so no
 * cache answers), timed from sending to the last byte. bench/run.ts runs them after the load scenarios:
 * each scenario's `warmup` untimed calls, then `samples` timed ones, and checks the `percentile`
 * (p95 unless set) against `maxMs`.
 */
export type TimedScenario = {
  name: string;
  server: ServerKind;
  /** Target: the `percentile` of the samples at most this many milliseconds. */
  maxMs: number;
  /** Which percentile the target names; p95 when absent. */
  percentile?: "p50" | "p95";
  warmup: number;
  samples: number;
  /**
   * One call; `index` counts 0, 1, … across the whole timed run (warm-up and samples of every timed
   * scenario), making each input unique. Resolves to ms; throws on a wrong answer.
   */
  measure: (target: BenchTarget, index: number) => Promise<number>;
};

/** Differs between runs, so a server whose disk cache outlives a run still synthesises. */
const RUN_NUMBER = Math.floor(Math.random() * 1_000_000);

/** Prayer text of exactly `length` characters, different for each index (so the speech cache misses). */
function prayerText(length: number, index: number): string {
  const sentences = [
    `Father, in prayer ${RUN_NUMBER} and watch ${index + 1} we lift our hearts to You in thanksgiving.`,
    "You are faithful, and Your mercies are new every morning.",
    "We declare Your word over our homes, our cities and our nation.",
    "Guard our hearts and minds in Christ Jesus, and give us Your peace.",
    "Let Your kingdom come and Your will be done, on earth as it is in heaven.",
  ];
  let text = "";
  for (let n = 0; text.length < length; n++) text += `${sentences[n % sentences.length]} `;
  return `${text.slice(0, length - 1).trimEnd()}.`.padEnd(length, ".");
}

/** POST /api/text-to-speech as the run's user; the time until the whole (built-in, uncached) audio has arrived. */
async function timeSpeech(target: BenchTarget, text: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${target.baseUrl}/api/text-to-speech`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(target.cookie ? { cookie: target.cookie } : {}) },
    body: JSON.stringify({ text, voiceId: "female", speed: 1 }),
    signal: AbortSignal.timeout(10_000),
  });
  const audio = await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`POST /api/text-to-speech answered ${response.status}: ${new TextDecoder().decode(audio)}`);
  }
  const kind = `${response.headers.get("content-type")} ${response.headers.get("x-speech-provider")}`;
  // MP3 since issue 14 (decision 018).
  if (kind !== "audio/mpeg builtin" || response.headers.get("x-speech-cache") !== "miss" || audio.byteLength < 5_000) {
    throw new Error(`POST /api/text-to-speech: expected fresh built-in audio, got ${kind}, ${audio.byteLength} bytes`);
  }
  return elapsed;
}

// The bench servers run with TTS_RATE_LIMIT_PER_MINUTE and AI_RATE_LIMIT_PER_MINUTE raised and the speech
// cache in memory only (TTS_CACHE_DIR=""), so no call below is refused and none is answered from disk.
// Issue targets: "≤ 500 ms warm" and "first audio chunk ≤ 300 ms", checked at the p95 (stricter than p50).
export const timedScenarios: TimedScenario[] = [
  {
    name: "text to speech: 300 characters, built-in voice, warm",
    server: "pglite",
    maxMs: 500,
    warmup: 3,
    samples: 20,
    measure: (target, index) => timeSpeech(target, prayerText(300, index)),
  },
  {
    // What the client does (web/src/lib/audio/prayer-audio.ts): the first chunk of the playlist.
    name: "text to speech: first audio of a 3,000-character prayer",
    server: "pglite",
    maxMs: 300,
    warmup: 2,
    samples: 20,
    measure: (target, index) => {
      const [first] = splitSpeechChunks(prayerText(3_000, 1_000 + index), SPEECH_CHUNKS_CLIENT);
      return timeSpeech(target, first!);
    },
  },
];

/** Focus phrases for the composer's timing: each call sends a different one (a word and the call's number). */
const COMPOSER_FOCUSES = [
  "healing for my mother",
  "revival in our nation",
  "provision for school fees",
  "peace in anxiety at night",
  "a new job after redundancy",
  "comfort after my father passed away",
  "wisdom and discernment",
  "safe travel tomorrow",
];

/** POST /api/ai/scripture-suggestions as the run's user (the built-in composer); the time until the whole answer has arrived. */
async function timeScriptureSuggestions(target: BenchTarget, index: number): Promise<number> {
  const focus = `${COMPOSER_FOCUSES[index % COMPOSER_FOCUSES.length]} ${RUN_NUMBER + index}`;
  const started = performance.now();
  const response = await fetch(`${target.baseUrl}/api/ai/scripture-suggestions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(target.cookie ? { cookie: target.cookie } : {}) },
    body: JSON.stringify({ focus, watchNumber: (index % 8) + 1 }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`POST /api/ai/scripture-suggestions answered ${response.status}: ${body}`);
  const { scripturesWithText } = JSON.parse(body) as { scripturesWithText: unknown[] };
  if (scripturesWithText.length < 5)
    throw new Error(`POST /api/ai/scripture-suggestions: ${scripturesWithText.length} scriptures`);
  return elapsed;
}

// Issue 6: "composer suggestions p50 ≤ 20 ms".
timedScenarios.push({
  name: "AI scripture suggestions (built-in composer)",
  server: "pglite",
  maxMs: 20,
  percentile: "p50",
  warmup: 3,
  samples: 25,
  measure: timeScriptureSuggestions,
});
