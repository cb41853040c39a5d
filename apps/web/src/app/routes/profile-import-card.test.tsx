import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import type { CollectionBrowseCard } from "@meshlink/domain/collections-browse.types";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { servedChains } from "@/test/create-fixtures";
import { fakeApi, ok, TEST_ADDRESS } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { sampleProfile, signedInAs } from "@/test/sample-profile";

const IMPORTED = "0x00000000000000000000000000000000000000aa";
const COLLECTIONS = "GET /api/users/u1/collections?filter=all";
// One wallet: the modal's account is the signed-in one.
const profile = sampleProfile({ addresses: [{ address: TEST_ADDRESS }] });
const card: CollectionBrowseCard = {
  id: "c7",
  name: "Old Armory",
  bannerUrl: null,
  logoUrl: null,
  ownersNumber: 1,
  volume: 0,
  address: IMPORTED,
  floor: null,
  itemCount: 3,
  chainId: LOCAL_CHAIN_ID,
  owner: { _id: "u1", name: "Ada Forge" },
  createdAt: "2026-11-20T09:30:00.000Z",
};
const page = (data: unknown[]) => ok({ data, nextCursor: null });

afterEach(() => vi.unstubAllGlobals());

describe("the Import Collection card on the profile", () => {
  it("is on the signed-in user's own Collections tab only", async () => {
    fakeApi({ "GET /api/users/u1": ok(profile), [COLLECTIONS]: page([]) });
    const own = renderApp("/account/collections", signedInAs("u1"));
    expect(await screen.findByRole("button", { name: /Import Collection/ })).toBeInTheDocument();
    own.unmount();

    renderApp("/account/u1/collections", signedInAs("u2"));
    expect(await screen.findByText("No collections found")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Import Collection/ })).not.toBeInTheDocument();
  });

  it("is not there for a visitor", async () => {
    fakeApi({ "GET /api/users/u1": ok(profile), [COLLECTIONS]: page([]) });
    renderApp("/account/u1/collections", { status: "signed-out" });
    expect(await screen.findByText("No collections found")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Import Collection/ })).not.toBeInTheDocument();
  });

  it("shows the imported collection on the tab once it is imported", async () => {
    const api = fakeApi({
      "GET /api/users/u1": ok(profile),
      [COLLECTIONS]: [page([]), page([card])],
      "GET /api/chains": ok(servedChains()),
      "POST /api/imports/collections/search": ok({
        data: [
          {
            id: IMPORTED,
            chainId: LOCAL_CHAIN_ID,
            address: IMPORTED,
            name: "Old Armory",
            symbol: "ARM",
            ercType: "ERC1155",
            imported: false,
            collectionId: null,
            source: "chain",
            tokenCount: 3,
          },
        ],
        page: 1,
        totalCount: 1,
        totalPages: 0,
        truncated: false,
      }),
      "POST /api/imports/collections": ok({
        collectionId: "c7",
        chainId: LOCAL_CHAIN_ID,
        address: IMPORTED,
        name: "Old Armory",
        tokens: 3,
      }),
    });
    const user = userEvent.setup();
    renderApp("/account/collections", signedInAs("u1"));
    expect(await screen.findByText("No collections found")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: /Import Collection/ }));
    const dialog = await screen.findByRole("dialog", { name: "Import Collection" });
    await user.click(await within(dialog).findByRole("checkbox", { name: /Old Armory/ }));
    await user.click(within(dialog).getByRole("button", { name: "Import 1 collection" }));
    await user.click(await within(dialog).findByRole("button", { name: "Done" }));

    expect(await screen.findByRole("link", { name: "Old Armory" })).toBeInTheDocument();
    await waitFor(() => expect(api.paths().filter((path) => path === COLLECTIONS)).toHaveLength(2));
    expect(api.paths().filter((path) => path === "GET /api/users/u1")).toHaveLength(2);
  });
});
