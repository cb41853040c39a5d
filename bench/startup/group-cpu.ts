import { readdirSync, readFileSync } from "node:fs";

// Linux's clock ticks per second in /proc/<pid>/stat (USER_HZ; 100 on every mainstream build).
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds used so far by the processes of `group` (npm, the server, anvil and its keeper),
 * with the children they have reaped: load on the machine lengthens the wall time, less so this.
 */
export function groupCpuSeconds(group: number): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").at(-1)!.split(" ");
      // After "pid (comm) ": state ppid pgrp … utime(12) stime(13) cutime(14) cstime(15).
      if (Number(fields[2]) !== group) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}
