// Start-up time: from an installed clone (node_modules present, nothing built, no data folder),
// seconds until `npm start` serves the page at /, then again on restarts (built, data present).
// Targets on the project's 2-core machine: first start ≤ 20 s, restart ≤ 5 s.
// The clone is made in a temporary folder from this checkout's files (tracked and new, not
// ignored) with its node_modules hard-linked, so this checkout's own builds and data stay
// untouched. Variables: `PORT` (3390) and `LOCAL_CHAIN_PORT` (8590); `RESTARTS` (3, the median
// counts); `START_COMMAND` to time another command; `KEEP=1` keeps the clone; `PRIORITY=1` (root)
// gives the starts an idle machine's CPU share when other work shares the cores (priority.ts).
// Each start's phases come from its own output.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { groupCpuSeconds } from "./group-cpu.ts";
import { makeClone } from "./make-clone.ts";
import { prioritize } from "./priority.ts";
import { phasesOf, type Phases } from "./start-phases.ts";

const PORT = Number(process.env.PORT ?? 3390);
const LOCAL_CHAIN_PORT = Number(process.env.LOCAL_CHAIN_PORT ?? 8590);
const RESTARTS = Number(process.env.RESTARTS ?? 3);
const PRIORITY = process.env.PRIORITY === "1";
// Another way to start, timed the same way: the former `npm run build -w apps/web && npm run start
// -w apps/server` (build every time, the server under tsx) gives the figures before this one.
const START_COMMAND = process.env.START_COMMAND ?? "npm start";
const TARGET_FIRST_S = 20;
const TARGET_RESTART_S = 5;
const START_TIMEOUT_MS = 300_000;

const repoRoot = path.resolve(import.meta.dirname, "..", "..");
const work = await mkdtemp(path.join(tmpdir(), "meshlink-startup-bench-"));
const clone = path.join(work, "clone");
const dataDir = path.join(work, "data");

type Start = { seconds: number; cpuSeconds: number; phases: Phases };

/**
 * The first start seeds the demo marketplace in the background once the page is served; it is let
 * finish (not timed) before the server stops, as a user's first session would, so that restarts
 * time a seeded product rather than resuming the seed.
 */
async function seedSettled(log: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const health = await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null);
    const body = (await health?.json().catch(() => null)) as { data?: { seed?: { state?: string } } } | null;
    const state = body?.data?.seed?.state;
    if (state === "done" || state === "skipped") return;
    if (state === "failed") throw new Error(`the demo seed failed:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the demo seed did not finish within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

async function timeStart({ settleSeed = false } = {}): Promise<Start> {
  const started = Date.now();
  const child = spawn("sh", ["-c", START_COMMAND], {
    cwd: clone,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(PORT),
      LOCAL_CHAIN_PORT: String(LOCAL_CHAIN_PORT),
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
    },
  });
  const stopPrioritizing = PRIORITY ? prioritize(child.pid!) : () => {};
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  try {
    await pageServed(child, () => log);
    const seconds = (Date.now() - started) / 1000;
    const start = { seconds, cpuSeconds: groupCpuSeconds(child.pid!), phases: phasesOf(log, started) };
    if (settleSeed) await seedSettled(() => log);
    return start;
  } finally {
    stopPrioritizing();
    await stop(child);
  }
}

async function pageServed(child: ChildProcess, log: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${log()}`);
    const page = await fetch(`http://127.0.0.1:${PORT}/`).catch(() => null);
    if (page?.ok && (await page.text()).includes('id="root"')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the page was not served within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

/**
 * SIGTERM to npm and everything it started, as Ctrl-C would, then waits until every process of the
 * group has ended (the server exits within 10 s, its anvil after it), so the next start finds the
 * ports free and does not time a server still shutting down.
 */
async function stop(child: ChildProcess) {
  const group = -child.pid!;
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(group, name);
      return true;
    } catch {
      return false; // nobody left in the group
    }
  };
  signal("SIGTERM");
  const deadline = Date.now() + 20_000;
  while (signal(0)) {
    if (Date.now() > deadline) signal("SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const seconds = (value: number | undefined) => (value === undefined ? "   –" : value.toFixed(1).padStart(4));
function line(label: string, start: Start, target: number) {
  const { phases } = start;
  const verdict = start.seconds <= target ? "meets" : "misses";
  console.log(
    `${label.padEnd(12)} ${seconds(start.seconds)} s (target ≤ ${target} s: ${verdict}), ` +
      `${seconds(start.cpuSeconds)} s of CPU  — web build ${seconds(phases.webBuild)} s, ` +
      `server bundle ${seconds(phases.serverBundle)} s, database created ${seconds(phases.databaseCreated)} s; ` +
      `at ${seconds(phases.databaseReady)} s database ready, ${seconds(phases.chainReady)} s chain ready, ` +
      `${seconds(phases.listening)} s listening`,
  );
}

try {
  const cloning = Date.now();
  await makeClone(repoRoot, clone);
  console.log(
    `clone of ${repoRoot} made in ${((Date.now() - cloning) / 1000).toFixed(1)} s (not timed): ${clone}`,
  );
  const loadBefore = loadavg()[0]!;

  const first = await timeStart({ settleSeed: true });
  const restarts: Start[] = [];
  for (let round = 0; round < RESTARTS; round++) restarts.push(await timeStart());
  const median = [...restarts].sort((a, b) => a.seconds - b.seconds)[Math.floor(restarts.length / 2)]!;

  console.log(
    `\nStart-up: ${START_COMMAND} until http://127.0.0.1:${PORT}/ serves the page (${availableParallelism()} cores` +
      `${PRIORITY ? ", its processes prioritized over the machine's other work" : ""})`,
  );
  line("first start", first, TARGET_FIRST_S);
  line("restart", median, TARGET_RESTART_S);
  console.log(
    `restarts: ${restarts.map((start) => `${start.seconds.toFixed(1)} s`).join(", ")} (median above)`,
  );
  console.log(
    `load average: ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after ` +
      "(other work on the same cores lengthens every figure)",
  );
} finally {
  if (process.env.KEEP) console.log(`kept ${work}`);
  else await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
}
