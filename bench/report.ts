/** Pure helpers of the benchmark: ratios, target checks and the Markdown report. No I/O. */

import { evaluateLighthouse, type LighthouseBenchResult, lighthouseSection } from "./lighthouse-report";

export type ScenarioResult = {
  name: string;
  /** Which server answered: "hello-world", "postgres", "pglite", "move-floor". */
  server: string;
  method: string;
  path: string;
  signedIn: boolean;
  /** A hello-world run; each other row is compared with the baseline runs just before and after it. */
  baseline: boolean;
  /** Target: requests/s must be at least this fraction of the baseline's; null when there is none. */
  minRatio: number | null;
  /**
   * The row (by name) this one is compared with as its floor (decision 014): the least a correct
   * version of the same request can be in this stack, measured in the same run.
   */
  floor?: string | null;
  /** Target: requests/s at least this fraction of the floor's, each taken relative to its own hello-world. */
  minFloorRatio?: number | null;
  /** Target: p99 latency at most this many ms; absent or null when there is none. */
  maxP99Ms?: number | null;
  /** Connections this scenario ran with, when it sets its own (else the run's). */
  connections?: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  totalRequests: number;
  /** CPU time the server process spent per request, where the platform tells (Linux); null otherwise. */
  serverCpuMicrosPerRequest: number | null;
};

export type TargetStatus = "MET" | "MISSED" | "none";

export type Machine = { cpuModel: string; cores: number; memoryGiB: number; os: string; node: string };

export type Method = {
  warmupSeconds: number;
  durationSeconds: number;
  connections: number;
  /** AI_RATE_LIMIT_PER_MINUTE and TTS_RATE_LIMIT_PER_MINUTE of the app servers, raised so no request is refused. */
  rateLimitPerMinute: number;
  autocannonVersion: string;
  postgresVersion: string | null;
  pgliteVersion: string | null;
};

/** The in-process Bible search benchmark (bench/bible-search.ts). */
export type BibleSearchResult = {
  queries: number;
  /** Timed searches: every query, several rounds. */
  samples: number;
  limit: number;
  /** Reading the KJV, building the search index and loading the reference parser. */
  indexReadyMs: number;
  /** Resident memory the Bible adds, measured after a full garbage collection. */
  memoryMB: number;
  /** Of which V8 heap and typed arrays. */
  heapMB: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
};

/** A timed scenario (bench/scenarios.ts `timedScenarios`): sequential calls, each timed to its last byte. */
export type TimedResult = {
  name: string;
  server: string;
  warmup: number;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Target: the `percentile` of the samples at most this many ms. */
  targetMs: number;
  percentile: "p50" | "p95";
};

/**
 * The jobs row (issue 15 §9, bench/jobs.ts): `jobs` jobs due at the same instant, run by `instances`
 * instances of the app's job runner on one PostgreSQL database.
 */
export type JobsBenchResult = {
  instances: number;
  jobs: number;
  /** Runs recorded by the jobs' handler, and how many different jobs they were. */
  runs: number;
  distinctJobs: number;
  /** Rows of the jobs table marked done. */
  done: number;
  /** From the jobs' due time to the last run, and the runs' lag percentiles. */
  lastSeconds: number;
  p50Seconds: number;
  p99Seconds: number;
  /** Runs per instance, by its worker id. */
  perInstance: Record<string, number>;
};

/**
 * The live-update fan-out row (issue 15 §9, bench/live.ts): `streams` `GET /api/events` streams of `users`
 * users spread over `instances` instances on PostgreSQL, `changes` changes one after the other, each checked
 * against every stream and delivered to its user's.
 */
export type LiveBenchResult = {
  instances: number;
  streams: number;
  /** Whose streams they are (events are per user; each user holds some on every instance). */
  users: number;
  changes: number;
  /** Events received by their user's streams, and the ones that never came within the bench's wait. */
  deliveries: number;
  missing: number;
  /** Events received by a stream of another user than the one whose change it was: must be 0. */
  misdelivered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The same, split: streams on the instance that wrote (in process) and on the others (LISTEN/NOTIFY). */
  writingInstance: { p50Ms: number; p99Ms: number };
  otherInstances: { p50Ms: number; p99Ms: number };
  /** The round trip of the write that caused each change (latency is counted from its send). */
  writeP50Ms: number;
};

/**
 * The push row (issue 16 §7, bench/push.ts): `users` users whose reminders fall on the same instant, one
 * subscription each on a fake push service, the reminders fired by `instances` instances' jobs.
 */
export type PushBenchResult = {
  instances: number;
  users: number;
  /** Push subscriptions (endpoints) the reminders were due to. */
  endpoints: number;
  /** Pushes the fake push service accepted, and how many different endpoints they were for. */
  deliveries: number;
  endpointsReached: number;
  /** Pushes the fake service answered with an error (a VAPID or body check failed). */
  refused: number;
  /** From the reminder's time to the first and the last push handed over (negative: early), and the lag percentiles. */
  firstSeconds: number;
  lastSeconds: number;
  p50Seconds: number;
  p99Seconds: number;
  /** Whether the fake service decrypted each push (aes128gcm) or only counted it per endpoint. */
  decrypted: boolean;
  /** How long after the reminders' time the bench waited for the last endpoint before it stopped. */
  waitedSeconds: number;
};

/** A row of the several-instance section that was not measured, and why (said in the report). */
export type NotRun = { notRun: string };

export type InstanceRows = {
  jobs: JobsBenchResult | NotRun;
  live: LiveBenchResult | NotRun;
  push: PushBenchResult | NotRun;
  /**
   * One group post to its members' streams (issue 17 §9, bench/groups.ts), in LiveBenchResult's terms: `users`
   * counts the members and the outsiders whose streams are open beside theirs, `misdelivered` the events an
   * outsider heard. Absent from reports written before groups.
   */
  groupLive?: LiveBenchResult | NotRun;
};

export type BenchReport = {
  /** The first load's Lighthouse scores (bench/lighthouse.ts); absent when the run did not measure them. */
  lighthouse?: LighthouseBenchResult | NotRun | null;
  date: Date;
  machine: Machine;
  method: Method;
  results: ScenarioResult[];
  /** Absent when the run measured none. */
  timed?: TimedResult[] | null;
  /** Absent when the run did not measure it. */
  bibleSearch?: BibleSearchResult | null;
  /** The jobs, live fan-out and push rows; absent when the run had none of them. */
  instances?: InstanceRows | null;
};

/** requests/s relative to the baseline's; null when there is no usable baseline. */
export function ratioToBaseline(requestsPerSecond: number, baselineRequestsPerSecond: number | null): number | null {
  if (baselineRequestsPerSecond === null || !(baselineRequestsPerSecond > 0)) return null;
  return requestsPerSecond / baselineRequestsPerSecond;
}

export function checkTarget(ratio: number | null, minRatio: number | null): TargetStatus {
  if (minRatio === null) return "none";
  return ratio !== null && ratio >= minRatio ? "MET" : "MISSED";
}

/** The requests/s of the nearest baseline run before `index` in `results` and of the nearest after it. */
function baselinesAround(results: ScenarioResult[], index: number): { before: number | null; after: number | null } {
  const before = results.slice(0, Math.max(0, index)).findLast((result) => result.baseline);
  const after = results.slice(index + 1).find((result) => result.baseline);
  return { before: before?.requestsPerSecond ?? null, after: after?.requestsPerSecond ?? null };
}

/**
 * The baseline the result at `index` is compared with: the mean requests/s of the nearest baseline run
 * before it and the nearest after it in `results` (the order they ran in), so a machine whose speed drifts
 * during the run compares each scenario with the hello-world of its own minutes. With a baseline run on one
 * side only, that run's; null with none.
 */
export function adjacentBaselineRequestsPerSecond(results: ScenarioResult[], index: number): number | null {
  const { before, after } = baselinesAround(results, index);
  if (before !== null && after !== null) return (before + after) / 2;
  return before ?? after;
}

export type BaselineSpread = {
  /** |before − after| / their mean, for the baseline runs around `result`. */
  spread: number;
  result: ScenarioResult;
};

/**
 * The largest difference between the two baseline runs around a scenario, relative to their mean, over
 * every non-baseline row (each one's ratio is shown, target or not): a sign of a busy or throttled machine
 * while that scenario ran. Rows with a baseline run on one side only are skipped; null when no row has both.
 */
export function baselineSpread(results: ScenarioResult[]): BaselineSpread | null {
  let largest: BaselineSpread | null = null;
  for (const [index, result] of results.entries()) {
    if (result.baseline) continue;
    const { before, after } = baselinesAround(results, index);
    if (before === null || after === null || !(before + after > 0)) continue;
    const spread = Math.abs(before - after) / ((before + after) / 2);
    if (largest === null || spread > largest.spread) largest = { spread, result };
  }
  return largest;
}

/** Above this spread between the baseline runs around a scenario, the report warns that the ratios are unreliable. */
export const UNSTEADY_SPREAD = 0.2;

export type TargetRow = {
  result: ScenarioResult;
  /** Against hello-world. */
  ratio: number | null;
  /** Against the row's floor; null without one (or without its measurement). */
  floorRatio: number | null;
  status: TargetStatus;
};

/**
 * The row at `index` against its floor row (the last row of that name): each one's requests/s taken
 * relative to the hello-world runs around it, then divided. The two rows run a few seconds apart on a
 * machine whose speed drifts (decision 013), so each is first put in the terms of its own minutes; null
 * when either has no usable baseline or the floor was not measured.
 */
export function floorRatio(results: ScenarioResult[], index: number): number | null {
  const result = results[index];
  if (!result?.floor) return null;
  const floorIndex = results.findLastIndex((row) => row.name === result.floor && !row.baseline);
  if (floorIndex < 0) return null;
  const own = ratioToBaseline(result.requestsPerSecond, adjacentBaselineRequestsPerSecond(results, index));
  const floor = ratioToBaseline(
    results[floorIndex]!.requestsPerSecond,
    adjacentBaselineRequestsPerSecond(results, floorIndex),
  );
  return own === null || floor === null || !(floor > 0) ? null : own / floor;
}

/** Every row that has a target, with its ratios and whether it is met (every target it has, and its p99). */
export function evaluateTargets(results: ScenarioResult[]): TargetRow[] {
  return results.flatMap((result, index) => {
    const minFloorRatio = result.minFloorRatio ?? null;
    if (result.minRatio === null && minFloorRatio === null) return [];
    const ratio = ratioToBaseline(result.requestsPerSecond, adjacentBaselineRequestsPerSecond(results, index));
    const toFloor = floorRatio(results, index);
    const statuses = [checkTarget(ratio, result.minRatio), checkTarget(toFloor, minFloorRatio)];
    const latencyMet = result.maxP99Ms == null || result.latencyP99Ms <= result.maxP99Ms;
    const status = statuses.includes("MISSED") || !latencyMet ? "MISSED" : "MET";
    return [{ result, ratio, floorRatio: toFloor, status }];
  });
}

/**
 * The nearest-rank percentile (the smallest sample with at least `p`% of the samples at or below it);
 * NaN without samples.
 */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = samples.toSorted((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Summarises one timed scenario's samples. */
export function summariseTimed(
  scenario: Pick<TimedResult, "name" | "server" | "warmup" | "targetMs" | "percentile">,
  samplesMs: number[],
): TimedResult {
  return {
    ...scenario,
    samples: samplesMs.length,
    p50Ms: percentile(samplesMs, 50),
    p95Ms: percentile(samplesMs, 95),
    maxMs: Math.max(...samplesMs),
  };
}

export type TimedTargetRow = { result: TimedResult; measuredMs: number; status: Exclude<TargetStatus, "none"> };

/** Each timed scenario checked at the percentile its target names. */
export function evaluateTimed(results: TimedResult[]): TimedTargetRow[] {
  return results.map((result) => {
    const measuredMs = result.percentile === "p50" ? result.p50Ms : result.p95Ms;
    return { result, measuredMs, status: measuredMs <= result.targetMs ? "MET" : "MISSED" };
  });
}

/** Targets of the Bible search (the Scripture engine issue): each measured value must be at most this. */
export const BIBLE_SEARCH_TARGETS = { p50Ms: 1, p99Ms: 10, indexReadyMs: 1_500, memoryMB: 120 } as const;

export type BibleSearchTargetRow = {
  measure: string;
  required: string;
  measured: string;
  status: Exclude<TargetStatus, "none">;
};

export function evaluateBibleSearch(result: BibleSearchResult): BibleSearchTargetRow[] {
  const ms = (value: number) => (value < 10 ? value.toFixed(3) : Math.round(value).toLocaleString("en-US"));
  const mb = (value: number) => value.toFixed(1);
  const row = (measure: string, value: number, target: number, unit: string, format: (v: number) => string) => ({
    measure,
    required: `≤ ${target.toLocaleString("en-US")} ${unit}`,
    measured: `${format(value)} ${unit}`,
    status: value <= target ? ("MET" as const) : ("MISSED" as const),
  });
  return [
    row("Search latency p50", result.p50Ms, BIBLE_SEARCH_TARGETS.p50Ms, "ms", ms),
    row("Search latency p99", result.p99Ms, BIBLE_SEARCH_TARGETS.p99Ms, "ms", ms),
    row("Index ready at start-up", result.indexReadyMs, BIBLE_SEARCH_TARGETS.indexReadyMs, "ms", ms),
    row("Extra server memory (RSS)", result.memoryMB, BIBLE_SEARCH_TARGETS.memoryMB, "MB", mb),
  ];
}

/** Targets of the several-instance rows (issue 15 §9, issue 16 §7). */
export const INSTANCE_TARGETS = { jobsSeconds: 30, liveP99Ms: 250, pushSeconds: 30 } as const;

export type InstanceTargetRow = {
  row: keyof InstanceRows;
  target: string;
  required: string;
  measured: string;
  status: Exclude<TargetStatus, "none"> | "NOT RUN";
};

export function isNotRun<T extends object>(row: T | NotRun): row is NotRun {
  return "notRun" in row;
}

const count = (value: number) => value.toLocaleString("en-US");
const seconds = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} s` : "–");
const ms1 = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "–");

function jobsRow(result: JobsBenchResult | NotRun): InstanceTargetRow {
  const required = `all run within ${INSTANCE_TARGETS.jobsSeconds} s of falling due, each exactly once`;
  if (isNotRun(result)) {
    return { row: "jobs", target: "Jobs due at once", required, measured: result.notRun, status: "NOT RUN" };
  }
  const once = result.runs === result.jobs && result.distinctJobs === result.jobs && result.done === result.jobs;
  const perInstance = Object.entries(result.perInstance)
    .map(([instance, runs]) => `${instance} ${count(runs)}`)
    .join(", ");
  return {
    row: "jobs",
    target: `Jobs: ${count(result.jobs)} due at once, ${result.instances} instances (PostgreSQL)`,
    required,
    measured:
      `last ran ${seconds(result.lastSeconds)} after due (p50 ${seconds(result.p50Seconds)}, p99 ${seconds(result.p99Seconds)}); ` +
      `${count(result.runs)} runs of ${count(result.distinctJobs)} jobs, ${count(result.done)} done` +
      (perInstance ? `; ${perInstance}` : ""),
    status: once && result.lastSeconds <= INSTANCE_TARGETS.jobsSeconds ? "MET" : "MISSED",
  };
}

function liveRow(result: LiveBenchResult | NotRun): InstanceTargetRow {
  const required = `each change reaches every stream of its user and no other, delivery p99 ≤ ${INSTANCE_TARGETS.liveP99Ms} ms`;
  if (isNotRun(result)) {
    return { row: "live", target: "Live fan-out", required, measured: result.notRun, status: "NOT RUN" };
  }
  const complete = result.missing === 0 && result.misdelivered === 0 && result.deliveries > 0;
  return {
    row: "live",
    target:
      `Live fan-out: ${count(result.streams)} streams of ${count(result.users)} users on ${result.instances} instances ` +
      `(PostgreSQL), ${count(result.changes)} changes`,
    required,
    measured:
      `p50 ${ms1(result.p50Ms)}, p99 ${ms1(result.p99Ms)}, max ${ms1(result.maxMs)}; ` +
      `${count(result.deliveries)} deliveries, ${count(result.missing)} missing, ${count(result.misdelivered)} to another user; ` +
      `writing instance p50/p99 ${ms1(result.writingInstance.p50Ms)} / ${ms1(result.writingInstance.p99Ms)}, ` +
      `other ${ms1(result.otherInstances.p50Ms)} / ${ms1(result.otherInstances.p99Ms)}; write round trip p50 ${ms1(result.writeP50Ms)}`,
    status: complete && result.p99Ms <= INSTANCE_TARGETS.liveP99Ms ? "MET" : "MISSED",
  };
}

function pushRow(result: PushBenchResult | NotRun): InstanceTargetRow {
  const required = `every push handed to the push service within ${INSTANCE_TARGETS.pushSeconds} s of its time (none early), each endpoint once`;
  if (isNotRun(result)) {
    return {
      row: "push",
      target: "Push reminders at one watch start",
      required,
      measured: result.notRun,
      status: "NOT RUN",
    };
  }
  const once =
    result.deliveries === result.endpoints && result.endpointsReached === result.endpoints && result.refused === 0;
  const onTime = result.firstSeconds >= 0 && result.lastSeconds <= INSTANCE_TARGETS.pushSeconds;
  return {
    row: "push",
    target: `Push: ${count(result.users)} users' reminders at one watch start, ${result.instances} instances (PostgreSQL)`,
    required,
    measured:
      `first ${seconds(result.firstSeconds)}, last ${seconds(result.lastSeconds)} after its time ` +
      `(p50 ${seconds(result.p50Seconds)}, p99 ${seconds(result.p99Seconds)}); ` +
      `${count(result.deliveries)} pushes to ${count(result.endpointsReached)} of ${count(result.endpoints)} endpoints, ` +
      `${count(result.refused)} refused` +
      (result.decrypted ? ", each decrypted" : ", counted per endpoint (not decrypted)") +
      (result.endpointsReached < result.endpoints
        ? `; the bench stopped waiting ${result.waitedSeconds} s after the time`
        : ""),
    status: once && onTime ? "MET" : "MISSED",
  };
}

function groupLiveRow(result: LiveBenchResult | NotRun): InstanceTargetRow {
  const required = `each post reaches every member's stream and no outsider's, delivery p99 ≤ ${INSTANCE_TARGETS.liveP99Ms} ms`;
  if (isNotRun(result)) {
    return { row: "groupLive", target: "Group live fan-out", required, measured: result.notRun, status: "NOT RUN" };
  }
  const members = result.deliveries + result.missing > 0 ? (result.deliveries + result.missing) / result.changes : 0;
  const complete = result.missing === 0 && result.misdelivered === 0 && result.deliveries > 0;
  return {
    row: "groupLive",
    target:
      `Group live fan-out: one post to ${count(members)} members' streams (and ${count(result.streams - members)} ` +
      `outsiders') on ${result.instances} instances (PostgreSQL), ${count(result.changes)} posts`,
    required,
    measured:
      `p50 ${ms1(result.p50Ms)}, p99 ${ms1(result.p99Ms)}, max ${ms1(result.maxMs)}; ` +
      `${count(result.deliveries)} deliveries, ${count(result.missing)} missing, ${count(result.misdelivered)} to an outsider; ` +
      `writing instance p50/p99 ${ms1(result.writingInstance.p50Ms)} / ${ms1(result.writingInstance.p99Ms)}, ` +
      `other ${ms1(result.otherInstances.p50Ms)} / ${ms1(result.otherInstances.p99Ms)}; write round trip p50 ${ms1(result.writeP50Ms)}`,
    status: complete && result.p99Ms <= INSTANCE_TARGETS.liveP99Ms ? "MET" : "MISSED",
  };
}

/** The jobs, live fan-out, push and group fan-out rows checked against their targets; a row not measured is NOT RUN. */
export function evaluateInstanceRows(rows: InstanceRows): InstanceTargetRow[] {
  return [
    jobsRow(rows.jobs),
    liveRow(rows.live),
    pushRow(rows.push),
    ...(rows.groupLive ? [groupLiveRow(rows.groupLive)] : []),
  ];
}

const statusCell = (status: InstanceTargetRow["status"]) => (status === "MET" ? "MET" : `**${status}**`);

export function instanceTable(rows: InstanceRows): string {
  return markdownTable(
    ["Target", "Required", "Measured", "Status"],
    evaluateInstanceRows(rows).map(({ target, required, measured, status }) => [
      target,
      required,
      measured.replaceAll("|", "\\|").replaceAll("\n", " "),
      statusCell(status),
    ]),
    [false, false, false, false],
  );
}

function instanceSection(rows: InstanceRows): string {
  return `## Several instances: jobs, live updates and push

Run after everything above, each row on its own fresh PostgreSQL database (created for it and dropped after it),
with its own instances in child processes on loopback ports (the run's copy of the built server); the load
servers above are stopped first. A row that could not run says why and counts as not run, never as met.

- **Jobs** (\`bench/jobs.ts\`, issue 15 §9): two instances of the app's job runner (\`bench/jobs-worker.ts\`, default
  concurrency and poll interval, woken by \`NOTIFY\`) and the jobs inserted due at the same second, a few seconds
  ahead; each run records its job, its instance and its time. A job's lag is its run's time minus its due time.
- **Live fan-out** (\`bench/live.ts\`, issue 15 §9, decision 033): two app servers; the \`GET /api/events\` streams
  belong to 100 users, 5 on each instance each (events are per user, and one user holds at most 10 streams on an
  instance). Each change is a prayer created by one user through the first instance, one at a time, every user in
  turn: each instance checks it against every stream it holds (the policy, per stream, as in production) and
  delivers it to that user's streams, in process on the writing instance and through LISTEN/NOTIFY on the other.
  Latency runs from sending the write to a stream's receipt of its \`prayers.changed\` event (an upper bound of
  commit → receipt).
- **Push** (\`bench/push.ts\`, issue 16 §7, decision 033): two app servers with their jobs on (default
  \`JOBS_CONCURRENCY\` and poll interval); users, their sessions and one push subscription each inserted with SQL,
  the subscriptions on a fake push service over HTTPS in the bench process (\`server/testing/fake-push-service.ts\`:
  self-signed certificate trusted through \`NODE_EXTRA_CA_CERTS\`, VAPID checked, each body decrypted, 201); then
  each user's reminder settings saved through \`PUT /api/reminder-settings\` (half through each instance), reminders
  on for one watch with a lead time and time zone that put every user's reminder on the same minute, so the app
  plans and fires them its own way. A push's lag is its arrival at the fake service minus the reminder's time.
- **Group live fan-out** (\`bench/groups.ts\`, issue 17 §9): two app servers; a group of 1,000 members (rows made
  with SQL), each member's one \`GET /api/events\` stream and a tenth as many outsiders' streams spread over both
  instances. Each change is a post by a member through the first instance (\`POST /api/prayer-groups/{id}/posts\`),
  one at a time: each instance checks it against every stream (the policy, with the stream's memberships) and
  delivers it to the members'. Latency runs from sending the write to a stream's receipt of its
  \`group.posts.changed\` event; an outsider's receipt counts as misdelivered.

${instanceTable(rows)}
`;
}

const integer = (value: number) => Math.round(value).toLocaleString("en-US");
// autocannon's latency percentiles are whole milliseconds; keep any fraction a caller gives.
const milliseconds = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
const micros = (value: number | null) => (value === null ? "–" : integer(value));
const percent = (ratio: number | null) => (ratio === null ? "–" : `${(ratio * 100).toFixed(1)}%`);
const scenarioLabel = (result: ScenarioResult) =>
  `\`${result.method} ${result.path}\`${result.signedIn ? " (signed in)" : ""}${
    result.connections === undefined ? "" : `, ${result.connections} connections`
  }`;

function markdownTable(header: string[], rows: string[][], alignRight: boolean[]): string {
  const separator = alignRight.map((right) => (right ? "---:" : "---"));
  return [header, separator, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

export function resultsTable(results: ScenarioResult[]): string {
  const rows = results.map((result, index) => [
    result.name,
    result.server,
    scenarioLabel(result),
    integer(result.requestsPerSecond),
    milliseconds(result.latencyP50Ms),
    milliseconds(result.latencyP99Ms),
    integer(result.totalRequests),
    micros(result.serverCpuMicrosPerRequest),
    result.baseline
      ? "baseline"
      : percent(ratioToBaseline(result.requestsPerSecond, adjacentBaselineRequestsPerSecond(results, index))),
  ]);
  return markdownTable(
    [
      "Scenario",
      "Server",
      "Request",
      "Requests/s (mean)",
      "p50 (ms)",
      "p99 (ms)",
      "Requests",
      "Server CPU/request (µs)",
      "vs hello-world",
    ],
    rows,
    [false, false, false, true, true, true, true, true, true],
  );
}

export function targetsTable(results: ScenarioResult[]): string {
  const rows = evaluateTargets(results).map(({ result, ratio, floorRatio, status }) => [
    `${scenarioLabel(result)} on ${result.server}`,
    [
      ...(result.minRatio === null ? [] : [`≥ ${percent(result.minRatio)} of hello-world requests/s`]),
      ...(result.minFloorRatio == null ? [] : [`≥ ${percent(result.minFloorRatio)} of the floor's requests/s`]),
      ...(result.maxP99Ms == null ? [] : [`p99 ≤ ${result.maxP99Ms} ms`]),
    ].join(", "),
    [
      ...(result.minRatio === null ? [] : [percent(ratio)]),
      ...(result.minFloorRatio == null ? [] : [`${percent(floorRatio)} of the floor`]),
      ...(result.maxP99Ms == null ? [] : [`p99 ${milliseconds(result.latencyP99Ms)} ms`]),
    ].join(", "),
    status === "MET" ? "MET" : "**MISSED**",
  ]);
  return markdownTable(["Target", "Required", "Measured", "Status"], rows, [false, false, true, false]);
}

const timedMs = (value: number) => value.toFixed(1);

export function timedTable(results: TimedResult[]): string {
  const rows = evaluateTimed(results).map(({ result, status }) => [
    result.name,
    result.server,
    `${result.samples} (after ${result.warmup} warm-up)`,
    timedMs(result.p50Ms),
    timedMs(result.p95Ms),
    timedMs(result.maxMs),
    `${result.percentile} ≤ ${result.targetMs.toLocaleString("en-US")} ms`,
    status === "MET" ? "MET" : "**MISSED**",
  ]);
  return markdownTable(
    ["Target", "Server", "Samples", "p50 (ms)", "p95 (ms)", "max (ms)", "Required", "Status"],
    rows,
    [false, false, true, true, true, true, false, false],
  );
}

function timedSection(results: TimedResult[], method: Method): string {
  return `## Latency targets

Run after the load scenarios, one request at a time on an otherwise idle server, each with a different input
so no cache answers (the speech cache is memory-only for the run, \`TTS_CACHE_DIR=""\`): the warm-up calls
are discarded, then each sample is timed from sending the request to its last byte. The AI and speech rate limits
are raised to ${method.rateLimitPerMinute.toLocaleString("en-US")} a minute. Each target is checked at the
percentile it names; p50 and p95 are nearest-rank.

${timedTable(results)}
`;
}

export function bibleSearchTable(result: BibleSearchResult): string {
  const rows = evaluateBibleSearch(result).map(({ measure, required, measured, status }) => [
    measure,
    required,
    measured,
    status === "MET" ? "MET" : "**MISSED**",
  ]);
  return markdownTable(["Target", "Required", "Measured", "Status"], rows, [false, false, true, false]);
}

function bibleSearchSection(result: BibleSearchResult): string {
  return `## Bible search (in-process)

\`bench/bible-search.ts\` in a fresh Node.js process (\`--expose-gc\`), no HTTP: the time to read the KJV, build its
search index and load the reference parser (what the server does in its \`onReady\` hook), the resident memory
that adds after a full garbage collection (${result.heapMB.toFixed(1)} MB of it V8 heap and typed arrays), then the
search service (\`searchScripture\`, KJV) over a fixed set of ${result.queries} queries (bench/bible-search-queries.ts),
limit ${result.limit}: a warm-up, then ${result.samples.toLocaleString("en-US")} timed searches. Slowest search: ${result.maxMs.toFixed(3)} ms.

${bibleSearchTable(result)}
`;
}

/** The note under the results on how steady the machine was; empty when no scenario has baseline runs on both sides. */
function baselineSpreadNote(results: ScenarioResult[]): string {
  const largest = baselineSpread(results);
  if (largest === null) return "";
  const around = `${largest.result.name} on ${largest.result.server}`;
  if (largest.spread > UNSTEADY_SPREAD) {
    return (
      `\n\n**The machine was not steady:** the hello-world runs just before and just after ${around} differ by ` +
      `${percent(largest.spread)} of their mean, so the ratios are unreliable. Rerun on an idle machine before ` +
      "drawing conclusions."
    );
  }
  return (
    "\n\nAround each scenario, the hello-world runs just before and just after it differ by at most " +
    `${percent(largest.spread)} of their mean (the most around ${around}).`
  );
}

export function renderMarkdown(report: BenchReport): string {
  const { machine, method } = report;
  const targets = evaluateTargets(report.results);
  const timed = report.timed ?? [];
  const timedTargets = evaluateTimed(timed);
  const bibleTargets = report.bibleSearch ? evaluateBibleSearch(report.bibleSearch) : [];
  const instanceTargets = report.instances ? evaluateInstanceRows(report.instances) : [];
  const lighthouseTargets = report.lighthouse ? evaluateLighthouse(report.lighthouse) : [];
  const notRun = instanceTargets.filter((target) => target.status === "NOT RUN");
  const measured = [...targets, ...timedTargets, ...bibleTargets, ...instanceTargets, ...lighthouseTargets].filter(
    (target) => target.status !== "NOT RUN",
  );
  const total = measured.length;
  const missed = measured.filter((target) => target.status === "MISSED").length;
  const notRunNote =
    notRun.length === 0
      ? ""
      : ` **${notRun.length} target${notRun.length === 1 ? " was" : "s were"} not run: ${notRun.map((target) => target.row).join(", ")}.**`;
  const summary =
    (total === 0
      ? "No targets were measured."
      : missed === 0
        ? `All ${total} ${notRun.length > 0 ? "measured " : ""}target${total === 1 ? " is" : "s are"} met.`
        : `**${missed} of ${total} ${notRun.length > 0 ? "measured " : ""}target${total === 1 ? "" : "s"} MISSED.**`) +
    notRunNote;
  const sections = [
    timedTargets.length > 0 ? "latency targets" : null,
    bibleTargets.length > 0 ? "Bible search targets" : null,
    instanceTargets.length > 0 ? "several-instance targets" : null,
    lighthouseTargets.length > 0 ? "Lighthouse targets" : null,
  ].filter(Boolean);
  const elsewhere =
    sections.length > 0
      ? `The ${[sections.slice(0, -1).join(", the "), sections.at(-1)].filter(Boolean).join(" and the ")} are in ${sections.length === 1 ? "its section" : "their sections"} above.\n\n`
      : "";
  const databases = [
    method.postgresVersion ? `PostgreSQL ${method.postgresVersion}` : null,
    method.pgliteVersion ? `PGlite ${method.pgliteVersion}` : null,
  ].filter(Boolean);
  const spreadNote = baselineSpreadNote(report.results);

  return `# Performance

Generated by \`npm run bench\` (bench/run.ts) on ${report.date.toISOString()}. Do not edit by hand; rerun the bench.

## Machine

- CPU: ${machine.cpuModel} (${machine.cores} logical cores)
- Memory: ${machine.memoryGiB.toFixed(1)} GiB
- OS: ${machine.os}
- Node.js: ${machine.node}${databases.length > 0 ? `\n- Databases: ${databases.join(", ")}` : ""}

## Method

- Each server is the built app (\`dist/server/server.js\`, run from a copy made at the start) in its own
  child process on a loopback port, with \`NODE_ENV=production\`, \`LOG_LEVEL=warn\` and no static web
  serving. PostgreSQL runs use a fresh database created for the run and dropped afterwards; PGlite runs
  use a fresh data folder.
- The baseline is a bare Fastify hello-world (\`GET /\` → \`{ hello: "world" }\`, no logger) in a child process,
  measured first and again after every scenario in the same run. Each scenario's ratio uses the mean of the
  hello-world runs just before and just after it, so on a machine whose speed drifts during the run each scenario
  is compared with the baseline of its own minutes.
- The rows \`move a note: floor\` and \`move notes together: floor\` (server \`move-floor\`, no target) are the
  least a correct move can be in this stack (\`bench/move-floor.ts\`, decision 014): a bare Fastify with no logger
  that reads the session cookie (@fastify/cookie), checks the request against the app's zod contract and writes
  with the app's own code (\`MoveBatcher\` for one note, \`moveNotesTogether\` for several) on the PostgreSQL app's
  database, moving the same notes as the row before it, and does nothing else (no security headers, hooks, error
  envelope or session store). The app's moves, single and batched, are held to a share of their floor's
  requests/s in the same run and to a p99 ceiling (issue 15, decision 026; the Targets table states both): each
  row's requests/s relative to the hello-world runs around it, divided by its floor's likewise.
- Signed-in requests carry the \`pj_session\` cookie of a user registered just before the run. Every request
  sends \`accept-encoding: gzip, deflate, br, zstd\`, as browsers do (the hello-world never compresses).
- The app servers run with the sign-in, AI and speech rate limits raised (\`AI_RATE_LIMIT_PER_MINUTE\` and
  \`TTS_RATE_LIMIT_PER_MINUTE\` at ${method.rateLimitPerMinute.toLocaleString("en-US")}) so no measured request is
  refused, and with the speech cache in memory only (\`TTS_CACHE_DIR=""\`), so a run never reuses another's audio.
- A row whose request names several paths (\`… in turn\`) cycles through them: each connection goes through
  all of them from its own starting place (spread evenly), its requests built once when it opens.
- Load: autocannon ${method.autocannonVersion} in the bench process on the same machine,
  ${method.connections} connections, no pipelining; a ${method.warmupSeconds} s warm-up (discarded), then ${method.durationSeconds} s measured.
  Every measured response must be a 2xx, or the run fails. Requests/s is the responses divided by the measured
  time; latency percentiles are whole milliseconds.
- "Server CPU/request" is the server process's CPU time during the measured run divided by its requests.
  It excludes PostgreSQL's own work (a separate process) but includes PGlite's (in the server process).
- Load generator, server and database share the CPU, so absolute numbers depend on the machine; the ratios
  to the hello-world (and, for the moves, to their floor) are what the targets check.

## Results

${resultsTable(report.results)}${spreadNote}

${timed.length > 0 ? `${timedSection(timed, method)}\n` : ""}${report.bibleSearch ? `${bibleSearchSection(report.bibleSearch)}\n` : ""}${report.instances ? `${instanceSection(report.instances)}\n` : ""}${report.lighthouse ? `${lighthouseSection(report.lighthouse)}\n` : ""}## Targets

${targets.length > 0 ? `${targetsTable(report.results)}\n\n` : ""}${elsewhere}${summary}
`;
}
