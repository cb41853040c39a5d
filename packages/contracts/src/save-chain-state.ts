// Writes the local chain's state file from a running anvil, on demand. anvil's --state-interval
// would save every few seconds, in place: a crash loses the blocks since the last save (which the
// database may have indexed already) and a kill during a save leaves a cut file. This asks anvil for
// its state (anvil_dumpState: gzip of the JSON its --state file holds), writes it beside the file,
// flushes it to disk and renames it over the file, so the file always holds a whole state.
import { open, rename } from "node:fs/promises";
import { dirname } from "node:path";
import { gunzipSync } from "node:zlib";
import { createTestClient, http } from "viem";
import { foundry } from "viem/chains";

// One queue per state file in this process: a chain started again on the same folder saves through
// the same turns as the one before it, so an older dump never lands after a newer one.
const queues = new Map<string, { latest: Promise<void>; waiting?: Promise<void> }>();
let written = 0;

/**
 * A function that saves the chain's state to `stateFile` and resolves once a state taken after the
 * call is on disk. Calls during a save share the next one; saves never overlap.
 */
export function chainStateSaver(rpcUrl: string, stateFile: string): () => Promise<void> {
  const anvil = createTestClient({
    chain: foundry,
    mode: "anvil",
    transport: http(rpcUrl, { retryCount: 0 }),
  });
  const write = async () => {
    const dumped = await anvil.dumpState();
    const temporary = `${stateFile}.${process.pid}-${++written}.tmp`;
    const file = await open(temporary, "w");
    try {
      await file.writeFile(gunzipSync(Buffer.from(dumped.slice(2), "hex")));
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, stateFile);
    const folder = await open(dirname(stateFile), "r");
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  };
  return () => {
    const queue = queues.get(stateFile) ?? { latest: Promise.resolve() };
    queues.set(stateFile, queue);
    // A save that has not taken its state yet serves this caller too.
    queue.waiting ??= queue.latest
      .catch(() => undefined)
      .then(() => {
        queue.waiting = undefined;
        return write();
      });
    queue.latest = queue.waiting;
    return queue.waiting;
  };
}
