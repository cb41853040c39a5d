import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { sampleListing, sampleProposal } from "@meshlink/domain/entities/samples";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { ChainWriterContext } from "@/lib/chain-writer";
import { fakeWriter } from "@/test/create-fixtures";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetDetails } from "@/test/sample-assets";
import { ChainReaderContext, type ChainReader } from "@/lib/chain-reader";

// Test-only fixtures of the integration flow: a live listing with no expiry (so no clock is
// needed), the studio that proposes, its destination collection, and the fake chain boundary.
export const STUDIO = { id: "studio-1", type: "studio" } as const;
export const STUDIO_WALLET = "0x2546bcd3c84621e976d8185a91a922ae77ecec30";
export const GAME_COLLECTION = "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512";

export const liveAsset = (overrides: Partial<AssetDetails> = {}): AssetDetails =>
  sampleAssetDetails({
    blockchain: { name: "Local", symbol: "ETH", chainId: LOCAL_CHAIN_ID },
    listings: [sampleListing({ listId: "7", expiration: null })],
    proposals: [],
    ...overrides,
  });

export const proposalOnLive = (overrides: Parameters<typeof sampleProposal>[0] = {}) =>
  sampleProposal({ listingId: "7", offererCollectionAddress: GAME_COLLECTION, ...overrides });

export function fakeReader(compatible = true) {
  return {
    checkForCompatibility: vi.fn<ChainReader["checkForCompatibility"]>(() => Promise.resolve(compatible)),
    // The integration flow reads no listing from the Store.
    getListedNft: vi.fn<ChainReader["getListedNft"]>(() => Promise.reject(new Error("not read here"))),
    isKnownCollection: vi.fn<ChainReader["isKnownCollection"]>(() => Promise.resolve(true)),
  } satisfies ChainReader;
}

/** Renders with the fake wallet and chain reader; the API is faked by the caller (fakeApi). */
export function renderIntegration(ui: ReactNode, { writer = fakeWriter(), reader = fakeReader() } = {}) {
  const view = renderWithQuery(
    <ChainReaderContext.Provider value={reader}>
      <ChainWriterContext.Provider value={writer}>{ui}</ChainWriterContext.Provider>
    </ChainReaderContext.Provider>,
  );
  return { ...view, writer, reader, user: userEvent.setup() };
}
