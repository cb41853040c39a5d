import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import type { ImportableCollection } from "@meshlink/domain/imports-api.types";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { servedChains } from "@/test/create-fixtures";
import { failed, fakeApi, ok, TEST_ADDRESS } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { ImportCollectionCard } from "@/features/imports/components/import-collection-card";

const SECOND_WALLET = "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc";
const SEARCH = "POST /api/imports/collections/search";
const IMPORT = "POST /api/imports/collections";

const addressOf = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const importable = (n: number, overrides: Partial<ImportableCollection> = {}): ImportableCollection => ({
  id: addressOf(n),
  chainId: LOCAL_CHAIN_ID,
  address: addressOf(n),
  name: `Collection ${n}`,
  symbol: `C${n}`,
  ercType: "ERC721",
  imported: false,
  collectionId: null,
  source: "chain",
  tokenCount: null,
  ...overrides,
});

/** The search route over `all` collections, 10 a page, the page count as the spec counts it. */
const searchOver =
  (all: ImportableCollection[], truncated = false) =>
  (body: unknown) => {
    const { page = 1 } = body as { page?: number };
    return ok({
      data: all.slice((page - 1) * 10, page * 10),
      page,
      totalCount: all.length,
      totalPages: Math.floor(all.length / 10),
      truncated,
    });
  };

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ "GET /api/chains": ok(servedChains()), ...routes });
  const onImported = vi.fn();
  renderWithQuery(
    <ImportCollectionCard
      accounts={[TEST_ADDRESS, SECOND_WALLET]}
      defaultAccount={TEST_ADDRESS}
      onImported={onImported}
    />,
  );
  const searches = () => api.calls.filter((call) => `${call.method} ${call.path}` === SEARCH);
  return { api, onImported, searches, user: userEvent.setup() };
}

const openModal = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: /Import Collection/ }));
  return screen.findByRole("dialog", { name: "Import Collection" });
};
const rows = async () =>
  within(await screen.findByRole("group", { name: "Collections to import" })).getAllByRole("listitem");

afterEach(() => vi.unstubAllGlobals());

describe("ImportCollectionCard", () => {
  it("opens from the keyboard and searches the signed-in wallet on the served chain", async () => {
    const { user, searches } = setup({ [SEARCH]: searchOver([importable(1)]) });
    await user.tab();
    expect(screen.getByRole("button", { name: /Import Collection/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Import Collection" });
    expect(within(dialog).getByLabelText("Account")).toHaveValue(TEST_ADDRESS);
    expect(within(dialog).getByLabelText("Chain")).toHaveValue(String(LOCAL_CHAIN_ID));
    expect(await within(dialog).findByText("Collection 1")).toBeInTheDocument();
    expect(searches()[0]!.body).toEqual({ chainId: LOCAL_CHAIN_ID, account: TEST_ADDRESS, page: 1 });
  });

  it("shows each row's symbol, shortened address, standard, token count and source", async () => {
    const { user } = setup({
      [SEARCH]: searchOver([importable(0xabc, { ercType: "ERC1155", tokenCount: 12, source: "provider" })]),
    });
    await openModal(user);
    const [row] = await rows();
    expect(row).toHaveTextContent("Collection 2748");
    expect(row).toHaveTextContent("C2748");
    expect(row).toHaveTextContent("0x0000...abc");
    expect(row).toHaveTextContent("ERC-1155");
    expect(row).toHaveTextContent("12 tokens");
    expect(row).toHaveTextContent("Found by the indexing provider");
  });

  it("counts the spec's floor(count / 10) pages and still reaches the remainder with Next", async () => {
    const all = Array.from({ length: 15 }, (_, index) => importable(index + 1));
    const { user, searches } = setup({ [SEARCH]: searchOver(all) });
    await openModal(user);
    expect(await rows()).toHaveLength(10);
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(pager).toHaveTextContent("Page 1 of 1 (+5 more)");
    expect(screen.getByText("1–10 of 15")).toBeInTheDocument();

    await user.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await screen.findByText("The remaining 5")).toBeInTheDocument();
    expect(await rows()).toHaveLength(5);
    expect(screen.getByText("11–15 of 15")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();
    // The keyboard is not left on the disabled Next: the new page's list has the focus.
    expect(screen.getByRole("group", { name: "Collections to import" })).toHaveFocus();
    expect(searches().map((call) => (call.body as { page: number }).page)).toEqual([1, 2]);
  });

  it("disables a collection MeshLink already has and says so", async () => {
    const { user } = setup({
      [SEARCH]: searchOver([importable(1, { imported: true, collectionId: "c9" }), importable(2)]),
    });
    await openModal(user);
    const [importedRow, freeRow] = await rows();
    const checkbox = within(importedRow!).getByRole("checkbox");
    expect(checkbox).toBeDisabled();
    expect(checkbox).toHaveAccessibleDescription("Collection is already imported");
    expect(within(freeRow!).getByRole("checkbox")).toBeEnabled();
  });

  it("says there is nothing to import when the account has no collection", async () => {
    const { user } = setup({ [SEARCH]: searchOver([]) });
    await openModal(user);
    expect(await screen.findByText("There are no collections to import!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
  });

  it("says when not all the account's collections are shown", async () => {
    const { user } = setup({ [SEARCH]: searchOver([importable(1)], true) });
    await openModal(user);
    expect(await screen.findByText("Only the first 1,000 collections found are shown.")).toBeInTheDocument();
  });

  it("says 'Getting collections failed' when the search fails, and searches again on Try again", async () => {
    const { user, searches } = setup({
      [SEARCH]: [failed(500, "boom"), searchOver([importable(1)])({ page: 1 })],
    });
    await openModal(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Getting collections failed");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Collection 1")).toBeInTheDocument();
    expect(searches()).toHaveLength(2);
  });

  it("searches another wallet from its first page with nothing chosen", async () => {
    const { user, searches } = setup({ [SEARCH]: searchOver([importable(1), importable(2)]) });
    await openModal(user);
    await user.click(await screen.findByRole("checkbox", { name: /Collection 1/ }));
    expect(screen.getByRole("button", { name: "Import 1 collection" })).toBeEnabled();
    await user.selectOptions(screen.getByLabelText("Account"), SECOND_WALLET);
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]!.body).toEqual({ chainId: LOCAL_CHAIN_ID, account: SECOND_WALLET, page: 1 });
    expect(screen.getByRole("button", { name: "Import" })).toBeDisabled();
  });

  it("imports the chosen collections one by one, shows each outcome with the server's refusal, then refreshes", async () => {
    const refusal = "The account is not the owner of this collection";
    const { user, api, onImported, searches } = setup({
      [SEARCH]: searchOver([importable(1), importable(2), importable(3)]),
      [IMPORT]: (body) =>
        (body as { collection: string }).collection === addressOf(1)
          ? ok({
              collectionId: "c1",
              chainId: LOCAL_CHAIN_ID,
              address: addressOf(1),
              name: "Collection 1",
              tokens: 4,
            })
          : failed(422, refusal),
    });
    await openModal(user);
    await user.click(await screen.findByRole("checkbox", { name: /Collection 1/ }));
    await user.click(screen.getByRole("checkbox", { name: /Collection 3/ }));
    await user.click(screen.getByRole("button", { name: "Import 2 collections" }));

    const progress = await screen.findByRole("region", { name: "Import progress" });
    expect(within(progress).getByRole("heading", { name: "Import progress" })).toHaveFocus();
    expect(await within(progress).findByText("1 imported, 1 failed.")).toBeInTheDocument();
    const [done, refused] = within(progress).getAllByRole("listitem");
    expect(done).toHaveAttribute("data-status", "done");
    expect(done).toHaveTextContent("Imported · 4 tokens");
    expect(refused).toHaveAttribute("data-status", "failed");
    expect(refused).toHaveTextContent(refusal);

    const imports = api.calls.filter((call) => `${call.method} ${call.path}` === IMPORT);
    expect(imports.map((call) => call.body)).toEqual([
      { chainId: LOCAL_CHAIN_ID, account: TEST_ADDRESS, collection: addressOf(1) },
      { chainId: LOCAL_CHAIN_ID, account: TEST_ADDRESS, collection: addressOf(3) },
    ]);
    expect(
      await screen.findByText("1 collection was imported. Their tokens appear as they are read."),
    ).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledOnce();

    // Back on the list, the search is asked again, so the imported one comes back flagged.
    await user.click(within(progress).getByRole("button", { name: "Back to the list" }));
    expect(await rows()).toHaveLength(3);
    await waitFor(() => expect(searches()).toHaveLength(2));
  });

  it("tells nobody of an import when every chosen collection was refused", async () => {
    const { user, onImported } = setup({
      [SEARCH]: searchOver([importable(1)]),
      [IMPORT]: failed(409, "Collection is already imported"),
    });
    await openModal(user);
    await user.click(await screen.findByRole("checkbox", { name: /Collection 1/ }));
    await user.click(screen.getByRole("button", { name: "Import 1 collection" }));
    expect(await screen.findByText("0 imported, 1 failed.")).toBeInTheDocument();
    expect(screen.getByText("Collection is already imported")).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });
});
