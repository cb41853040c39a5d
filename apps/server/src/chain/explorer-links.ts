import { type ChainMode, explorerLink } from "@meshlink/domain/chains";
import type { Chains } from "./chain-connection.ts";

/** A transaction's block-explorer page, or undefined where there is none. */
export type TxLink = (chainId: number, txHash: string) => string | undefined;

/**
 * Explorer links in the configured mode (spec section 9), none for a local chain: a local anvil
 * that plays Sei's testnet id has no page on Sei's explorer.
 */
export function txLinks(mode: ChainMode, chains: Chains): TxLink {
  return (chainId, txHash) =>
    chains.get(chainId)?.local ? undefined : explorerLink(chainId, mode, `tx/${txHash}`);
}
