import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BrowseAssets } from "@/features/browse/components/browse-assets";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetCard } from "@/test/sample-assets";

const LIST = "POST /api/assets/list";
const page = (names: string[], totalPages = 1, totalCount = names.length) => ({
  data: names.map((name, index) => sampleAssetCard({ _id: `a-${name}`, name, tokenId: String(index + 1) })),
  totalCount,
  totalPages,
});
const byName = (body: unknown) =>
  ok(
    (body as { search?: string }).search === "crate"
      ? page(["Siege Crate"])
      : page(["Siege Crate", "Bog Wyrm"]),
  );

afterEach(() => vi.unstubAllGlobals());

describe("BrowseAssets", () => {
  it("shows the first page of 24 asset cards", async () => {
    const api = fakeApi({ [LIST]: byName });
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    expect(await screen.findByRole("link", { name: "Bog Wyrm" })).toBeInTheDocument();
    expect(screen.getByText("2 assets")).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ page: 1, perPage: 24 });
    expect(screen.getByPlaceholderText("Search item here ...")).toHaveValue("");
  });

  it("sends the typed name as the search filter, debounced, and keeps it in the URL", async () => {
    const api = fakeApi({ [LIST]: byName });
    const { router } = renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search assets by name" }), "crate");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Bog Wyrm" })).not.toBeInTheDocument());
    const searches = api.calls.filter((call) => (call.body as { search?: string }).search !== undefined);
    // One request for the settled text, not one per keystroke.
    expect(searches.map((call) => call.body)).toEqual([{ search: "crate", page: 1, perPage: 24 }]);
    expect(router.state.location.search).toBe("?q=crate");
    expect(screen.getByRole("link", { name: "Siege Crate" })).toBeInTheDocument();
  });

  it("reads the search from ?q= on load", async () => {
    const api = fakeApi({ [LIST]: byName });
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets?q=crate" });
    expect(await screen.findByRole("link", { name: "Siege Crate" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox")).toHaveValue("crate");
    expect(api.calls[0]?.body).toEqual({ search: "crate", page: 1, perPage: 24 });
  });

  it('shows "No items" when nothing is found', async () => {
    fakeApi({ [LIST]: ok(page([])) });
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    expect(await screen.findByText("No items")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("moves between pages and keeps the page in the URL", async () => {
    const api = fakeApi({
      [LIST]: (body) =>
        ok((body as { page: number }).page === 2 ? page(["Mire Serpent"], 2, 25) : page(["Bog Wyrm"], 2, 25)),
    });
    const { router } = renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("button", { name: "Prev" })).toBeDisabled();
    await userEvent.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Mire Serpent" })).toBeInTheDocument();
    expect(api.calls.at(-1)?.body).toEqual({ page: 2, perPage: 24 });
    expect(router.state.location.search).toBe("?page=2");
    expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("shows the error state and the toast when the list fails", async () => {
    fakeApi({ [LIST]: failed(500, "boom") });
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText("Getting NFTs failed")).toHaveLength(2));
  });
});
