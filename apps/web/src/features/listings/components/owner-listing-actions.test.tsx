import type { Listing } from "@meshlink/domain/entities/listing";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeWriter, servedChains } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import {
  ChainProviders,
  fakeReader,
  listingAsset,
  liveListing,
  NOW,
  resetBetweenTests,
  SELLER,
} from "@/test/listing-test-fixtures";
import { OwnerListingActions } from "@/features/listings/components/owner-listing-actions";

const owner: Viewer = { id: "u1", type: "creator" };
const holdersOf = (userId: string) =>
  `GET /api/assets/${listingAsset().address}/1/holders?perPage=100&userId=${userId}`;
const holding = (balance: string) =>
  ok({
    data: balance === "0" ? [] : [{ address: SELLER, balance, user: { _id: "u1", name: "Ada" } }],
    next: null,
  });

// The owner u1 holds `balance` editions.
async function renderFor(viewer: Viewer, listings: Listing[], balance = "1") {
  const api = fakeApi({
    "GET /api/chains": ok(servedChains()),
    [holdersOf("u1")]: holding(balance),
    [holdersOf("u2")]: holding("0"),
    [holdersOf("holder-2")]: ok({ data: [{ address: SELLER, balance: "9", user: null }], next: null }),
  });
  const asset = { ...listingAsset(listings), userId: "u1" };
  renderWithQuery(
    <ChainProviders writer={fakeWriter()} reader={fakeReader()}>
      <OwnerListingActions asset={asset} viewer={viewer} royaltyRecipient={SELLER} now={NOW} />
    </ChainProviders>,
  );
  if (viewer) await waitFor(() => expect(api.paths()).toContain(holdersOf(viewer.id)));
  // One more turn for the answer to render.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

// A listing of the owner's (u1's) own.
const mine = (overrides: Parameters<typeof liveListing>[0] = {}) =>
  liveListing({ sellerUserId: "u1", ...overrides });

const buttons = () => screen.queryAllByRole("button").map((button) => button.textContent);

afterEach(resetBetweenTests);

describe("OwnerListingActions", () => {
  it("offers List only for a never-listed asset", async () => {
    await renderFor(owner, []);
    expect(buttons()).toEqual(["List"]);
  });

  it("offers Edit, Cancel and Read while a listing is live", async () => {
    await renderFor(owner, [mine()]);
    expect(buttons()).toEqual(["Edit listing", "Cancel listing", "Read listed tokens"]);
  });

  it("offers List again and Read once the latest listing was cancelled", async () => {
    // `state` is what the server must add for this (docs/decisions/008, "Relisting after a cancel").
    const cancelled = { ...mine({ isActive: false }), state: "cancelled" } as Listing;
    await renderFor(owner, [cancelled]);
    expect(buttons()).toEqual(["List", "Read listed tokens"]);
  });

  it("offers List again and Read once the listing expired", async () => {
    await renderFor(owner, [mine({ expiration: "2026-11-01T00:00:00.000Z" })]);
    expect(buttons()).toEqual(["List", "Read listed tokens"]);
  });

  it.each([
    ["anonymous visitors", null],
    ["other users", { id: "u2", type: "studio" } as const],
  ])("renders nothing for %s", async (_, viewer) => {
    await renderFor(viewer, [mine()]);
    expect(buttons()).toEqual([]);
  });

  describe("several holders of one ERC-1155 token (docs/decisions/008)", () => {
    const holder: Viewer = { id: "holder-2", type: "creator" };

    it("offers List to another holder while the owner's listing is live", async () => {
      await renderFor(holder, [mine()]);
      expect(buttons()).toEqual(["List"]);
    });

    it("gives that holder's own live listing its Edit, Cancel and Read", async () => {
      await renderFor(holder, [mine(), liveListing({ listId: "8", sellerUserId: "holder-2" })]);
      expect(buttons()).toEqual(["Edit listing", "Cancel listing", "Read listed tokens"]);
    });

    it("hides List from the owner once they hold none", async () => {
      await renderFor(owner, [], "0");
      expect(buttons()).toEqual([]);
    });
  });
});
