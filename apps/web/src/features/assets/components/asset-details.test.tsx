import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AssetDetails } from "@/features/assets/components/asset-details";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { putAnswersInPage } from "@/test/page-answers-block";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetCard, sampleAssetDetails } from "@/test/sample-assets";
import {
  SAMPLE_OWNER_ADDRESS,
  SAMPLE_STUDIO_ADDRESS,
  sampleProposal,
} from "@meshlink/domain/entities/samples";

const ADDRESS = "0x5fbdb2315678afecb367f032d93f642f64180aa3";
const assetRoute = `GET /api/assets/${ADDRESS}/1`;
const moreRoute = (cursor?: string) =>
  `GET /api/assets/asset-1/more-from-collection?perPage=10${cursor === undefined ? "" : `&cursor=${cursor}`}`;
const cards = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) =>
    sampleAssetCard({
      _id: `card-${from + index}`,
      name: `Card ${from + index}`,
      tokenId: String(from + index + 2),
    }),
  );

const renderAsset = () => renderWithQuery(<AssetDetails address={ADDRESS} tokenId="1" viewer={null} />);

afterEach(() => sessionStorage.clear());

describe("AssetDetails", () => {
  it("shows a loading skeleton, then the header with name, games count and collection link", async () => {
    const finalised = sampleProposal({ _id: "p2", accepted: true, isFinalised: true });
    fakeApi({
      [assetRoute]: ok(sampleAssetDetails({ proposals: [sampleProposal(), finalised] })),
      [moreRoute()]: ok({ data: [], nextCursor: null }),
    });
    renderAsset();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { level: 1, name: "Crystal Sword" })).toBeInTheDocument();
    expect(screen.getByText(/integrated game$/)).toHaveTextContent("1 integrated game");
    expect(screen.getByRole("link", { name: "Blades" })).toHaveAttribute(
      "href",
      "/collection/Blades/creator-1",
    );
  });

  it("draws the asset the server put in the page in its first render, for any viewer, and once only", async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.token, "token");
    fakeApi({
      [assetRoute]: ok(sampleAssetDetails({ name: "Fetched Sword" })),
      [moreRoute()]: ok({ data: [], nextCursor: null }),
    });
    putAnswersInPage([
      { method: "GET", url: `/api/assets/${ADDRESS}/1`, data: sampleAssetDetails({ name: "Drawn Sword" }) },
    ]);
    const first = renderAsset();

    expect(screen.getByRole("heading", { level: 1, name: "Drawn Sword" })).toBeInTheDocument();
    first.unmount();

    // A later visit to the page in a fresh cache gets today's asset.
    renderAsset();
    expect(await screen.findByRole("heading", { level: 1, name: "Fetched Sword" })).toBeInTheDocument();
  });

  it("names the creator, the owner and each proposing studio with links to their profiles", async () => {
    const owner = "0x90f79bf6eb2c4f870365e785982e1f101e93b906";
    fakeApi({
      [assetRoute]: ok(
        sampleAssetDetails({
          user: { _id: "owner-2", name: "Bee", addresses: [{ address: owner }] },
          userId: "owner-2",
          holder: { address: owner, user: { _id: "owner-2", name: "Bee" } },
          proposals: [
            sampleProposal({
              offererId: "studio-1",
              offererName: "Studio One",
              offererAddress: SAMPLE_STUDIO_ADDRESS,
            }),
          ],
        }),
      ),
      [moreRoute()]: ok({ data: [], nextCursor: null }),
    });
    renderAsset();
    await screen.findByRole("heading", { level: 1, name: "Crystal Sword" });
    const person = (label: string) =>
      within(screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement).getByRole("link");
    expect(person("Created by")).toHaveTextContent("Ada");
    expect(person("Created by")).toHaveAttribute("href", "/account/creator-1");
    expect(person("Created by")).toHaveAttribute("title", SAMPLE_OWNER_ADDRESS);
    expect(person("Owned by")).toHaveTextContent("Bee");
    expect(person("Owned by")).toHaveAttribute("href", "/account/owner-2");
    expect(person("Owned by")).toHaveAttribute("title", owner);
    const proposer = within(screen.getByRole("region", { name: "Proposals" })).getByRole("link", {
      name: "Studio One",
    });
    expect(proposer).toHaveAttribute("href", "/account/studio-1");
    expect(proposer).toHaveAttribute("title", SAMPLE_STUDIO_ADDRESS);
  });

  it("names an ERC-721 token's holder without an account by address, and no one owner of an ERC-1155", async () => {
    const stranger = "0x90f79bf6eb2c4f870365e785982e1f101e93b906";
    fakeApi({
      [assetRoute]: [
        ok(sampleAssetDetails({ holder: { address: stranger, user: null } })),
        ok(sampleAssetDetails({ ercType: "ERC1155", ownerCount: 2 })),
      ],
      [moreRoute()]: ok({ data: [], nextCursor: null }),
    });
    renderAsset();
    await screen.findByRole("heading", { level: 1, name: "Crystal Sword" });
    const owned = () => screen.queryByText("Owned by", { selector: "dt" })?.nextElementSibling as HTMLElement;
    expect(within(owned()).getByText("0x90f7...906")).toHaveAttribute("title", stranger);
    expect(within(owned()).getByRole("button", { name: "Copy address 0x90f7...906" })).toBeInTheDocument();
    expect(within(owned()).queryByRole("link", { name: "Ada" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    await vi.waitFor(() => expect(screen.queryByText("Owned by")).not.toBeInTheDocument());
    expect(screen.getByText("Created by", { selector: "dt" })).toBeInTheDocument();
  });

  it("shows the fetch error as a toast and on the page", async () => {
    fakeApi({ [assetRoute]: failed(404, "Asset not found") });
    renderAsset();
    expect(await screen.findByRole("alert")).toHaveTextContent("Asset not found");
    await screen.findByText("Asset not found", { selector: "[data-sonner-toast] *" });
  });

  it("links a linked asset to its original", async () => {
    const originalAsset = { _id: "asset-0", name: "First Sword", address: ADDRESS, tokenId: "7" };
    fakeApi({
      [assetRoute]: ok(sampleAssetDetails({ original: "asset-0", originalAsset })),
      [moreRoute()]: ok({ data: [], nextCursor: null }),
    });
    renderAsset();
    expect(await screen.findByRole("link", { name: "First Sword" })).toHaveAttribute(
      "href",
      `/asset/${ADDRESS}/7`,
    );
  });

  it("opens the share popup with X, facebook, telegram and copy link", async () => {
    fakeApi({
      [assetRoute]: ok(sampleAssetDetails()),
      [moreRoute()]: ok({ data: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderAsset();
    await user.click(await screen.findByRole("button", { name: "Share" }));
    const dialog = await screen.findByRole("dialog", { name: "Share the link to this page" });
    const share = within(dialog);
    expect(share.getByRole("link", { name: "X" })).toHaveAttribute(
      "href",
      expect.stringContaining("https://x.com/intent/post?url="),
    );
    expect(share.getByRole("link", { name: "facebook" })).toHaveAttribute(
      "href",
      expect.stringContaining("facebook.com/sharer"),
    );
    expect(share.getByRole("link", { name: "telegram" })).toHaveAttribute(
      "href",
      expect.stringContaining("t.me/share/url"),
    );
    await user.click(share.getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    expect(share.getByRole("button", { name: "Copied" })).toBeInTheDocument();
  });

  it("pages through more from the collection, ten at a time", async () => {
    fakeApi({
      [assetRoute]: ok(sampleAssetDetails()),
      [moreRoute()]: ok({ data: cards(10), nextCursor: "after-card-9" }),
      [moreRoute("after-card-9")]: ok({ data: cards(2, 10), nextCursor: null }),
    });
    renderAsset();
    const more = within(await screen.findByRole("region", { name: "More from collection" }));
    expect(await more.findByRole("link", { name: "Card 0" })).toHaveAttribute("href", `/asset/${ADDRESS}/2`);
    expect(more.getAllByRole("article")).toHaveLength(10);
    await userEvent.click(more.getByRole("button", { name: "Next" }));
    expect(await more.findByRole("link", { name: "Card 11" })).toBeInTheDocument();
    await userEvent.type(more.getByRole("textbox", { name: "Go to page" }), "1");
    await userEvent.click(more.getByRole("button", { name: "Go" }));
    expect(await more.findByRole("link", { name: "Card 0" })).toBeInTheDocument();
  });
});
