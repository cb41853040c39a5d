#!/usr/bin/env node
// Runs every suite (check, unit + API, contracts, browser) and ends with one plain line
// "N passed, N failed" summing them, which CI reads. `--suite=NAME[,NAME]` runs a subset.
// With TEST_DATABASE_URL naming a PostgreSQL server (as CI does), the server's database suites run
// there instead of on the embedded PGlite, and the database layer's own suites (src/db) run again
// on PGlite after them: both kinds of database are tested where the database is the subject, and
// the suites that start the product or an indexer on a data folder use PGlite in either run.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, ".tmp", "test-results");

/** Each suite runs a command and reads its own pass/fail counts afterwards. */
const suites = {
  check: {
    // ESLint (typed rules) and tsc take ~100 s and ~70 s of one core each: on 2 cores, side by side.
    run: async () => {
      const lanes = [["lint"], ["format:check", "typecheck", "unused-exports"]];
      const codes = (
        await Promise.all(
          lanes.map(async (steps) => {
            const laneCodes = [];
            for (const step of steps) laneCodes.push(await shQuiet("npm", ["run", "-s", step], step));
            return laneCodes;
          }),
        )
      ).flat();
      const passed = codes.filter((code) => code === 0).length;
      return { passed, failed: codes.length - passed };
    },
  },
  unit: {
    run: () => vitest("unit.json", []),
  },
  database: {
    // The server's suites alone: on the server at TEST_DATABASE_URL when it names one.
    run: () => vitest("database.json", ["--project", "server"]),
  },
  embedded: {
    // The database layer's suites on PGlite, even when TEST_DATABASE_URL is set.
    run: () => vitest("embedded.json", ["--project", "server", "src/db/"], { TEST_DATABASE_URL: "" }),
  },
  contracts: {
    run: async () => {
      const file = join(out, "contracts.txt");
      const code = await sh("npm", ["test", "-s", "-w", "packages/contracts"], file);
      const text = readFileSync(file, "utf8");
      const passing = Number(/(\d+) passing/.exec(text)?.[1] ?? 0);
      const failing = Number(/(\d+) failing/.exec(text)?.[1] ?? 0);
      return { passed: passing, failed: failing || (code === 0 ? 0 : 1) };
    },
  },
  e2e: {
    run: async () => {
      const file = join(out, "e2e.json");
      const code = await sh("npm", ["test", "-s", "-w", "e2e"], undefined, {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      });
      const stats = readJson(file)?.stats;
      if (!stats) return { passed: 0, failed: 1 };
      const failed = stats.unexpected + (code === 0 || stats.unexpected ? 0 : 1);
      return { passed: stats.expected + stats.flaky, failed, names: unexpectedSpecs(readJson(file)) };
    },
  },
};

const hasScript = (workspace, script) =>
  Boolean(readJson(join(root, workspace, "package.json"))?.scripts?.[script]);
const defaultSuites = [
  "check",
  "unit",
  ...(process.env.TEST_DATABASE_URL ? ["embedded"] : []),
  ...(hasScript("packages/contracts", "test") ? ["contracts"] : []),
  "e2e",
];

async function vitest(name, args, env = {}) {
  const file = join(out, name);
  const code = await sh(
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    undefined,
    env,
  );
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.numFailedTests + (code === 0 || report.numFailedTests ? 0 : 1);
  const names = (report.testResults ?? []).flatMap((suite) =>
    (suite.assertionResults ?? [])
      .filter((test) => test.status === "failed")
      .map((test) => `${suite.name.slice(root.length + 1)} › ${test.fullName}`),
  );
  return { passed: report.numPassedTests, failed, names };
}

/** Titles of the Playwright report's tests that ended other than expected. */
function unexpectedSpecs(report, suites = report?.suites ?? [], path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests?.some((test) => test.status === "unexpected"))
      .map((spec) => [...path, suite.title, spec.title].filter(Boolean).join(" › ")),
    ...unexpectedSpecs(report, suite.suites ?? [], [...path, suite.title]),
  ]);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** Runs a command with inherited output (and a copy in `teeFile` when given); resolves to its exit code. */
function sh(cmd, args, teeFile, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: teeFile ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    if (teeFile) {
      const chunks = [];
      const keep = (stream, sink) =>
        stream.on("data", (c) => {
          chunks.push(c);
          sink.write(c);
        });
      keep(child.stdout, process.stdout);
      keep(child.stderr, process.stderr);
      child.on("close", () => writeFileSync(teeFile, Buffer.concat(chunks)));
    }
    child.on("close", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
}

/** Runs a command with its output held back and printed whole at the end, so parallel steps don't interleave. */
function shQuiet(cmd, args, title) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (c) => chunks.push(c));
    child.stderr.on("data", (c) => chunks.push(c));
    const finish = (code) => {
      process.stdout.write(`\n· ${title} (exit ${code})\n${Buffer.concat(chunks).toString()}`);
      resolve(code);
    };
    child.on("close", (code) => finish(code ?? 1));
    child.on("error", () => finish(1));
  });
}

const arg = process.argv.find((a) => a.startsWith("--suite="));
const chosen = arg ? arg.slice("--suite=".length).split(",") : defaultSuites;
const unknown = chosen.filter((s) => !(s in suites));
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(", ")}. Known: ${Object.keys(suites).join(", ")}`);
  process.exit(2);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0 };
const rows = [];
// CI keeps only the tail of the output: the failed tests are named again beside the totals.
const failures = [];
const timed = async (name) => {
  const started = Date.now();
  const result = await suites[name].run();
  return { result, seconds: (Date.now() - started) / 1000 };
};
// ESLint keeps one core busy for a minute after tsc, on the other, is done: the contract suite (one
// core for ~15 s, its output the only one streamed meanwhile) runs beside check instead of after it.
const beside = { check: "contracts" };
const started = new Map();
for (const name of chosen) {
  let run = started.get(name);
  if (!run) {
    console.log(`\n── ${name} ──`);
    run = timed(name);
    const partner = beside[name];
    if (partner && chosen.includes(partner)) {
      console.log(`── ${partner}, beside ${name} ──`);
      started.set(partner, timed(partner));
    }
  }
  const { result, seconds } = await run;
  failures.push(...(result.names ?? []).map((n) => `${name}: ${n}`));
  totals.passed += result.passed;
  totals.failed += result.failed;
  rows.push(
    `${name.padEnd(10)} ${String(result.passed).padStart(5)} passed ${String(result.failed).padStart(4)} failed  ${seconds.toFixed(1)} s`,
  );
}
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\n${rows.join("\n")}`);
writeFileSync(join(root, ".tmp", `totals-${chosen.join("+")}.json`), JSON.stringify(totals));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
