import { sampleListing } from "@meshlink/domain/entities/samples";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ListingFacts } from "@/features/assets/components/listing-facts";
import { servedChains } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetDetails } from "@/test/sample-assets";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const UNREGISTERED = "0x90f79bf6eb2c4f870365e785982e1f101e93b906";
const local = { name: "Local", symbol: "ETH", chainId: 31337 };
const amoy = { name: "Polygon", symbol: "POL", chainId: 80002 };
const sei = { name: "Sei", symbol: "SEI", chainId: 1328 };

const facts = () => within(screen.getByRole("region", { name: "Listing" }));
const fact = (label: string) =>
  facts().getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

beforeEach(() => {
  // Only the clock is faked: the countdown's interval and what it reads. Queries keep real timers.
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(NOW);
  fakeApi({ "GET /api/chains": ok(servedChains()) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ListingFacts", () => {
  it("shows the live listing's royalty, platform fee, expiry, engines and seller by name", async () => {
    const listing = sampleListing({
      price: 1250,
      expiration: "2026-11-26T15:30:09.000Z",
      sellerUserId: "creator-1",
      engines: [
        { engineId: "unity", name: "Unity" },
        { engineId: null, name: "My Engine" },
      ],
    });
    const asset = sampleAssetDetails({ listings: [listing], userNames: [{ _id: "creator-1", name: "Ada" }] });
    renderWithQuery(<ListingFacts asset={{ ...asset, blockchain: local }} />);

    expect(fact("Royalty")).toHaveTextContent("12.5%");
    expect(await facts().findByText("2.5%")).toBeInTheDocument();
    expect(fact("Platform fee")).toHaveTextContent("2.5%");
    expect(within(fact("Expires")).getByText(/^\d\d\/\d\d\/2026 \d\d:\d\d:09$/)).toHaveAttribute(
      "datetime",
      "2026-11-26T15:30:09.000Z",
    );
    expect(fact("Expires")).toHaveTextContent("in 2d 03h 30m 09s");
    expect(
      within(fact("Engines"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Unity", "My Engine"]);
    const seller = within(fact("Seller")).getByRole("link", { name: "Ada" });
    expect(seller).toHaveAttribute("href", "/account/creator-1");
    expect(seller).toHaveAttribute("title", listing.seller);
  });

  it("shows the platform fee of the Store on the asset's chain", async () => {
    fakeApi({ "GET /api/chains": ok(servedChains({ sei: { platformFeeBps: 300 } })) });
    const asset = sampleAssetDetails({ listings: [sampleListing({ expiration: null })] });
    renderWithQuery(<ListingFacts asset={{ ...asset, blockchain: sei }} />);
    expect(await facts().findByText("3%")).toBeInTheDocument();
  });

  it("counts down every second and drops a listing that expires while the page is open", () => {
    const listing = sampleListing({ expiration: "2026-11-24T12:00:02.000Z" });
    renderWithQuery(<ListingFacts asset={sampleAssetDetails({ listings: [listing], userNames: [] })} />);
    expect(fact("Expires")).toHaveTextContent("in 2s");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(fact("Expires")).toHaveTextContent("in 1s");
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(facts().getByText("Not listed")).toBeInTheDocument();
    expect(facts().queryByText("Royalty")).not.toBeInTheDocument();
  });

  it("says Never for a listing without expiry and Not listed without a live listing", () => {
    const { unmount } = renderWithQuery(
      <ListingFacts asset={sampleAssetDetails({ listings: [sampleListing({ expiration: null })] })} />,
    );
    expect(fact("Expires")).toHaveTextContent(/^Never$/);
    unmount();

    const expired = sampleListing({ expiration: "2026-11-20T00:00:00.000Z" });
    const cancelled = sampleListing({ listId: "2", expiration: null, isActive: false, state: "cancelled" });
    renderWithQuery(<ListingFacts asset={sampleAssetDetails({ listings: [expired, cancelled] })} />);
    expect(facts().getByText("Not listed")).toBeInTheDocument();
  });

  it("shows a seller without an account as a short address with the explorer and a copy button", async () => {
    const listing = sampleListing({ expiration: null, seller: UNREGISTERED, sellerUserId: null });
    renderWithQuery(
      <ListingFacts
        asset={{ ...sampleAssetDetails({ listings: [listing], userNames: [] }), blockchain: amoy }}
      />,
    );
    const seller = within(fact("Seller"));
    expect(seller.queryByRole("link", { name: /^(?!0x)/ })).not.toBeInTheDocument();
    const explorer = seller.getByRole("link", { name: /0x90f7\.\.\.906/ });
    expect(explorer).toHaveAttribute("href", `https://amoy.polygonscan.com/address/${UNREGISTERED}`);
    expect(explorer).toHaveAttribute("title", UNREGISTERED);

    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(seller.getByRole("button", { name: "Copy address 0x90f7...906" }));
    expect(await navigator.clipboard.readText()).toBe(UNREGISTERED);
  });
});
