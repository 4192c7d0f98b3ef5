import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The suite's figures (inputs sent, writes verified, outage length, …) for docs/RELIABILITY.md.
 * Written as `<part>.json` into RELIABILITY_FIGURES_DIR when it is set; otherwise not kept.
 */
export function recordFigures(part: string, figures: Record<string, unknown>) {
  const directory = process.env.RELIABILITY_FIGURES_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  writeFileSync(
    join(directory, `${part}.json`),
    `${JSON.stringify({ ...figures, at: new Date().toISOString() }, null, 2)}\n`,
  );
}
