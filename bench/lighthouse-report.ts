/**
 * The Lighthouse rows of the bench report (issue 19 §1, decision 041): three pages, three scores each, against
 * their targets. Pure, so bench/report.ts renders it and bench/lighthouse-report.test.ts checks it.
 */

/** Scores out of 100 (issue 19 §1). */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 98, bestPractices: 98 } as const;
export type LighthouseCategory = keyof typeof LIGHTHOUSE_TARGETS;
const CATEGORY_LABELS: Record<LighthouseCategory, string> = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best practices",
};

/** One page's median run. */
export type LighthousePageResult = {
  path: string;
  signedIn: boolean;
  /** Scores out of 100, the median of the runs (by performance). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Every run's performance score, in order. */
  performanceRuns: number[];
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Bytes the page transferred. */
  transferBytes: number;
  /** Scored audits that did not pass in the median run, by id (what to fix). */
  failedAudits: string[];
};

export type LighthouseBenchResult = {
  lighthouseVersion: string;
  chromium: string;
  runsPerPage: number;
  /** Lighthouse's measure of this machine's CPU speed during the runs (median; ~1,000+ on an idle desktop). */
  benchmarkIndex: number;
  pages: LighthousePageResult[];
};

export type LighthouseTargetRow = {
  target: string;
  required: string;
  measured: string;
  status: "MET" | "MISSED" | "NOT RUN";
};

const LABELS = ["performance", "accessibility", "bestPractices"] as const satisfies readonly LighthouseCategory[];

function pageLabel(page: Pick<LighthousePageResult, "path" | "signedIn">) {
  return `\`${page.path}\`${page.signedIn ? " (signed in)" : ""}`;
}

/** One row per page and category; a run that did not happen is one NOT RUN row with its reason. */
export function evaluateLighthouse(result: LighthouseBenchResult | { notRun: string }): LighthouseTargetRow[] {
  if ("notRun" in result) {
    return [
      {
        target: "Lighthouse (mobile)",
        required: "performance ≥ 95, accessibility and best practices ≥ 98",
        measured: result.notRun,
        status: "NOT RUN",
      },
    ];
  }
  return result.pages.flatMap((page) =>
    LABELS.map((category) => {
      const score = page[category];
      const required = LIGHTHOUSE_TARGETS[category];
      return {
        target: `Lighthouse ${CATEGORY_LABELS[category]}: ${pageLabel(page)}`,
        required: `≥ ${required}`,
        measured:
          category === "performance" && page.performanceRuns.length > 1
            ? `${score} (median of ${page.performanceRuns.join(", ")})`
            : String(score),
        status: score >= required ? "MET" : "MISSED",
      } satisfies LighthouseTargetRow;
    }),
  );
}

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

export function lighthouseTable(result: LighthouseBenchResult | { notRun: string }): string {
  const rows = evaluateLighthouse(result);
  const lines = [
    "| Target | Required | Measured | Status |",
    "| --- | --- | --- | --- |",
    ...rows.map(
      ({ target, required, measured, status }) =>
        `| ${cell(target)} | ${required} | ${cell(measured)} | ${status === "MET" ? "MET" : `**${status}**`} |`,
    ),
  ];
  return lines.join("\n");
}

function detailTable(result: LighthouseBenchResult): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`;
  return [
    "| Page | FCP | LCP | TBT | CLS | Transferred | Audits not passed (median run) |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ...result.pages.map(
      (page) =>
        `| ${pageLabel(page)} | ${ms(page.firstContentfulPaintMs)} | ${ms(page.largestContentfulPaintMs)} | ` +
        `${ms(page.totalBlockingTimeMs)} | ${page.cumulativeLayoutShift.toFixed(3)} | ` +
        `${(page.transferBytes / 1024).toFixed(0)} KiB | ${cell(page.failedAudits.join(", ") || "none")} |`,
    ),
  ].join("\n");
}

/** The report's section: how it was measured, the scores against their targets, and what each page's run saw. */
export function lighthouseSection(result: LighthouseBenchResult | { notRun: string }): string {
  if ("notRun" in result) {
    return `## First load: Lighthouse

${lighthouseTable(result)}
`;
  }
  return `## First load: Lighthouse

Lighthouse ${result.lighthouseVersion} (\`bench/lighthouse.ts\`, issue 19 §1; Chromium driven through puppeteer-core) with its default mobile settings (a
Moto G Power's screen, simulated slow 4G: 150 ms round trip, 1.6 Mbps down, and the CPU slowed 4×) in
${result.chromium}, headless, against the built app served by the built server (\`dist/server/server.js\` with
\`dist/web\`, both copied at the start, on PGlite), each page loaded cold (Lighthouse clears the cache) ${result.runsPerPage}
time${result.runsPerPage === 1 ? "" : "s"}; the run with the median performance score is reported. The signed-in home
carries the session cookie of a user registered just before, in the browser's cookie jar (decision 053). Simulated throttling
scales with the measured CPU speed, so on a busy machine the performance scores read low: Lighthouse's
benchmark index of this machine during the runs was ${Math.round(result.benchmarkIndex).toLocaleString("en-US")}.

${lighthouseTable(result)}

${detailTable(result)}
`;
}
