import { readFileSync, readdirSync } from "node:fs";

// Linux's clock ticks per second in /proc/<pid>/stat (USER_HZ; 100 on every mainstream build).
const TICKS_PER_SECOND = 100;

/**
 * The CPU seconds used so far by the anvil process listening on `port` (the binary, not the Node
 * wrapper that starts it), read from /proc; undefined where there is no /proc or no such process.
 * The indexer and the raw reads share the machine's cores with anvil, so its CPU is half the story.
 */
export function anvilCpu(port: number): (() => number) | undefined {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const pid = pids.find((candidate) => {
    try {
      const args = readFileSync(`/proc/${candidate}/cmdline`, "utf8").split("\0");
      return /(^|\/)anvil$/.test(args[0] ?? "") && args.includes(String(port));
    } catch {
      return false;
    }
  });
  if (!pid) return undefined;
  return () => {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  };
}
