import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { formatDate } from "@meshlink/domain/format/format-date";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fakeWriter, servedChains, STORE_ADDRESS } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { ReadListedTokensModal } from "@/features/listings/components/read-listed-tokens-modal";
import {
  ChainProviders,
  fakeReader,
  LIVE_EXPIRATION,
  listedNft,
  listingAsset,
  RECIPIENT,
  resetBetweenTests,
  SELLER,
} from "@/test/listing-test-fixtures";

const asset = listingAsset();

function setup(reader = fakeReader()) {
  fakeApi({ "GET /api/chains": ok(servedChains()) });
  renderWithQuery(
    <ChainProviders writer={fakeWriter()} reader={reader}>
      <ReadListedTokensModal asset={asset} listId="7" />
    </ChainProviders>,
  );
  return { reader, user: userEvent.setup() };
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "Read listed tokens" }));
  return screen.findByRole("dialog", { name: "Read listed tokens" });
};

const valueOf = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;

afterEach(resetBetweenTests);

describe("ReadListedTokensModal", () => {
  it("reads getListedNft on the asset's chain and shows what the Store holds", async () => {
    const { user, reader } = setup();
    await open(user);
    expect(await screen.findByText("Seller", { selector: "dt" })).toBeInTheDocument();
    expect(reader.getListedNft).toHaveBeenCalledWith({
      chainId: LOCAL_CHAIN_ID,
      storeAddress: STORE_ADDRESS,
      listingId: 7n,
    });
    expect(valueOf("Seller")).toHaveTextContent(SELLER);
    expect(valueOf("Active")).toHaveTextContent("Yes");
    expect(valueOf("Supply")).toHaveTextContent("3");
    expect(valueOf("Expiration")).toHaveTextContent(formatDate(LIVE_EXPIRATION));
    expect(valueOf("Expiration")?.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(valueOf("Royalty fee")).toHaveTextContent("12.5%");
    expect(valueOf("Royalty recipient")).toHaveTextContent(RECIPIENT);
  });

  it("shows -- for no expiry and No for an inactive listing", async () => {
    const { user } = setup(fakeReader(listedNft({ expiration: 0n, active: false, royaltyFee: 1n })));
    await open(user);
    await screen.findByText("Seller", { selector: "dt" });
    expect(valueOf("Expiration")).toHaveTextContent(/^--$/);
    expect(valueOf("Active")).toHaveTextContent("No");
    expect(valueOf("Royalty fee")).toHaveTextContent("0.01%");
  });

  it.each([253_402_300_800n, 9_000_000_000_000n, 2n ** 64n - 1n])(
    "shows -- for an expiration at %i s, past any date, as for no expiry",
    async (expiration) => {
      const { user } = setup(fakeReader(listedNft({ expiration })));
      await open(user);
      await screen.findByText("Seller", { selector: "dt" });
      expect(valueOf("Expiration")).toHaveTextContent(/^--$/);
    },
  );

  it("shows a loading state, then an error with a retry when the read fails", async () => {
    const reader = fakeReader();
    let fail: (error: Error) => void = () => undefined;
    reader.getListedNft.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const { user } = setup(reader);
    await open(user);
    expect(await screen.findByText("Reading the listing…")).toBeInTheDocument();
    fail(new Error("execution reverted"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Reading the listing from the chain failed");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Seller", { selector: "dt" })).toBeInTheDocument();
    expect(reader.getListedNft).toHaveBeenCalledTimes(2);
  });
});
