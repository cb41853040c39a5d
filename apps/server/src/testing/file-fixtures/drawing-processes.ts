import { readdir, readFile } from "node:fs/promises";

/** SVG drawing processes (svg-raster-process.mjs) this process started that are alive (Linux /proc). */
export async function drawingProcesses(): Promise<number[]> {
  const pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name));
  const found: number[] = [];
  for (const pid of pids) {
    const [stat, command] = await Promise.all([
      readFile(`/proc/${pid}/stat`, "utf8").catch(() => ""),
      readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => ""),
    ]);
    // The parent's pid is the second field after the command, which is in parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (parent === process.pid && command.includes("svg-raster-process")) found.push(Number(pid));
  }
  return found;
}

/** The SVG of heavy filters (under 4 KB, minutes to draw at 2048 px). */
export const heavyFilterSvg = (): Promise<Buffer> => readFile(new URL("./heavy-filter.svg", import.meta.url));
