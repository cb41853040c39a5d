import type { AssetHolder } from "@meshlink/domain/holders-api.types";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AssetHolders } from "@/features/assets/components/asset-holders";
import { fakeApi, failed, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

const ADDRESS = "0x5fbdb2315678afecb367f032d93f642f64180aa3";
const KENJI = "0x976ea74026e726554db657fa54763abd0c3a0aa9";
const ADA = "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc";
const STRANGER = "0x14dc79964da2c08b23698b3d3cc7ca32193d9955";
const holdersRoute = (query: string) => `GET /api/assets/${ADDRESS}/1/holders?${query}`;
const crate = { address: ADDRESS, tokenId: "1", ercType: "ERC1155" as const, ownerCount: 3 };
const holder = (address: string, balance: string, user: AssetHolder["user"]): AssetHolder => ({
  address,
  balance,
  user,
});
const kenji = holder(KENJI, "9000", { _id: "kenji-1", name: "Kenji Mesh" });

describe("AssetHolders", () => {
  it("counts the owners and lists them with balances, names linked to profiles, page by page", async () => {
    const api = fakeApi({
      [holdersRoute("perPage=20")]: ok({ data: [kenji], next: `9000:${KENJI}` }),
      [holdersRoute(`perPage=20&after=9000%3A${KENJI}`)]: ok({
        data: [holder(ADA, "1", { _id: "ada-1", name: "Ada Voxel" }), holder(STRANGER, "1", null)],
        next: null,
      }),
    });
    renderWithQuery(<AssetHolders asset={crate} viewer={null} />);
    await userEvent.click(screen.getByRole("button", { name: "3 owners" }));

    const dialog = await screen.findByRole("dialog", { name: "Owners" });
    expect(await within(dialog).findByRole("link", { name: "Kenji Mesh" })).toHaveAttribute(
      "href",
      "/account/kenji-1",
    );
    expect(within(dialog).getByRole("row", { name: /Kenji Mesh/ })).toHaveTextContent("9,000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Show more owners" }));

    const rows = await within(dialog).findAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "OwnerQuantity",
      "Kenji Mesh0x976e...aa99,000",
      "Ada Voxel0x9965...4dc1",
      "0x14dc...9551",
    ]);
    expect(within(dialog).queryByRole("button", { name: "Show more owners" })).toBeNull();
    expect(api.paths()).toHaveLength(2);
  });

  it("tells the viewer what they hold, over all their wallets, and marks them in the list", async () => {
    fakeApi({
      [holdersRoute("perPage=100&userId=kenji-1")]: ok({
        data: [kenji, holder(STRANGER, "2", { _id: "kenji-1", name: "Kenji Mesh" })],
        next: null,
      }),
      [holdersRoute("perPage=20")]: ok({ data: [kenji], next: null }),
    });
    renderWithQuery(<AssetHolders asset={crate} viewer={{ id: "kenji-1", type: "creator" }} />);
    expect(await screen.findByText(/You own/)).toHaveTextContent("You own 9,002");
    await userEvent.click(screen.getByRole("button", { name: "3 owners" }));
    const row = await screen.findByRole("row", { name: /Kenji Mesh/ });
    expect(row).toHaveTextContent("(you)");
  });

  it("says one owner in the singular, and shows a failed list with a retry", async () => {
    fakeApi({ [holdersRoute("perPage=20")]: failed(503, "The chain indexer is behind; try again shortly") });
    renderWithQuery(<AssetHolders asset={{ ...crate, ownerCount: 1 }} viewer={null} />);
    await userEvent.click(screen.getByRole("button", { name: "1 owner" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The chain indexer is behind; try again shortly");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows nothing for a single-edition (ERC-721) token, whose owner the page names", () => {
    fakeApi({});
    renderWithQuery(<AssetHolders asset={{ ...crate, ercType: "ERC721", ownerCount: 1 }} viewer={null} />);
    // Asked of the component's own content: the wrapper's Toaster is mounted in the same container
    // once any earlier test in the worker showed a toast.
    expect(screen.queryByRole("button", { name: /owner/ })).toBeNull();
    expect(screen.queryByText(/You own|owner/)).toBeNull();
  });
});
