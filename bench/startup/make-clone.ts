import { execFileSync } from "node:child_process";
import { copyFile, mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/** Caches that tools rewrite in place: hard-linked, a rewrite would change this checkout's copy. */
const REWRITTEN_CACHES = [".cache", ".vite"];

/**
 * An installed clone of `repoRoot` at `target`: every file git would commit (tracked and new, not
 * ignored) copied, and each workspace's node_modules hard-linked (`cp -al`: seconds instead of an
 * install, and nothing written in the clone reaches this checkout's files).
 */
export async function makeClone(repoRoot: string, target: string) {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(repoRoot, file);
    // A tracked file deleted in the working tree is not part of what would be committed.
    if (!(await stat(from).catch(() => null))?.isFile()) continue;
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await copyFile(from, path.join(target, file));
  }
  for (const folder of await installedFolders(repoRoot)) {
    const to = path.join(target, folder);
    await mkdir(path.dirname(to), { recursive: true });
    execFileSync("cp", ["-al", path.join(repoRoot, folder), to]);
    for (const cache of REWRITTEN_CACHES) await rm(path.join(to, cache), { recursive: true, force: true });
  }
}

/** node_modules of the root and of each workspace (apps/*, packages/*, e2e, bench). */
async function installedFolders(repoRoot: string) {
  const folders = ["node_modules"];
  for (const parent of [".", "apps", "packages"]) {
    const entries = await readdir(path.join(repoRoot, parent), { withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name === "node_modules") continue;
      const candidate = path.join(parent, entry.name, "node_modules");
      if ((await stat(path.join(repoRoot, candidate)).catch(() => null))?.isDirectory())
        folders.push(candidate);
    }
  }
  return folders;
}
