import type { ChainConnection } from "../../chain/chain-connection.ts";
import { chainReader } from "../../chain/indexer/chain-reader.ts";
import type { RangeWrites } from "../../chain/indexer/prepare-range.ts";
import { IMPORT_ERRORS } from "./import-errors.ts";
import { ServiceError } from "../service-error.ts";

// A collection's past is read in one request and applied in one transaction: bounded in transfers
// (the writes stay in memory until the commit) and in eth_getLogs calls (a collection deployed long
// ago on a public chain), docs/decisions/019-imported-collections.md.
const MAX_IMPORT_TRANSFERS = 100_000;
const MAX_RANGES = 5_000;

/** Blocks from..to of one collection, each range with the end hash it was read under. */
export type CollectionHistory = {
  ranges: { to: number; endHash: string; writes: RangeWrites }[];
  transfers: number;
};

/**
 * Reads the Transfer, TransferSingle and TransferBatch logs of `address` in blocks from..to through
 * the indexer's own reading and preparing (its chain reader, without the Store), in ranges of its batch
 * size, halved when the node refuses one. Each range's end block is read before and after it, as
 * the indexer does: a range read across a reorganisation is read again.
 */
export async function readCollectionHistory(
  chain: ChainConnection,
  input: { address: string; from: number; to: number; batchBlocks: number; counted?: number },
): Promise<CollectionHistory> {
  const history: CollectionHistory = { ranges: [], transfers: input.counted ?? 0 };
  const reader = chainReader(chain);
  let from = input.from;
  let size = input.batchBlocks;
  for (let calls = 0; from <= input.to; calls++) {
    if (calls >= MAX_RANGES) throw new ServiceError("UNPROCESSABLE", IMPORT_ERRORS.tooLarge);
    const to = Math.min(input.to, from + size - 1);
    const endHash = await reader.blockHash(to);
    const writes = await reader
      .readTransfers({ collections: [input.address], from, to })
      .catch((error: unknown) => {
        if (to === from) throw error;
        return undefined;
      });
    if (!writes) {
      size = Math.max(1, Math.floor(size / 2));
      continue;
    }
    if ((await reader.blockHash(to)) !== endHash) continue;
    history.transfers += writes.transfers.rows;
    if (history.transfers > MAX_IMPORT_TRANSFERS)
      throw new ServiceError("UNPROCESSABLE", IMPORT_ERRORS.tooLarge);
    history.ranges.push({ to, endHash, writes });
    from = to + 1;
  }
  return history;
}
