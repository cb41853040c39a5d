import { FILTER_SECTIONS } from "@meshlink/domain/constants/browse-filters";
import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BrowseAssets } from "@/features/browse/components/browse-assets";
import { FakeWebSocket } from "@/lib/live-connection-fake-socket";
import { servedChains, STORE_ADDRESS } from "@/test/create-fixtures";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { putAnswersInPage } from "@/test/page-answers-block";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetCard } from "@/test/sample-assets";

const LIST = "POST /api/assets/list";
const FACETS = "POST /api/assets/facets";
const CHAINS = "GET /api/chains";
const OPTIONS = "GET /api/collections/options?perPage=20";

const cards = (names: string[]) =>
  names.map((name, index) => sampleAssetCard({ _id: `a-${name}`, name, tokenId: String(index + 1) }));
const page = (
  names: string[],
  nextCursor: string | null = null,
  total = { count: names.length, capped: false },
) => ok({ data: cards(names), nextCursor, total });
const facets = (overrides: Record<string, unknown> = {}) =>
  ok({
    chains: [{ value: 31337, count: 2, capped: false }],
    status: [
      { value: "ALL", count: 2, capped: false },
      { value: "LISTED", count: 1, capped: false },
      { value: "NOT_FOR_SALE", count: 1, capped: false },
      { value: "HAS_OFFER", count: 0, capped: false },
    ],
    categories: [{ value: "weapons", count: 2, capped: false }],
    genres: [],
    activity: [],
    types: [{ value: "ERC721", count: 2, capped: false }],
    total: { count: 2, capped: false },
    ...overrides,
  });
const routes = (list: Parameters<typeof fakeApi>[0][string] = page(["Bog Wyrm", "Siege Crate"])) => ({
  [LIST]: list,
  [FACETS]: facets(),
  [CHAINS]: ok(servedChains()),
  [OPTIONS]: ok({ data: [], nextCursor: null }),
});
const listBodies = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.path === "/api/assets/list").map((call) => call.body);

// jsdom has no matchMedia: the page then lays out as on a wide screen. A phone is stubbed.
const phoneWidth = () =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

afterEach(() => vi.unstubAllGlobals());

describe("BrowseAssets grid", () => {
  it("asks for the first page Trending over 7D and shows the cards and the total", async () => {
    const api = fakeApi(routes());
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    expect(await screen.findByRole("link", { name: "Bog Wyrm" })).toBeInTheDocument();
    expect(screen.getByText("2 assets")).toBeInTheDocument();
    expect(listBodies(api)).toEqual([{ sort: "trending", period: "7D", perPage: 24 }]);
    expect(screen.getByPlaceholderText("Search item here ...")).toHaveValue("");
  });

  it('says "10,000+" when the server stopped counting', async () => {
    fakeApi(routes(page(["Bog Wyrm"], "c2", { count: 10_000, capped: true })));
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    expect(await screen.findByText("10,000+ assets")).toBeInTheDocument();
  });

  it("loads the next page from nextCursor with Load more, after the cards already shown", async () => {
    const api = fakeApi(
      routes((body) =>
        (body as { cursor?: string }).cursor === "c2" ? page(["Mire Serpent"]) : page(["Bog Wyrm"], "c2"),
      ),
    );
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Mire Serpent" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(listBodies(api).at(-1)).toEqual({ sort: "trending", period: "7D", perPage: 24, cursor: "c2" });
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("sends the typed search once it settles, keeps it in ?q= and reads it back", async () => {
    const api = fakeApi(routes());
    const { router } = renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search assets by name" }), "crate");
    await waitFor(() => expect(router.state.location.search).toBe("?q=crate"));
    await waitFor(() => expect(listBodies(api)).toHaveLength(2));
    expect(listBodies(api)[1]).toEqual({ search: "crate", sort: "trending", period: "7D", perPage: 24 });
  });

  it('shows "No items" when nothing matches', async () => {
    fakeApi(routes(page([])));
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets?q=zzz" });
    expect(await screen.findByText("No items")).toBeInTheDocument();
    expect(screen.getByText("Nothing matches “zzz”.")).toBeInTheDocument();
  });

  it("shows the error state, the toast, and retries", async () => {
    fakeApi(routes([failed(500, "boom"), page(["Bog Wyrm"])]));
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    const retry = await screen.findByRole("button", { name: "Try again" });
    await waitFor(() => expect(screen.getAllByText("Getting NFTs failed")).toHaveLength(2));
    await userEvent.click(retry);
    expect(await screen.findByRole("link", { name: "Bog Wyrm" })).toBeInTheDocument();
  });
});

describe("BrowseAssets with the server's answers in the page", () => {
  const request = { sort: "price-asc", perPage: 24 };
  const dataOf = (reply: ReturnType<typeof ok>) => (reply.body as { data: unknown }).data;
  const answers = (): Parameters<typeof putAnswersInPage>[0] => [
    { method: "POST", url: "/api/assets/list", body: request, data: dataOf(page(["Drawn Crate"])) },
    { method: "POST", url: "/api/assets/facets", body: {}, data: dataOf(facets()) },
  ];
  afterEach(() => sessionStorage.clear());

  it("draws the cards and the counts in its first render", async () => {
    fakeApi(routes());
    putAnswersInPage(answers());
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets?sort=price-asc" });

    expect(screen.getByRole("link", { name: "Drawn Crate" })).toBeInTheDocument();
    expect(screen.getByText("1 asset")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "LISTED (1 asset)" })).toBeInTheDocument();
    // The tests' query client keeps nothing fresh, so the grid is fetched again at once.
    expect(await screen.findByRole("link", { name: "Bog Wyrm" })).toBeInTheDocument();
  });

  it("fetches its own when the page's answers are older than a query keeps data fresh", async () => {
    fakeApi(routes());
    putAnswersInPage(answers().map((answer) => ({ ...answer, answeredAt: Date.now() - 60_000 })));
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets?sort=price-asc" });

    expect(screen.queryByRole("link", { name: "Drawn Crate" })).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Bog Wyrm" })).toBeInTheDocument();
  });

  it.each([
    ["another view", "/browse/assets", false],
    ["a visitor, while the tab has a session", "/browse/assets?sort=price-asc", true],
  ])("fetches its own when the answers were made for %s", async (_case, path, session) => {
    if (session) sessionStorage.setItem(SESSION_STORAGE_KEYS.token, "token");
    fakeApi(routes());
    putAnswersInPage(answers());
    renderWithQuery(<BrowseAssets signedIn={session} />, { path });

    expect(screen.queryByRole("link", { name: "Drawn Crate" })).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Bog Wyrm" })).toBeInTheDocument();
  });
});

describe("BrowseAssets filters in the URL", () => {
  it("keeps each choice in the URL, sends it, and the back button undoes it", async () => {
    const api = fakeApi(routes());
    const { router } = renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    await userEvent.click(await screen.findByRole("checkbox", { name: /^Local/ }));
    await userEvent.click(screen.getByRole("radio", { name: /^LISTED/ }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Price: low to high");
    expect(router.state.location.search).toBe("?chain=31337&status=LISTED&sort=price-asc");
    await waitFor(() =>
      expect(listBodies(api).at(-1)).toEqual({
        chainIds: [31337],
        status: "LISTED",
        sort: "price-asc",
        perPage: 24,
      }),
    );
    expect(screen.queryByRole("group", { name: "Period" })).not.toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe("?chain=31337&status=LISTED");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("trending");
    expect(screen.getByRole("group", { name: "Period" })).toBeInTheDocument();
  });

  it("opens a shared link with its filters chosen", async () => {
    const api = fakeApi(routes());
    renderWithQuery(<BrowseAssets />, {
      path: "/browse/assets?status=HAS_OFFER&sort=trending&period=1D&live=0",
    });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    expect(screen.getByRole("radio", { name: /^HAS OFFER/ })).toBeChecked();
    expect(screen.getByRole("button", { name: "1D" })).toHaveAttribute("aria-pressed", "true");
    expect(listBodies(api)[0]).toEqual({ status: "HAS_OFFER", sort: "trending", period: "1D", perPage: 24 });
  });

  it("refuses a negative or non-numeric floor price as typed and swaps a min above the max", async () => {
    const api = fakeApi(routes());
    const { router } = renderWithQuery(<BrowseAssets />, { path: "/browse/assets?mode=advanced" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    const min = screen.getByRole("textbox", { name: "Min" });
    await userEvent.type(min, "-2a5");
    expect(min).toHaveValue("25");
    await userEvent.type(screen.getByRole("textbox", { name: "Max" }), "101");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Floor price cannot be more than 100.");
    await userEvent.clear(screen.getByRole("textbox", { name: "Max" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Max" }), "5");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(router.state.location.search).toBe("?min=5&max=25&mode=advanced");
    await waitFor(() => expect(listBodies(api).at(-1)).toMatchObject({ priceMin: 5, priceMax: 25 }));
  });
});

describe("BrowseAssets sidebar", () => {
  const headings = () =>
    within(screen.getByRole("complementary", { name: "Filters" }))
      .getAllByRole("group")
      .map((group) => group.querySelector("legend")?.textContent)
      .filter(Boolean);

  it("shows Blockchain, Status and Collection in Simple mode and every section in Advanced", async () => {
    fakeApi(routes());
    const { router } = renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    expect(headings()).toEqual(["Blockchain", "Status", "Collection"]);
    await userEvent.click(screen.getByRole("button", { name: "Advanced" }));
    expect(router.state.location.search).toBe("?mode=advanced");
    // Assets (the viewer's own) is not offered to a visitor.
    expect(headings()).toEqual(FILTER_SECTIONS.filter((section) => section !== "Assets"));
  });

  it("offers ALL, CREATED and OWNED under Assets to a signed-in viewer", async () => {
    fakeApi(routes());
    renderWithQuery(<BrowseAssets signedIn />, { path: "/browse/assets?mode=advanced" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    expect(headings()[0]).toBe("Assets");
    await userEvent.click(screen.getByRole("radio", { name: "OWNED" }));
    expect(screen.getByRole("radio", { name: "OWNED" })).toBeChecked();
  });

  it("shows each option's count, dims those that leave nothing but keeps them named and usable", async () => {
    fakeApi(routes());
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets?mode=advanced" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    const listed = await screen.findByRole("radio", { name: "LISTED (1 asset)" });
    const hasOffer = screen.getByRole("radio", { name: "HAS OFFER (0 assets)" });
    expect(listed.closest("label")).not.toHaveAttribute("data-empty");
    expect(hasOffer.closest("label")).toHaveAttribute("data-empty");
    expect(hasOffer).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: "Horror (0 assets)" }).closest("label")).toHaveClass(
      "opacity-50",
    );
    expect(screen.getByRole("checkbox", { name: "Weapons (2 assets)" })).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: "All (2 assets)" })).toBeChecked();
    // The spec's disabled options.
    expect(screen.getByRole("radio", { name: "ON AUCTION" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Immutable zkEVM Coming soon" })).toBeDisabled();
  });

  it("lets the live chains be chosen, first, and shows the others after them disabled as coming soon", async () => {
    fakeApi(routes());
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    const chains = within(await screen.findByRole("group", { name: "Blockchain" }));
    await chains.findByRole("checkbox", { name: "Local (2 assets)" });
    const options = chains.getAllByRole<HTMLInputElement>("checkbox");
    // Each label's text: the name, then the count or the marker.
    expect(options.map((option) => [option.closest("label")!.textContent, option.disabled])).toEqual([
      ["All2", false],
      ["Sei0", false],
      ["Local2", false],
      ["Ethereum Coming soon", true],
      ["Polygon Coming soon", true],
      ["Polygon zkEVM Coming soon", true],
      ["Everscale Coming soon", true],
      ["Immutable zkEVM Coming soon", true],
    ]);
    expect(chains.getByRole("checkbox", { name: "Everscale Coming soon" })).toHaveAttribute(
      "value",
      "everscale",
    );
  });

  it("keeps Immutable zkEVM disabled even where it is live, without the coming soon marker", async () => {
    fakeApi({
      ...routes(),
      [CHAINS]: ok(servedChains({ "immutable-zkevm": { live: true, storeAddress: STORE_ADDRESS } })),
    });
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    const immutable = await screen.findByRole("checkbox", { name: "Immutable zkEVM" });
    expect(immutable).toBeDisabled();
  });

  it("lists collections by name search with logos and shows the chosen ones as chips", async () => {
    const option = {
      _id: "0b9a4c1e-5d1f-4c8e-9a57-3f2a9e6d7b10",
      name: "Dragons",
      logoUrl: null,
      address: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
    };
    const api = fakeApi({
      ...routes(),
      "GET /api/collections/options?perPage=20&search=drag": ok({ data: [option], nextCursor: null }),
      "POST /api/assets/facets/collections": (body) =>
        ok([
          {
            value: option._id,
            count: (body as { status?: string }).status === "LISTED" ? 1 : 3,
            capped: false,
          },
        ]),
    });
    const { router } = renderWithQuery(<BrowseAssets />, { path: "/browse/assets?status=LISTED" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search collections" }), "drag");
    // Counted under the other sections' filters: what choosing it would leave.
    await userEvent.click(await screen.findByRole("checkbox", { name: "Dragons (1 asset)" }));
    expect(api.calls.find((call) => call.path === "/api/assets/facets/collections")?.body).toMatchObject({
      status: "LISTED",
      optionIds: [option._id],
    });
    expect(router.state.location.search).toBe(`?status=LISTED&collection=${option._id}`);
    const chips = screen.getByRole("list", { name: "Selected collections" });
    await userEvent.click(within(chips).getByRole("button", { name: "Remove Dragons" }));
    expect(router.state.location.search).toBe("?status=LISTED");
    expect(api.paths()).toContain("GET /api/collections/options?perPage=20&search=drag");
  });
});

describe("BrowseAssets on a phone", () => {
  beforeEach(phoneWidth);

  it("opens the filters as a drawer that holds focus and closes on Escape", async () => {
    fakeApi(routes());
    renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const filter = screen.getByRole("button", { name: "Filter" });
    expect(filter).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(filter);
    const drawer = await screen.findByRole("dialog", { name: "Filters" });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 6; i++) await userEvent.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(drawer).getByRole("radio", { name: /^LISTED/ }));
    expect(within(drawer).getByRole("radio", { name: /^LISTED/ })).toBeChecked();

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Filter" })).toHaveFocus());
  });
});

describe("BrowseAssets Live", () => {
  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal("WebSocket", FakeWebSocket);
  });

  it("watches browse changes as a visitor and refetches the grid when one arrives", async () => {
    let listed = ["Bog Wyrm"];
    const api = fakeApi(routes(() => page(listed)));
    const { router } = renderWithQuery(<BrowseAssets />, { path: "/browse/assets" });
    await screen.findByRole("link", { name: "Bog Wyrm" });
    expect(FakeWebSocket.instances).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Live" }));
    expect(router.state.location.search).toBe("?live=1");
    expect(screen.getByRole("button", { name: "Live" })).toHaveAttribute("aria-pressed", "true");
    const socket = FakeWebSocket.latest();
    act(() => socket.serverOpens());
    // No session token: the first message asks for browse changes, not a sign-in.
    expect(socket.sent).toEqual([{ type: "WATCH_BROWSE" }]);

    listed = ["Fresh Golem", "Bog Wyrm"];
    const before = api.calls.length;
    act(() => socket.serverSends({ type: "BROWSE_CHANGED" }));
    expect(await screen.findByRole("link", { name: "Fresh Golem" })).toBeInTheDocument();
    // The grid and its facet counts are asked again.
    expect(api.paths().slice(before)).toEqual(expect.arrayContaining([LIST, FACETS]));

    await userEvent.click(screen.getByRole("button", { name: "Live" }));
    expect(socket.closeCalls).toBe(1);
  });
});
