import { z } from "zod";
import { ZAddress, type Address } from "./entities/address.ts";
import { ERROR_MESSAGES } from "./messages/errors.ts";

// Spec section 7 ("On-chain"): the chains MeshLink knows, with explorer links for test
// and production mode (spec section 9) and whether the Store contract is deployed there
// (docs/decisions/002-marketplace-contracts.md).
export const ZChainMode = z.enum(["test", "production"]);
export type ChainMode = z.infer<typeof ZChainMode>;

export const ZChain = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  symbol: z.string().min(1),
  chainId: z.object({ test: z.number().int().positive(), production: z.number().int().positive() }),
  explorerUrl: z.object({ test: z.string(), production: z.string() }),
  storeDeployed: z.boolean(),
});
export type Chain = z.infer<typeof ZChain>;

export const LOCAL_CHAIN_ID = 31337;
export const SEI_TESTNET_CHAIN_ID = 1328;
export const SEI_MAINNET_CHAIN_ID = 1329;

export const CHAINS = [
  {
    key: "ethereum",
    name: "Ethereum",
    symbol: "ETH",
    chainId: { test: 11155111, production: 1 },
    explorerUrl: { test: "https://sepolia.etherscan.io", production: "https://etherscan.io" },
    storeDeployed: false,
  },
  {
    key: "polygon",
    name: "Polygon",
    symbol: "POL",
    chainId: { test: 80002, production: 137 },
    explorerUrl: { test: "https://amoy.polygonscan.com", production: "https://polygonscan.com" },
    storeDeployed: false,
  },
  {
    key: "polygon-zkevm",
    name: "Polygon zkEVM",
    symbol: "ETH",
    chainId: { test: 2442, production: 1101 },
    explorerUrl: {
      test: "https://cardona-zkevm.polygonscan.com",
      production: "https://zkevm.polygonscan.com",
    },
    storeDeployed: false,
  },
  {
    // Not an EVM chain: 42 is Everscale's network global id, shown for display only.
    key: "everscale",
    name: "Everscale",
    symbol: "EVER",
    chainId: { test: 42, production: 42 },
    explorerUrl: { test: "https://testnet.everscan.io", production: "https://everscan.io" },
    storeDeployed: false,
  },
  {
    key: "immutable-zkevm",
    name: "Immutable zkEVM",
    symbol: "IMX",
    chainId: { test: 13473, production: 13371 },
    explorerUrl: {
      test: "https://explorer.testnet.immutable.com",
      production: "https://explorer.immutable.com",
    },
    storeDeployed: false,
  },
  {
    key: "sei",
    name: "Sei",
    symbol: "SEI",
    chainId: { test: SEI_TESTNET_CHAIN_ID, production: SEI_MAINNET_CHAIN_ID },
    explorerUrl: { test: "https://seitrace.com/?chain=atlantic-2", production: "https://seitrace.com" },
    storeDeployed: true,
  },
  {
    // The persistent anvil chain that `npm start` runs; it has no explorer.
    key: "local",
    name: "Local",
    symbol: "ETH",
    chainId: { test: LOCAL_CHAIN_ID, production: LOCAL_CHAIN_ID },
    explorerUrl: { test: "", production: "" },
    storeDeployed: true,
  },
] as const satisfies readonly Chain[];

/** The chain whose test or production id is `chainId`, if MeshLink knows it. */
export const findChain = (chainId: number): Chain | undefined =>
  CHAINS.find((chain) => chain.chainId.test === chainId || chain.chainId.production === chainId);

/**
 * Where the Store lives. Only the caller knows the addresses: the local one comes from
 * `@meshlink/contracts` generated bindings, Sei's from the environment (this package reads neither).
 */
export const ZStoreAddresses = z.object({
  local: ZAddress.optional(),
  seiTestnet: ZAddress.optional(),
  seiMainnet: ZAddress.optional(),
});
export type StoreAddresses = z.input<typeof ZStoreAddresses>;

export class NoContractAddressError extends Error {
  constructor() {
    super(ERROR_MESSAGES.noContractAddress);
    this.name = "NoContractAddressError";
  }
}

/** The Store address for `chainId`, or undefined when none is configured for it. */
export function findStoreAddress(chainId: number, addresses: StoreAddresses): Address | undefined {
  const parsed = ZStoreAddresses.parse(addresses);
  if (chainId === LOCAL_CHAIN_ID) return parsed.local;
  if (chainId === SEI_TESTNET_CHAIN_ID) return parsed.seiTestnet;
  if (chainId === SEI_MAINNET_CHAIN_ID) return parsed.seiMainnet;
  return undefined;
}

/** As findStoreAddress, but throws "No contract address found. Check .env for missing data" (spec section 8). */
export function storeAddressFor(chainId: number, addresses: StoreAddresses): Address {
  const address = findStoreAddress(chainId, addresses);
  if (!address) throw new NoContractAddressError();
  return address;
}

/** Block-explorer link for an address or transaction in the given mode; undefined without an explorer. */
export function explorerLink(chainId: number, mode: ChainMode, path: `address/${string}` | `tx/${string}`) {
  const base = findChain(chainId)?.explorerUrl[mode];
  return base ? base.replace(/\/?(\?.*)?$/, `/${path}$1`) : undefined;
}
