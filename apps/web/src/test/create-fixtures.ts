import { CHAINS, LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import type { Collection } from "@meshlink/domain/entities/collection";
import { SAMPLE_COLLECTION_ADDRESS } from "@meshlink/domain/entities/samples";
import { vi } from "vitest";
import type { ChainWriter } from "@/lib/chain-writer";

// Fixtures for the create-collection and create-asset forms: GET /api/chains, a collection, a wallet.
export const STORE_ADDRESS = "0xb253d2b02029f65bc23d0ec7432b2ac53301f27c";
export const TX_HASH = `0x${"ab".repeat(32)}` as const;

export const servedChains = () => ({
  mode: "test",
  connectedChainId: LOCAL_CHAIN_ID,
  platformFeeBps: 250,
  chains: CHAINS.map((chain) => ({
    ...chain,
    activeChainId: chain.chainId.test,
    storeAddress: chain.key === "local" ? STORE_ADDRESS : null,
  })),
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
