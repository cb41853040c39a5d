import { CHAINS, type ChainMode } from "@meshlink/domain/chains";
import type { ChainsEntry, ChainsResponse } from "@meshlink/domain/chains-api.types";
import type { Chains } from "../chain/chain-connection.ts";

export type ListChainsDeps = {
  mode: ChainMode;
  chains: Chains;
  /** A followed chain's Store PLATFORM_FEE_BPS, read on-chain; undefined without an answer. */
  readPlatformFee: (chainId: number) => Promise<number | undefined>;
};

/**
 * GET /api/chains: every chain of the registry; those the server follows are live with their Store
 * (and, for a local development chain, its RPC URL for the Demo wallet), the others coming soon.
 */
export async function listChains(deps: ListChainsDeps): Promise<ChainsResponse> {
  const chains = await Promise.all(
    CHAINS.map(async (chain): Promise<ChainsEntry> => {
      const activeChainId = chain.family === "evm" ? chain.chainId[deps.mode] : null;
      const followed = activeChainId === null ? undefined : deps.chains.get(activeChainId);
      const storeAddress = followed?.storeAddress ?? null;
      const platformFeeBps =
        followed && storeAddress ? await deps.readPlatformFee(followed.chainId) : undefined;
      return {
        key: chain.key,
        name: chain.name,
        symbol: chain.symbol,
        family: chain.family,
        activeChainId,
        // A local chain has no explorer, even when it plays a public chain's id.
        explorerUrl: followed?.local ? "" : chain.explorerUrl[deps.mode],
        live: storeAddress !== null,
        storeAddress,
        platformFeeBps: platformFeeBps ?? null,
        // Public chains are reached through the user's own wallet; only a local node's URL is ours to give.
        ...(followed?.local && { rpcUrl: followed.rpcUrl }),
      };
    }),
  );
  return { mode: deps.mode, defaultChainId: deps.chains.list[0]?.chainId ?? null, chains };
}
