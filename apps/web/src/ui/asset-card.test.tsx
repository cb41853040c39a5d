import { EMPTY_STATES } from "@meshlink/domain/messages/empty-states";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { sampleAssetCard } from "@/test/sample-assets";
import { AssetCard, AssetCardGrid } from "@/ui/asset-card";
import { PLACEHOLDER_IMAGE } from "@/ui/fallback-image";

const royaltyShown = (expiration: string | null) => {
  const card = sampleAssetCard({ listings: [{ listId: "7", price: 750, expiration, isActive: true }] });
  render(
    <MemoryRouter>
      <AssetCard card={card} />
    </MemoryRouter>,
  );
  return screen.getByText("Royalty").nextElementSibling?.textContent;
};

// A listing's expiration comes from the seller's uint64 on-chain: the API serves one past any date
// as none, and the last date it can name as itself (docs/decisions/004-indexer.md).
describe("AssetCard with a listing's expiration at the edges of what a date holds", () => {
  it.each([null, "9999-12-31T23:59:59.000Z", "+275760-09-13T00:00:00.000Z"])(
    "shows the royalty of a listing expiring at %s",
    (expiration) => {
      expect(royaltyShown(expiration)).toBe("7.5%");
    },
  );

  it.each(["+275760-09-13T00:00:00.001Z", "not a date"])(
    "renders a listing whose expiration %s no date can hold as closed, without throwing",
    (expiration) => {
      expect(royaltyShown(expiration)).toBe(EMPTY_STATES.notListed);
    },
  );
});

describe("AssetCardGrid images", () => {
  it("fetches the first view's images at once and first, and the rest lazily", () => {
    const cards = ["a", "b", "c"].map((id) => sampleAssetCard({ _id: id, name: `Card ${id}` }));
    const { container } = render(
      <MemoryRouter>
        <AssetCardGrid cards={cards} firstView={2} />
      </MemoryRouter>,
    );
    const images = [...container.querySelectorAll("img")];
    expect(images.map((image) => image.getAttribute("loading"))).toEqual(["eager", "eager", "lazy"]);
    expect(images.map((image) => image.getAttribute("fetchpriority"))).toEqual(["high", "high", "auto"]);
  });

  it("loads every image lazily where the grid is not at the top of its page", () => {
    const { container } = render(
      <MemoryRouter>
        <AssetCardGrid cards={[sampleAssetCard({})]} />
      </MemoryRouter>,
    );
    expect(container.querySelector("img")).toHaveAttribute("loading", "lazy");
  });
});

describe("AssetCard image renditions", () => {
  const cardImage = (imgUrl: string | null) => {
    const { container } = render(
      <MemoryRouter>
        <AssetCard card={sampleAssetCard({ imgUrl })} />
      </MemoryRouter>,
    );
    const image = container.querySelector("img");
    if (!image) throw new Error("The card has no image");
    return image;
  };

  it("asks for renditions near the card's width, never the full-size image", () => {
    const image = cardImage("/api/images/poster.png");
    expect(image).toHaveAttribute("src", "/api/images/poster.png?w=384");
    const candidates = (image.getAttribute("srcset") ?? "").split(", ");
    expect(candidates.length).toBeGreaterThan(1);
    expect(candidates.every((candidate) => /\?w=\d+ \d+w$/.test(candidate))).toBe(true);
    expect(image.getAttribute("sizes")).toMatch(/vw/);
  });

  it("falls back to the placeholder, without a srcset, when the image fails to load", () => {
    const image = cardImage("/api/images/missing.png");
    fireEvent.error(image);
    expect(image).toHaveAttribute("data-placeholder");
    expect(image.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute("srcset");
    expect(image).not.toHaveAttribute("sizes");
  });

  it("shows the placeholder for an asset without an image", () => {
    const image = cardImage(null);
    expect(image.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute("srcset");
  });
});
