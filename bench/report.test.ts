import { describe, expect, it } from "vitest";
import {
  adjacentBaselineRequestsPerSecond,
  type BenchReport,
  type BibleSearchResult,
  baselineSpread,
  checkTarget,
  evaluateBibleSearch,
  evaluateTargets,
  evaluateTimed,
  floorRatio,
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
