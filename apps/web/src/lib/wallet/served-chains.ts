import type { ChainsEntry, ChainsResponse } from "@meshlink/domain/chains-api.types";
import { apiRequest } from "@/lib/api-client";

export type ServedChains = ChainsResponse;
export type ServedChain = ChainsEntry;

/** GET /api/chains, or null when the server cannot say (the wallet then offers public chains only). */
export async function fetchServedChains(): Promise<ServedChains | null> {
  try {
    return await apiRequest<ChainsResponse>("/api/chains");
  } catch {
    return null;
  }
}

/** The served chain whose id in this mode is `chainId`; none for no id. */
export const servedChain = (served: ServedChains | null | undefined, chainId: number | null | undefined) =>
  chainId === null || chainId === undefined
    ? undefined
    : served?.chains.find((chain) => chain.activeChainId === chainId);
