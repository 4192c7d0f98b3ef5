import { BIBLE_SEARCH_QUERIES } from "./bible-search-queries";
import type { BibleSearchResult } from "./report";

/**
 * The Bible search benchmark, in-process (no HTTP): how long the KJV, its search index and the
 * reference parser take to be ready, how much memory they add, and the latency of the search
 * service for a fixed set of 50 queries. bench/run.ts runs it in a fresh child process
 * (`node --expose-gc --import tsx bench/bible-search.ts`); it prints its result as one JSON line.
 */

const WARMUP_ROUNDS = 5;
const MEASURED_ROUNDS = 40;
const LIMIT = 20;

/** Memory after a full garbage collection: what is really kept, not garbage waiting to be collected. */
function readSettled(): { rss: number; heap: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("run with node --expose-gc, so memory can be measured after a garbage collection");
  gc();
  gc();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed + usage.external + usage.arrayBuffers };
}

async function main() {
  // Importing the modules loads nothing yet: the Bible is read on first use.
  const { warmUpBible, searchScripture } = await import("../server/features/bible/bible.service");
  const before = readSettled();
  const started = performance.now();
  warmUpBible();
  const indexReadyMs = performance.now() - started;
  const after = readSettled();

  const scripture = { esv: null };
  const search = (q: string) => searchScripture({ scripture, input: { q, limit: LIMIT } });
  for (let round = 0; round < WARMUP_ROUNDS; round++) for (const q of BIBLE_SEARCH_QUERIES) await search(q);

  const samples: number[] = [];
  for (let round = 0; round < MEASURED_ROUNDS; round++) {
    for (const q of BIBLE_SEARCH_QUERIES) {
      const start = performance.now();
      await search(q);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  const percentile = (p: number) => samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)]!;

  const result: BibleSearchResult = {
    queries: BIBLE_SEARCH_QUERIES.length,
    samples: samples.length,
    limit: LIMIT,
    indexReadyMs,
    memoryMB: (after.rss - before.rss) / 2 ** 20,
    heapMB: (after.heap - before.heap) / 2 ** 20,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    maxMs: samples.at(-1)!,
  };
  console.log(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
