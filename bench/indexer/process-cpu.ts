import { readFileSync, readdirSync } from "node:fs";

// Linux's clock ticks per second in /proc/<pid>/stat (USER_HZ; 100 on every mainstream build).
const TICKS_PER_SECOND = 100;

/**
 * The CPU seconds used so far by the anvil process listening on `port` (the binary, not the Node
 * wrapper that starts it), read from /proc; undefined where there is no /proc or no such process.
 * The indexer and the raw reads share the machine's cores with anvil, so its CPU is half the story.
 */
export function anvilCpu(port: number): (() => number) | undefined {
  return processTreeCpu((args) => /(^|\/)anvil$/.test(args[0] ?? "") && args.includes(String(port)));
}

/**
 * The CPU seconds used so far by the PostgreSQL server on this machine listening on `port`: its
 * postmaster, the backends it runs now and those it has reaped. Undefined where there is no /proc or
 * no such server (one on another machine shares no cores with the indexer).
 */
export function postgresCpu(port: number): (() => number) | undefined {
  return processTreeCpu((args) => {
    if (!/(^|\/)postgres$/.test(args[0] ?? "")) return false;
    const flag = args.indexOf("-p");
    return flag >= 0 && args[flag + 1] === String(port);
  });
}

/** The CPU of the first process whose arguments match, plus its children's, live and exited. */
function processTreeCpu(matches: (args: string[]) => boolean): (() => number) | undefined {
  const pids = processIds();
  const pid = pids?.find((candidate) => {
    try {
      return matches(readFileSync(`/proc/${candidate}/cmdline`, "utf8").split("\0"));
    } catch {
      return false;
    }
  });
  if (!pid) return undefined;
  return () => {
    // Exited children's CPU moves into the parent's cutime and cstime once it reaps them.
    const [own, reaped] = cpuOf(pid)!;
    let children = 0;
    for (const candidate of processIds() ?? []) {
      const stat = cpuOf(candidate);
      if (stat && stat[2] === Number(pid)) children += stat[0];
    }
    return (own + reaped + children) / TICKS_PER_SECOND;
  };
}

function processIds() {
  try {
    return readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
}

/** [utime + stime, cutime + cstime, parent pid] in ticks; undefined once the process is gone. */
function cpuOf(pid: string): [number, number, number] | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // Fields after the command's closing parenthesis: ppid is the 2nd, utime to cstime the 12th–15th.
  const fields = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
  return [fields[11]! + fields[12]!, fields[13]! + fields[14]!, fields[1]!];
}
