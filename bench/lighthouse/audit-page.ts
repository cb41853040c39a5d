import { writeFile } from "node:fs/promises";
import lighthouse, { generateReport, type Result } from "lighthouse";

const MAX_FAILED_RUNS = 3;

/** One page's figures from Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU). */
export type PageFigures = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes of script over the wire (as served: compressed when the server compresses). */
  scriptTransferBytes: number;
  totalTransferBytes: number;
  /** Lighthouse's measure of this machine's CPU at the time (a fast desktop scores 1,500 or more). */
  benchmarkIndex: number;
};

/**
 * Runs Lighthouse `runs` times on `url` and keeps the run with the median score (its own advice).
 * With `reportPath`, that run's HTML report is written there; `cpuSlowdown` replaces the preset's 4×.
 */
export async function auditPage(
  url: string,
  chromePort: number,
  { runs, reportPath, cpuSlowdown }: { runs: number; reportPath?: string; cpuSlowdown?: number },
): Promise<PageFigures> {
  const results: { figures: PageFigures; lhr: Result }[] = [];
  let failures = 0;
  while (results.length < runs) {
    const outcome = await lighthouse(url, {
      port: chromePort,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
      ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = outcome.lhr.runtimeError;
    if (error) {
      // A trace Chromium failed to record (NO_NAVSTART and the like) on a busy machine is run again.
      failures += 1;
      if (failures > MAX_FAILED_RUNS) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
      console.warn(`Lighthouse run on ${url} failed (${error.code}); running it again`);
      continue;
    }
    results.push({ figures: figures(outcome.lhr), lhr: outcome.lhr });
  }
  results.sort((a, b) => a.figures.score - b.figures.score);
  const median = results[Math.floor(results.length / 2)]!;
  if (reportPath) await writeFile(reportPath, generateReport(median.lhr, "html"));
  return median.figures;
}

function figures(lhr: Result): PageFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (lhr.audits["resource-summary"]?.details as { items?: ResourceRow[] } | undefined)?.items ?? [];
  const bytes = (type: string) => summary.find((row) => row.resourceType === type)?.transferSize ?? 0;
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndexMs: numeric("speed-index"),
    scriptTransferBytes: bytes("script"),
    totalTransferBytes: bytes("total"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type ResourceRow = { resourceType: string; transferSize: number };
