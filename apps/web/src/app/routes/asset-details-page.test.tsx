import { sampleAsset, sampleListing, sampleProposal } from "@meshlink/domain/entities/samples";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sampleCollection, servedChains, STORE_ADDRESS } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { sampleAssetCard, sampleAssetDetails } from "@/test/sample-assets";

// The page's chain reads and the wallet stay out of these tests: only what they are asked is checked.
const chain = vi.hoisted(() => ({ readCompatibility: vi.fn(() => Promise.resolve(true)) }));
vi.mock("@/lib/viem-chain-reader", () => ({ readCompatibility: chain.readCompatibility }));
vi.mock("@/features/auth/components/wallet-runtime", () => ({ WalletRuntime: () => null }));

// The route's lazy module is compiled once before the tests: on a loaded machine compiling it took
// longer than a test waits for the page, which is not what these tests are about.
beforeAll(async () => {
  await import("@/app/routes/asset-details-page");
}, 120_000);

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const signedOut = { status: "signed-out" } as const;
const { address } = sampleAsset();
// Keyset-paged lists (docs/decisions/011): the asset page's panels.
const noRows = { data: [], nextCursor: null };
const owner = { id: sampleAsset().userId, name: "Ada", address: "0xabc", type: "creator" } as const;

describe("asset and collection routes", () => {
  it("/asset/{address}/{token} loads the asset and shows its page", async () => {
    fakeApi({
      [`GET /api/assets/${address}/1`]: ok(sampleAssetDetails()),
      "GET /api/assets/asset-1/more-from-collection?perPage=10": ok(noRows),
      [`GET /api/activity?address=${address}&tokenId=1&chainId=31337&perPage=50`]: ok(noRows),
    });
    renderApp(`/asset/${address}/1`, signedOut);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Crystal Sword" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("main")).getByRole("link", { name: "Download source files" }),
    ).toHaveAttribute("aria-disabled", "true");
    const activity = within(screen.getByRole("region", { name: "Asset Activity" }));
    expect(await activity.findByText("No Activities yet.")).toBeInTheDocument();
  });

  it("shows the List button to the owner of an unlisted asset only", async () => {
    const routes = {
      [`GET /api/assets/${address}/1`]: ok(sampleAssetDetails({ listings: [] })),
      // The owner is whoever holds the token (docs/decisions/008, "Several holders of one token").
      [`GET /api/assets/${address}/1/holders?perPage=100&userId=${owner.id}`]: ok({
        data: [{ address: sampleAsset().user.addresses[0]!.address, balance: "1", user: null }],
        next: null,
      }),
      "GET /api/assets/asset-1/more-from-collection?perPage=10": ok(noRows),
      [`GET /api/activity?address=${address}&tokenId=1&chainId=31337&perPage=50`]: ok(noRows),
    };
    fakeApi(routes);
    const view = renderApp(`/asset/${address}/1`, { status: "signed-in", user: owner });
    const main = within(await screen.findByRole("main", {}, { timeout: 5000 }));
    expect(await main.findByRole("button", { name: "List" }, { timeout: 5000 })).toBeInTheDocument();
    view.unmount();

    fakeApi(routes);
    renderApp(`/asset/${address}/1`, signedOut);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Crystal Sword" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "List" })).not.toBeInTheDocument();
  });

  it("offers a studio Propose and the owner a working Accept on a live listing", async () => {
    const live = sampleAssetDetails({
      listings: [sampleListing({ expiration: null })],
      proposals: [sampleProposal()],
    });
    const routes = {
      [`GET /api/assets/${address}/1`]: ok(live),
      "GET /api/chains": ok(servedChains()),
      "GET /api/assets/asset-1/more-from-collection?perPage=10": ok(noRows),
      [`GET /api/activity?address=${address}&tokenId=1&chainId=31337&perPage=50`]: ok(noRows),
    };
    fakeApi(routes);
    const studio = { id: "studio-2", name: "Bee", address: "0xabc", type: "studio" } as const;
    const view = renderApp(`/asset/${address}/1`, { status: "signed-in", user: studio });
    const integration = within(await screen.findByRole("region", { name: "Integration" }, { timeout: 5000 }));
    expect(integration.getByRole("button", { name: "Propose" })).toBeEnabled();
    expect(
      within(screen.getByRole("region", { name: "Proposals" })).getByText("Pending"),
    ).toBeInTheDocument();
    view.unmount();

    fakeApi(routes);
    renderApp(`/asset/${address}/1`, { status: "signed-in", user: owner });
    const proposals = within(await screen.findByRole("region", { name: "Proposals" }, { timeout: 5000 }));
    expect(await proposals.findByRole("button", { name: "Accept" })).toBeEnabled();
    expect(screen.queryByRole("region", { name: "Integration" })).not.toBeInTheDocument();
  });

  it("checks compatibility with the wallet the session signed in with, not the default address", async () => {
    const sessionWallet = "0x2546bcd3c84621e976d8185a91a922ae77ecec30";
    const game = "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512";
    sessionStorage.setItem("wallet", sessionWallet);
    sessionStorage.setItem("token", "session-token");
    sessionStorage.setItem("logged_in", "true");
    fakeApi({
      [`GET /api/assets/${address}/1`]: ok(
        sampleAssetDetails({ listings: [sampleListing({ listId: "7", expiration: null })], proposals: [] }),
      ),
      "GET /api/chains": ok(servedChains()),
      "GET /api/collections/mine?chainId=31337": ok([
        sampleCollection({ name: "Game", address: game, userId: "studio-2" }),
      ]),
      "POST /api/proposals": ok(sampleProposal()),
      "GET /api/assets/asset-1/more-from-collection?perPage=10": ok(noRows),
      [`GET /api/activity?address=${address}&tokenId=1&chainId=31337&perPage=50`]: ok(noRows),
    });
    // The account's default address is another of the studio's wallets.
    const studio = { id: "studio-2", name: "Bee", address: "0xabc", type: "studio" } as const;
    renderApp(`/asset/${address}/1`, { status: "signed-in", user: studio });
    const user = userEvent.setup();
    const integration = within(await screen.findByRole("region", { name: "Integration" }, { timeout: 5000 }));
    await user.click(integration.getByRole("button", { name: "Propose" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Propose Integration" }));
    await user.selectOptions(await dialog.findByLabelText("Destination collection"), "Game");
    await user.click(dialog.getByRole("button", { name: "Send proposal" }));

    await vi.waitFor(() => expect(chain.readCompatibility).toHaveBeenCalled());
    expect(chain.readCompatibility).toHaveBeenCalledWith(
      expect.objectContaining({ store: STORE_ADDRESS, collection: game, account: sessionWallet }),
    );
  });

  it("/collection/{name}/{userId} loads the collection with its assets", async () => {
    const collection = {
      ...sampleAsset().collection,
      _id: "collection-1",
      symbol: "BLD",
      ercType: "ERC721",
      bannerUrl: null,
      blockchain: { name: "Local", symbol: "ETH", chainId: 31337 },
      blockchainId: "chain-31337",
      imported: false,
      createdAt: "2026-11-01T10:00:00.000Z",
      assets: { data: [sampleAssetCard()], totalCount: 1, totalPages: 1, nextCursor: null },
    };
    fakeApi({ "GET /api/collections/Blades/creator-1?perPage=24": ok(collection) });
    renderApp("/collection/Blades/creator-1", signedOut);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Blades" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Iron Shield" })).toBeInTheDocument();
  });
});
