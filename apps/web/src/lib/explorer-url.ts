import { explorerLink, findChain } from "@meshlink/domain/chains";

// A chain id is either a chain's test or its production id, so it also tells the mode (spec
// section 9: explorer links depend on chain and mode). Undefined where the chain has no explorer.
export const explorerAddressUrl = (chainId: number, address: string): string | undefined =>
  explorerUrl(chainId, `address/${address}`);

export const explorerTxUrl = (chainId: number, txHash: string): string | undefined =>
  explorerUrl(chainId, `tx/${txHash}`);

function explorerUrl(chainId: number, path: `address/${string}` | `tx/${string}`) {
  const chain = findChain(chainId);
  if (!chain) return undefined;
  const mode = chain.chainId.production === chainId ? "production" : "test";
  return explorerLink(chainId, mode, path);
}
