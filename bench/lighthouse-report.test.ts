import { describe, expect, it } from "vitest";
import {
  evaluateLighthouse,
  type LighthouseBenchResult,
  type LighthousePageResult,
  lighthouseSection,
} from "./lighthouse-report";

const page = (overrides: Partial<LighthousePageResult>): LighthousePageResult => ({
  path: "/landing",
  signedIn: false,
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  performanceRuns: [95, 96, 97],
  firstContentfulPaintMs: 1_200,
  largestContentfulPaintMs: 1_900,
  totalBlockingTimeMs: 80,
  cumulativeLayoutShift: 0,
  transferBytes: 210_000,
  failedAudits: [],
  ...overrides,
});

const result: LighthouseBenchResult = {
  lighthouseVersion: "12.8.2",
  chromium: "Chromium 156.0.0.0",
  runsPerPage: 3,
  benchmarkIndex: 1_234,
  pages: [
    page({}),
    page({ path: "/auth", bestPractices: 96, failedAudits: ["errors-in-console"] }),
    page({ path: "/", signedIn: true, performance: 94, performanceRuns: [90, 94, 97] }),
  ],
};

describe("the Lighthouse rows", () => {
  it("hold each page's three scores to their targets: performance 95, accessibility and best practices 98", () => {
    const rows = evaluateLighthouse(result);
    expect(rows).toHaveLength(9);
    expect(rows.map((row) => [row.target, row.required, row.status])).toEqual([
      ["Lighthouse performance: `/landing`", "≥ 95", "MET"],
      ["Lighthouse accessibility: `/landing`", "≥ 98", "MET"],
      ["Lighthouse best practices: `/landing`", "≥ 98", "MET"],
      ["Lighthouse performance: `/auth`", "≥ 95", "MET"],
      ["Lighthouse accessibility: `/auth`", "≥ 98", "MET"],
      ["Lighthouse best practices: `/auth`", "≥ 98", "MISSED"],
      ["Lighthouse performance: `/` (signed in)", "≥ 95", "MISSED"],
      ["Lighthouse accessibility: `/` (signed in)", "≥ 98", "MET"],
      ["Lighthouse best practices: `/` (signed in)", "≥ 98", "MET"],
    ]);
    expect(rows[6]!.measured).toBe("94 (median of 90, 94, 97)");
  });

  it("a score exactly at its target is met", () => {
    const [performance, accessibility, bestPractices] = evaluateLighthouse({
      ...result,
      pages: [page({ performance: 95, accessibility: 98, bestPractices: 98 })],
    });
    expect([performance!.status, accessibility!.status, bestPractices!.status]).toEqual(["MET", "MET", "MET"]);
  });

  it("the section says how it was measured, shows the scores and what each page failed", () => {
    const section = lighthouseSection(result);
    expect(section).toContain("## First load: Lighthouse");
    expect(section).toContain("Lighthouse 12.8.2");
    expect(section).toContain("benchmark index of this machine during the runs was 1,234");
    expect(section).toContain("| Lighthouse best practices: `/auth` | ≥ 98 | 96 | **MISSED** |");
    expect(section).toContain("errors-in-console");
    expect(section).toContain("| `/` (signed in) | 1,200 ms | 1,900 ms | 80 ms | 0.000 | 205 KiB | none |");
  });

  it("a run that could not happen is one NOT RUN row with its reason", () => {
    const rows = evaluateLighthouse({ notRun: "not run: no client build in dist/web" });
    expect(rows).toEqual([
      {
        target: "Lighthouse (mobile)",
        required: "performance ≥ 95, accessibility and best practices ≥ 98",
        measured: "not run: no client build in dist/web",
        status: "NOT RUN",
      },
    ]);
    expect(lighthouseSection({ notRun: "not run: no client build in dist/web" })).toContain("**NOT RUN**");
  });
});
