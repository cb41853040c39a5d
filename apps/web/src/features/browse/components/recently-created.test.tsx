import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RecentlyCreated } from "@/features/browse/components/recently-created";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetCard } from "@/test/sample-assets";

afterEach(() => vi.unstubAllGlobals());

describe("RecentlyCreated", () => {
  it("shows up to 8 of the newest assets and links to browse", async () => {
    const cards = Array.from({ length: 8 }, (_, index) =>
      sampleAssetCard({ _id: `a${index}`, name: `Asset ${index}`, tokenId: String(index) }),
    );
    const api = fakeApi({ "POST /api/assets/list": ok({ data: cards, totalCount: 30, totalPages: 4 }) });
    renderWithQuery(<RecentlyCreated />);
    expect(await screen.findByRole("heading", { name: "Recently created" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Asset 7" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(8);
    expect(screen.getByRole("link", { name: /View all/ })).toHaveAttribute("href", "/browse/assets");
    expect(api.calls[0]?.body).toEqual({ page: 1, perPage: 8 });
  });

  it("stays hidden when the list fails", async () => {
    const api = fakeApi({ "POST /api/assets/list": failed(500, "boom") });
    renderWithQuery(<RecentlyCreated />);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole("heading", { name: "Recently created" })).toBeNull());
  });
});
