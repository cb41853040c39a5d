import { z } from "zod";

// Spec section 1 and section 7 ("On-chain"): the chains MeshLink knows, with explorer links for test
// and production mode (spec section 9). Which of them a server follows, and where its Store lives
// there, is the server's chain configuration (CHAINS), served by GET /api/chains; a known chain the
// server does not follow is "coming soon" (docs/decisions/021-several-chains.md).
export const ZChainMode = z.enum(["test", "production"]);
export type ChainMode = z.infer<typeof ZChainMode>;

const ZExplorerUrls = z.object({ test: z.string(), production: z.string() });

/** An EVM chain: identified by its chain id in each mode. */
const ZEvmChain = z.object({
  family: z.literal("evm"),
  key: z.string().min(1),
  name: z.string().min(1),
  symbol: z.string().min(1),
  chainId: z.object({ test: z.number().int().positive(), production: z.number().int().positive() }),
  explorerUrl: ZExplorerUrls,
});
type EvmChain = z.infer<typeof ZEvmChain>;

/** Everscale (TVM): identified by its network's name, not by an EVM chain id (decision 022). */
const ZEverscaleChain = z.object({
  family: z.literal("everscale"),
  key: z.string().min(1),
  name: z.string().min(1),
  symbol: z.string().min(1),
  network: z.object({ test: z.string().min(1), production: z.string().min(1) }),
  explorerUrl: ZExplorerUrls,
});

export const ZChain = z.discriminatedUnion("family", [ZEvmChain, ZEverscaleChain]);
type Chain = z.infer<typeof ZChain>;

export const LOCAL_CHAIN_ID = 31337;
export const SEI_TESTNET_CHAIN_ID = 1328;
const SEI_MAINNET_CHAIN_ID = 1329;

export const CHAINS = [
  {
    family: "evm",
    key: "ethereum",
    name: "Ethereum",
    symbol: "ETH",
    chainId: { test: 11155111, production: 1 },
    explorerUrl: { test: "https://sepolia.etherscan.io", production: "https://etherscan.io" },
  },
  {
    family: "evm",
    key: "polygon",
    name: "Polygon",
    symbol: "POL",
    chainId: { test: 80002, production: 137 },
    explorerUrl: { test: "https://amoy.polygonscan.com", production: "https://polygonscan.com" },
  },
  {
    family: "evm",
    key: "polygon-zkevm",
    name: "Polygon zkEVM",
    symbol: "ETH",
    chainId: { test: 2442, production: 1101 },
    explorerUrl: {
      test: "https://cardona-zkevm.polygonscan.com",
      production: "https://zkevm.polygonscan.com",
    },
  },
  {
    family: "everscale",
    key: "everscale",
    name: "Everscale",
    symbol: "EVER",
    network: { test: "testnet", production: "mainnet" },
    explorerUrl: { test: "https://testnet.everscan.io", production: "https://everscan.io" },
  },
  {
    family: "evm",
    key: "immutable-zkevm",
    name: "Immutable zkEVM",
    symbol: "IMX",
    chainId: { test: 13473, production: 13371 },
    explorerUrl: {
      test: "https://explorer.testnet.immutable.com",
      production: "https://explorer.immutable.com",
    },
  },
  {
    family: "evm",
    key: "sei",
    name: "Sei",
    symbol: "SEI",
    chainId: { test: SEI_TESTNET_CHAIN_ID, production: SEI_MAINNET_CHAIN_ID },
    explorerUrl: { test: "https://seitrace.com/?chain=atlantic-2", production: "https://seitrace.com" },
  },
  {
    // The persistent anvil chain that `npm start` runs; it has no explorer.
    family: "evm",
    key: "local",
    name: "Local",
    symbol: "ETH",
    chainId: { test: LOCAL_CHAIN_ID, production: LOCAL_CHAIN_ID },
    explorerUrl: { test: "", production: "" },
  },
] as const satisfies readonly Chain[];

/** The EVM chains of the registry: the only ones a chain id can name. */
export const EVM_CHAINS: readonly EvmChain[] = CHAINS.filter(
  (chain): chain is Extract<(typeof CHAINS)[number], { family: "evm" }> => chain.family === "evm",
);

/** The EVM chain whose test or production id is `chainId`, if MeshLink knows it. */
export const findChain = (chainId: number): EvmChain | undefined =>
  EVM_CHAINS.find((chain) => chain.chainId.test === chainId || chain.chainId.production === chainId);

/** Block-explorer link for an address or transaction in the given mode; undefined without an explorer. */
export function explorerLink(chainId: number, mode: ChainMode, path: `address/${string}` | `tx/${string}`) {
  const base = findChain(chainId)?.explorerUrl[mode];
  return base ? base.replace(/\/?(\?.*)?$/, `/${path}$1`) : undefined;
}
