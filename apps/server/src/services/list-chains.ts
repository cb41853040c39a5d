import { CHAINS, type ChainMode, findStoreAddress, type StoreAddresses } from "@meshlink/domain/chains";
import type { ChainsResponse } from "@meshlink/domain/chains-api.types";

export type ListChainsDeps = {
  mode: ChainMode;
  storeAddresses: StoreAddresses;
  connectedChainId: number | undefined;
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
    return { ...chain, activeChainId, storeAddress: storeAddress ?? null };
  });
  return {
    mode: deps.mode,
    connectedChainId: deps.connectedChainId ?? null,
    platformFeeBps: (await deps.readPlatformFee()) ?? null,
    chains,
  };
}
