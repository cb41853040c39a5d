import { formatDate } from "@meshlink/domain/format/format-date";
import { SAMPLE_COLLECTION_ADDRESS } from "@meshlink/domain/entities/samples";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AssetActivity, ConnectedAssetActivity } from "@/features/assets/components/activity-pages";
import { fakeApi, failed, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

const token = { address: SAMPLE_COLLECTION_ADDRESS, tokenId: "1", chainId: 31337 };
const query = (cursor?: string) =>
  `address=${SAMPLE_COLLECTION_ADDRESS}&tokenId=1&chainId=31337&perPage=50` +
  (cursor === undefined ? "" : `&cursor=${cursor}`);
const BUYER = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const TX = `0x${"ab".repeat(32)}`;

const row = (overrides: Record<string, unknown> = {}) => ({
  event: "Listed",
  price: 250,
  from: BUYER,
  to: null,
  fromUser: null,
  toUser: null,
  createdAt: "2026-11-20T09:05:07.000Z",
  chainId: 31337,
  txHash: TX,
  txUrl: `https://explorer.example/tx/${TX}`,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

// What the pager's live region says (its visible "1 / 2+" and, for screen readers, "Page 1 of 2 or more").
const shownPage = (pager: HTMLElement) =>
  pager.querySelector("[aria-live]")?.textContent?.replace(/\s+/g, " ");

describe("AssetActivity", () => {
  it("shows a loading state, then each event with price, parties, date and a transaction link", async () => {
    fakeApi({
      [`GET /api/activity?${query()}`]: ok({
        data: [row(), row({ event: "Minted", price: null, from: null, to: BUYER, txUrl: null })],
        nextCursor: null,
      }),
    });
    renderWithQuery(<AssetActivity token={token} />);
    expect(screen.getByRole("status", { name: "Loading asset activity" })).toBeInTheDocument();

    const table = await screen.findByRole("table", { name: "Asset Activity" });
    const [listed, minted] = within(table).getAllByRole("row").slice(1);
    expect(listed).toHaveTextContent(`Listed2.5%0x7099...9c8--${formatDate(row().createdAt)}`);
    expect(within(listed!).getByRole("link", { name: "Listed, view transaction" })).toHaveAttribute(
      "href",
      `https://explorer.example/tx/${TX}`,
    );
    expect(minted).toHaveTextContent(/^Minted--/);
    expect(within(minted!).queryByRole("link")).not.toBeInTheDocument();
    expect(formatDate(row().createdAt)).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("names a party with a MeshLink account and links to their profile", async () => {
    fakeApi({
      [`GET /api/activity?${query()}`]: ok({
        data: [
          row({ event: "Transfered", price: null, to: BUYER, fromUser: { _id: "u7", name: "Ada Forge" } }),
        ],
        nextCursor: null,
      }),
    });
    renderWithQuery(<AssetActivity token={token} />);
    const table = await screen.findByRole("table", { name: "Asset Activity" });
    expect(within(table).getByRole("link", { name: "Ada Forge" })).toHaveAttribute("href", "/account/u7");
    // A wallet without an account stays its address (the local chain has no explorer to link).
    expect(within(table).getByText("0x7099...9c8")).toBeInTheDocument();
  });

  it("pages through the history 50 rows at a time by the cursor each page hands on", async () => {
    const api = fakeApi({
      [`GET /api/activity?${query()}`]: ok({ data: [row()], nextCursor: "after-listed" }),
      [`GET /api/activity?${query("after-listed")}`]: ok({
        data: [row({ event: "Bought" })],
        nextCursor: "after-bought",
      }),
      [`GET /api/activity?${query("after-bought")}`]: ok({
        data: [row({ event: "Minted" })],
        nextCursor: null,
      }),
    });
    renderWithQuery(<AssetActivity token={token} />);
    await screen.findByText("Listed");
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    // No count is served: the pages reached, and more may follow.
    expect(shownPage(pager)).toBe("Page 1 / of 2+ or more");
    await userEvent.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Bought")).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Minted")).toBeInTheDocument();
    expect(shownPage(pager)).toBe("Page 3 / of 3");
    expect(within(pager).getByRole("button", { name: "Next" })).toBeDisabled();

    // Go returns to a page reached before, by the cursor kept for it (page 1 has none).
    await userEvent.type(within(pager).getByRole("textbox", { name: "Go to page" }), "1");
    await userEvent.click(within(pager).getByRole("button", { name: "Go" }));
    expect(await screen.findByText("Listed")).toBeInTheDocument();
    expect(shownPage(pager)).toBe("Page 1 / of 3");
    // Besides the chains, read once for the explorer links.
    expect(new Set(api.paths().filter((path) => path !== "GET /api/chains"))).toEqual(
      new Set([
        `GET /api/activity?${query()}`,
        `GET /api/activity?${query("after-listed")}`,
        `GET /api/activity?${query("after-bought")}`,
      ]),
    );
  });

  it('says "No Activities yet." for a token without events', async () => {
    fakeApi({ [`GET /api/activity?${query()}`]: ok({ data: [], nextCursor: null }) });
    renderWithQuery(<AssetActivity token={token} />);
    expect(await screen.findByText("No Activities yet.")).toBeInTheDocument();
  });

  it("shows the server's error when the history cannot be loaded", async () => {
    fakeApi({ [`GET /api/activity?${query()}`]: failed(500, "Indexer unavailable") });
    renderWithQuery(<AssetActivity token={token} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Indexer unavailable");
  });
});

describe("ConnectedAssetActivity", () => {
  it("names the linked token of each event and links to its page", async () => {
    const linked = "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512";
    fakeApi({
      [`GET /api/activity/connected?${query()}`]: ok({
        data: [row({ event: "Minted", address: linked, tokenId: "7" })],
        nextCursor: null,
      }),
    });
    renderWithQuery(<ConnectedAssetActivity token={token} />);
    const table = await screen.findByRole("table", { name: "Connected Asset Activity" });
    expect(within(table).getByRole("link", { name: "#7" })).toHaveAttribute("href", `/asset/${linked}/7`);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Asset", "Event", "Price", "From", "To", "Date"]);
  });
});
