import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import { sampleAsset, sampleListing, sampleProposal } from "@meshlink/domain/entities/samples";
import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "@/lib/live-connection-fake-socket";
import { servedChains } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { sampleAssetDetails } from "@/test/sample-assets";

// Spec section 7: the owner is told live when a proposal is sent, the proposer when it is accepted.
// The asset page open in either browser follows without a reload. Chain reads and the wallet stay out.
vi.mock("@/lib/viem-chain-reader", () => ({ readCompatibility: () => Promise.resolve(true) }));
vi.mock("@/features/auth/components/wallet-runtime", () => ({ WalletRuntime: () => null }));

const { address } = sampleAsset();
const assetRoute = `GET /api/assets/${address}/1`;
// Keyset-paged lists (docs/decisions/011): the asset page's panels.
const noRows = { data: [], nextCursor: null };
const owner = { id: sampleAsset().userId, name: "Ada", address: "0xabc", type: "creator" } as const;
const studio = { id: "studio-1", name: "Studio One", address: "0xdef", type: "studio" } as const;
const live = sampleListing({ expiration: null });

const pageRoutes = (answers: AssetDetails[]) => ({
  [assetRoute]: answers.map(ok),
  "GET /api/chains": ok(servedChains()),
  "GET /api/notifications/count": ok({ count: 0 }),
  "GET /api/assets/asset-1/more-from-collection?perPage=10": ok(noRows),
  [`GET /api/activity?address=${address}&tokenId=1&chainId=31337&perPage=50`]: ok(noRows),
});

const notification = (type: "asset_proposal_sent" | "asset_proposal_accepted", tokenId = "1") => ({
  _id: "n1",
  type,
  isRead: false,
  isSeen: false,
  user: "u1",
  fromUser: { _id: "u2", name: "Nova", address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8" },
  entity: { _id: "asset-1", name: "Crystal Sword", tokenId, imageKey: null, address },
  assetName: "Crystal Sword",
  assetAddress: address,
  assetTokenId: tokenId,
  imageKey: null,
  createdTimestamp: "2026-11-20T10:00:00.000Z",
  updatedTimestamp: "2026-11-20T10:00:00.000Z",
});

const assetLoads = (paths: string[]) => paths.filter((path) => path === assetRoute).length;

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
  sessionStorage.setItem(SESSION_STORAGE_KEYS.token, "session-token");
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function openSocket() {
  await vi.waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  act(() => FakeWebSocket.latest().serverOpens());
}

describe("the asset page over the live connection", () => {
  it("shows the owner Accept as soon as a studio's proposal arrives", async () => {
    const api = fakeApi(
      pageRoutes([
        sampleAssetDetails({ listings: [live], proposals: [] }),
        sampleAssetDetails({ listings: [live], proposals: [sampleProposal()] }),
      ]),
    );
    renderApp(`/asset/${address}/1`, { status: "signed-in", user: owner });
    const proposals = within(await screen.findByRole("region", { name: "Proposals" }, { timeout: 15_000 }));
    expect(proposals.getByText("No proposals yet.")).toBeInTheDocument();
    await openSocket();

    act(() =>
      FakeWebSocket.latest().serverSends({
        type: "ASSET_PROPOSAL_SENT",
        data: notification("asset_proposal_sent"),
      }),
    );
    await vi.waitFor(() => expect(proposals.getByRole("button", { name: "Accept" })).toBeEnabled(), {
      timeout: 5000,
    });
    expect(assetLoads(api.paths())).toBe(2);
  });

  it("enables the studio's Integrate as soon as its proposal is accepted", async () => {
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
    await openSocket();

    act(() =>
      FakeWebSocket.latest().serverSends({
        type: "ASSET_PROPOSAL_ACCEPTED",
        data: notification("asset_proposal_accepted"),
      }),
    );
    await vi.waitFor(() => expect(integration.getByRole("button", { name: "Integrate" })).toBeEnabled(), {
      timeout: 5000,
    });
  });

  it("leaves the page alone for another asset's proposal, and reloads it after the socket reopens", async () => {
    const api = fakeApi(pageRoutes([sampleAssetDetails({ listings: [live], proposals: [] })]));
    renderApp(`/asset/${address}/1`, { status: "signed-in", user: owner });
    await screen.findByRole("region", { name: "Proposals" }, { timeout: 15_000 });
    await openSocket();
    act(() =>
      FakeWebSocket.latest().serverSends({
        type: "ASSET_PROPOSAL_SENT",
        data: notification("asset_proposal_sent", "2"),
      }),
    );
    await vi.waitFor(() => expect(api.paths().filter((p) => p.endsWith("/count")).length).toBe(2));
    expect(assetLoads(api.paths())).toBe(1);

    // A message sent while the connection was down is lost: the reopened socket reloads the page.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => FakeWebSocket.latest().serverCloses());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    vi.useRealTimers();
    act(() => FakeWebSocket.latest().serverOpens());
    await vi.waitFor(() => expect(assetLoads(api.paths())).toBe(2), { timeout: 5000 });
  });
});
