import type { SearchResults } from "@meshlink/domain/search-api.types";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/render-app";

vi.mock("@/features/auth/components/wallet-runtime", () => ({ WalletRuntime: () => null }));
afterEach(() => vi.unstubAllGlobals());

const ADDRESS = "0x00000000000000000000000000000000000000c1";
const dragons: SearchResults = {
  assets: [
    { _id: "a1", name: "Red Dragon", address: ADDRESS, tokenId: "7", imgUrl: null },
    { _id: "a2", name: "Dragon Egg", address: ADDRESS, tokenId: "8", imgUrl: "/api/images/egg" },
  ],
  collections: [{ _id: "c1", name: "Dragons of Ember", logoUrl: null, userId: "u9" }],
  users: [{ _id: "u9", name: "Dragon Smith", type: "studio", avatarUrl: null }],
  corrected: "dragon",
};
const nothing: SearchResults = { assets: [], collections: [], users: [], corrected: null };

/** Answers GET /api/search with `answer(q)`; anything else is a 404. Returns the texts asked for. */
function fakeSearch(answer: (q: string) => SearchResults | Promise<SearchResults>) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), "http://localhost");
      if (url.pathname !== "/api/search")
        return Response.json({ status: "failed", error: "none" }, { status: 404 });
      const q = url.searchParams.get("q") ?? "";
      asked.push(`${q} ${url.searchParams.get("limit")}`);
      return Response.json({ status: "success", data: await answer(q) });
    }),
  );
  return asked;
}

const searchBox = async () =>
  within(await screen.findByRole("banner")).getByRole("combobox", {
    name: "Search assets, collections and users",
  });

describe("header search", () => {
  it("suggests assets, collections and users for a typo, asked once typing pauses, and opens an asset", async () => {
    const asked = fakeSearch((q) => (q === "dargon" ? dragons : nothing));
    const user = userEvent.setup();
    const { router } = renderApp("/", { status: "signed-out" });
    const box = await searchBox();
    await user.click(box);
    await user.paste("dargon");

    const listbox = await screen.findByRole("listbox", { name: "Search suggestions" });
    expect(
      await screen.findByText((_, element) => element?.textContent === "Did you mean dragon?"),
    ).toBeVisible();
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(
      within(within(listbox).getByRole("group", { name: "Assets" })).getAllByRole("option"),
    ).toHaveLength(2);
    expect(within(listbox).getByRole("group", { name: "Collections" })).toHaveTextContent("Dragons of Ember");
    expect(within(listbox).getByRole("group", { name: "Users" })).toHaveTextContent("Dragon SmithStudio");
    expect(asked).toEqual(["dargon 5"]);

    await user.click(within(listbox).getByRole("option", { name: /Red Dragon/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/asset/${ADDRESS}/7`));
    expect(box).toHaveValue("dargon");
  });

  it("walks the options with the arrows, opens one with Enter, and closes with Escape", async () => {
    fakeSearch((q) => (q === "dargon" ? dragons : nothing));
    const user = userEvent.setup();
    const { router } = renderApp("/", { status: "signed-out" });
    const box = await searchBox();
    await user.click(box);
    await user.paste("dargon");
    await screen.findByRole("option", { name: /Dragon Smith/ });

    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    const third = screen.getByRole("option", { name: /Dragons of Ember/ });
    expect(third).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", third.id);
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("option", { name: "See all results" })).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/collection/Dragons%20of%20Ember/u9"));
  });

  it("sends Enter without a chosen option to all results on the browse page", async () => {
    fakeSearch((q) => (q === "dargon" ? dragons : nothing));
    const user = userEvent.setup();
    const { router } = renderApp("/", { status: "signed-out" });
    await user.click(await searchBox());
    await user.paste("dargon");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/browse/assets"));
    expect(router.state.location.search).toBe("?search=dargon");
  });

  it("says when nothing matches, and still offers all results", async () => {
    fakeSearch(() => nothing);
    const user = userEvent.setup();
    renderApp("/", { status: "signed-out" });
    await user.click(await searchBox());
    await user.paste("qzxv");
    expect(await screen.findByText("No assets, collections or users match “qzxv”.")).toBeInTheDocument();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["See all results"]);
  });

  it("shows that it is searching until the answer comes", async () => {
    const waiting: ((results: SearchResults) => void)[] = [];
    fakeSearch(() => new Promise<SearchResults>((resolve) => waiting.push(resolve)));
    const user = userEvent.setup();
    renderApp("/", { status: "signed-out" });
    await user.click(await searchBox());
    await user.paste("sword");
    expect(await screen.findByText("Searching…")).toBeInTheDocument();
    await waitFor(() => expect(waiting).toHaveLength(1));
    expect(screen.getByText("Searching…")).toBeInTheDocument();
    waiting[0]!(nothing);
    expect(await screen.findByText("No assets, collections or users match “sword”.")).toBeInTheDocument();
    expect(screen.queryByText("Searching…")).not.toBeInTheDocument();
  });
});
