import { spawn } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";

export type Product = { baseUrl: string; stop: () => Promise<void> };

const root = join(import.meta.dirname, "..", "..");

/**
 * `npm start` as a visitor's server runs it (it builds the web app first), on its own ports and a
 * fresh data folder, resolved once /api/health says the demo seed is done (the pages measured show
 * the seeded marketplace, not empty states).
 */
export async function startProduct({
  port,
  chainPort,
}: {
  port: number;
  chainPort: number;
}): Promise<Product> {
  const dataDir = join(root, ".tmp", `lighthouse-data-${port}`);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn("npm", ["start"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOCAL_CHAIN_PORT: String(chainPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: "warn",
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode !== null) return;
    // npm, tsx and the server form one process group: SIGTERM lets the server stop anvil itself.
    process.kill(-child.pid!, "SIGTERM");
    const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${stderr}`);
    if (await seeded(baseUrl)) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error(`npm start did not report a finished seed within 300 s:\n${stderr}`);
}

async function seeded(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    const body = (await response.json()) as { data?: { seed?: { state?: string } } };
    return body.data?.seed?.state === "done";
  } catch {
    return false;
  }
}
