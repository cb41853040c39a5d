import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BrowseCollections } from "@/features/collections/components/browse-collections";
import { TopCollections } from "@/features/collections/components/top-collections";
import { servedChains } from "@/test/create-fixtures";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

const card = (name: string, overrides: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${String(name.length).padStart(12, "0")}`,
  name,
  bannerUrl: "/api/images/banner.png",
  logoUrl: null,
  ownersNumber: 3,
  volume: 5,
  address: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
  floor: 2.5,
  itemCount: 7,
  chainId: 31337,
  owner: { _id: "u1", name: "Ada" },
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});
const page = (cards: unknown[], nextCursor: string | null = null, totalCount = cards.length) =>
  ok({ data: cards, totalCount, totalCapped: false, totalPages: 1, nextCursor });
const FIRST = "GET /api/collections?sort=volume&period=7D&perPage=24";
const CHAINS = "GET /api/chains";

describe("BrowseCollections", () => {
  it("shows the cards with their figures, each opening its collection page", async () => {
    fakeApi({
      [FIRST]: page([card("Dragon Hoard"), card("Space", { floor: null })]),
      [CHAINS]: ok(servedChains()),
    });
    renderWithQuery(<BrowseCollections />, { path: "/browse/collections" });
    const link = await screen.findByRole("link", { name: "Dragon Hoard" });
    expect(link).toHaveAttribute("href", "/collection/Dragon%20Hoard/u1");
    const dragon = link.closest("article")!;
    expect(within(dragon).getByText("2.5%")).toBeInTheDocument();
    expect(within(dragon).getByText("7")).toBeInTheDocument();
    // The banner is asked for at card sizes, never the upload itself.
    expect(dragon.querySelector("img")).toHaveAttribute(
      "srcset",
      expect.stringContaining("/api/images/banner.png?w=384"),
    );
    const space = screen.getByRole("link", { name: "Space" }).closest("article")!;
    expect(within(space).getByText("Not listed")).toBeInTheDocument();
    expect(screen.getByText("2 collections")).toBeInTheDocument();
  });

  it("keeps sort, chain, category and search in the URL and asks the server for them", async () => {
    const api = fakeApi({
      [FIRST]: page([card("Dragon Hoard")]),
      [CHAINS]: ok(servedChains()),
      "GET /api/collections?sort=floor&period=7D&perPage=24": page([card("Dragon Hoard")]),
      "GET /api/collections?sort=floor&period=7D&categoryId=props&perPage=24": page([]),
      "GET /api/collections?sort=floor&period=7D&categoryId=props&search=dargon&perPage=24": page([]),
    });
    const { router } = renderWithQuery(<BrowseCollections />, { path: "/browse/collections" });
    await screen.findByRole("link", { name: "Dragon Hoard" });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort collections" }), "floor");
    expect(screen.queryByRole("group", { name: "Period" })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Category" }), "props");
    expect(await screen.findByText("No collections found")).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole("searchbox", { name: "Search collections by name" }),
      "dargon{Enter}",
    );
    await waitFor(() => expect(router.state.location.search).toBe("?sort=floor&category=props&q=dargon"));
    expect(api.paths()).toContain(
      "GET /api/collections?sort=floor&period=7D&categoryId=props&search=dargon&perPage=24",
    );
    expect(await screen.findByText("Nothing matches “dargon”.")).toBeInTheDocument();
  });

  it("offers the live chains to filter by and shows the others disabled as coming soon", async () => {
    fakeApi({ [FIRST]: page([card("Dragon Hoard")]), [CHAINS]: ok(servedChains()) });
    renderWithQuery(<BrowseCollections />, { path: "/browse/collections" });
    const select = screen.getByRole("combobox", { name: "Blockchain" });
    await within(select).findByRole("option", { name: "Sei" });
    const options = within(select).getAllByRole<HTMLOptionElement>("option");
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ["All blockchains", false],
      ["Ethereum (Coming soon)", true],
      ["Polygon (Coming soon)", true],
      ["Polygon zkEVM (Coming soon)", true],
      ["Everscale (Coming soon)", true],
      ["Immutable zkEVM (Coming soon)", true],
      ["Sei", false],
      ["Local", false],
    ]);
  });

  it("loads the next keyset page on Load more, after the cards already shown", async () => {
    fakeApi({
      [FIRST]: page([card("Dragon Hoard")], "next-1", 2),
      "GET /api/collections?sort=volume&period=7D&perPage=24&cursor=next-1": page([card("Space Props")]),
      [CHAINS]: ok(servedChains()),
    });
    renderWithQuery(<BrowseCollections />, { path: "/browse/collections" });
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Space Props" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Dragon Hoard" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("says Getting collections failed and offers a retry when the list cannot load", async () => {
    fakeApi({ [FIRST]: failed(500, "boom"), [CHAINS]: ok(servedChains()) });
    renderWithQuery(<BrowseCollections />, { path: "/browse/collections" });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getAllByText("Getting collections failed").length).toBeGreaterThan(0);
  });
});

describe("TopCollections", () => {
  it("ranks the collections by volume with their floor", async () => {
    fakeApi({
      "GET /api/collections?sort=volume&period=7D&perPage=4": page([
        card("Dragon Hoard"),
        card("Space", { volume: 2 }),
      ]),
    });
    renderWithQuery(<TopCollections count={4} />);
    await screen.findByRole("link", { name: /Dragon Hoard/ });
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^1Dragon HoardFloor 2\.5%5Volume$/),
      expect.stringMatching(/^2SpaceFloor 2\.5%2Volume$/),
    ]);
  });
});
