import type { Listing } from "@meshlink/domain/entities/listing";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { screen } from "@testing-library/react";
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
} from "@/features/listings/components/listing-test-fixtures";
import { OwnerListingActions } from "@/features/listings/components/owner-listing-actions";

const owner: Viewer = { id: "u1", type: "creator" };

function renderFor(viewer: Viewer, listings: Listing[]) {
  fakeApi({ "GET /api/chains": ok(servedChains()) });
  const asset = { ...listingAsset(listings), userId: "u1" };
  renderWithQuery(
    <ChainProviders writer={fakeWriter()} reader={fakeReader()}>
      <OwnerListingActions asset={asset} viewer={viewer} now={NOW} />
    </ChainProviders>,
  );
}

const buttons = () => screen.queryAllByRole("button").map((button) => button.textContent);

afterEach(resetBetweenTests);

describe("OwnerListingActions", () => {
  it("offers List only for a never-listed asset", () => {
    renderFor(owner, []);
    expect(buttons()).toEqual(["List"]);
  });

  it("offers Edit, Cancel and Read while a listing is live", () => {
    renderFor(owner, [liveListing()]);
    expect(buttons()).toEqual(["Edit listing", "Cancel listing", "Read listed tokens"]);
  });

  it("offers List again and Read once the latest listing was cancelled", () => {
    // `state` is what the server must add for this (docs/decisions/008, "Relisting after a cancel").
    const cancelled = { ...liveListing({ isActive: false }), state: "cancelled" } as Listing;
    renderFor(owner, [cancelled]);
    expect(buttons()).toEqual(["List", "Read listed tokens"]);
  });

  it("offers List again and Read once the listing expired", () => {
    renderFor(owner, [liveListing({ expiration: "2026-11-01T00:00:00.000Z" })]);
    expect(buttons()).toEqual(["List", "Read listed tokens"]);
  });

  it.each([
    ["anonymous visitors", null],
    ["other users", { id: "u2", type: "studio" } as const],
  ])("renders nothing for %s", (_, viewer) => {
    renderFor(viewer, [liveListing()]);
    expect(buttons()).toEqual([]);
  });
});
