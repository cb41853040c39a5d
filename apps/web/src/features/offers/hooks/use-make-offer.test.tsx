import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChainReaderContext, type ChainReader } from "@/lib/chain-reader";
import { ChainWriterContext } from "@/lib/chain-writer";
import { fakeWriter, servedChains, STORE_ADDRESS } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetDetails } from "@/test/sample-assets";
import { OFFER_MESSAGES } from "@/features/offers/offer-messages";
import { useMakeOffer } from "@/features/offers/hooks/use-make-offer";

const STUDIO = "0x2546bcd3c84621e976d8185a91a922ae77ecec30";
const HOLDER = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const GAME = "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512";

function Offer({ asset }: { asset: Parameters<typeof useMakeOffer>[0] }) {
  const { submit, ready } = useMakeOffer(asset, STUDIO, HOLDER, () => {});
  return (
    <button type="button" disabled={!ready} onClick={() => void submit(GAME, 500)}>
      Offer
    </button>
  );
}

function setup(imported: boolean, known: boolean) {
  fakeApi({ "GET /api/chains": ok(servedChains()) });
  const asset = {
    ...sampleAssetDetails({ blockchain: { name: "Local", symbol: "ETH", chainId: LOCAL_CHAIN_ID } }),
    imported,
  };
  const writer = fakeWriter();
  const reader = {
    getListedNft: vi.fn<ChainReader["getListedNft"]>(() => Promise.reject(new Error("not read here"))),
    checkForCompatibility: vi.fn<ChainReader["checkForCompatibility"]>(() => Promise.resolve(true)),
    isKnownCollection: vi.fn<ChainReader["isKnownCollection"]>(() => Promise.resolve(known)),
  } satisfies ChainReader;
  renderWithQuery(
    <ChainWriterContext.Provider value={writer}>
      <ChainReaderContext.Provider value={reader}>
        <Offer asset={asset} />
      </ChainReaderContext.Provider>
    </ChainWriterContext.Provider>,
  );
  return { asset, writer, reader, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

// Enabled once the served chains (the Store's address) are known.
async function offer(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole("button", { name: "Offer" });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe("useMakeOffer on an imported token (decision 020)", () => {
  it("says the owner must register the collection first, and sends nothing", async () => {
    const { asset, writer, reader, user } = setup(true, false);
    await offer(user);
    expect(await screen.findByText(OFFER_MESSAGES.notRegistered)).toBeInTheDocument();
    expect(reader.isKnownCollection).toHaveBeenCalledWith({
      chainId: LOCAL_CHAIN_ID,
      store: STORE_ADDRESS,
      collection: asset.address,
    });
    expect(writer.write).not.toHaveBeenCalled();
  });

  it("goes past the check once the collection is registered, and asks nothing of MeshLink's own", async () => {
    const registered = setup(true, true);
    await offer(registered.user);
    await waitFor(() => expect(registered.reader.isKnownCollection).toHaveBeenCalledTimes(1));
    await screen.findByText(/error|Store/);
    expect(screen.queryByText(OFFER_MESSAGES.notRegistered)).not.toBeInTheDocument();
  });

  it("does not ask the Store about a collection it created", async () => {
    const own = setup(false, false);
    await offer(own.user);
    await screen.findByText(/error|Store/);
    expect(own.reader.checkForCompatibility).toHaveBeenCalledTimes(1);
    expect(own.reader.isKnownCollection).not.toHaveBeenCalled();
    expect(screen.queryByText(OFFER_MESSAGES.notRegistered)).not.toBeInTheDocument();
  });
});
