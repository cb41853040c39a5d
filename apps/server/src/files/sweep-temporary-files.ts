import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { isProcessRunning } from "../process/is-process-running.ts";

// temporaryPath's names: <prefix>-<pid>-<16 hex>.tmp (files, and the local IPFS store's staging folders).
const TEMPORARY_NAME = /^[a-z]+-(\d+)-[0-9a-f]{16}\.tmp$/;
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * At start: removes what uploads and imports cut off by a crash left in `tempFolder` — entries of
 * processes no longer running (or of this process's id, reused from an earlier run, as in a
 * container), and anything a day old. A running server sharing the folder keeps its own.
 */
export async function sweepTemporaryFiles(tempFolder: string): Promise<{ removed: number; bytes: number }> {
  const names = await readdir(tempFolder).catch(() => []);
  let removed = 0;
  let bytes = 0;
  for (const name of names) {
    const path = join(tempFolder, name);
    const facts = await stat(path).catch(() => null);
    if (!facts) continue;
    const pid = Number(TEMPORARY_NAME.exec(name)?.[1] ?? Number.NaN);
    const ownerGone = Number.isInteger(pid) && (pid === process.pid || !isProcessRunning(pid));
    if (!ownerGone && Date.now() - facts.mtimeMs < ABANDONED_AFTER_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
    bytes += facts.isFile() ? facts.size : 0;
  }
  return { removed, bytes };
}
