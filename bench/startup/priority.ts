import { readdirSync, readFileSync, writeFileSync } from "node:fs";

/**
 * With PRIORITY=1 (as root), raises the CPU share of everything `npm start` runs — its session and
 * the anvil keeper's, which starts a session of its own — to that of an otherwise idle machine:
 * Linux shares the cores between sessions (autogroups) first, so on a machine busy with other work
 * a start only gets its share of it. `/proc/<pid>/autogroup` takes the session's nice value.
 * Returns a function that stops watching for new sessions.
 */
export function prioritize(group: number): () => void {
  const raised = new Set<number>();
  const raise = () => {
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").at(-1)!.split(" ");
        const [parent, processGroup, session] = [Number(fields[1]), Number(fields[2]), Number(fields[3])];
        if (raised.has(session)) continue;
        if (processGroup !== group && !isInGroup(parent, group)) continue;
        writeFileSync(`/proc/${pid}/autogroup`, "-20");
        raised.add(session);
      } catch {
        // ended meanwhile, or not ours to change
      }
    }
  };
  raise();
  const timer = setInterval(raise, 100);
  return () => clearInterval(timer);
}

function isInGroup(pid: number, group: number): boolean {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ").at(-1)!.split(" ")[2]) === group;
  } catch {
    return false;
  }
}
