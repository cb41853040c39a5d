import { IMPORT_SEARCH_CAP } from "@meshlink/domain/imports-api.types";
import { type Hex, numberToHex, pad, toEventSelector } from "viem";
import type { ChainConnection } from "../../chain/chain-connection.ts";
import { type CollectionSource, type FoundCollection, mapLimited } from "./collection-source.ts";
import { readTokenContract } from "./read-token-contract.ts";

// OpenZeppelin's Ownable emits it in the constructor and on every transfer of ownership; indexed
// newOwner lets the node filter by account across all contracts.
const OWNERSHIP_TRANSFERRED = toEventSelector("OwnershipTransferred(address,address)");
// A public chain's whole history is too long to scan on a request: past this many eth_getLogs calls
// the answer says `truncated` (configure the provider there, docs/decisions/019).
const MAX_LOG_CALLS = 200;
const CONTRACT_READS_AT_ONCE = 8;

type Log = { address: string };
const ADDRESS = /^0x[0-9a-f]{40}$/;

/**
 * Finds an account's collections from the chain alone: every contract that ever made it owner
 * (Ownable's OwnershipTransferred with newOwner = account, in ranges of the indexer's batch from its
 * start block), then, for each, whether it still names the account as owner() and is an ERC-721 or
 * ERC-1155 by ERC-165.
 */
export function chainCollectionSource(
  chain: Pick<ChainConnection, "client">,
  options: { startBlock?: number; batchBlocks: number },
): CollectionSource {
  return {
    kind: "chain",
    async findOwned(account) {
      const head = Number(await chain.client.request({ method: "eth_blockNumber" }));
      const topics = [OWNERSHIP_TRANSFERRED, null, pad(account as Hex)];
      const candidates = new Set<string>();
      let truncated = false;
      let calls = 0;
      for (let from = options.startBlock ?? 0; from <= head; from += options.batchBlocks) {
        if (++calls > MAX_LOG_CALLS || candidates.size > IMPORT_SEARCH_CAP) {
          truncated = true;
          break;
        }
        const to = Math.min(head, from + options.batchBlocks - 1);
        const filter = { topics, fromBlock: numberToHex(from), toBlock: numberToHex(to) };
        const logs: Log[] = await chain.client.request({ method: "eth_getLogs", params: [filter] });
        for (const log of Array.isArray(logs) ? logs : []) {
          const address = String(log.address).toLowerCase();
          if (ADDRESS.test(address)) candidates.add(address);
        }
      }
      const addresses = [...candidates].slice(0, IMPORT_SEARCH_CAP);
      truncated ||= candidates.size > IMPORT_SEARCH_CAP;
      const read = await mapLimited(addresses, CONTRACT_READS_AT_ONCE, (address) =>
        readTokenContract(chain.client, address),
      );
      const collections: FoundCollection[] = [];
      for (const contract of read) {
        if (contract?.owner !== account) continue;
        const { address, name, symbol, ercType } = contract;
        collections.push({ address, name, symbol, ercType, tokenCount: null });
      }
      return { collections, truncated };
    },
  };
}
