// A build is redone only when its inputs changed: the hash of every input file (and of the
// environment variables the build reads) is kept in a stamp inside the output folder, written
// after the build succeeded. An interrupted build leaves no stamp (the build empties the folder
// first, and the stamp is written last), a deleted or truncated output file no longer matches the
// sizes the stamp lists, and either way the next start builds again.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export const STAMP_FILE = ".build-stamp.json";

/** Folders never read as inputs wherever they appear: installs, outputs, reports. */
const SKIPPED_DIRS = new Set(["node_modules", "dist", "coverage", "test-results", "playwright-report"]);
/** Tests change no output; editing one must not cost a build. */
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/**
 * @typedef {{
 *   root: string,
 *   paths: string[],
 *   env?: (name: string) => boolean,
 * }} Inputs  `paths` are files or folders relative to `root`; `env` picks the variables that count.
 */

/** Every input file, relative to `inputs.root`, sorted; a path that does not exist is skipped. */
export async function listInputFiles(inputs) {
  const files = [];
  const walkFolder = async (relative) => {
    const entries = await readdir(path.join(inputs.root, relative), { withFileTypes: true });
    await Promise.all(
      entries.map(async (entry) => {
        const child = path.join(relative, entry.name);
        if (entry.isDirectory()) {
          if (!SKIPPED_DIRS.has(entry.name)) await walkFolder(child);
        } else if (isTestFile(entry.name)) {
          return;
        } else if (entry.isFile()) {
          files.push(child);
        } else if (entry.isSymbolicLink()) {
          await walk(child);
        }
      }),
    );
  };
  const walk = async (relative) => {
    const info = await stat(path.join(inputs.root, relative)).catch(() => null);
    if (info?.isFile()) files.push(relative);
    else if (info?.isDirectory()) await walkFolder(relative);
  };
  await Promise.all(inputs.paths.map(walk));
  return [...new Set(files)].sort();
}

/** sha256 over the input files' paths and contents and the chosen environment variables. */
export async function hashInputs(inputs, env = process.env) {
  const hash = createHash("sha256");
  const files = await listInputFiles(inputs);
  const contents = await Promise.all(files.map((relative) => readFile(path.join(inputs.root, relative))));
  files.forEach((relative, index) => {
    hash.update(`file ${relative.split(path.sep).join("/")}\0`);
    hash.update(contents[index]);
    hash.update("\0");
  });
  const names = Object.keys(env)
    .filter((name) => inputs.env?.(name))
    .sort();
  for (const name of names) hash.update(`env ${name}=${env[name]}\0`);
  return hash.digest("hex");
}

/** Each output file (relative path → size), the stamp itself left out. */
async function outputSizes(outDir) {
  const sizes = {};
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name === STAMP_FILE) continue;
    const full = path.join(entry.parentPath, entry.name);
    sizes[path.relative(outDir, full).split(path.sep).join("/")] = (await stat(full)).size;
  }
  return sizes;
}

/** Whether `outDir` holds a complete build of inputs hashing to `inputsHash`. */
export async function isBuildCurrent(outDir, inputsHash) {
  let stamp;
  try {
    stamp = JSON.parse(await readFile(path.join(outDir, STAMP_FILE), "utf8"));
  } catch {
    return false;
  }
  if (stamp?.inputs !== inputsHash || typeof stamp.files !== "object" || stamp.files === null) return false;
  const listed = Object.entries(stamp.files);
  if (listed.length === 0) return false;
  for (const [relative, size] of listed) {
    const info = await stat(path.join(outDir, relative)).catch(() => null);
    if (!info?.isFile() || info.size !== size) return false;
  }
  return true;
}

/** Records that `outDir` now holds the build of `inputsHash`: call only after the build succeeded. */
export async function writeStamp(outDir, inputsHash) {
  const stamp = { inputs: inputsHash, files: await outputSizes(outDir) };
  const file = path.join(outDir, STAMP_FILE);
  await writeFile(`${file}.tmp`, `${JSON.stringify(stamp, null, 1)}\n`);
  await rename(`${file}.tmp`, file);
}

/**
 * Runs `build` unless `outDir` already holds a build of the current inputs (`force` builds anyway).
 * Two starts at once on one checkout build once: the second waits for the first's lock, then finds
 * its stamp. Returns whether it built.
 * @param {{ inputs: Inputs, outDir: string, build: () => Promise<void>, force?: boolean,
 *   lockDir: string, log?: (line: string) => void }} options
 */
export async function ensureBuilt({ inputs, outDir, build, force = false, lockDir, log = () => {} }) {
  if (!force && (await isBuildCurrent(outDir, await hashInputs(inputs)))) return false;
  const release = await takeLock(lockDir, log);
  try {
    // Hashed again under the lock: sources edited meanwhile, or another start just built them.
    const inputsHash = await hashInputs(inputs);
    if (!force && (await isBuildCurrent(outDir, inputsHash))) return false;
    await rm(path.join(outDir, STAMP_FILE), { force: true });
    await build();
    await writeStamp(outDir, inputsHash);
    return true;
  } finally {
    await release();
  }
}

const LOCK_POLL_MS = 200;
const ORPHAN_LOCK_MS = 10_000;

/** A folder made atomically, holding the owner's pid; one left by a dead process is taken over. */
async function takeLock(lockDir, log) {
  await mkdir(path.dirname(lockDir), { recursive: true });
  let told = false;
  for (;;) {
    try {
      await mkdir(lockDir);
      await writeFile(path.join(lockDir, "pid"), String(process.pid));
      return () => rm(lockDir, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const owner = Number(await readFile(path.join(lockDir, "pid"), "utf8").catch(() => ""));
    // No pid yet: its owner is between making the folder and writing the file, or died there.
    const orphaned = owner ? !isRunning(owner) : await olderThan(lockDir, ORPHAN_LOCK_MS);
    if (orphaned) {
      await rm(lockDir, { recursive: true, force: true });
      continue;
    }
    if (!told) log(`waiting for another build (${lockDir})`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

async function olderThan(file, ms) {
  const info = await stat(file).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs > ms;
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
