/** Seconds from the start of `npm start` to each step it logs; undefined for a step it skipped. */
export type Phases = {
  webBuild?: number;
  serverBundle?: number;
  databaseCreated?: number;
  databaseReady?: number;
  chainReady?: number;
  listening?: number;
};

/**
 * Reads the phases from a start's output: the start script's own lines ("web app built in 7.4 s",
 * "server bundled in 0.8 s", "embedded database created in 6.0 s", durations) and the server's
 * JSON log lines, whose `time` (epoch milliseconds) dates each step from `startedAt`.
 */
export function phasesOf(output: string, startedAt: number): Phases {
  const phases: Phases = {};
  const web = /web app built in ([\d.]+) s/.exec(output);
  if (web) phases.webBuild = Number(web[1]);
  const bundle = /server bundled in ([\d.]+) s/.exec(output);
  if (bundle) phases.serverBundle = Number(bundle[1]);
  const created = /embedded database created in ([\d.]+) s/.exec(output);
  if (created) phases.databaseCreated = Number(created[1]);
  const steps: [keyof Phases, RegExp][] = [
    ["databaseReady", /^database ready$/],
    ["chainReady", /^chain ready$/],
    // Fastify's "Server listening at …", or the server's own wording of it.
    ["listening", /\blistening (?:at|on) /i],
  ];
  for (const text of output.split("\n")) {
    if (!text.startsWith("{")) continue;
    let entry: { time?: number; msg?: string };
    try {
      entry = JSON.parse(text) as typeof entry;
    } catch {
      continue;
    }
    const step = steps.find(([, pattern]) => pattern.test(entry.msg ?? ""));
    if (step && entry.time !== undefined && phases[step[0]] === undefined) {
      phases[step[0]] = (entry.time - startedAt) / 1000;
    }
  }
  return phases;
}
