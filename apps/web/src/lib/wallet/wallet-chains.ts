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
import type { ServedChains } from "@/lib/wallet/served-chains";

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
  /** Set only when the server runs against the local chain: the Demo wallet is offered then. */
  localRpcUrl: string | null;
};

/** The chains the wallet may use, the server's own chain first; the local chain only when served. */
export function walletChains(served: ServedChains | null): WalletChains {
  const activeIds = served
    ? served.chains.map((chain) => chain.activeChainId)
    : PUBLIC_CHAINS.map((c) => c.id);
  const local = served?.chains.find((chain) => chain.activeChainId === LOCAL_CHAIN_ID);
  const runsLocally = served?.connectedChainId === LOCAL_CHAIN_ID && local !== undefined;
  const localRpcUrl = runsLocally ? (local.rpcUrl ?? DEFAULT_LOCAL_RPC_URL) : null;

  const known = PUBLIC_CHAINS.filter((chain) => activeIds.includes(chain.id));
  const all = localRpcUrl ? [localChain(localRpcUrl), ...known] : known;
  const first = all.find((chain) => chain.id === served?.connectedChainId) ?? all[0] ?? sepolia;
  return { chains: [first, ...all.filter((chain) => chain !== first)], localRpcUrl };
}
