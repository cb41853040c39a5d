import type { ChainConnection } from "../chain/chain-connection.ts";

/** The followed chain a part of the demo seed writes to, with its Store. */
export type SeedOnChain = { chain: ChainConnection & { storeAddress: `0x${string}` } };
