import { cpus, loadavg } from "node:os";

// Figures the benches that time requests print alike: p50 / p95 / max, the CPU a request cost this
// process, and the machine's load beside them (on shared cores a request waits for a core as long
// as it runs).

/**
 * A request's time, and the CPU this process spent on it: the time it would take if it never
 * waited for a core (the database's own part is measured apart, from EXPLAIN ANALYZE).
 */
export async function timed<T>(request: () => Promise<T>) {
  const cpu = process.cpuUsage();
  const began = performance.now();
  const result = await request();
  const ms = performance.now() - began;
  const { user, system } = process.cpuUsage(cpu);
  return { result, ms, cpuMs: (user + system) / 1000 };
}

export function loadAverage() {
  return `${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
}

/** "p50 / p95 / max ms". */
export function figures(times: number[]) {
  const ms = (value: number) => `${value.toFixed(1)}`;
  return `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.95))} / ${ms(Math.max(...times))} ms`;
}

export function percentile(times: number[], p: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}
