import { parentPort, workerData } from "node:worker_threads";
import { createPublicClient, http } from "viem";
import { bulkRpc } from "./json-rpc-http.ts";
import { type RangeSource, readRangeHere } from "./read-range.ts";
import type { ReaderRequest, ReaderThreadData, ReaderAnswer } from "./range-reader-messages.ts";

// The worker side of range-reader.ts: its own clients for the same node, reading what it is asked.
const { chainId, rpcUrl, storeAddress, httpOptions } = workerData as ReaderThreadData;
const client = createPublicClient({ transport: http(rpcUrl, httpOptions) });
const source: RangeSource = {
  chainId,
  storeAddress,
  client,
  rpc: bulkRpc(rpcUrl, client, httpOptions.timeout),
};

parentPort!.on("message", ({ id, input }: ReaderRequest) => {
  readRangeHere(source, input).then(
    // The activity rows' memory moves to the database's thread instead of being copied.
    (range) =>
      parentPort!.postMessage({ id, range } satisfies ReaderAnswer, [range.writes.transfers.activity.buffer]),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies ReaderAnswer),
  );
});
