import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import { sampleAsset, sampleListing, sampleProposal } from "@meshlink/domain/entities/samples";
import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Offer } from "@meshlink/domain/offers-api.types";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "@/lib/live-connection-fake-socket";
import { servedChains } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { sampleAssetDetails } from "@/test/sample-assets";

// The asset page follows its asset over the live connection (WATCH_ASSET): an offer or a proposal
// anyone makes or answers shows for every visitor without a reload, signed in or not, the two
// parties included. Chain reads and the wallet stay out.
vi.mock("@/lib/viem-chain-reader", () => ({ readCompatibility: () => Promise.resolve(true) }));
vi.mock("@/features/auth/components/wallet-runtime", () => ({ WalletRuntime: () => null }));

const { address } = sampleAsset();
const assetId = sampleAsset()._id;
const assetRoute = `GET /api/assets/${address}/1`;
const offersRoute = `GET /api/assets/${assetId}/offers?perPage=10`;
// Keyset-paged lists (docs/decisions/011): the asset page's panels.
const noRows = { data: [], nextCursor: null };
const owner = { id: sampleAsset().userId, name: "Ada", address: "0xabc", type: "creator" } as const;
const studio = { id: "studio-1", name: "Studio One", address: "0xdef", type: "studio" } as const;
const live = sampleListing({ expiration: null });

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  chainId: 31337,
  offerId: "3",
  assetId,
  state: "made",
  stale: false,
  offeror: {
    address: "0x2546bcd3c84621e976d8185a91a922ae77ecec30",
    user: { _id: "studio-2", name: "Studio Bee" },
  },
  collectionOwner: {
    address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
    user: { _id: owner.id, name: "Ada" },
  },
  gameCollection: { address: "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512", name: "Game", userId: "studio-2" },
  royaltyFee: 750,
  madeAt: "2030-01-02T03:04:05.000Z",
  ...overrides,
});

const pageRoutes = (answers: AssetDetails[], offers: Offer[][] = [[]]) => ({
  [assetRoute]: answers.map(ok),
  [offersRoute]: offers.map((data) => ok({ data, nextCursor: null })),
  "GET /api/chains": ok(servedChains()),
  "GET /api/notifications/count": ok({ count: 0 }),
  "GET /api/notifications?perPage=8": ok(noRows),
  "GET /api/assets/asset-1/more-from-collection?perPage=10": ok(noRows),
  [`GET /api/activity?address=${address}&tokenId=1&chainId=31337&perPage=50`]: ok(noRows),
});

const loads = (paths: string[], route: string) => paths.filter((path) => path === route).length;

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** Opens every socket the page made; answers the one watching the asset (the bell has its own). */
async function assetSocket() {
  await vi.waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  act(() => FakeWebSocket.instances.forEach((socket) => socket.readyState === 0 && socket.serverOpens()));
  const watching = FakeWebSocket.instances.filter((socket) =>
    socket.sent.some((message) => (message as { type: string }).type === "WATCH_ASSET"),
  );
  expect(watching).toHaveLength(1);
  expect(watching[0]!.sent).toEqual([{ type: "WATCH_ASSET", assetId }]);
  return watching[0]!;
}

const changed = (part: "offers" | "proposals", id = assetId) => ({
  type: "ASSET_CHANGED",
  assetId: id,
  part,
});

describe("the asset page over the live connection", () => {
  it("shows a visitor a new offer as soon as it is made: the Offers panel reloads", async () => {
    const api = fakeApi(pageRoutes([sampleAssetDetails({ listings: [live] })], [[], [offer()]]));
    renderApp(`/asset/${address}/1`);
    const offers = within(await screen.findByRole("region", { name: "Offers" }, { timeout: 15_000 }));
    expect(await offers.findByText("No bids yet")).toBeInTheDocument();
    const socket = await assetSocket();

    act(() => socket.serverSends(changed("offers")));

    expect(await offers.findByText("into Game", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(loads(api.paths(), offersRoute)).toBe(2);
    // Only the part that changed: the page itself is not read again.
    expect(loads(api.paths(), assetRoute)).toBe(1);
  });

  it("shows a visitor an offer gone stale as no longer valid", async () => {
    fakeApi(pageRoutes([sampleAssetDetails({ listings: [live] })], [[offer()], [offer({ stale: true })]]));
    renderApp(`/asset/${address}/1`);
    const offers = within(await screen.findByRole("region", { name: "Offers" }, { timeout: 15_000 }));
    expect(await offers.findByText("Made")).toBeInTheDocument();
    const socket = await assetSocket();

    act(() => socket.serverSends(changed("offers")));

    expect(await offers.findByText("No longer valid", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("shows the owner Accept as soon as a studio's proposal arrives", async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.token, "session-token");
    const api = fakeApi(
      pageRoutes([
        sampleAssetDetails({ listings: [live], proposals: [] }),
        sampleAssetDetails({ listings: [live], proposals: [sampleProposal()] }),
      ]),
    );
    renderApp(`/asset/${address}/1`, { status: "signed-in", user: owner });
    const proposals = within(await screen.findByRole("region", { name: "Proposals" }, { timeout: 15_000 }));
    expect(proposals.getByText("No proposals yet.")).toBeInTheDocument();
    const socket = await assetSocket();

    act(() => socket.serverSends(changed("proposals")));

    await vi.waitFor(() => expect(proposals.getByRole("button", { name: "Accept" })).toBeEnabled(), {
      timeout: 5000,
    });
    expect(loads(api.paths(), assetRoute)).toBe(2);
  });

  it("enables the studio's Integrate as soon as its proposal is accepted", async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.token, "session-token");
    fakeApi(
      pageRoutes([
        sampleAssetDetails({ listings: [live], proposals: [sampleProposal()] }),
        sampleAssetDetails({ listings: [live], proposals: [sampleProposal({ accepted: true })] }),
      ]),
    );
    renderApp(`/asset/${address}/1`, { status: "signed-in", user: studio });
    const integration = within(
      await screen.findByRole("region", { name: "Integration" }, { timeout: 15_000 }),
    );
    expect(integration.getByRole("button", { name: "Integrate" })).toBeDisabled();
    const socket = await assetSocket();

    act(() => socket.serverSends(changed("proposals")));

    await vi.waitFor(() => expect(integration.getByRole("button", { name: "Integrate" })).toBeEnabled(), {
      timeout: 5000,
    });
  });

  it("leaves the page alone for another asset's change, and reloads it after the socket reopens", async () => {
    const api = fakeApi(pageRoutes([sampleAssetDetails({ listings: [live], proposals: [] })]));
    renderApp(`/asset/${address}/1`);
    await screen.findByRole("region", { name: "Proposals" }, { timeout: 15_000 });
    const socket = await assetSocket();
    act(() => socket.serverSends(changed("proposals", "asset-2")));
    act(() => socket.serverSends(changed("offers", "asset-2")));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loads(api.paths(), assetRoute)).toBe(1);
    expect(loads(api.paths(), offersRoute)).toBe(1);

    // A message sent while the connection was down is lost: the reopened socket reloads the page.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => socket.serverCloses());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    vi.useRealTimers();
    act(() => FakeWebSocket.latest().serverOpens());
    await vi.waitFor(() => expect(loads(api.paths(), assetRoute)).toBe(2), { timeout: 5000 });
    await vi.waitFor(() => expect(loads(api.paths(), offersRoute)).toBe(2), { timeout: 5000 });
  });
});
