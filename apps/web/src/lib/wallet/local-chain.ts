import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { defineChain } from "viem";

// `npm start` runs anvil on this port unless LOCAL_CHAIN_PORT says otherwise; a build can point
// elsewhere with VITE_LOCAL_RPC_URL, and /api/chains may serve the URL itself.
export const DEFAULT_LOCAL_RPC_URL: string =
  (import.meta.env.VITE_LOCAL_RPC_URL as string | undefined) ?? "http://127.0.0.1:8545";

/** The local anvil chain (31337) as wagmi and viem need it. */
export function localChain(rpcUrl: string = DEFAULT_LOCAL_RPC_URL) {
  return defineChain({
    id: LOCAL_CHAIN_ID,
    name: "Local",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}
