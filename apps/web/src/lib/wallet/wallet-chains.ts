import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import type { Chain } from "viem";
import {
  immutableZkEvm,
  immutableZkEvmTestnet,
  mainnet,
  polygon,
  polygonAmoy,
  polygonZkEvm,
  polygonZkEvmCardona,
  sei,
  seiTestnet,
  sepolia,
} from "viem/chains";
import { DEFAULT_LOCAL_RPC_URL, localChain } from "@/lib/wallet/local-chain";
import type { ServedChain, ServedChains } from "@/lib/wallet/served-chains";

const PUBLIC_CHAINS: readonly Chain[] = [
  mainnet,
  sepolia,
  polygon,
  polygonAmoy,
  polygonZkEvm,
  polygonZkEvmCardona,
  immutableZkEvm,
  immutableZkEvmTestnet,
  sei,
  seiTestnet,
];

export type WalletChains = {
  chains: [Chain, ...Chain[]];
  /** The chains the server runs locally (served with an rpcUrl): the Demo wallet is offered on them. */
  localChains: Chain[];
};

// A local anvil under a public chain's id (Sei testnet's, by default) sends to the served URL; it has
// neither that chain's explorer nor its multicall contract.
function servedAt(chain: Chain, rpcUrl: string): Chain {
  const { blockExplorers: _explorers, contracts: _contracts, ...rest } = chain;
  return { ...rest, rpcUrls: { default: { http: [rpcUrl] } } };
}

type LiveChain = ServedChain & { activeChainId: number };

const isLiveEvm = (entry: ServedChain): entry is LiveChain => entry.live && entry.activeChainId !== null;

// The local chain (31337) has no public definition; a build may name its URL (local-chain.ts).
const isLocal = (entry: LiveChain) => entry.rpcUrl !== undefined || entry.activeChainId === LOCAL_CHAIN_ID;

function walletChain(entry: LiveChain): Chain | undefined {
  if (entry.activeChainId === LOCAL_CHAIN_ID) return localChain(entry.rpcUrl ?? DEFAULT_LOCAL_RPC_URL);
  const known = PUBLIC_CHAINS.find((chain) => chain.id === entry.activeChainId);
  return known && entry.rpcUrl ? servedAt(known, entry.rpcUrl) : known;
}

/**
 * The chains the wallet may use: every live EVM chain of GET /api/chains, the server's default chain
 * first (wagmi's chain before a wallet connects). Without an answer, the public chains only.
 */
export function walletChains(served: ServedChains | null): WalletChains {
  const live = (served?.chains ?? []).filter(isLiveEvm).flatMap((entry) => {
    const chain = walletChain(entry);
    return chain ? [{ chain, local: isLocal(entry) }] : [];
  });
  const all = served ? live.map(({ chain }) => chain) : PUBLIC_CHAINS;
  const first = all.find((chain) => chain.id === served?.defaultChainId) ?? all[0] ?? sepolia;
  const chains: WalletChains["chains"] = [first, ...all.filter((chain) => chain !== first)];
  const local = new Set(live.filter((entry) => entry.local).map(({ chain }) => chain));
  return { chains, localChains: chains.filter((chain) => local.has(chain)) };
}
