import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import type { Listing } from "@meshlink/domain/entities/listing";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { vi } from "vitest";
import { ChainWriterContext, type ChainWriter } from "@/lib/chain-writer";
import { sampleAssetDetails } from "@/test/sample-assets";
import { ChainReaderContext, type ChainReader, type ListedNft } from "@/lib/chain-reader";

// Shared by the listing modals' tests: a live listing on the local chain and a fake Store read.
export const NOW = new Date("2026-11-22T10:00:00.000Z");
export const LIVE_EXPIRATION = "2026-11-25T08:30:00.000Z";
export const SELLER = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
export const RECIPIENT = "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc";

type LiveListing = Listing & { listId: string };

export const liveListing = (overrides: Partial<LiveListing> = {}): LiveListing => ({
  listId: "7",
  seller: SELLER,
  sellerUserId: "creator-1",
  price: 1250,
  expiration: LIVE_EXPIRATION,
  isActive: true,
  state: "active",
  engines: [
    { engineId: "e1", name: "Unity" },
    { engineId: null, name: "Custom One" },
  ],
  ...overrides,
});

export const listingAsset = (listings: Listing[] = [liveListing()]) =>
  sampleAssetDetails({
    ercType: "ERC1155",
    blockchain: { name: "Local", symbol: "ETH", chainId: LOCAL_CHAIN_ID },
    technicalDescription: {
      short: { rigged: true, animations: false, textures: true, polyCount: "12k" },
      extended: "Quads only",
      about: "",
    },
    listings,
  });

export const listedNft = (overrides: Partial<ListedNft> = {}): ListedNft => ({
  seller: SELLER,
  active: true,
  supply: 3n,
  expiration: BigInt(Date.parse(LIVE_EXPIRATION) / 1000),
  royaltyFee: 1250n,
  royaltyRecipient: RECIPIENT,
  collection: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
  tokenId: 1n,
  ...overrides,
});

export function fakeReader(nft: ListedNft = listedNft()) {
  return {
    getListedNft: vi.fn<ChainReader["getListedNft"]>(() => Promise.resolve(nft)),
    // The listing modals never ask for compatibility.
    checkForCompatibility: vi.fn<ChainReader["checkForCompatibility"]>(() =>
      Promise.reject(new Error("not read here")),
    ),
    isKnownCollection: vi.fn<ChainReader["isKnownCollection"]>(() => Promise.resolve(true)),
  } satisfies ChainReader;
}

export function ChainProviders({
  writer,
  reader,
  children,
}: {
  writer: ChainWriter;
  reader: ChainReader;
  children: ReactNode;
}) {
  return (
    <ChainWriterContext.Provider value={writer}>
      <ChainReaderContext.Provider value={reader}>{children}</ChainReaderContext.Provider>
    </ChainWriterContext.Provider>
  );
}

/** Sonner replays active toasts to a new Toaster; a test must not see the previous test's toasts. */
export function resetBetweenTests() {
  vi.unstubAllGlobals();
  toast.dismiss();
}
