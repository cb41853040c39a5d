import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumArgs, chromiumPath, ensureChromium } from "../../e2e/support/chromium.ts";

export type Chromium = { port: number; close: () => Promise<void> };

/** Debian's Chromium, as the browser tests run it, with a DevTools port for Lighthouse to drive. */
export async function launchChromium(): Promise<Chromium> {
  ensureChromium();
  const profile = await mkdtemp(join(tmpdir(), "meshlink-lighthouse-"));
  const child = spawn(
    chromiumPath,
    [...chromiumArgs, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  return {
    port,
    close: async () => {
      child.kill("SIGTERM");
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}
