import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { runGroupLiveBench } from "./groups";
import type { Harness } from "./instances";
import { runJobsBench } from "./jobs";
import { LighthouseUnavailable, runLighthouseBench } from "./lighthouse";
import { evaluateLighthouse, type LighthouseBenchResult, lighthouseTable } from "./lighthouse-report";
import { runLiveBench } from "./live";
import { PushBenchUnavailable, runPushBench } from "./push";
import {
  type BenchReport,
  type BibleSearchResult,
  bibleSearchTable,
  evaluateBibleSearch,
  evaluateInstanceRows,
  evaluateTargets,
  evaluateTimed,
  type InstanceRows,
  instanceTable,
  type Machine,
  type NotRun,
  renderMarkdown,
  resultsTable,
  type ScenarioResult,
  summariseTimed,
  type TimedResult,
  targetsTable,
  timedTable,
} from "./report";
import {
  type BenchTarget,
  type Scenario,
  type ServerKind,
  scenarios,
  type TimedScenario,
  timedScenarios,
} from "./scenarios";

/**
 * `npm run bench`: starts the built server on PostgreSQL and on PGlite, and a bare Fastify
 * hello-world as the baseline, each in a child process on a loopback port; loads each scenario
 * with autocannon; then the several-instance rows (bench/jobs.ts, bench/live.ts, bench/push.ts), each on
 * its own database; writes docs/PERFORMANCE.md. Exits non-zero only when the harness fails;
 * a missed target is reported, not fatal, and a several-instance row that fails is reported as not run.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_BUILD = join(ROOT, "dist/server");
const REPORT_FILE = join(ROOT, "docs/PERFORMANCE.md");
const HEALTH_TIMEOUT_MS = 60_000;
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const STOP_TIMEOUT_MS = 10_000;
/** AI and speech rate limits of the app servers: high enough that no bench request is refused. */
const APP_RATE_LIMIT_PER_MINUTE = 100_000;

type Settings = {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  databaseUrl: string;
  /**
   * BENCH_ONLY: only the load scenarios whose name matches this regular expression run (with the
   * baseline around each), and the several-instance rows whose name ("jobs", "live", "push", "groupLive") matches
   * it; no Bible search or timed scenarios, and docs/PERFORMANCE.md is not written (a partial run is for
   * looking, not for the record). With no load scenario matching, no load runs at all.
   */
  only: RegExp | null;
  /** BENCH_SKIP: several-instance rows left out, e.g. `jobs,live,push`; a run skipping any writes no report. */
  skip: Set<InstanceRowName>;
  /**
   * The rows' sizes (BENCH_JOBS, BENCH_STREAMS, BENCH_ROUNDS, BENCH_PUSH_USERS, BENCH_GROUP_MEMBERS,
   * BENCH_GROUP_POSTS); smaller ones write no report.
   */
  sizes: typeof FULL_SIZES;
};

type InstanceRowName = keyof InstanceRows;
const INSTANCE_ROWS: InstanceRowName[] = ["jobs", "live", "push", "groupLive"];
/** The sizes the issues set (issue 15 §9, issue 16 §7, issue 17 §9). */
const FULL_SIZES = {
  jobs: 10_000,
  streams: 1_000,
  changes: 5,
  pushUsers: 10_000,
  groupMembers: 1_000,
  groupPosts: 500,
};

function skippedRows(raw: string | undefined): Set<InstanceRowName> {
  const names = (raw ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!INSTANCE_ROWS.includes(name as InstanceRowName)) {
      throw new Error(`BENCH_SKIP names rows among ${INSTANCE_ROWS.join(", ")}, not "${name}"`);
    }
  }
  return new Set(names as InstanceRowName[]);
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function readSettings(): Settings {
  return {
    durationSeconds: positiveInteger("BENCH_DURATION", 10),
    warmupSeconds: positiveInteger("BENCH_WARMUP", 2),
    connections: positiveInteger("BENCH_CONNECTIONS", 10),
    databaseUrl: process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres",
    only: process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null,
    skip: skippedRows(process.env.BENCH_SKIP),
    sizes: {
      jobs: positiveInteger("BENCH_JOBS", FULL_SIZES.jobs),
      streams: positiveInteger("BENCH_STREAMS", FULL_SIZES.streams),
      changes: positiveInteger("BENCH_ROUNDS", FULL_SIZES.changes),
      pushUsers: positiveInteger("BENCH_PUSH_USERS", FULL_SIZES.pushUsers),
      // Read by the group wall scenario (bench/groups.ts) too.
      groupMembers: positiveInteger("BENCH_GROUP_MEMBERS", FULL_SIZES.groupMembers),
      groupPosts: positiveInteger("BENCH_GROUP_POSTS", FULL_SIZES.groupPosts),
    },
  };
}

/** Cleanup steps, run last-registered first, each one even if an earlier one failed. */
const cleanupSteps: Array<{ label: string; run: () => Promise<void> | void }> = [];
let cleanupStarted: Promise<void> | null = null;
function onCleanup(label: string, run: () => Promise<void> | void) {
  // Registered after cleanup began (a start still in flight on Ctrl-C): undo it at once.
  if (cleanupStarted)
    void Promise.resolve()
      .then(run)
      .catch(() => {});
  else cleanupSteps.push({ label, run });
}
function cleanup(): Promise<void> {
  cleanupStarted ??= (async () => {
    for (const step of cleanupSteps.reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`bench: cleanup step "${step.label}" failed:`, error);
      }
    }
  })();
  return cleanupStarted;
}

// --- child processes -------------------------------------------------------------------------

type ManagedChild = {
  name: string;
  child: ChildProcess;
  /** The last lines the child wrote, for error messages. */
  tail: () => string;
  lineCount: () => number;
  exited: Promise<void>;
  hasExited: () => boolean;
  stop: () => Promise<void>;
};

const children: ManagedChild[] = [];
/** Processes the several-instance rows started (they stop their own; these are killed if the run is cut short). */
const trackedProcesses = new Set<ChildProcess>();

function startChild(name: string, args: string[], env: NodeJS.ProcessEnv): ManagedChild {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  let count = 0;
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim() === "") continue;
      count++;
      lines.push(line);
      if (lines.length > 40) lines.shift();
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  let exited = false;
  const exitedPromise = new Promise<void>((resolveExit) => {
    // "close", not "exit": by then the child's last output has been read.
    child.once("close", (code, signal) => {
      if (code !== 0 || signal) lines.push(`(exited with ${signal ?? `code ${code}`})`);
      exited = true;
      resolveExit();
    });
    child.once("error", (error) => {
      lines.push(`spawn error: ${error.message}`);
      exited = true;
      resolveExit();
    });
  });
  const waitForExit = (ms: number) =>
    Promise.race([exitedPromise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
  const managed: ManagedChild = {
    name,
    child,
    tail: () => lines.join("\n"),
    lineCount: () => count,
    exited: exitedPromise,
    hasExited: () => exited,
    stop: async () => {
      if (exited) return;
      child.kill("SIGTERM");
      if (await waitForExit(STOP_TIMEOUT_MS)) return;
      console.error(`bench: ${name} did not stop after SIGTERM; killing it`);
      child.kill("SIGKILL");
      await waitForExit(5_000);
    },
  };
  children.push(managed);
  onCleanup(`stop ${name}`, managed.stop);
  return managed;
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port > 0 ? resolvePort(port) : reject(new Error("no free port"))));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntilReady(managed: ManagedChild, url: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (managed.hasExited()) {
      throw new Error(`${managed.name} exited before it was ready. Its last output:\n${managed.tail()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `status ${response.status}: ${await response.text()}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  throw new Error(
    `${managed.name} was not ready within ${HEALTH_TIMEOUT_MS / 1000} s (${url}: ${lastProblem}). Its last output:\n${managed.tail()}`,
  );
}

// --- servers -----------------------------------------------------------------------------------

type RunningServer = { managed: ManagedChild; target: BenchTarget; databaseVersion?: string; databaseUrl?: string };

async function startHelloWorld(): Promise<RunningServer> {
  const port = await freeLoopbackPort();
  const managed = startChild("hello-world", ["--import", "tsx", join(ROOT, "bench/hello-world.ts")], {
    PATH: process.env.PATH,
    PORT: String(port),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(managed, `${baseUrl}/`);
  return { managed, target: { baseUrl, cookie: null } };
}

/** Env for the built app: nothing inherited but PATH, so a developer's .env settings cannot skew a run. */
function appEnv(port: number, database: { DATABASE_URL: string } | { DATA_DIR: string }): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    WEB_DIST_DIR: "",
    AUTH_RATE_LIMIT_IP_MAX: "100000",
    AUTH_RATE_LIMIT_USERNAME_MAX: "100000",
    AI_RATE_LIMIT_PER_MINUTE: String(APP_RATE_LIMIT_PER_MINUTE),
    TTS_RATE_LIMIT_PER_MINUTE: String(APP_RATE_LIMIT_PER_MINUTE),
    // No daily allowance: every bench text is new audio for the same few users.
    TTS_DAILY_CHARACTERS_PER_USER: "0",
    // Memory only: a run never reuses speech synthesised by an earlier one.
    TTS_CACHE_DIR: "",
    DATABASE_URL: "",
    ...database,
  };
}

/**
 * Runs a private copy of the build: other work on this checkout (an end-to-end run) may rebuild
 * dist/server mid-run. The copy stays inside dist/ so the bundle still resolves node_modules.
 */
let serverEntry: string | null = null;
function snapshotServerBuild(): string {
  if (!existsSync(join(SERVER_BUILD, "server.js"))) {
    throw new Error(`${SERVER_BUILD}/server.js is missing; run \`npm run build:server\` first`);
  }
  const copy = join(ROOT, "dist", `bench-server-${randomBytes(4).toString("hex")}`);
  onCleanup(`remove ${copy}`, () => rmSync(copy, { recursive: true, force: true }));
  cpSync(SERVER_BUILD, copy, { recursive: true });
  return join(copy, "server.js");
}

async function startApp(name: ServerKind, database: { DATABASE_URL: string } | { DATA_DIR: string }) {
  serverEntry ??= snapshotServerBuild();
  const port = await freeLoopbackPort();
  const managed = startChild(name, ["--enable-source-maps", serverEntry], appEnv(port, database));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(managed, `${baseUrl}/api/health`);
  const cookie = await registerUser(baseUrl);
  return { managed, target: { baseUrl, cookie } };
}

async function registerUser(baseUrl: string): Promise<string> {
  const username = `bench_${randomBytes(4).toString("hex")}`;
  const response = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: randomBytes(12).toString("hex") }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 201) {
    throw new Error(`POST /api/register answered ${response.status}: ${await response.text()}`);
  }
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    if (pair?.startsWith("pj_session=") && pair.length > "pj_session=".length) return pair;
  }
  throw new Error("POST /api/register did not set a pj_session cookie");
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  // An empty host means a Unix socket (?host=/var/run/postgresql).
  return host === "" || host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

async function startPostgres(settings: Settings): Promise<RunningServer> {
  const adminUrl = new URL(settings.databaseUrl);
  if (!/^postgres(ql)?:$/.test(adminUrl.protocol)) throw new Error("BENCH_DATABASE_URL must be a postgres:// URL");
  if (!isLoopbackHost(adminUrl.hostname)) {
    throw new Error(`BENCH_DATABASE_URL must point at a loopback host, not "${adminUrl.hostname}"`);
  }
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: settings.databaseUrl, connectionTimeoutMillis: 5_000 });
    client.on("error", () => {});
    try {
      await client.connect();
    } catch (error) {
      throw new Error(
        `Cannot connect to PostgreSQL at BENCH_DATABASE_URL (${adminUrl.host || "socket"}): ${String(error)}`,
      );
    }
    try {
      return await fn(client);
    } finally {
      await client.end().catch(() => {});
    }
  };

  const databaseName = `pj_bench_${randomBytes(6).toString("hex")}`;
  const version = await admin(async (client) => {
    const { rows } = await client.query<{ server_version: string }>("SHOW server_version");
    await client.query(`CREATE DATABASE "${databaseName}"`);
    return rows[0]?.server_version ?? "unknown";
  });
  onCleanup(`drop database ${databaseName}`, () =>
    admin((client) => client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`)).then(() => {}),
  );

  const appUrl = new URL(settings.databaseUrl);
  appUrl.pathname = `/${databaseName}`;
  const running = await startApp("postgres", { DATABASE_URL: appUrl.toString() });
  return {
    ...running,
    target: { ...running.target, databaseUrl: appUrl.toString() },
    databaseVersion: version,
    databaseUrl: appUrl.toString(),
  };
}

/**
 * The floor for moving a note (bench/move-floor.ts): on the PostgreSQL app's database, as the app's
 * signed-in user of the run, so it moves the same notes with the same statement.
 */
async function startMoveFloor(postgres: RunningServer): Promise<RunningServer> {
  const { cookie, baseUrl: appUrl } = postgres.target;
  if (!postgres.databaseUrl || !cookie) throw new Error("the move floor needs the PostgreSQL app and its user");
  const user = await fetch(`${appUrl}/api/user`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) });
  if (!user.ok) throw new Error(`the move floor: GET /api/user answered ${user.status}: ${await user.text()}`);
  const { id } = (await user.json()) as { id: number };
  const port = await freeLoopbackPort();
  const managed = startChild("move-floor", ["--import", "tsx", join(ROOT, "bench/move-floor.ts")], {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_URL: postgres.databaseUrl,
    SESSION_TOKEN: cookie.slice(cookie.indexOf("=") + 1),
    USER_ID: String(id),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(managed, `${baseUrl}/`);
  return { managed, target: { baseUrl, cookie } };
}

async function startPglite(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(os.tmpdir(), "pj-bench-pglite-"));
  onCleanup(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  return startApp("pglite", { DATA_DIR: dataDir });
}

// --- measuring ---------------------------------------------------------------------------------

/** The path of the first request: `paths[0]` when the scenario goes through several, else `path`. */
function firstPath(scenario: Scenario): string {
  if (scenario.paths === undefined) return scenario.path;
  const [first] = scenario.paths;
  if (first === undefined) throw new Error(`${scenario.name}: paths is empty`);
  return first;
}

function requestOptions(scenario: Scenario, target: BenchTarget) {
  // Every request says what a browser says: it accepts compressed answers.
  const headers: Record<string, string> = { "accept-encoding": BROWSER_ACCEPT_ENCODING, ...scenario.headers };
  if (scenario.signedIn) {
    if (!target.cookie) throw new Error(`${scenario.name}: signedIn needs a server with accounts`);
    headers.cookie = target.cookie;
  }
  const body = scenario.body ?? scenario.bodies?.[0];
  if (body !== undefined) headers["content-type"] ??= "application/json";
  return { url: `${target.baseUrl}${firstPath(scenario)}`, method: scenario.method, headers, body };
}

/**
 * With `paths`, each connection goes through all of them in turn, starting at its own place, spread
 * evenly (with 200 paths and 50 connections: 0, 4, 8, …), so requests in flight at once name different
 * paths. Each connection's requests are built once, when it opens, like the single request of a
 * scenario with one path: building a request per request (autocannon's setupRequest) cost the load
 * generator, on the same cores as the server, about a third more per request.
 */
function pathRotation(scenario: Scenario, connections: number) {
  const { paths, bodies } = scenario;
  if (paths === undefined && bodies === undefined) return {};
  const count = Math.max(paths?.length ?? 0, bodies?.length ?? 0);
  const step = Math.max(1, Math.floor(count / connections));
  let opened = 0;
  return {
    setupClient: (client: autocannon.Client) => {
      const start = (opened++ * step) % count;
      client.setRequests(
        Array.from({ length: count }, (_, i) => ({
          path: paths ? paths[(start + i) % paths.length]! : scenario.path,
          ...(bodies ? { body: bodies[(start + i) % bodies.length]! } : {}),
        })),
      );
    },
  };
}

/** One request first, so a broken scenario fails with the server's own answer rather than a count. */
async function preflight(scenario: Scenario, target: BenchTarget) {
  const { url, method, headers, body } = requestOptions(scenario, target);
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(10_000) });
  if (response.status < 200 || response.status >= 300) {
    throw new Error(
      `${scenario.name}: ${method} ${firstPath(scenario)} answered ${response.status}: ${await response.text()}`,
    );
  }
  await response.arrayBuffer();
}

async function load(scenario: Scenario, target: BenchTarget, seconds: number, connections: number, phase: string) {
  const result = await autocannon({
    ...requestOptions(scenario, target),
    ...pathRotation(scenario, connections),
    connections,
    duration: seconds,
    timeout: 10,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 || result["2xx"] === 0) {
    throw new Error(
      `${scenario.name} on ${scenario.server} (${phase}): ${result["2xx"]} 2xx, ${result.non2xx} non-2xx, ` +
        `${result.errors} errors, ${result.timeouts} timeouts; status codes ${JSON.stringify(result.statusCodeStats)}`,
    );
  }
  return result;
}

const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU time of a process so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the ")" closing the command name start at field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond;
  } catch {
    return null;
  }
}

/**
 * Runs the timed scenarios, one call at a time: each one's warm-up calls untimed, then its samples.
 * `index` counts up across the whole timed run, so no two calls send the same input.
 */
async function runTimed(list: TimedScenario[], servers: Map<ServerKind, RunningServer>): Promise<TimedResult[]> {
  const results: TimedResult[] = [];
  let index = 0;
  for (const scenario of list) {
    const server = servers.get(scenario.server);
    if (!server) throw new Error(`${scenario.name}: no ${scenario.server} server was started`);
    const percentile = scenario.percentile ?? "p95";
    console.log(
      `bench: ${scenario.name} on ${scenario.server}: ${scenario.warmup} warm-up, ${scenario.samples} timed calls …`,
    );
    const call = async () => {
      try {
        return await scenario.measure(server.target, index++);
      } catch (error) {
        const tail = server.managed.hasExited() ? ` Its last output:\n${server.managed.tail()}` : "";
        throw new Error(
          `${scenario.name} on ${scenario.server}: ${error instanceof Error ? error.message : error}${tail}`,
        );
      }
    };
    for (let n = 0; n < scenario.warmup; n++) await call();
    const samplesMs: number[] = [];
    for (let n = 0; n < scenario.samples; n++) samplesMs.push(await call());
    if (samplesMs.length === 0) throw new Error(`${scenario.name}: samples must be at least 1`);
    const result = summariseTimed(
      { name: scenario.name, server: scenario.server, warmup: scenario.warmup, targetMs: scenario.maxMs, percentile },
      samplesMs,
    );
    console.log(
      `bench: ${scenario.name} on ${scenario.server}: p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms`,
    );
    results.push(result);
  }
  return results;
}

/**
 * The in-process Bible search benchmark, in a fresh child process so its start-up time and memory
 * are the Bible's alone. Run before the servers start, so nothing else competes for the CPU.
 */
function measureBibleSearch(): Promise<BibleSearchResult> {
  const args = ["--expose-gc", "--import", "tsx", join(ROOT, "bench/bible-search.ts")];
  return new Promise((resolveResult, reject) => {
    const child = execFile(process.execPath, args, { cwd: ROOT, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`bench/bible-search.ts failed: ${error.message}\n${stderr}`));
      const last = stdout.trim().split("\n").at(-1) ?? "";
      try {
        resolveResult(JSON.parse(last) as BibleSearchResult);
      } catch {
        reject(new Error(`bench/bible-search.ts printed no result: ${stdout}\n${stderr}`));
      }
    });
    onCleanup("stop the Bible search benchmark", () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
  });
}

// --- several instances ---------------------------------------------------------------------------

/**
 * The jobs, live fan-out and push rows, one after the other (each starts and stops its own processes on
 * its own database). A row skipped, or one whose harness fails, is reported as not run, with why.
 */
async function runInstanceRows(settings: Settings, rows: InstanceRowName[]): Promise<InstanceRows> {
  serverEntry ??= snapshotServerBuild();
  const harness: Harness = {
    adminUrl: settings.databaseUrl,
    serverArgs: ["--enable-source-maps", serverEntry],
    track: (child) => trackedProcesses.add(child),
    onCleanup: (label, run) => onCleanup(label, run),
    log: (line) => console.log(line),
  };
  const { sizes } = settings;
  const measure = async <T extends object>(name: InstanceRowName, run: () => Promise<T>): Promise<T | NotRun> => {
    if (!rows.includes(name)) {
      return { notRun: settings.skip.has(name) ? "not run: skipped (BENCH_SKIP)" : "not run: not chosen (BENCH_ONLY)" };
    }
    console.log(`bench: ${name} (several instances) …`);
    try {
      return await run();
    } catch (error) {
      if (exiting) throw error;
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PushBenchUnavailable) return { notRun: message };
      console.error(`bench: ${name} failed:`, error);
      return { notRun: `not run: the harness failed (${message.split("\n")[0]!.slice(0, 300)})` };
    }
  };
  return {
    jobs: await measure("jobs", () => runJobsBench(harness, { jobs: sizes.jobs })),
    live: await measure("live", () => runLiveBench(harness, { streams: sizes.streams, changes: sizes.changes })),
    push: await measure("push", () => runPushBench(harness, { users: sizes.pushUsers })),
    groupLive: await measure("groupLive", () =>
      runGroupLiveBench(harness, { members: sizes.groupMembers, changes: sizes.changes }),
    ),
  };
}

// --- Lighthouse ----------------------------------------------------------------------------------

/** Lighthouse's runs per page (BENCH_LIGHTHOUSE_RUNS); the median is reported. */
const LIGHTHOUSE_RUNS = positiveInteger("BENCH_LIGHTHOUSE_RUNS", 3);
/** Three pages, each run at most the CLI's 3 min timeout, though about a minute in practice. */
const LIGHTHOUSE_BUDGET_MS = 3 * LIGHTHOUSE_RUNS * 75_000;

/** The first load's scores (bench/lighthouse.ts) on the run's copy of the built server; not run says why. */
async function runLighthouse(): Promise<LighthouseBenchResult | NotRun> {
  serverEntry ??= snapshotServerBuild();
  console.log("bench: lighthouse (first load) …");
  try {
    return await runLighthouseBench(
      {
        adminUrl: "",
        serverArgs: ["--enable-source-maps", serverEntry],
        track: (child) => trackedProcesses.add(child),
        onCleanup: (label, run) => onCleanup(label, run),
        log: (line) => console.log(line),
      },
      { runs: LIGHTHOUSE_RUNS },
    );
  } catch (error) {
    if (exiting) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof LighthouseUnavailable) return { notRun: message };
    console.error("bench: lighthouse failed:", error);
    return { notRun: `not run: the harness failed (${message.split("\n")[0]!.slice(0, 300)})` };
  }
}

// --- report ------------------------------------------------------------------------------------

function packageVersion(name: string): string {
  try {
    const manifest = JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8"));
    return String(manifest.version);
  } catch {
    return "unknown";
  }
}

function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism?.() ?? cpus.length,
    memoryGiB: os.totalmem() / 1024 ** 3,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
  };
}

// --- main --------------------------------------------------------------------------------------

type PlannedLoad = { scenario: Scenario; name: string; repeat: boolean };

/**
 * The order of the load runs: the baseline first and again after every other scenario (H, S1, H, S2, H, …,
 * Sn, H), so the report compares each scenario with the hello-world runs just before and just after it,
 * which on a machine whose speed drifts during the run are the closest measure of its own minutes. A repeat
 * is named after the scenario it follows, and is not prepared again.
 */
function loadPlan(list: Scenario[]): PlannedLoad[] {
  const baselines = list.filter((scenario) => scenario.baseline);
  const [baseline] = baselines;
  if (baselines.length !== 1 || baseline === undefined) {
    throw new Error(`exactly one scenario must be the baseline, found ${baselines.length}`);
  }
  return [
    { scenario: baseline, name: baseline.name, repeat: false },
    ...list
      .filter((scenario) => !scenario.baseline)
      .flatMap((scenario) => [
        { scenario, name: scenario.name, repeat: false },
        { scenario: baseline, name: `${baseline.name} (after ${scenario.name} on ${scenario.server})`, repeat: true },
      ]),
  ];
}

async function main() {
  const settings = readSettings();
  const only = settings.only;
  const matching = only ? scenarios.filter((scenario) => !scenario.baseline && only.test(scenario.name)) : scenarios;
  // The baseline runs around the scenarios chosen; with none chosen, no load runs at all.
  const chosen = only
    ? matching.length > 0
      ? scenarios.filter((scenario) => scenario.baseline || only.test(scenario.name))
      : []
    : scenarios;
  const timedChosen = only ? [] : timedScenarios;
  const plan = chosen.length > 0 ? loadPlan(chosen) : [];
  const instanceRowsChosen = INSTANCE_ROWS.filter((row) => !settings.skip.has(row) && (!only || only.test(row)));
  const fullSizes = (Object.keys(FULL_SIZES) as Array<keyof typeof FULL_SIZES>).every(
    (key) => settings.sizes[key] === FULL_SIZES[key],
  );
  const partial = only !== null || settings.skip.size > 0 || !fullSizes;

  if (!only) console.log("bench: Bible search, in-process …");
  const bibleSearch = only ? null : await measureBibleSearch();

  const needed = new Set([...chosen, ...timedChosen].map((scenario) => scenario.server));
  if (needed.size > 0) console.log(`bench: starting ${[...needed].join(", ")} …`);
  const starters: Record<Exclude<ServerKind, "move-floor">, () => Promise<RunningServer>> = {
    "hello-world": startHelloWorld,
    postgres: () => startPostgres(settings),
    pglite: startPglite,
  };
  // All start together (PGlite's first start takes seconds); wait for every one before failing.
  // The move floor starts last, on the PostgreSQL app's database.
  if (needed.has("move-floor")) needed.add("postgres");
  const kinds = [...needed].filter((kind) => kind !== "move-floor");
  const starts = await Promise.allSettled(kinds.map((kind) => starters[kind]()));
  const servers = new Map<ServerKind, RunningServer>();
  for (const [index, start] of starts.entries()) {
    if (start.status === "rejected") throw start.reason;
    servers.set(kinds[index]!, start.value);
  }
  if (needed.has("move-floor")) servers.set("move-floor", await startMoveFloor(servers.get("postgres")!));

  const results: ScenarioResult[] = [];
  for (const { scenario: planned, name, repeat } of plan) {
    const server = servers.get(planned.server)!;
    const prepared = (repeat ? undefined : await planned.prepare?.(server.target)) ?? {};
    const scenario: Scenario = { ...planned, ...prepared };
    const label = `${name} on ${scenario.server} (${scenario.method} ${scenario.path})`;
    await preflight(scenario, server.target);
    console.log(`bench: ${label}: ${settings.warmupSeconds} s warm-up, ${settings.durationSeconds} s measured …`);
    const connections = scenario.connections ?? settings.connections;
    await load(scenario, server.target, settings.warmupSeconds, connections, "warm-up");
    const cpuBefore = cpuSeconds(server.managed.child.pid);
    const result = await load(scenario, server.target, settings.durationSeconds, connections, "measured");
    const cpuAfter = cpuSeconds(server.managed.child.pid);
    if (server.managed.hasExited()) {
      throw new Error(`${server.managed.name} exited during the run. Its last output:\n${server.managed.tail()}`);
    }
    console.log(`bench: ${label}: ${Math.round(result["2xx"] / result.duration)} requests/s`);
    results.push({
      name,
      server: scenario.server,
      method: scenario.method,
      path: scenario.path,
      signedIn: scenario.signedIn ?? false,
      baseline: scenario.baseline ?? false,
      minRatio: scenario.minRatio ?? null,
      ...(scenario.floor === undefined ? {} : { floor: scenario.floor, minFloorRatio: scenario.minFloorRatio ?? null }),
      ...(scenario.maxP99Ms === undefined ? {} : { maxP99Ms: scenario.maxP99Ms }),
      ...(scenario.connections === undefined ? {} : { connections: scenario.connections }),
      // Not requests.average: that is the mean of per-second samples, and a busy load generator
      // sometimes records an extra sample, which skews it.
      requestsPerSecond: result["2xx"] / result.duration,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      totalRequests: result["2xx"],
      serverCpuMicrosPerRequest:
        cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1e6) / result["2xx"],
    });
  }

  const timed = await runTimed(timedChosen, servers);
  for (const { managed } of servers.values()) {
    if (managed.hasExited())
      throw new Error(`${managed.name} exited during the run. Its last output:\n${managed.tail()}`);
  }

  // The several-instance rows start processes of their own: the load servers are done, so they stop first.
  if (instanceRowsChosen.length > 0) await Promise.all([...servers.values()].map(({ managed }) => managed.stop()));
  const instances = instanceRowsChosen.length > 0 ? await runInstanceRows(settings, instanceRowsChosen) : null;
  // Last, on an otherwise idle machine: the first load's Lighthouse scores (issue 19 §1, BENCH_ONLY=lighthouse alone).
  const lighthouse = !only || only.test("lighthouse") ? await runLighthouse() : null;

  const report: BenchReport | null =
    !partial && bibleSearch
      ? {
          date: new Date(),
          machine: machine(),
          method: {
            warmupSeconds: settings.warmupSeconds,
            durationSeconds: settings.durationSeconds,
            connections: settings.connections,
            rateLimitPerMinute: APP_RATE_LIMIT_PER_MINUTE,
            autocannonVersion: packageVersion("autocannon"),
            postgresVersion: servers.get("postgres")?.databaseVersion ?? null,
            pgliteVersion: servers.has("pglite") ? packageVersion("@electric-sql/pglite") : null,
          },
          results,
          timed,
          bibleSearch,
          instances,
          lighthouse,
        }
      : null;
  if (report) {
    mkdirSync(dirname(REPORT_FILE), { recursive: true });
    writeFileSync(REPORT_FILE, renderMarkdown(report));
  }

  if (results.length > 0) console.log(`\n${resultsTable(results)}\n`);
  const targets = evaluateTargets(results);
  if (targets.length > 0) console.log(`${targetsTable(results)}\n`);
  for (const { result, status } of targets) {
    if (status === "MISSED") console.log(`bench: TARGET MISSED: ${result.name} on ${result.server}`);
  }
  if (timed.length > 0) console.log(`Latency targets:\n${timedTable(timed)}\n`);
  for (const { result, measuredMs, status } of evaluateTimed(timed)) {
    if (status === "MISSED") {
      console.log(
        `bench: TARGET MISSED: ${result.name} on ${result.server}: ${result.percentile} ${measuredMs.toFixed(1)} ms > ${result.targetMs} ms`,
      );
    }
  }
  if (lighthouse) {
    console.log(`Lighthouse:\n${lighthouseTable(lighthouse)}\n`);
    for (const { target, measured, status } of evaluateLighthouse(lighthouse)) {
      if (status === "MISSED") console.log(`bench: TARGET MISSED: ${target}: ${measured}`);
    }
  }
  if (instances) {
    console.log(`Several instances:\n${instanceTable(instances)}\n`);
    for (const { row, status, measured } of evaluateInstanceRows(instances)) {
      if (status === "MISSED") console.log(`bench: TARGET MISSED: ${row}: ${measured}`);
    }
  }
  if (bibleSearch) {
    console.log(`Bible search (in-process):\n${bibleSearchTable(bibleSearch)}\n`);
    for (const { measure, status } of evaluateBibleSearch(bibleSearch)) {
      if (status === "MISSED") console.log(`bench: TARGET MISSED: Bible search: ${measure}`);
    }
  }
  for (const { managed } of servers.values()) {
    if (managed.lineCount() > 0) {
      console.log(`bench: ${managed.name} logged ${managed.lineCount()} line(s); the last:\n${managed.tail()}`);
    }
  }
  console.log(
    report
      ? `bench: wrote ${REPORT_FILE}`
      : `bench: a partial run (BENCH_ONLY, BENCH_SKIP or smaller BENCH_* sizes): ${REPORT_FILE} not written`,
  );
}

function budgetMs(): number {
  try {
    const { durationSeconds, warmupSeconds } = readSettings();
    // Timed calls: each at most its 10 s fetch timeout, though far less in practice.
    const timedCalls = timedScenarios.reduce((sum, { warmup, samples }) => sum + warmup + samples, 0);
    // The several-instance rows: jobs at most 2 min, live about 2, push its setup (up to ~6 min for 10,000
    // users' settings on a slow machine) and 2 more, group live about 2, each with its servers' starts.
    const instanceRows = 19 * 60_000;
    return (
      (HEALTH_TIMEOUT_MS +
        150_000 +
        loadPlan(scenarios).length * (durationSeconds + warmupSeconds + 30) * 1000 +
        timedCalls * 2_000 +
        instanceRows +
        LIGHTHOUSE_BUDGET_MS +
        60_000) *
      1.5
    );
  } catch {
    return 5 * 60_000;
  }
}

let exiting = false;
async function finish(code: number) {
  if (exiting) return;
  exiting = true;
  await cleanup();
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}; cleaning up`);
    void finish(130);
  });
}
// Last resort if the process exits some other way: never leave a server behind.
process.once("exit", () => {
  for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const child of trackedProcesses) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
const watchdog = setTimeout(() => {
  console.error(`bench: the run took longer than ${Math.round(budgetMs() / 1000)} s; giving up`);
  void finish(1);
}, budgetMs());
watchdog.unref();

main().then(
  () => finish(0),
  (error: unknown) => {
    // After Ctrl-C the servers are gone and the run fails on its own; that is not news.
    if (exiting) return;
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    void finish(1);
  },
);
