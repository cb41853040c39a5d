// How far behind the head the indexer stays when INDEXER_CONFIRMATIONS is unset. A block the index
// applied is what the catalog is recorded against (docs/decisions/007-catalog-and-seed.md): undoing
// it later takes the creator's records back, so a public chain's index waits until a reorganisation
// that deep is not to be expected. Development chains have one node that never reorganises on its own.
const DEVELOPMENT_CHAINS = new Set([31337, 1337]);
// Twelve blocks: Ethereum's customary depth, ~5 s on Sei (which finalises each block as it makes it).
const PUBLIC_CHAIN_CONFIRMATIONS = 12;

/** INDEXER_CONFIRMATIONS if set, else 0 on a development chain and 12 on any other. */
export function confirmationDepth(chainId: number, configured: number | undefined): number {
  if (configured !== undefined) return configured;
  return DEVELOPMENT_CHAINS.has(chainId) ? 0 : PUBLIC_CHAIN_CONFIRMATIONS;
}
