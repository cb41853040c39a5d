import { z } from "zod";
import { ZChain, ZChainMode } from "./chains.ts";
import { ZAddress } from "./entities/address.ts";

// GET /api/chains: the chain registry as this server is configured — which chain id each
// entry means in the current mode, where its Store lives, and the platform fee shown beside royalties.
export const ZChainsEntry = ZChain.extend({
  /** `chainId.test` or `chainId.production`, whichever the server's CHAIN_MODE selects. */
  activeChainId: z.number().int().positive(),
  /** The Store address for `activeChainId`; null where none is deployed or configured. */
  storeAddress: ZAddress.nullable(),
  /** Only for the local development chain: where a Demo wallet sends its transactions. */
  rpcUrl: z.url().optional(),
});
export type ChainsEntry = z.infer<typeof ZChainsEntry>;

export const ZChainsResponse = z.object({
  mode: ZChainMode,
  /** The chain the server reads and indexes; null when it runs without one. */
  connectedChainId: z.number().int().positive().nullable(),
  /** The Store's PLATFORM_FEE_BPS read on-chain (basis points); null without a connected Store. */
  platformFeeBps: z.number().int().min(0).max(10_000).nullable(),
  chains: z.array(ZChainsEntry),
});
export type ChainsResponse = z.infer<typeof ZChainsResponse>;
