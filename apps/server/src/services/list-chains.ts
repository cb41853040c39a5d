import {
  CHAINS,
  type ChainMode,
  findStoreAddress,
  LOCAL_CHAIN_ID,
  type StoreAddresses,
} from "@meshlink/domain/chains";
import type { ChainsResponse } from "@meshlink/domain/chains-api.types";

export type ListChainsDeps = {
  mode: ChainMode;
  storeAddresses: StoreAddresses;
  connectedChainId: number | undefined;
  /** The connected chain's RPC URL, served only when that chain is the local development chain. */
  connectedRpcUrl: string | undefined;
  /** The Store's platform fee in basis points, read on-chain; undefined without a Store. */
  readPlatformFee: () => Promise<number | undefined>;
};

/** The chain registry as this server is configured (GET /api/chains). */
export async function listChains(deps: ListChainsDeps): Promise<ChainsResponse> {
  const chains = CHAINS.map((chain) => {
    const activeChainId = chain.chainId[deps.mode];
    const storeAddress = chain.storeDeployed
      ? findStoreAddress(activeChainId, deps.storeAddresses)
      : undefined;
    // Public chains are reached through the user's own wallet; only the local node's URL is ours to give.
    const isLocalConnected = activeChainId === LOCAL_CHAIN_ID && activeChainId === deps.connectedChainId;
    const rpcUrl = isLocalConnected ? deps.connectedRpcUrl : undefined;
    return { ...chain, activeChainId, storeAddress: storeAddress ?? null, ...(rpcUrl && { rpcUrl }) };
  });
  return {
    mode: deps.mode,
    connectedChainId: deps.connectedChainId ?? null,
    platformFeeBps: (await deps.readPlatformFee()) ?? null,
    chains,
  };
}
