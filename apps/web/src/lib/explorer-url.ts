import { explorerLink, findChain } from "@meshlink/domain/chains";
import { useQuery } from "@tanstack/react-query";
import { chainsQuery } from "@/lib/queries/chains";
import { servedChain, type ServedChains } from "@/lib/wallet/served-chains";

type ExplorerPath = `address/${string}` | `tx/${string}`;

// Spec section 9: explorer links depend on chain and mode. GET /api/chains names this mode's
// explorer, none for a chain the server runs itself (an anvil under Sei's id is not on Seitrace).
// Before it answers, a chain id tells the mode: it is either a chain's test or its production id.
function explorerUrl(chainId: number, path: ExplorerPath, served?: ServedChains | null) {
  const entry = servedChain(served, chainId);
  if (entry) {
    if (entry.rpcUrl || !entry.explorerUrl) return undefined;
    // As explorerLink joins them: the path before the explorer's own query (Seitrace's ?chain=).
    return entry.explorerUrl.replace(/\/?(\?.*)?$/, `/${path}$1`);
  }
  const chain = findChain(chainId);
  if (!chain) return undefined;
  return explorerLink(chainId, chain.chainId.production === chainId ? "production" : "test", path);
}

/** Undefined where the chain has no explorer. */
export const explorerAddressUrl = (chainId: number, address: string, served?: ServedChains | null) =>
  explorerUrl(chainId, `address/${address}`, served);

export const explorerTxUrl = (chainId: number, txHash: string, served?: ServedChains | null) =>
  explorerUrl(chainId, `tx/${txHash}`, served);

/** The explorer links of this server's chains (GET /api/chains). */
export function useExplorerUrls() {
  const served = useQuery(chainsQuery).data;
  return {
    address: (chainId: number, address: string) => explorerAddressUrl(chainId, address, served),
    tx: (chainId: number, txHash: string) => explorerTxUrl(chainId, txHash, served),
  };
}
