import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChainReaderContext, type ChainReader } from "@/lib/chain-reader";
import { ChainWriterContext } from "@/lib/chain-writer";
import { fakeWriter, sampleCollection, servedChains, STORE_ADDRESS } from "@/test/create-fixtures";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetDetails } from "@/test/sample-assets";
import { MakeOfferModal } from "@/features/offers/components/make-offer-modal";

// The Store names the asset by its id, a UUID (docs/decisions/002).
const asset = sampleAssetDetails({
  _id: "0b8a4e2c-5d1f-4c3a-9e7b-2f6d8c1a3b5e",
  blockchain: { name: "Local", symbol: "ETH", chainId: LOCAL_CHAIN_ID },
});
const STUDIO_WALLET = "0x2546bcd3c84621e976d8185a91a922ae77ecec30";
const HOLDER = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const GAME = "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512";

function setup(collections = [sampleCollection({ name: "Game", address: GAME, userId: "studio-1" })]) {
  fakeApi({
    "GET /api/chains": ok(servedChains()),
    [`GET /api/collections/mine?chainId=${LOCAL_CHAIN_ID}`]: ok(collections),
    // What the server records is the offers panel's to show: here the record is refused.
    "POST /api/offers": failed(500, "Not recorded"),
  });
  const reader = {
    checkForCompatibility: vi.fn<ChainReader["checkForCompatibility"]>(() => Promise.resolve(true)),
    getListedNft: vi.fn<ChainReader["getListedNft"]>(() => Promise.reject(new Error("not read here"))),
    isKnownCollection: vi.fn<ChainReader["isKnownCollection"]>(() => Promise.resolve(true)),
  } satisfies ChainReader;
  const writer = fakeWriter();
  renderWithQuery(
    <ChainReaderContext.Provider value={reader}>
      <ChainWriterContext.Provider value={writer}>
        <MakeOfferModal asset={asset} account={STUDIO_WALLET} holder={HOLDER} />
      </ChainWriterContext.Provider>
    </ChainReaderContext.Provider>,
  );
  return { reader, writer, user: userEvent.setup() };
}

async function open(user: ReturnType<typeof setup>["user"]) {
  await user.click(screen.getByRole("button", { name: "Make offer" }));
  return within(await screen.findByRole("dialog", { name: "Make offer" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("MakeOfferModal", () => {
  it("offers into the chosen game collection at the royalty named, once the chain accepts it", async () => {
    const { user, reader, writer } = setup();
    const dialog = await open(user);
    await user.selectOptions(await dialog.findByLabelText("Game collection"), "Game");
    await user.click(dialog.getByRole("button", { name: "Make offer" }));

    expect(await screen.findAllByText("Not recorded")).not.toHaveLength(0);
    expect(reader.checkForCompatibility).toHaveBeenCalledWith({
      chainId: LOCAL_CHAIN_ID,
      store: STORE_ADDRESS,
      collection: GAME,
      account: STUDIO_WALLET,
    });
    expect(writer.write).toHaveBeenCalledWith(
      expect.objectContaining({
        functionName: "makeOffer",
        args: [0x0b8a4e2c5d1f4c3a9e7b2f6d8c1a3b5en, HOLDER, GAME, asset.address, BigInt(asset.tokenId), 500],
      }),
    );
  });

  it("asks for a game collection before anything is checked or sent", async () => {
    const { user, reader, writer } = setup();
    const dialog = await open(user);
    await dialog.findByRole("option", { name: "Game" });
    await user.click(dialog.getByRole("button", { name: "Make offer" }));
    expect(await dialog.findByText("No destination collection selected / found!")).toBeInTheDocument();
    expect(reader.checkForCompatibility).not.toHaveBeenCalled();
    expect(writer.write).not.toHaveBeenCalled();
  });

  it("tells a studio without a collection on this chain that it has none", async () => {
    const { user } = setup([]);
    const dialog = await open(user);
    expect(await dialog.findByRole("alert")).toHaveTextContent("Buyer has no existing collection");
    expect(dialog.getByRole("button", { name: "Make offer" })).toBeDisabled();
  });
});
