import type { Hex } from "viem";
import type { ChainConnection } from "../../chain/chain-connection.ts";
import { fetchRange } from "../../chain/indexer/fetch-range.ts";
import type { RangeWrites } from "../../chain/indexer/prepare-range.ts";
import { blockHash } from "../../chain/indexer/read-range.ts";
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
 * the indexer's own reading and preparing (fetch-range.ts without the Store), in ranges of its batch
 * size, halved when the node refuses one. Each range's end block is read before and after it, as
 * the indexer does: a range read across a reorganisation is read again.
 */
export async function readCollectionHistory(
  chain: ChainConnection,
  input: { address: string; from: number; to: number; batchBlocks: number; counted?: number },
): Promise<CollectionHistory> {
  const history: CollectionHistory = { ranges: [], transfers: input.counted ?? 0 };
  let from = input.from;
  let size = input.batchBlocks;
  for (let calls = 0; from <= input.to; calls++) {
    if (calls >= MAX_RANGES) throw new ServiceError("UNPROCESSABLE", IMPORT_ERRORS.tooLarge);
    const to = Math.min(input.to, from + size - 1);
    const endHash = await blockHash(chain, to);
    const read = await fetchRange(chain, {
      chainId: chain.chainId,
      collections: [input.address as Hex],
      from,
      to,
    }).catch((error: unknown) => {
      if (to === from) throw error;
      return undefined;
    });
    if (!read) {
      size = Math.max(1, Math.floor(size / 2));
      continue;
    }
    if ((await blockHash(chain, to)) !== endHash) continue;
    history.transfers += read.writes.transfers.rows;
    if (history.transfers > MAX_IMPORT_TRANSFERS)
      throw new ServiceError("UNPROCESSABLE", IMPORT_ERRORS.tooLarge);
    history.ranges.push({ to, endHash, writes: read.writes });
    from = to + 1;
  }
  return history;
}
