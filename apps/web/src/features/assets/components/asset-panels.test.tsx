import { ASSET_PANELS } from "@meshlink/domain/messages/page-texts";
import { SAMPLE_COLLECTION_ADDRESS, sampleListing, sampleProposal } from "@meshlink/domain/entities/samples";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { AssetPanels } from "@/features/assets/components/asset-panels";
import { fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetDetails, sampleModelFacts } from "@/test/sample-assets";

const emptyPage = { data: [], nextCursor: null };
const token = `address=${SAMPLE_COLLECTION_ADDRESS}&tokenId=1`;
const activityRoutes = {
  [`GET /api/activity?${token}&chainId=31337&perPage=50`]: ok(emptyPage),
  [`GET /api/activity/connected?${token}&chainId=31337&perPage=50`]: ok(emptyPage),
  [`GET /api/activity/price-history?${token}`]: ok({ data: [] }),
};
const owner = { id: "creator-1", type: "creator" } as const;
// The page's panels, in order; nested sections and the toaster's region are not panels.
const panelNames = () =>
  screen
    .getAllByRole("region")
    .map((region) => region.getAttribute("aria-label"))
    .filter((name) => (ASSET_PANELS as readonly (string | null)[]).includes(name));
const panel = (title: string) => screen.getByRole("region", { name: title });

beforeEach(() => {
  fakeApi({
    "GET /api/assets/asset-1/more-from-collection?perPage=10": ok(emptyPage),
    ...activityRoutes,
  });
});

describe("AssetPanels", () => {
  it("shows every panel for an original asset, with Connected Asset Activity and Price History closed", () => {
    renderWithQuery(<AssetPanels asset={sampleAssetDetails()} viewer={null} />);
    expect(panelNames()).toEqual(ASSET_PANELS);
    expect(screen.getByRole("button", { name: "Price History" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Connected Asset Activity" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(screen.getByRole("button", { name: "Description" })).toHaveAttribute("aria-expanded", "true");
  });

  it("hides Proposals, Connected Assets and Connected Asset Activity for a linked asset", () => {
    renderWithQuery(<AssetPanels asset={sampleAssetDetails({ original: "asset-0" })} viewer={null} />);
    for (const hidden of ["Proposals", "Connected Assets", "Connected Asset Activity"]) {
      expect(screen.queryByRole("region", { name: hidden })).not.toBeInTheDocument();
    }
    expect(panel("Price History")).toBeInTheDocument();
  });

  it("puts the route's Accept button in the proposals table for the owner of a live listing only", () => {
    const asset = sampleAssetDetails({ listings: [sampleListing({ expiration: null })] });
    const renderAccept = (proposal: { _id: string }) => (
      <button type="button">{`Accept ${proposal._id}`}</button>
    );
    const view = renderWithQuery(
      <AssetPanels asset={asset} viewer={owner} renderProposalAccept={renderAccept} />,
    );
    expect(within(panel("Proposals")).getByRole("button", { name: "Accept proposal-1" })).toBeInTheDocument();
    view.unmount();

    renderWithQuery(
      <AssetPanels
        asset={asset}
        viewer={{ id: "studio-2", type: "studio" }}
        renderProposalAccept={renderAccept}
      />,
    );
    expect(within(panel("Proposals")).queryByRole("button", { name: /Accept/ })).not.toBeInTheDocument();
    expect(within(panel("Proposals")).getByText("Pending")).toBeInTheDocument();
  });

  it("links each connected asset to its page", () => {
    const link = {
      _id: "asset-9",
      name: "Crystal Sword",
      address: "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512",
      tokenId: "4",
    };
    renderWithQuery(<AssetPanels asset={sampleAssetDetails({ connectedAssets: [link] })} viewer={null} />);
    expect(within(panel("Connected Assets")).getByRole("link", { name: /Crystal Sword/ })).toHaveAttribute(
      "href",
      `/asset/${link.address}/4`,
    );
  });

  it("shows the spec's empty states", async () => {
    const asset = sampleAssetDetails({ description: null, properties: [], proposals: [] });
    renderWithQuery(<AssetPanels asset={asset} viewer={null} />);
    expect(within(panel("Description")).getByText("No description available")).toBeInTheDocument();
    expect(within(panel("Properties")).getByText("No Properties")).toBeInTheDocument();
    expect(within(panel("Proposals")).getByText("No proposals yet.")).toBeInTheDocument();
    expect(within(panel("Connected Assets")).getByText("No connected assets yet.")).toBeInTheDocument();
    expect(await within(panel("Asset Activity")).findByText("No Activities yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Price History" }));
    expect(await within(panel("Price History")).findByText("No price changes yet.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Connected Asset Activity" }));
    expect(await within(panel("Connected Asset Activity")).findByText("No Activities yet.")).toBeVisible();
    expect(
      await within(panel("More from collection")).findByText("No other assets in this collection."),
    ).toBeInTheDocument();
  });

  it("shows the details with a shortened contract address and the token standard", () => {
    renderWithQuery(<AssetPanels asset={sampleAssetDetails()} viewer={null} />);
    const details = within(panel("Details"));
    expect(details.getByText("0x5fbd...aa3")).toBeInTheDocument();
    expect(details.getByText("ERC721")).toBeInTheDocument();
    expect(details.getByText("Local")).toBeInTheDocument();
  });

  it("shows the category and genres as the first traits, before the creator's properties", () => {
    const asset = sampleAssetDetails({
      category: "weapons",
      genres: ["fantasy", "sci-fi"],
      properties: [{ name: "Rarity", value: "Epic" }],
    });
    renderWithQuery(<AssetPanels asset={asset} viewer={null} />);
    const tiles = within(panel("Properties")).getAllByRole("listitem");
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      "CategoryWeapons",
      "GenreFantasy",
      "GenreSci-fi",
      "RarityEpic",
    ]);
  });

  it("previews five traits and an ellipsis that opens the numbered Traits table", async () => {
    const properties = Array.from({ length: 8 }, (_, index) => ({
      name: `Trait ${index + 1}`,
      value: `V${index + 1}`,
    }));
    renderWithQuery(<AssetPanels asset={sampleAssetDetails({ properties })} viewer={null} />);
    const preview = within(panel("Properties"));
    expect(preview.getAllByRole("listitem")).toHaveLength(6);
    expect(preview.queryByText("Trait 6")).not.toBeInTheDocument();
    await userEvent.click(preview.getByRole("button", { name: "Show all 8 traits" }));
    const dialog = await screen.findByRole("dialog", { name: "Traits" });
    const rows = within(dialog).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(8);
    expect(rows[7]).toHaveTextContent("8Trait 8V8");
  });

  it("shows all traits without an ellipsis when there are fewer than six", () => {
    renderWithQuery(<AssetPanels asset={sampleAssetDetails()} viewer={null} />);
    const preview = within(panel("Properties"));
    expect(preview.getAllByRole("listitem")).toHaveLength(2);
    expect(preview.queryByRole("button", { name: /Show all/ })).not.toBeInTheDocument();
  });

  it("marks declared details that the preview file contradicts", () => {
    const asset = sampleAssetDetails({ modelFacts: sampleModelFacts({ triangles: 50_000, rigged: false }) });
    renderWithQuery(<AssetPanels asset={asset} viewer={null} />);
    const about = within(panel("About"));
    expect(about.getByText(/disagree with the preview file in 2 places/)).toBeInTheDocument();
    expect(about.getByRole("row", { name: /Poly count/ })).toHaveTextContent("Mismatch");
    expect(about.getByRole("row", { name: /Rigged/ })).toHaveTextContent("Mismatch");
    expect(about.getByRole("row", { name: /Textures/ })).not.toHaveTextContent("Mismatch");
    expect(screen.getByRole("button", { name: /About/ })).toHaveTextContent("Mismatch");
  });

  it("shows no mismatch marker when the declared details agree with the file", () => {
    renderWithQuery(<AssetPanels asset={sampleAssetDetails()} viewer={null} />);
    expect(screen.queryByText("Mismatch")).not.toBeInTheDocument();
    expect(within(panel("About")).getByText("12,400 triangles")).toBeInTheDocument();
  });

  it("strikes the source files link through, with a tooltip, for a visitor without authorization", () => {
    renderWithQuery(<AssetPanels asset={sampleAssetDetails()} viewer={{ id: "someone", type: "creator" }} />);
    const link = screen.getByRole("link", { name: "Download source files" });
    expect(link).toHaveAttribute("aria-disabled", "true");
    expect(link).toHaveClass("line-through");
    expect(link).toHaveAccessibleDescription(/^Authorization missing/);
  });

  it("activates the source files link for the owner and for a studio with a finalised proposal", async () => {
    const downloads: string[] = [];
    const { unmount } = renderWithQuery(
      <AssetPanels
        asset={sampleAssetDetails()}
        viewer={owner}
        onDownloadSourceFiles={() => downloads.push("owner")}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Download source files" }));
    unmount();
    const asset = sampleAssetDetails({ proposals: [sampleProposal({ accepted: true, isFinalised: true })] });
    renderWithQuery(
      <AssetPanels
        asset={asset}
        viewer={{ id: "studio-1", type: "studio" }}
        onDownloadSourceFiles={() => downloads.push("studio")}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Download source files" }));
    expect(downloads).toEqual(["owner", "studio"]);
  });

  it("activates the source files link for another holder of an ERC-1155 token, and not for a wallet holding none", async () => {
    const holders = (balance: string) =>
      ok({
        data: balance === "0" ? [] : [{ address: "0x" + "9".repeat(40), balance, user: null }],
        next: null,
      });
    const holdersOf = (userId: string) =>
      `GET /api/assets/${SAMPLE_COLLECTION_ADDRESS}/1/holders?perPage=100&userId=${userId}`;
    const api = fakeApi({
      "GET /api/assets/asset-1/more-from-collection?perPage=10": ok(emptyPage),
      ...activityRoutes,
      [holdersOf("holder-2")]: holders("9"),
      [holdersOf("someone")]: holders("0"),
    });
    const edition = sampleAssetDetails({ ercType: "ERC1155" });
    const { unmount } = renderWithQuery(
      <AssetPanels
        asset={edition}
        viewer={{ id: "holder-2", type: "creator" }}
        onDownloadSourceFiles={() => {}}
      />,
    );
    expect(await screen.findByRole("button", { name: "Download source files" })).toBeEnabled();
    unmount();
    renderWithQuery(<AssetPanels asset={edition} viewer={{ id: "someone", type: "creator" }} />);
    await waitFor(() => expect(api.paths()).toContain(holdersOf("someone")));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole("link", { name: "Download source files" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });
});
