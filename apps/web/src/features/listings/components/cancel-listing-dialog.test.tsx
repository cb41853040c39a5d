import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { assetDetailsQuery } from "@/lib/queries/asset-details";
import { fakeWriter, servedChains, STORE_ADDRESS, TX_HASH } from "@/test/create-fixtures";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { CancelListingDialog } from "@/features/listings/components/cancel-listing-dialog";
import { ChainProviders, fakeReader, listingAsset, resetBetweenTests } from "@/test/listing-test-fixtures";

const asset = listingAsset();
const listingRef = ok({ listId: "7", assetId: asset._id, address: asset.address, tokenId: asset.tokenId });

function setup(cancel: Parameters<typeof fakeApi>[0][string] = listingRef) {
  const api = fakeApi({
    "GET /api/chains": ok(servedChains()),
    "POST /api/listings/7/cancel": cancel,
  });
  const writer = fakeWriter();
  const { queryClient } = renderWithQuery(
    <ChainProviders writer={writer} reader={fakeReader()}>
      <CancelListingDialog asset={asset} listId="7" />
    </ChainProviders>,
  );
  return { api, writer, queryClient, user: userEvent.setup() };
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "Cancel listing" }));
  return screen.findByRole("dialog", { name: "Cancel listing" });
};

afterEach(resetBetweenTests);

describe("CancelListingDialog", () => {
  it("asks first and sends nothing when the owner keeps the listing", async () => {
    const { user, writer } = setup();
    await open(user);
    await user.click(screen.getByRole("button", { name: "Keep listing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(writer.write).not.toHaveBeenCalled();
  });

  it("sends cancelListing, waits for its block, records it and reloads the asset", async () => {
    const { user, writer, api, queryClient } = setup();
    const key = assetDetailsQuery(asset).queryKey;
    queryClient.setQueryData(key, asset);
    await open(user);
    await user.click(await screen.findByRole("button", { name: "Yes, cancel listing" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(writer.write).toHaveBeenCalledWith(
      expect.objectContaining({
        chainId: LOCAL_CHAIN_ID,
        address: STORE_ADDRESS,
        functionName: "cancelListing",
        args: [7n],
      }),
    );
    expect(writer.waitForReceipt).toHaveBeenCalledWith(LOCAL_CHAIN_ID, TX_HASH);
    const post = api.calls.find((call) => call.path === "/api/listings/7/cancel");
    expect(post?.body).toEqual({ chainId: LOCAL_CHAIN_ID, txHash: TX_HASH });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("keeps the dialog and records nothing when the transaction reverts", async () => {
    const { user, writer, api } = setup();
    writer.waitForReceipt.mockResolvedValueOnce({ status: "reverted", logs: [] } as never);
    const dialog = await open(user);
    await user.click(await screen.findByRole("button", { name: "Yes, cancel listing" }));

    expect(await screen.findByText("There was an error while listing your asset")).toBeInTheDocument();
    expect(within(dialog).getByText("The transaction was reverted")).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith("/cancel"))).toBe(false);

    // A reverted transaction is sent again on retry.
    await user.click(screen.getByRole("button", { name: "Yes, cancel listing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(writer.write).toHaveBeenCalledTimes(2);
  });

  it("shows the error and retries only the save when the server fails", async () => {
    const { user, writer, api } = setup([failed(500, "boom"), listingRef]);
    const dialog = await open(user);
    await user.click(await screen.findByRole("button", { name: "Yes, cancel listing" }));
    expect(await screen.findByText("There was an error while listing your asset")).toBeInTheDocument();
    expect(within(dialog).getByText("Saving the cancellation").closest("li")).toHaveAttribute(
      "data-status",
      "failed",
    );
    await user.click(screen.getByRole("button", { name: "Yes, cancel listing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(writer.write).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((call) => call.path.endsWith("/cancel"))).toHaveLength(2);
  });
});
