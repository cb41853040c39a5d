import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import { storeAbi } from "@meshlink/contracts/generated";
import type { Address } from "viem";
import { followedChain } from "../collections/catalog-deps.ts";
import type { MarketDeps } from "../listings/market-deps.ts";
import { ServiceError } from "../service-error.ts";

/**
 * Spec section 5: the destination collection must pass the Store's `checkForCompatibility` for the
 * wallet that will act, asked of the chain, for proposals and offers alike.
 */
export async function checkCompatible(deps: MarketDeps, chainId: number, collection: string, wallet: string) {
  const chain = followedChain(deps.chains, chainId);
  const compatible = await chain.client.readContract({
    address: chain.storeAddress,
    abi: storeAbi,
    functionName: "checkForCompatibility",
    args: [collection as Address, wallet as Address],
  });
  if (!compatible) throw new ServiceError("INVALID_REQUEST", VALIDATION_MESSAGES.collectionNotCompatible);
}
