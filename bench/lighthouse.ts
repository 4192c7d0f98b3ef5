import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { type Harness, isEntryPoint, ROOT, runAlone, startInstance, stopChild } from "./instances";
import type { LighthouseBenchResult, LighthousePageResult } from "./lighthouse-report";

/**
 * Lighthouse on the first load (issue 19 §1, decision 041): `/landing` and `/auth` signed out and the home
 * page signed in, each loaded cold `runs` times by Lighthouse's CLI (mobile, simulated 4G) in Debian's
 * Chromium, against the built server serving the built client on a fresh PGlite folder. Run alone with
 * `npx tsx bench/lighthouse.ts`, or in `npm run bench` (BENCH_ONLY=lighthouse for this row only).
 */

export class LighthouseUnavailable extends Error {}

const CHROMIUM = process.env.CHROME_PATH || "/usr/lib/chromium/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
/** One run per process (bench/lighthouse-child.ts): puppeteer-core and Lighthouse's Node API. */
const LIGHTHOUSE_CHILD = join(ROOT, "bench/lighthouse-child.ts");
const RUN_TIMEOUT_MS = 180_000;

const PAGES = [
  { path: "/landing", signedIn: false },
  { path: "/auth", signedIn: false },
  { path: "/", signedIn: true },
] as const;

/** What bench/lighthouse.ts reads of Lighthouse's JSON report. */
type LighthouseJson = {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number; hostUserAgent: string };
  runtimeError?: { code: string; message: string };
  categories: Record<"performance" | "accessibility" | "best-practices", { score: number | null }>;
  audits: Record<
    string,
    { score: number | null; scoreDisplayMode: string; numericValue?: number; details?: { items?: unknown[] } }
  >;
};

function lighthouse(url: string, cookie: string | null): Promise<LighthouseJson> {
  const dir = mkdtempSync(join(os.tmpdir(), "pj-lighthouse-"));
  const output = join(dir, "report.json");
  const args = [
    "--import",
    "tsx",
    LIGHTHOUSE_CHILD,
    url,
    output,
    CHROMIUM,
    CHROME_FLAGS.join(" "),
    ...(cookie ? [cookie] : []),
  ];
  return new Promise((resolveRun, reject) => {
    execFile(
      process.execPath,
      args,
      { cwd: ROOT, timeout: RUN_TIMEOUT_MS, env: { ...process.env, CHROME_PATH: CHROMIUM } },
      (error, _stdout, stderr) => {
        try {
          if (error) throw new Error(`lighthouse ${url} failed: ${error.message}\n${stderr.slice(-2000)}`);
          const report = JSON.parse(readFileSync(output, "utf8")) as LighthouseJson;
          if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
          resolveRun(report);
        } catch (failure) {
          reject(failure);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  });
}

/**
 * Lighthouse sometimes loses its trace on a busy machine ("NO_NAVSTART", "NO_FCP"): such a run is tried again,
 * up to three times in all, as Lighthouse's own message advises.
 */
async function withRetries(run: () => Promise<LighthouseJson>): Promise<LighthouseJson> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !/Runtime error|NO_NAVSTART|NO_FCP|NO_LCP/.test(String(error))) throw error;
    }
  }
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

function pageResult(path: string, signedIn: boolean, runs: LighthouseJson[]): LighthousePageResult {
  const performanceRuns = runs.map((run) => score(run.categories.performance.score));
  const chosen = runs[performanceRuns.indexOf(median(performanceRuns))]!;
  const numeric = (id: string) => chosen.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = Object.entries(chosen.audits)
    .filter(
      ([, audit]) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode),
    )
    .map(([id]) => id)
    .sort();
  return {
    path,
    signedIn,
    performance: score(chosen.categories.performance.score),
    accessibility: score(chosen.categories.accessibility.score),
    bestPractices: score(chosen.categories["best-practices"].score),
    performanceRuns,
    firstContentfulPaintMs: numeric("first-contentful-paint"),
    largestContentfulPaintMs: numeric("largest-contentful-paint"),
    totalBlockingTimeMs: numeric("total-blocking-time"),
    cumulativeLayoutShift: numeric("cumulative-layout-shift"),
    transferBytes: numeric("total-byte-weight"),
    failedAudits,
  };
}

async function registerUser(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: `lighthouse_${Date.now().toString(36)}`, password: "bench-lighthouse-pw" }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 201)
    throw new Error(`POST /api/register answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith("pj_session="));
  if (!cookie) throw new Error("POST /api/register did not set a pj_session cookie");
  return cookie;
}

export async function runLighthouseBench(
  harness: Harness,
  { runs = 3 }: { runs?: number } = {},
): Promise<LighthouseBenchResult> {
  const webBuild = process.env.BENCH_WEB_DIR || join(ROOT, "dist/web");
  if (!existsSync(join(webBuild, "index.html"))) {
    throw new LighthouseUnavailable("not run: no client build in dist/web (`npm run build:web` first)");
  }
  if (!existsSync(CHROMIUM)) throw new LighthouseUnavailable(`not run: no Chromium at ${CHROMIUM} (CHROME_PATH)`);
  // A copy, as for the server: an end-to-end run may rebuild dist/web meanwhile.
  const web = mkdtempSync(join(os.tmpdir(), "pj-bench-web-"));
  const data = mkdtempSync(join(os.tmpdir(), "pj-bench-lighthouse-"));
  const removeCopies = async () => {
    rmSync(web, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  };
  harness.onCleanup?.(`remove ${web} and ${data}`, removeCopies);
  cpSync(webBuild, web, { recursive: true });

  const { child, port } = await startInstance(harness, "lighthouse server", "", { DATA_DIR: data, WEB_DIST_DIR: web });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const cookie = await registerUser(baseUrl);
    const pages: LighthousePageResult[] = [];
    const indexes: number[] = [];
    let version = "unknown";
    let chromium = "Chromium";
    for (const page of PAGES) {
      const reports: LighthouseJson[] = [];
      for (let run = 1; run <= runs; run++) {
        harness.log?.(`bench: lighthouse ${page.path}${page.signedIn ? " (signed in)" : ""}, run ${run} of ${runs} …`);
        const report = await withRetries(() => lighthouse(`${baseUrl}${page.path}`, page.signedIn ? cookie : null));
        reports.push(report);
        indexes.push(report.environment.benchmarkIndex);
        version = report.lighthouseVersion;
        chromium = /HeadlessChrome\/([\d.]+)/.exec(report.environment.hostUserAgent)?.[1]
          ? `Chromium ${/HeadlessChrome\/([\d.]+)/.exec(report.environment.hostUserAgent)![1]}`
          : chromium;
      }
      const result = pageResult(page.path, page.signedIn, reports);
      harness.log?.(
        `bench: lighthouse ${page.path}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}`,
      );
      pages.push(result);
    }
    return { lighthouseVersion: version, chromium, runsPerPage: runs, benchmarkIndex: median(indexes), pages };
  } finally {
    await stopChild(child);
    await removeCopies();
  }
}

if (isEntryPoint(import.meta.url)) {
  runAlone("lighthouse", (harness) =>
    runLighthouseBench(harness, { runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3 }),
  );
}
