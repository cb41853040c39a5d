import type { CollectionDetails as CollectionDetailsData } from "@meshlink/domain/assets-api.types";
import { SAMPLE_COLLECTION_ADDRESS } from "@meshlink/domain/entities/samples";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CollectionDetails } from "@/features/collections/components/collection-details";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetCard } from "@/test/sample-assets";

const route = "GET /api/collections/Blades/creator-1?perPage=24";
const longText = "A long tale of blades forged in distant mountains. ".repeat(8).trim();

const sampleCollection = (overrides: Partial<CollectionDetailsData> = {}): CollectionDetailsData => ({
  _id: "collection-1",
  name: "Blades",
  symbol: "BLD",
  ercType: "ERC721",
  imageUrl: "/cdn/images/logo.png",
  bannerUrl: "/cdn/images/banner.png",
  address: SAMPLE_COLLECTION_ADDRESS,
  description: longText,
  userId: "creator-1",
  social: [
    { name: "WEBSITE", value: "https://example.com" },
    { name: "DISCORD", value: "https://discord.gg/blades" },
  ],
  blockchain: { name: "Local", symbol: "ETH", chainId: 31337 },
  blockchainId: "chain-31337",
  imported: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  assets: {
    data: [sampleAssetCard(), sampleAssetCard({ _id: "a3", name: "Odd", collection: null })],
    totalCount: 2,
    totalPages: 1,
    nextCursor: null,
  },
  ...overrides,
});

const renderCollection = () => renderWithQuery(<CollectionDetails name="Blades" userId="creator-1" />);

describe("CollectionDetails", () => {
  it("shows the banner, logo, name and the collection's asset cards", async () => {
    fakeApi({ [route]: ok(sampleCollection()) });
    renderCollection();
    expect(await screen.findByRole("heading", { level: 1, name: "Blades" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Blades logo" })).toHaveAttribute("src", "/cdn/images/logo.png");
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("link", { name: "Iron Shield" })).toHaveAttribute(
      "href",
      `/asset/${SAMPLE_COLLECTION_ADDRESS}/2`,
    );
    expect(within(cards[1]!).getByText("Unnameted multiple")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("Not listed")).toBeInTheDocument();
  });

  it("asks for its banner and logo at the widths they are shown, not the uploads", async () => {
    fakeApi({
      [route]: ok(
        sampleCollection({ imageUrl: "/api/images/logo.png", bannerUrl: "/api/images/banner.png" }),
      ),
    });
    const { container } = renderCollection();
    const logo = await screen.findByRole("img", { name: "Blades logo" });
    expect(logo.getAttribute("srcset")).toContain("/api/images/logo.png?w=128 128w");
    const banner = container.querySelector("header img");
    expect(banner?.getAttribute("srcset")).toContain("/api/images/banner.png?w=1536 1536w");
    expect(banner?.getAttribute("sizes")).toBe("100vw");
  });

  it("pages the assets along the cursor each page hands on", async () => {
    const second = sampleAssetCard({ _id: "a9", name: "Second Page Blade" });
    const api = fakeApi({
      [route]: ok(
        sampleCollection({
          assets: { data: [sampleAssetCard()], totalCount: 48, totalPages: 2, nextCursor: "c2" },
        }),
      ),
      [`${route}&cursor=c2`]: ok(
        sampleCollection({ assets: { data: [second], totalCount: 48, totalPages: 2, nextCursor: null } }),
      ),
    });
    renderCollection();
    await userEvent.click(await screen.findByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Second Page Blade" })).toBeInTheDocument();
    expect(api.paths()).toContain(`${route}&cursor=c2`);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("toggles a long description between show more and show less", async () => {
    fakeApi({ [route]: ok(sampleCollection()) });
    renderCollection();
    const toggle = await screen.findByRole("button", { name: "Show more" });
    const text = screen.getByText(longText);
    expect(text).toHaveClass("line-clamp-2");
    await userEvent.click(toggle);
    expect(text).not.toHaveClass("line-clamp-2");
    await userEvent.click(screen.getByRole("button", { name: "Show less" }));
    expect(text).toHaveClass("line-clamp-2");
  });

  it("shows the description as the HTML the editor wrote, socials that are not https inert", async () => {
    const description =
      '<p>Props <strong>for towns</strong></p><form><input placeholder="Seed phrase"></form>';
    const social = [{ name: "WEBSITE" as const, value: "javascript:alert(1)" }];
    fakeApi({ [route]: ok(sampleCollection({ description, social })) });
    renderCollection();
    expect((await screen.findByText("for towns")).tagName).toBe("STRONG");
    expect(screen.queryByPlaceholderText("Seed phrase")).not.toBeInTheDocument();
    const row = within(screen.getByRole("list", { name: "Social links" }));
    expect(row.queryByRole("link", { name: "Website" })).not.toBeInTheDocument();
  });

  it("shows no toggle for a short description", async () => {
    fakeApi({ [route]: ok(sampleCollection({ description: "Short." })) });
    renderCollection();
    expect(await screen.findByText("Short.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("shows all five social links in order, the missing ones greyed and inert", async () => {
    fakeApi({ [route]: ok(sampleCollection()) });
    renderCollection();
    const row = within(await screen.findByRole("list", { name: "Social links" }));
    expect(row.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Website",
      "X",
      "Telegram",
      "Instagram",
      "Discord",
    ]);
    expect(row.getByRole("link", { name: "Website" })).toHaveAttribute("href", "https://example.com");
    expect(row.getByRole("link", { name: "Discord" })).toHaveAttribute("href", "https://discord.gg/blades");
    for (const missing of ["X", "Telegram", "Instagram"]) {
      expect(row.queryByRole("link", { name: missing })).not.toBeInTheDocument();
      expect(row.getByText(missing).closest("[aria-disabled]")).toHaveAttribute("aria-disabled", "true");
    }
  });

  it("shows No Assets for an empty collection and the error message when loading fails", async () => {
    fakeApi({
      [route]: ok(sampleCollection({ assets: { data: [], totalCount: 0, totalPages: 0, nextCursor: null } })),
    });
    const { unmount } = renderCollection();
    expect(await screen.findByText("No Assets")).toBeInTheDocument();
    unmount();
    fakeApi({ [route]: failed(404, "Collection not found") });
    renderCollection();
    expect(await screen.findByRole("alert")).toHaveTextContent("Collection not found");
  });
});
