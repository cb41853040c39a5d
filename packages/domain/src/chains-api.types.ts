import { z } from "zod";
import { ZChainMode } from "./chains.ts";
import { ZAddress } from "./entities/address.ts";

// GET /api/chains: every chain of the registry (chains.ts) as this server is configured. A chain the
// server follows is `live` (its Store is there: create, list and trade); any other is "coming soon".
const ZChainsEntry = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  symbol: z.string().min(1),
  family: z.enum(["evm", "everscale"]),
  /** The EVM chain id in the server's CHAIN_MODE; null for a chain without one (Everscale). */
  activeChainId: z.number().int().positive().nullable(),
  /** The block explorer of this mode; "" where there is none (a local chain). */
  explorerUrl: z.string(),
  /** The server follows this chain (CHAINS) and the Store is configured there. */
  live: z.boolean(),
  /** The Store address on `activeChainId`; null unless `live`. */
  storeAddress: ZAddress.nullable(),
  /** That Store's PLATFORM_FEE_BPS read on-chain (basis points); null unless live and answering. */
  platformFeeBps: z.number().int().min(0).max(10_000).nullable(),
  /** Only for a local development chain the server runs: where a Demo wallet sends its transactions. */
  rpcUrl: z.url().optional(),
});
export type ChainsEntry = z.infer<typeof ZChainsEntry>;

export const ZChainsResponse = z.object({
  mode: ZChainMode,
  /** The first chain of the server's configuration: where a new collection goes unless chosen. */
  defaultChainId: z.number().int().positive().nullable(),
  chains: z.array(ZChainsEntry),
});
export type ChainsResponse = z.infer<typeof ZChainsResponse>;
