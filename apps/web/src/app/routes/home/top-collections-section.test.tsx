import type { CollectionBrowseCard } from "@meshlink/domain/collections-browse.types";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TopCollectionsSection } from "@/app/routes/home/top-collections-section";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

afterEach(() => vi.unstubAllGlobals());

const TOP_COLLECTIONS = "GET /api/collections?sort=volume&period=7D&perPage=8";

const collectionCard = (index: number): CollectionBrowseCard => ({
  id: `c${index}`,
  name: `Vault ${index}`,
  bannerUrl: null,
  logoUrl: `/api/images/logo-${index}.png`,
  ownersNumber: 3,
  volume: 40 - index,
  address: `0x${String(index).padStart(40, "0")}`,
  floor: index === 2 ? null : 2.5,
  itemCount: 7,
  chainId: 31337,
  owner: { _id: `u${index}`, name: "Ada" },
  createdAt: "2026-01-02T03:04:05.000Z",
});
const page = (data: CollectionBrowseCard[]) => ({
  data,
  totalCount: data.length,
  totalCapped: false,
  totalPages: data.length ? 1 : 0,
  nextCursor: null,
});

describe("Top collections on the home page", () => {
  it("ranks the collections by 7D volume in one request, each opening its page", async () => {
    const api = fakeApi({ [TOP_COLLECTIONS]: ok(page([1, 2, 3].map(collectionCard))) });
    renderWithQuery(<TopCollectionsSection />);
    const section = await screen.findByRole("region", { name: "Top collections" });
    const links = await within(section).findAllByRole("link", { name: /Vault/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/collection/Vault%201/u1",
      "/collection/Vault%202/u2",
      "/collection/Vault%203/u3",
    ]);
    expect(links[0]).toHaveTextContent(/^1Vault 1Floor 2.5%39/);
    expect(within(section).getByRole("link", { name: /View all/ })).toHaveAttribute(
      "href",
      "/browse/collections?sort=volume&period=7D",
    );
    expect(api.paths()).toEqual([TOP_COLLECTIONS]);
  });

  it("says 'No collections found' when there are none", async () => {
    fakeApi({ [TOP_COLLECTIONS]: ok(page([])) });
    renderWithQuery(<TopCollectionsSection />);
    expect(await screen.findByText("No collections found")).toBeInTheDocument();
  });

  it("shows the spec's error, not an empty list, when they fail, and asks again on Try again", async () => {
    const api = fakeApi({ [TOP_COLLECTIONS]: [failed(500, "boom"), ok(page([collectionCard(4)]))] });
    const user = userEvent.setup();
    renderWithQuery(<TopCollectionsSection />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Getting collections failed");
    expect(screen.queryByText("No collections found")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Vault 4/ })).toBeInTheDocument();
    // The retry asked again (the list mounting afresh may ask once more).
    expect(api.calls.length).toBeGreaterThanOrEqual(2);
  });
});
