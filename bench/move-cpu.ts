import { createHash } from "node:crypto";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { loggerOptions } from "../server/logging";

/**
 * The server's CPU time per note move, measured in-process at a fixed batch size (decision 040). This is
 * for comparing two versions of the move's code on a machine too busy for throughput to mean anything.
 *
 * The whole app runs on PostgreSQL (`MOVE_CPU_DATABASE_URL`, a database of its own; migrated here). It
 * sends rounds of `MOVE_CPU_BATCH` (25) concurrent `PATCH /api/prayers/{id}` moves through `inject()`,
 * each round awaited, so every batch statement carries about the same number of moves whatever the load.
 * It then prints one JSON line:
 * - `cpuMicrosPerMove`: this process's CPU per move, one value per window;
 * - `calibrationMicros`: a fixed piece of pure work timed before and after each window, which tells how
 *   slow CPU time was on this machine at that moment;
 * - `normalised`: each window's CPU per move divided by the mean of the calibrations around it, times
 *   10,000.
 *
 * Usage: run it alternately in two checkouts (e.g. a `git worktree` of the commit before a change),
 * several times each, and always include an A/A pair (the same checkout twice) to see the spread:
 *   MOVE_CPU_DATABASE_URL=postgres://postgres@127.0.0.1:5432/move_cpu npx tsx bench/move-cpu.ts
 * HTTP parsing and the kernel's loopback are not included; `npm run bench` measures those.
 */
const url = process.env.MOVE_CPU_DATABASE_URL;
if (!url) throw new Error("MOVE_CPU_DATABASE_URL (a PostgreSQL database for this tool only) is required");
const BATCH = Number(process.env.MOVE_CPU_BATCH ?? 25);
const WINDOWS = Number(process.env.MOVE_CPU_WINDOWS ?? 4);
const WINDOW_MS = Number(process.env.MOVE_CPU_WINDOW_MS ?? 1_500);
const NOTES = 100;

const config = loadConfig({
  NODE_ENV: "production",
  DATABASE_URL: url,
  WEB_DIST_DIR: "",
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT_IP_MAX: "100000",
  AUTH_RATE_LIMIT_USERNAME_MAX: "100000",
  TTS_CACHE_DIR: "",
});
const database = await openDatabase(config.database);
await runMigrations(database);
const app = await buildApp({ config, database, logger: loggerOptions({ level: "warn" }) });
await app.ready();

const registered = await app.inject({
  method: "POST",
  url: "/api/register",
  payload: { username: `move_cpu_${process.pid}_${Date.now() % 100_000}`, password: "a-long-password-for-moves-7" },
});
if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
const cookie = String(registered.headers["set-cookie"]).split(";")[0]!;
const ids: number[] = [];
for (let i = 0; i < NOTES; i++) {
  const created = await app.inject({
    method: "POST",
    url: "/api/prayers",
    headers: { cookie },
    payload: { title: `Note ${i}`, content: "x" },
  });
  ids.push(created.json().id);
}

let sent = 0;
async function round() {
  const moves = Array.from({ length: BATCH }, (_, i) =>
    app.inject({
      method: "PATCH",
      url: `/api/prayers/${ids[(sent + i) % ids.length]}`,
      headers: { cookie, "content-type": "application/json", "accept-encoding": "gzip, deflate, br, zstd" },
      payload: `{"position":{"x":2,"y":${sent % 50},"w":2,"h":2}}`,
    }),
  );
  sent += BATCH;
  for (const answer of await Promise.all(moves)) {
    if (answer.statusCode !== 200) throw new Error(`move: ${answer.statusCode} ${answer.body}`);
  }
}
async function movesFor(ms: number) {
  const end = Date.now() + ms;
  let moves = 0;
  while (Date.now() < end) {
    await round();
    moves += BATCH;
  }
  return moves;
}
const sample = { id: 1, title: "A note", content: { a: "x".repeat(200), b: [1, 2, 3] }, position: { x: 2, y: 4 } };
function calibrate() {
  const before = process.cpuUsage();
  let sink = 0;
  for (let i = 0; i < 3_000; i++) {
    const text = JSON.stringify({ ...sample, id: i });
    sink += (JSON.parse(text) as { id: number }).id + createHash("sha256").update(text).digest("hex").length;
  }
  const used = process.cpuUsage(before);
  if (sink < 0) console.log(sink);
  return used.user + used.system;
}

await movesFor(3_000);
const cpuMicrosPerMove: number[] = [];
const calibrationMicros: number[] = [calibrate()];
for (let w = 0; w < WINDOWS; w++) {
  const before = process.cpuUsage();
  const moves = await movesFor(WINDOW_MS);
  const used = process.cpuUsage(before);
  cpuMicrosPerMove.push((used.user + used.system) / moves);
  calibrationMicros.push(calibrate());
}
const normalised = cpuMicrosPerMove.map(
  (cpu, w) => (cpu / ((calibrationMicros[w]! + calibrationMicros[w + 1]!) / 2)) * 10_000,
);
console.log(JSON.stringify({ batch: BATCH, cpuMicrosPerMove, calibrationMicros, normalised }));
await app.close();
await database.close();
