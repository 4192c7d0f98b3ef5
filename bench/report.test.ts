import { describe, expect, it } from "vitest";
import {
  adjacentBaselineRequestsPerSecond,
  type BenchReport,
  type BibleSearchResult,
  baselineSpread,
  checkTarget,
  evaluateBibleSearch,
  evaluateInstanceRows,
  evaluateTargets,
  evaluateTimed,
  floorRatio,
  type InstanceRows,
  instanceTable,
  type JobsBenchResult,
  type LiveBenchResult,
  type PushBenchResult,
  percentile,
  ratioToBaseline,
  renderMarkdown,
  resultsTable,
  type ScenarioResult,
  summariseTimed,
  type TimedResult,
  targetsTable,
  timedTable,
} from "./report";

const result = (overrides: Partial<ScenarioResult>): ScenarioResult => ({
  name: "hello-world",
  server: "hello-world",
  method: "GET",
  path: "/",
  signedIn: false,
  baseline: false,
  minRatio: null,
  requestsPerSecond: 1000,
  latencyP50Ms: 1,
  latencyP99Ms: 3,
  totalRequests: 10_000,
  serverCpuMicrosPerRequest: 50,
  ...overrides,
});

const baseline = result({ baseline: true, requestsPerSecond: 20_000 });
const postgres = result({
  name: "current user",
  server: "postgres",
  path: "/api/user",
  signedIn: true,
  minRatio: 0.4,
  requestsPerSecond: 9_000,
});
const pglite = result({ name: "current user", server: "pglite", path: "/api/user", signedIn: true });

describe("ratioToBaseline", () => {
  it("divides by the baseline's requests/s", () => {
    expect(ratioToBaseline(9_000, 20_000)).toBe(0.45);
  });
  it("is null without a usable baseline", () => {
    expect(ratioToBaseline(9_000, null)).toBeNull();
    expect(ratioToBaseline(9_000, 0)).toBeNull();
  });
});

describe("checkTarget", () => {
  it("is met at or above the minimum ratio and missed below it", () => {
    expect(checkTarget(0.4, 0.4)).toBe("MET");
    expect(checkTarget(0.39, 0.4)).toBe("MISSED");
  });
  it("is missed when no ratio could be computed, and none without a target", () => {
    expect(checkTarget(null, 0.4)).toBe("MISSED");
    expect(checkTarget(0.1, null)).toBe("none");
  });
});

describe("baseline", () => {
  const hello = (requestsPerSecond: number, after?: string) =>
    result({ name: after ? `hello-world (after ${after})` : "hello-world", baseline: true, requestsPerSecond });
  const wall = result({
    name: "prayer wall",
    server: "postgres",
    path: "/api/prayers",
    minRatio: 0.3,
    requestsPerSecond: 15_000,
  });

  it("is the mean of the baseline runs just before and just after the row", () => {
    // H 20k, postgres, H 40k, wall, H 60k: the wall is compared with 50k, not with the mean of all three (40k).
    const results = [hello(20_000), postgres, hello(40_000, "postgres"), wall, hello(60_000, "wall")];
    expect(adjacentBaselineRequestsPerSecond(results, 1)).toBe(30_000);
    expect(adjacentBaselineRequestsPerSecond(results, 3)).toBe(50_000);
    expect(evaluateTargets(results).map(({ result, ratio }) => [result.name, ratio])).toEqual([
      ["current user", 0.3],
      ["prayer wall", 0.3],
    ]);
    const lines = resultsTable(results).split("\n");
    expect(lines[3]).toMatch(/\| 30\.0% \|$/);
    expect(lines[4]).toBe(
      "| hello-world (after postgres) | hello-world | `GET /` | 40,000 | 1 | 3 | 10,000 | 50 | baseline |",
    );
    expect(lines[5]).toBe("| prayer wall | postgres | `GET /api/prayers` | 15,000 | 1 | 3 | 10,000 | 50 | 30.0% |");
  });

  it("uses the one baseline run there is when the row has one on one side only, and none without any", () => {
    const results = [hello(20_000), postgres, { ...wall, minRatio: 0.8 }];
    expect(adjacentBaselineRequestsPerSecond(results, 1)).toBe(20_000);
    expect(adjacentBaselineRequestsPerSecond(results, 2)).toBe(20_000);
    expect(adjacentBaselineRequestsPerSecond([postgres, hello(10_000)], 0)).toBe(10_000);
    expect(adjacentBaselineRequestsPerSecond([postgres], 0)).toBeNull();
    expect(evaluateTargets(results).map(({ ratio, status }) => [ratio, status])).toEqual([
      [0.45, "MET"],
      [0.75, "MISSED"],
    ]);
    expect(evaluateTargets([postgres])).toEqual([
      { result: postgres, ratio: null, floorRatio: null, status: "MISSED" },
    ]);
  });

  it("reports the largest difference between the baseline runs around a scenario", () => {
    // Around postgres 20k and 24k (20% of 22k apart), around pglite 24k and 25k (4% of 24.5k).
    const results = [hello(20_000), postgres, hello(24_000, "postgres"), pglite, hello(25_000, "pglite")];
    const largest = baselineSpread(results);
    expect(largest?.result).toBe(postgres);
    expect(largest?.spread).toBeCloseTo(4_000 / 22_000);
    // The first and last runs differ by 25% of their mean, but no scenario sits between just those two.
    expect(baselineSpread([hello(20_000), postgres, hello(22_000), pglite, hello(25_000)])?.spread).toBeCloseTo(
      3_000 / 23_500,
    );
    expect(baselineSpread([hello(20_000), postgres])).toBeNull();
    expect(baselineSpread([postgres, hello(20_000)])).toBeNull();
    expect(baselineSpread([hello(20_000), hello(30_000)])).toBeNull();
  });
});

describe("evaluateTargets", () => {
  it("checks only rows with a target, against the baseline row", () => {
    const targets = evaluateTargets([baseline, postgres, pglite]);
    expect(targets).toHaveLength(1);
    expect(targets[0]).toMatchObject({ result: postgres, ratio: 0.45, status: "MET" });
  });
  it("reports a miss", () => {
    const [target] = evaluateTargets([baseline, { ...postgres, requestsPerSecond: 7_000 }]);
    expect(target?.status).toBe("MISSED");
  });
  it("misses a met ratio when p99 is over its ceiling, and names the connections", () => {
    const slow = { ...postgres, maxP99Ms: 25, connections: 50, latencyP99Ms: 26 };
    expect(evaluateTargets([baseline, slow])[0]?.status).toBe("MISSED");
    expect(evaluateTargets([baseline, { ...slow, latencyP99Ms: 25 }])[0]?.status).toBe("MET");
    const row = targetsTable([baseline, slow]).split("\n")[2];
    expect(row).toContain("50 connections");
    expect(row).toContain("p99 ≤ 25 ms");
    expect(row).toContain("p99 26 ms");
  });
});

describe("the floor target (decision 026)", () => {
  const move = result({
    name: "move a note",
    server: "postgres",
    method: "PATCH",
    path: "/api/prayers/{id}",
    signedIn: true,
    floor: "move a note: floor",
    minFloorRatio: 0.8,
    maxP99Ms: 25,
    requestsPerSecond: 4_000,
  });
  const floor = result({ name: "move a note: floor", server: "move-floor", method: "PATCH", requestsPerSecond: 5_000 });
  const hello = (requestsPerSecond: number) => ({ ...baseline, requestsPerSecond });

  it("compares a row with its floor, each in the terms of the hello-world runs around it", () => {
    // Same hello-world around both: the plain ratio of requests/s.
    expect(floorRatio([hello(20_000), move, hello(20_000), floor, hello(20_000)], 1)).toBeCloseTo(0.8);
    // The machine slowed down by half while the floor ran: the floor's share of its minutes counts.
    expect(
      floorRatio([hello(20_000), move, hello(20_000), { ...floor, requestsPerSecond: 2_500 }, hello(10_000)], 1),
    ).toBeCloseTo(4_000 / 20_000 / (2_500 / 15_000));
    expect(floorRatio([hello(20_000), move, hello(20_000)], 1)).toBeNull();
    expect(floorRatio([hello(20_000), { ...move, floor: null }, hello(20_000), floor], 1)).toBeNull();
  });

  it("is met at 80% of the floor with p99 within its ceiling, and missed otherwise", () => {
    const run = (app: ScenarioResult) => evaluateTargets([hello(20_000), app, hello(20_000), floor, hello(20_000)]);
    expect(run(move)).toEqual([{ result: move, ratio: 0.2, floorRatio: 0.8, status: "MET" }]);
    expect(run({ ...move, requestsPerSecond: 3_900 })[0]?.status).toBe("MISSED");
    expect(run({ ...move, latencyP99Ms: 26 })[0]?.status).toBe("MISSED");
    // Without its floor's measurement the target cannot be shown met.
    expect(evaluateTargets([hello(20_000), move, hello(20_000)])[0]?.status).toBe("MISSED");
    const row = targetsTable([hello(20_000), move, hello(20_000), floor, hello(20_000)]).split("\n")[2];
    expect(row).toContain("≥ 80.0% of the floor's requests/s, p99 ≤ 25 ms");
    expect(row).toContain("80.0% of the floor, p99 3 ms");
    expect(row).not.toContain("of hello-world requests/s");
  });
});

describe("markdown", () => {
  it("renders one row per scenario with the ratio to the baseline", () => {
    const lines = resultsTable([baseline, postgres]).split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain("baseline");
    expect(lines[3]).toBe(
      "| current user | postgres | `GET /api/user` (signed in) | 9,000 | 1 | 3 | 10,000 | 50 | 45.0% |",
    );
  });

  it("renders the whole report with machine, method, results and targets", () => {
    const report: BenchReport = {
      date: new Date("2025-01-02T03:04:05Z"),
      machine: { cpuModel: "Test CPU", cores: 4, memoryGiB: 8, os: "Linux", node: "v20.0.0" },
      method: {
        warmupSeconds: 2,
        durationSeconds: 10,
        connections: 10,
        rateLimitPerMinute: 100_000,
        autocannonVersion: "9.0.0",
        postgresVersion: "15.2",
        pgliteVersion: "0.5.0",
      },
      results: [
        baseline,
        { ...postgres, requestsPerSecond: 2_000 },
        pglite,
        { ...baseline, requestsPerSecond: 10_000 },
      ],
    };
    const markdown = renderMarkdown(report);
    expect(markdown).toContain("2025-01-02T03:04:05.000Z");
    expect(markdown).toContain("Test CPU (4 logical cores)");
    expect(markdown).toContain("PostgreSQL 15.2, PGlite 0.5.0");
    expect(markdown).toContain(
      "| `GET /api/user` (signed in) on postgres | ≥ 40.0% of hello-world requests/s | 13.3% | **MISSED** |",
    );
    expect(markdown).toContain("**1 of 1 target MISSED.**");
    expect(markdown).toContain(
      "**The machine was not steady:** the hello-world runs just before and just after current user on postgres " +
        "differ by 66.7% of their mean, so the ratios are unreliable.",
    );
    expect(markdown).toContain("measured first and again after every scenario in the same run.");
    expect(markdown).toContain(
      "Each scenario's ratio uses the mean of the\n  hello-world runs just before and just after it",
    );

    const steady = renderMarkdown({
      ...report,
      results: [
        baseline,
        { ...postgres, requestsPerSecond: 8_000 },
        { ...baseline, requestsPerSecond: 22_000 },
        pglite,
        { ...baseline, requestsPerSecond: 18_000 },
      ],
    });
    expect(steady).not.toContain("not steady");
    expect(steady).toContain(
      "Around each scenario, the hello-world runs just before and just after it differ by at most 20.0% of their " +
        "mean (the most around current user on pglite).",
    );
    // 8,000 against the mean of 20,000 and 22,000.
    expect(steady).toContain(
      "| `GET /api/user` (signed in) on postgres | ≥ 40.0% of hello-world requests/s | 38.1% | **MISSED** |",
    );
    // No scenario with a baseline run on both sides: no note either way.
    const oneSided = renderMarkdown({ ...report, results: [baseline, postgres] });
    expect(oneSided).not.toContain("Around each scenario");
    expect(oneSided).not.toContain("not steady");
  });
});

const bibleSearchMeasured: BibleSearchResult = {
  queries: 50,
  samples: 2_000,
  limit: 20,
  indexReadyMs: 420.4,
  memoryMB: 45.25,
  heapMB: 23.5,
  p50Ms: 0.061,
  p99Ms: 3.2,
  maxMs: 9.1,
};

describe("Bible search", () => {
  const measured: BibleSearchResult = {
    queries: 50,
    samples: 2_000,
    limit: 20,
    indexReadyMs: 420.4,
    memoryMB: 45.25,
    heapMB: 23.5,
    p50Ms: 0.061,
    p99Ms: 3.2,
    maxMs: 9.1,
  };

  it("checks each of the four numbers against its target", () => {
    expect(evaluateBibleSearch(measured).map((row) => [row.measure, row.measured, row.status])).toEqual([
      ["Search latency p50", "0.061 ms", "MET"],
      ["Search latency p99", "3.200 ms", "MET"],
      ["Index ready at start-up", "420 ms", "MET"],
      ["Extra server memory (RSS)", "45.3 MB", "MET"],
    ]);
    const slow = evaluateBibleSearch({ ...measured, p50Ms: 1.5, memoryMB: 121 });
    expect(slow.filter((row) => row.status === "MISSED").map((row) => row.measure)).toEqual([
      "Search latency p50",
      "Extra server memory (RSS)",
    ]);
  });

  it("adds its section and counts its targets in the summary", () => {
    const report: BenchReport = {
      date: new Date("2025-01-02T03:04:05Z"),
      machine: { cpuModel: "Test CPU", cores: 4, memoryGiB: 8, os: "Linux", node: "v20.0.0" },
      method: {
        warmupSeconds: 2,
        durationSeconds: 10,
        connections: 10,
        rateLimitPerMinute: 100_000,
        autocannonVersion: "9.0.0",
        postgresVersion: null,
        pgliteVersion: null,
      },
      results: [baseline, postgres],
      bibleSearch: { ...measured, p99Ms: 12 },
    };
    const markdown = renderMarkdown(report);
    expect(markdown).toContain("## Bible search (in-process)");
    expect(markdown).toContain("| Search latency p50 | ≤ 1 ms | 0.061 ms | MET |");
    expect(markdown).toContain("| Search latency p99 | ≤ 10 ms | 12 ms | **MISSED** |");
    expect(markdown).toContain("| Index ready at start-up | ≤ 1,500 ms | 420 ms | MET |");
    expect(markdown).toContain("| Extra server memory (RSS) | ≤ 120 MB | 45.3 MB | MET |");
    expect(markdown).toContain("**1 of 5 targets MISSED.**");
    expect(renderMarkdown({ ...report, bibleSearch: measured })).toContain("All 5 targets are met.");
    expect(renderMarkdown({ ...report, bibleSearch: undefined })).not.toContain("Bible search");
  });
});

describe("timed scenarios", () => {
  const speech: TimedResult = {
    name: "text to speech",
    server: "pglite",
    warmup: 3,
    samples: 20,
    p50Ms: 210.44,
    p95Ms: 480,
    maxMs: 702.5,
    targetMs: 500,
    percentile: "p95",
  };
  const composer: TimedResult = {
    name: "AI scripture suggestions",
    server: "pglite",
    warmup: 3,
    samples: 25,
    p50Ms: 12,
    p95Ms: 31,
    maxMs: 40,
    targetMs: 20,
    percentile: "p50",
  };

  it("takes nearest-rank percentiles", () => {
    const samples = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
    expect(percentile(samples, 50)).toBe(10);
    expect(percentile(samples, 95)).toBe(19);
    expect(percentile(samples, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(samples[0]).toBe(5);
  });

  it("summarises the samples", () => {
    const samples = Array.from({ length: 20 }, (_, index) => (index + 1) * 10);
    expect(
      summariseTimed({ name: "x", server: "pglite", warmup: 2, targetMs: 300, percentile: "p95" }, samples),
    ).toEqual({
      name: "x",
      server: "pglite",
      warmup: 2,
      targetMs: 300,
      percentile: "p95",
      samples: 20,
      p50Ms: 100,
      p95Ms: 190,
      maxMs: 200,
    });
  });

  it("checks each target at the percentile it names", () => {
    expect(evaluateTimed([speech, composer]).map(({ measuredMs, status }) => [measuredMs, status])).toEqual([
      [480, "MET"],
      [12, "MET"],
    ]);
    expect(evaluateTimed([{ ...speech, p95Ms: 501 }])[0]?.status).toBe("MISSED");
    expect(evaluateTimed([{ ...composer, p50Ms: 20.5 }])[0]?.status).toBe("MISSED");
    // The p50 target ignores a slow p95, and the p95 target a fast p50.
    expect(evaluateTimed([{ ...composer, p95Ms: 500 }])[0]?.status).toBe("MET");
    expect(evaluateTimed([{ ...speech, p50Ms: 1, p95Ms: 600 }])[0]?.status).toBe("MISSED");
  });

  it("renders both percentiles, the maximum and the target", () => {
    const lines = timedTable([speech, { ...composer, p50Ms: 25 }]).split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      "| text to speech | pglite | 20 (after 3 warm-up) | 210.4 | 480.0 | 702.5 | p95 ≤ 500 ms | MET |",
    );
    expect(lines[3]).toBe(
      "| AI scripture suggestions | pglite | 25 (after 3 warm-up) | 25.0 | 31.0 | 40.0 | p50 ≤ 20 ms | **MISSED** |",
    );
  });

  it("adds a Latency targets section and counts its targets in the summary", () => {
    const report: BenchReport = {
      date: new Date("2025-01-02T03:04:05Z"),
      machine: { cpuModel: "Test CPU", cores: 4, memoryGiB: 8, os: "Linux", node: "v20.0.0" },
      method: {
        warmupSeconds: 2,
        durationSeconds: 10,
        connections: 10,
        rateLimitPerMinute: 100_000,
        autocannonVersion: "9.0.0",
        postgresVersion: null,
        pgliteVersion: "0.5.0",
      },
      results: [baseline, postgres],
      timed: [speech, { ...composer, p50Ms: 25 }],
    };
    const markdown = renderMarkdown(report);
    expect(markdown).toContain("## Latency targets");
    expect(markdown).toContain("raised to 100,000 a minute");
    expect(markdown).toContain('`TTS_CACHE_DIR=""`');
    expect(markdown).toContain("| p50 ≤ 20 ms | **MISSED** |");
    expect(markdown).toContain("The latency targets are in its section above.");
    expect(markdown).toContain("**1 of 3 targets MISSED.**");
    expect(markdown.indexOf("## Latency targets")).toBeLessThan(markdown.indexOf("## Targets"));
    expect(renderMarkdown({ ...report, timed: [speech, composer] })).toContain("All 3 targets are met.");
    expect(renderMarkdown({ ...report, timed: undefined })).not.toContain("Latency targets");
  });
});

describe("several instances: jobs, live fan-out and push", () => {
  const jobs: JobsBenchResult = {
    instances: 2,
    jobs: 10_000,
    runs: 10_000,
    distinctJobs: 10_000,
    done: 10_000,
    lastSeconds: 12.34,
    p50Seconds: 6.2,
    p99Seconds: 12.1,
    perInstance: { "instance-1": 5_010, "instance-2": 4_990 },
  };
  const live: LiveBenchResult = {
    instances: 2,
    streams: 1_000,
    users: 100,
    changes: 100,
    deliveries: 1_000,
    missing: 0,
    misdelivered: 0,
    p50Ms: 40.25,
    p99Ms: 180,
    maxMs: 201,
    writingInstance: { p50Ms: 38, p99Ms: 170 },
    otherInstances: { p50Ms: 42, p99Ms: 190 },
    writeP50Ms: 30,
  };
  const push: PushBenchResult = {
    instances: 2,
    users: 10_000,
    endpoints: 10_000,
    deliveries: 10_000,
    endpointsReached: 10_000,
    refused: 0,
    firstSeconds: 0.4,
    lastSeconds: 21.5,
    p50Seconds: 9,
    p99Seconds: 20.9,
    decrypted: true,
    waitedSeconds: 120,
  };
  const rows: InstanceRows = { jobs, live, push };
  const statuses = (measured: InstanceRows) => evaluateInstanceRows(measured).map(({ row, status }) => [row, status]);

  it("meets each target when all ran on time, once", () => {
    expect(statuses(rows)).toEqual([
      ["jobs", "MET"],
      ["live", "MET"],
      ["push", "MET"],
    ]);
  });

  it("misses the jobs row when one is late, missing or ran twice", () => {
    expect(statuses({ ...rows, jobs: { ...jobs, lastSeconds: 30.1 } })[0]).toEqual(["jobs", "MISSED"]);
    expect(statuses({ ...rows, jobs: { ...jobs, lastSeconds: 30 } })[0]).toEqual(["jobs", "MET"]);
    expect(statuses({ ...rows, jobs: { ...jobs, runs: 10_001 } })[0]).toEqual(["jobs", "MISSED"]);
    expect(statuses({ ...rows, jobs: { ...jobs, distinctJobs: 9_999, runs: 9_999 } })[0]).toEqual(["jobs", "MISSED"]);
    expect(statuses({ ...rows, jobs: { ...jobs, done: 9_999 } })[0]).toEqual(["jobs", "MISSED"]);
  });

  it("misses the live row over its p99, with a delivery missing, or one to another user", () => {
    expect(statuses({ ...rows, live: { ...live, p99Ms: 250 } })[1]).toEqual(["live", "MET"]);
    expect(statuses({ ...rows, live: { ...live, p99Ms: 250.5 } })[1]).toEqual(["live", "MISSED"]);
    expect(statuses({ ...rows, live: { ...live, missing: 1, deliveries: 999 } })[1]).toEqual(["live", "MISSED"]);
    expect(statuses({ ...rows, live: { ...live, misdelivered: 1 } })[1]).toEqual(["live", "MISSED"]);
    const none = { ...live, deliveries: 0, p50Ms: Number.NaN, p99Ms: Number.NaN, maxMs: Number.NaN };
    expect(statuses({ ...rows, live: none })[1]).toEqual(["live", "MISSED"]);
  });

  it("misses the push row when a push is late, early, twice, missing or refused", () => {
    expect(statuses({ ...rows, push: { ...push, lastSeconds: 30.5 } })[2]).toEqual(["push", "MISSED"]);
    expect(statuses({ ...rows, push: { ...push, firstSeconds: -0.2 } })[2]).toEqual(["push", "MISSED"]);
    expect(statuses({ ...rows, push: { ...push, deliveries: 10_001 } })[2]).toEqual(["push", "MISSED"]);
    expect(statuses({ ...rows, push: { ...push, deliveries: 9_999, endpointsReached: 9_999 } })[2]).toEqual([
      "push",
      "MISSED",
    ]);
    expect(statuses({ ...rows, push: { ...push, refused: 3 } })[2]).toEqual(["push", "MISSED"]);
    const nothing = { ...push, deliveries: 0, endpointsReached: 0, firstSeconds: Number.NaN, lastSeconds: Number.NaN };
    expect(statuses({ ...rows, push: nothing })[2]).toEqual(["push", "MISSED"]);
  });

  it("adds the group fan-out row when it ran: met when every member heard each post in time and no outsider did", () => {
    const group: LiveBenchResult = { ...live, streams: 1_100, users: 1_100, changes: 5, deliveries: 5_000, p99Ms: 120 };
    expect(statuses({ ...rows, groupLive: group })[3]).toEqual(["groupLive", "MET"]);
    expect(statuses({ ...rows, groupLive: { ...group, misdelivered: 1 } })[3]).toEqual(["groupLive", "MISSED"]);
    expect(statuses({ ...rows, groupLive: { ...group, missing: 1, deliveries: 4_999 } })[3]).toEqual([
      "groupLive",
      "MISSED",
    ]);
    expect(statuses({ ...rows, groupLive: { ...group, p99Ms: 250.5 } })[3]).toEqual(["groupLive", "MISSED"]);
    expect(statuses({ ...rows, groupLive: { notRun: "not run: not chosen (BENCH_ONLY)" } })[3]).toEqual([
      "groupLive",
      "NOT RUN",
    ]);
    const line = instanceTable({ ...rows, groupLive: group }).split("\n")[5];
    expect(line).toContain(
      "| Group live fan-out: one post to 1,000 members' streams (and 100 outsiders') on 2 instances (PostgreSQL), 5 posts |",
    );
    expect(line).toContain("each post reaches every member's stream and no outsider's, delivery p99 ≤ 250 ms");
    expect(line).toContain("5,000 deliveries, 0 missing, 0 to an outsider");
    expect(statuses(rows)).toHaveLength(3);
  });

  it("renders each row with its target, what was measured and its status", () => {
    const lines = instanceTable({ ...rows, push: { ...push, lastSeconds: 31 } }).split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe(
      "| Jobs: 10,000 due at once, 2 instances (PostgreSQL) | all run within 30 s of falling due, each exactly once | " +
        "last ran 12.3 s after due (p50 6.2 s, p99 12.1 s); 10,000 runs of 10,000 jobs, 10,000 done; " +
        "instance-1 5,010, instance-2 4,990 | MET |",
    );
    expect(lines[3]).toContain("| Live fan-out: 1,000 streams of 100 users on 2 instances (PostgreSQL), 100 changes |");
    expect(lines[3]).toContain("delivery p99 ≤ 250 ms");
    expect(lines[3]).toContain(
      "p50 40.3 ms, p99 180.0 ms, max 201.0 ms; 1,000 deliveries, 0 missing, 0 to another user",
    );
    expect(lines[4]).toContain("| Push: 10,000 users' reminders at one watch start, 2 instances (PostgreSQL) |");
    expect(lines[4]).toContain("within 30 s of its time (none early), each endpoint once");
    expect(lines[4]).toContain("first 0.4 s, last 31.0 s after its time (p50 9.0 s, p99 20.9 s)");
    expect(lines[4]).toContain("10,000 pushes to 10,000 of 10,000 endpoints, 0 refused, each decrypted");
    expect(lines[4]).toMatch(/\| \*\*MISSED\*\* \|$/);
    expect(lines[4]).not.toContain("stopped waiting");
    const short = { ...push, deliveries: 2_700, endpointsReached: 2_700, lastSeconds: 119.8 };
    expect(instanceTable({ ...rows, push: short }).split("\n")[4]).toContain(
      "2,700 pushes to 2,700 of 10,000 endpoints, 0 refused, each decrypted; the bench stopped waiting 120 s after the time",
    );
  });

  it("says why a row was not run, and never counts it as met", () => {
    const notRun: InstanceRows = { ...rows, push: { notRun: "not run: skipped | (BENCH_SKIP)" } };
    const [, , pushRow] = evaluateInstanceRows(notRun);
    expect(pushRow).toMatchObject({ row: "push", status: "NOT RUN" });
    const line = instanceTable(notRun).split("\n")[4];
    expect(line).toBe(
      "| Push reminders at one watch start | every push handed to the push service within 30 s of its time " +
        "(none early), each endpoint once | not run: skipped \\| (BENCH_SKIP) | **NOT RUN** |",
    );
  });

  const report: BenchReport = {
    date: new Date("2025-01-02T03:04:05Z"),
    machine: { cpuModel: "Test CPU", cores: 4, memoryGiB: 8, os: "Linux", node: "v20.0.0" },
    method: {
      warmupSeconds: 2,
      durationSeconds: 10,
      connections: 10,
      rateLimitPerMinute: 100_000,
      autocannonVersion: "9.0.0",
      postgresVersion: "15.2",
      pgliteVersion: null,
    },
    results: [baseline, postgres],
    instances: rows,
  };

  it("adds its section before the targets and counts its rows in the summary", () => {
    const markdown = renderMarkdown(report);
    expect(markdown).toContain("## Several instances: jobs, live updates and push");
    expect(markdown.indexOf("## Several instances")).toBeLessThan(markdown.indexOf("## Targets"));
    expect(markdown).toContain("`bench/push.ts`, issue 16 §7");
    expect(markdown).toContain("The several-instance targets are in its section above.");
    expect(markdown).toContain("All 4 targets are met.");
    expect(renderMarkdown({ ...report, instances: { ...rows, live: { ...live, p99Ms: 300 } } })).toContain(
      "**1 of 4 targets MISSED.**",
    );
    expect(renderMarkdown({ ...report, instances: undefined })).not.toContain("Several instances");
    expect(renderMarkdown({ ...report, bibleSearch: { ...bibleSearchMeasured } })).toContain(
      "The Bible search targets and the several-instance targets are in their sections above.",
    );
  });

  it("says in the summary which targets were not run, and does not count them as met or missed", () => {
    const markdown = renderMarkdown({ ...report, instances: { ...rows, push: { notRun: "not run: no reminders" } } });
    expect(markdown).toContain("All 3 measured targets are met. **1 target was not run: push.**");
    const twoMissing = renderMarkdown({
      ...report,
      instances: { jobs: { notRun: "x" }, live: { ...live, missing: 1 }, push: { notRun: "y" } },
    });
    expect(twoMissing).toContain("**1 of 2 measured targets MISSED.** **2 targets were not run: jobs, push.**");
  });
});

describe("the move target in the report", () => {
  it("says the moves are held to their floor in the same run", () => {
    const markdown = renderMarkdown({
      date: new Date("2025-01-02T03:04:05Z"),
      machine: { cpuModel: "Test CPU", cores: 4, memoryGiB: 8, os: "Linux", node: "v20.0.0" },
      method: {
        warmupSeconds: 2,
        durationSeconds: 10,
        connections: 10,
        rateLimitPerMinute: 100_000,
        autocannonVersion: "9.0.0",
        postgresVersion: "15.2",
        pgliteVersion: null,
      },
      results: [baseline],
    });
    expect(markdown).toContain(
      "The app's moves, single and batched, are held to a share of their floor's\n  requests/s in the same run",
    );
    expect(markdown).not.toContain("of hello-world requests/s");
  });
});

describe("the moves' targets in the scenarios (issue 15 §7)", () => {
  it("hold the single and the batched move to 80% of their floor in the same run and p99 ≤ 25 ms, not to hello-world", async () => {
    const { scenarios } = await import("./scenarios");
    const moves = scenarios.filter(
      (scenario) => scenario.name === "move a note" || scenario.name === "move notes together",
    );
    expect(
      moves.map(({ name, floor, minFloorRatio, maxP99Ms, minRatio }) => ({
        name,
        floor,
        minFloorRatio,
        maxP99Ms,
        minRatio,
      })),
    ).toEqual([
      { name: "move a note", floor: "move a note: floor", minFloorRatio: 0.8, maxP99Ms: 25, minRatio: undefined },
      {
        name: "move notes together",
        floor: "move notes together: floor",
        minFloorRatio: 0.8,
        maxP99Ms: 25,
        minRatio: undefined,
      },
    ]);
    // Each floor is measured in the same run, right after its move.
    const names = scenarios.map((scenario) => scenario.name);
    for (const move of moves) expect(names.indexOf(move.floor!)).toBe(names.indexOf(move.name) + 1);
  });
});
