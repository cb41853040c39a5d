import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { repoRoot } from "../config.ts";
import { freePort } from "./start-test-chain.ts";

export type ServerProcess = {
  /** http://127.0.0.1:{port} */
  url: string;
  /** What the server wrote so far (its log), for failure messages. */
  output: () => string;
  /** SIGTERM (a graceful close), SIGKILL if it has not exited after 10 s; removes a DATA_DIR it made. */
  stop: () => Promise<void>;
  /** SIGKILL, as a crash or an out-of-memory kill would end it; its DATA_DIR stays. */
  kill: () => Promise<void>;
  dataDir: string;
};

const mainScript = path.join(repoRoot, "apps", "server", "src", "main.ts");
const serverBundle = path.join(repoRoot, "apps", "server", "dist");
// Only a guard against a hang: under tsx on a busy 2-core machine a first start takes 60–90 s.
const START_TIMEOUT_MS = 180_000;

/**
 * The server in a child process on a free port with its own DATA_DIR (or `options.dataDir`, kept,
 * for a restart); `env` adds DATABASE_URL, CHAINS and the like. It runs src/main.ts through
 * tsx, or with `bundled` the esbuild bundle `npm start` runs (bundled first if its sources changed).
 * Resolves once it answers HTTP.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { dataDir?: string; bundled?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), "meshlink-server-")));
  const args = options.bundled ? [await bundledMain()] : ["--import", "tsx", mainScript];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      WEB_DIST: "/nonexistent-web-dist",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      // Where the bundle's worker threads load their scripts from, as scripts/start.mjs sets it.
      ...(options.bundled ? { MESHLINK_SERVER_BUNDLE: serverBundle } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    output: () => log,
    stop: async () => {
      await stopChild(child);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
    dataDir,
  };
  try {
    await waitUntilAnswering(server, child);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitUntilAnswering(server: ServerProcess, child: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before listening:\n${server.output()}`);
    }
    const answered = await fetch(`${server.url}/api/health`).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not listen within ${START_TIMEOUT_MS} ms:\n${server.output()}`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Bundles the server as `npm start` does when its sources changed; the bundle's entry. */
async function bundledMain(): Promise<string> {
  await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, "scripts", "bundle-server.mjs"), "--if-changed"],
    {
      cwd: repoRoot,
    },
  );
  return path.join(serverBundle, "main.mjs");
}
