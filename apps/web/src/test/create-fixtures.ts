import { CHAINS, LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import type { ChainsEntry, ChainsResponse } from "@meshlink/domain/chains-api.types";
import type { Collection } from "@meshlink/domain/entities/collection";
import { SAMPLE_COLLECTION_ADDRESS } from "@meshlink/domain/entities/samples";
import { vi } from "vitest";
import type { ChainWriter } from "@/lib/chain-writer";

// Fixtures for the forms that write on-chain: GET /api/chains, a collection, a wallet.
export const STORE_ADDRESS = "0xb253d2b02029f65bc23d0ec7432b2ac53301f27c";
export const TX_HASH = `0x${"ab".repeat(32)}` as const;

// As `npm start` serves them: Local (31337) and Sei under its testnet id (1328) are live, each an
// anvil the server runs with its own URL and the Store at the same address; the others coming soon.
const RUN_LOCALLY: Record<string, string> = { local: "http://127.0.0.1:8545", sei: "http://127.0.0.1:8546" };

/** GET /api/chains in test mode; `overrides` change an entry by its key. */
export const servedChains = (
  overrides: Record<string, Partial<ChainsEntry>> = {},
  defaultChainId: number | null = LOCAL_CHAIN_ID,
): ChainsResponse => ({
  mode: "test",
  defaultChainId,
  chains: CHAINS.map((chain): ChainsEntry => {
    const rpcUrl = RUN_LOCALLY[chain.key];
    return {
      key: chain.key,
      name: chain.name,
      symbol: chain.symbol,
      family: chain.family,
      activeChainId: chain.family === "evm" ? chain.chainId.test : null,
      explorerUrl: rpcUrl ? "" : chain.explorerUrl.test,
      live: rpcUrl !== undefined,
      storeAddress: rpcUrl ? STORE_ADDRESS : null,
      platformFeeBps: rpcUrl ? 250 : null,
      ...(rpcUrl ? { rpcUrl } : {}),
      ...overrides[chain.key],
    };
  }),
});

export const sampleCollection = (overrides: Partial<Collection> = {}): Collection => ({
  _id: "c1",
  name: "Heroes",
  symbol: "HERO",
  ercType: "ERC1155",
  imageUrl: null,
  bannerUrl: null,
  address: SAMPLE_COLLECTION_ADDRESS,
  description: null,
  userId: "u1",
  social: [],
  blockchain: { name: "Local", symbol: "ETH", chainId: LOCAL_CHAIN_ID },
  blockchainId: "local",
  imported: false,
  createdAt: "2026-11-21T10:00:00.000Z",
  ...overrides,
});

/** A wallet that signs at once; `logs` is what the mined receipt carries. */
export function fakeWriter(logs: unknown[] = []) {
  return {
    write: vi.fn<ChainWriter["write"]>(() => Promise.resolve(TX_HASH)),
    waitForReceipt: vi.fn(() => Promise.resolve({ status: "success", logs } as never)),
  } satisfies ChainWriter;
}
