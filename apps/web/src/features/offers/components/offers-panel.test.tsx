import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import type { Offer } from "@meshlink/domain/offers-api.types";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChainWriterContext } from "@/lib/chain-writer";
import { fakeWriter, servedChains, TX_HASH } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetDetails } from "@/test/sample-assets";
import { OffersPanel } from "@/features/offers/components/offers-panel";

const asset = sampleAssetDetails({ blockchain: { name: "Local", symbol: "ETH", chainId: LOCAL_CHAIN_ID } });
const owner = { id: asset.user._id, type: "creator" } as const;
const studio = { id: "studio-1", type: "studio" } as const;
const offersRoute = `GET /api/assets/${asset._id}/offers?perPage=10`;

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  chainId: LOCAL_CHAIN_ID,
  offerId: "3",
  assetId: asset._id,
  state: "made",
  stale: false,
  offeror: {
    address: "0x2546bcd3c84621e976d8185a91a922ae77ecec30",
    user: { _id: studio.id, name: "Studio Bee" },
  },
  collectionOwner: {
    address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
    user: { _id: owner.id, name: "Ada" },
  },
  gameCollection: { address: "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512", name: "Game", userId: studio.id },
  royaltyFee: 750,
  madeAt: "2030-01-02T03:04:05.000Z",
  ...overrides,
});

function setup(viewer: typeof owner | typeof studio | null, offers: Offer[], routes = {}) {
  const api = fakeApi({
    "GET /api/chains": ok(servedChains()),
    [offersRoute]: ok({ data: offers, nextCursor: null }),
    ...routes,
  });
  const writer = fakeWriter();
  renderWithQuery(
    <ChainWriterContext.Provider value={writer}>
      <OffersPanel asset={asset} viewer={viewer} account="0x2546bcd3c84621e976d8185a91a922ae77ecec30" />
    </ChainWriterContext.Provider>,
  );
  return { api, writer, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe("OffersPanel", () => {
  it("says 'No bids yet' when nobody made an offer", async () => {
    setup(null, []);
    expect(await screen.findByText("No bids yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Make offer" })).not.toBeInTheDocument();
  });

  it("lists each offer with its studio, game collection and state, and offers Make offer to a studio", async () => {
    // Another studio's offer: this one may make its own.
    const rival = {
      address: "0x2546bcd3c84621e976d8185a91a922ae77ecec30",
      user: { _id: "studio-2", name: "Studio Bee" },
    };
    setup(studio, [offer({ offeror: rival })]);
    const list = await screen.findByRole("list", { name: "Offers" });
    expect(within(list).getByText("Studio Bee")).toBeInTheDocument();
    expect(within(list).getByText("into Game")).toBeInTheDocument();
    // The terms an owner authorizes.
    expect(within(list).getByText("7.5% royalty")).toBeInTheDocument();
    expect(within(list).getByText("Made")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Make offer" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Authorize" })).not.toBeInTheDocument();
  });

  it("shows older offers page after page", async () => {
    const older = offer({ offerId: "1", state: "accepted" });
    setup(null, [offer()], {
      [offersRoute]: ok({ data: [offer()], nextCursor: "next-1" }),
      [`${offersRoute}&cursor=next-1`]: ok({ data: [older], nextCursor: null }),
    });
    const list = await screen.findByRole("list", { name: "Offers" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Show more offers" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(within(list).getByText("Accepted")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more offers" })).not.toBeInTheDocument();
  });

  it("does not offer a studio a second offer while its own is open", async () => {
    setup(studio, [offer({ state: "authorized" })]);
    await screen.findByRole("list", { name: "Offers" });
    expect(screen.queryByRole("button", { name: "Make offer" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Accept" })).toBeInTheDocument();
  });

  it("marks an offer whose token left the holder as no longer valid, with no step for either party", async () => {
    setup(owner, [offer({ stale: true })]);
    const list = await screen.findByRole("list", { name: "Offers" });
    expect(within(list).getByText("No longer valid")).toBeInTheDocument();
    expect(within(list).queryByText("Made")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Authorize" })).not.toBeInTheDocument();
  });

  it("lets a studio whose offer went stale make a new one, and accept nothing", async () => {
    setup(studio, [offer({ state: "authorized", stale: true })]);
    await screen.findByRole("list", { name: "Offers" });
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Make offer" })).toBeInTheDocument();
  });

  it("lets the owner authorize a made offer: the chain first, then the server record", async () => {
    const { user, writer, api } = setup(owner, [offer()], {
      "POST /api/offers/3/authorize": ok(offer({ state: "authorized" })),
    });
    const authorize = await screen.findByRole("button", { name: "Authorize" });
    await waitFor(() => expect(authorize).toBeEnabled());
    await user.click(authorize);
    expect(await screen.findByText("You have successfully authorized the offer!")).toBeInTheDocument();
    expect(writer.write).toHaveBeenCalledWith(
      expect.objectContaining({ functionName: "authorizeOffer", args: [3n] }),
    );
    const posts = api.calls.filter((call) => call.method === "POST");
    expect(posts).toMatchObject([{ body: { chainId: LOCAL_CHAIN_ID, txHash: TX_HASH } }]);
  });

  it("lets the studio that made it accept an authorized offer, and tells why when the wallet refuses", async () => {
    const { user, writer, api } = setup(studio, [offer({ state: "authorized" })]);
    writer.write.mockRejectedValueOnce(new Error("User rejected the request."));
    const accept = await screen.findByRole("button", { name: "Accept" });
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(accept);
    expect(await screen.findByText("There has been an error while accepting the offer.")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });
});
