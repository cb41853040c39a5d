import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { storeAbi } from "@meshlink/contracts/generated";
import { createPublicClient, http } from "viem";
import { fetchServedChains } from "@/lib/wallet/served-chains";
import { walletChains } from "@/lib/wallet/wallet-chains";
import type { CompatibilityQuery } from "@/features/integration/chain/chain-reader";

// The same chains (and local RPC URL) the wallet is offered, so a read sees what a write would.
async function clientFor(chainId: number) {
  const chain = walletChains(await fetchServedChains()).chains.find((candidate) => candidate.id === chainId);
  if (!chain) throw new Error(ERROR_MESSAGES.noContractAddress);
  return createPublicClient({ chain, transport: http() });
}

/** Store.checkForCompatibility: the collection is registered and owned by `account`. */
export async function readCompatibility({ chainId, store, collection, account }: CompatibilityQuery) {
  const client = await clientFor(chainId);
  return client.readContract({
    address: store,
    abi: storeAbi,
    functionName: "checkForCompatibility",
    args: [collection, account],
  });
}
