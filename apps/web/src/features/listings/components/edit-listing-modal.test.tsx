import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { zeroAddress } from "viem";
import { afterEach, describe, expect, it } from "vitest";
import { fakeWriter, servedChains, STORE_ADDRESS, TX_HASH } from "@/test/create-fixtures";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { EditListingModal } from "@/features/listings/components/edit-listing-modal";
import {
  ChainProviders,
  fakeReader,
  LIVE_EXPIRATION,
  listingAsset,
  liveListing,
  NOW,
  RECIPIENT,
  resetBetweenTests,
} from "@/test/listing-test-fixtures";

const asset = listingAsset();
const listingRef = ok({ listId: "7", assetId: asset._id, address: asset.address, tokenId: asset.tokenId });

function setup(patch: Parameters<typeof fakeApi>[0][string] = listingRef, royaltyRecipient = RECIPIENT) {
  const api = fakeApi({
    "GET /api/engines": ok([
      { id: "e1", name: "Unity" },
      { id: "e2", name: "Godot" },
    ]),
    "GET /api/chains": ok(servedChains()),
    "PATCH /api/listings/7": patch,
  });
  const writer = fakeWriter();
  const reader = fakeReader();
  renderWithQuery(
    <ChainProviders writer={writer} reader={reader}>
      <EditListingModal
        asset={asset}
        listing={liveListing()}
        royaltyRecipient={royaltyRecipient}
        clock={() => NOW}
      />
    </ChainProviders>,
  );
  return { api, writer, reader, user: userEvent.setup() };
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "Edit listing" }));
  return screen.findByRole("dialog", { name: "Edit listing" });
};

const changeRoyalty = async (user: ReturnType<typeof userEvent.setup>, value: string) => {
  await user.clear(screen.getByLabelText("Royalty fee (%)"));
  await user.type(screen.getByLabelText("Royalty fee (%)"), value);
};

afterEach(resetBetweenTests);

describe("EditListingModal", () => {
  it("opens on what the live listing holds", async () => {
    const { user } = setup();
    await open(user);
    expect(await screen.findByLabelText("Unity")).toBeChecked();
    expect(screen.getByLabelText("Godot")).not.toBeChecked();
    expect(screen.getByRole("list", { name: "Engines entered by hand" })).toHaveTextContent("Custom One");
    expect(screen.getByLabelText("Royalty fee (%)")).toHaveValue("12.5");
    expect(screen.getByLabelText("Expiration")).toHaveDisplayValue("Custom");
    expect(screen.getByLabelText("Expiration date and time")).not.toHaveValue("");
    expect(screen.getByLabelText("Polygon count")).toHaveValue("12k");
    expect(screen.getByLabelText("Rigged")).toBeChecked();
    expect(screen.getByLabelText("Details")).toHaveValue("Quads only");
  });

  it("sends editListings naming the user's first wallet as royalty recipient, then records the edit", async () => {
    const { user, writer, reader, api } = setup();
    await open(user);
    await changeRoyalty(user, "20");
    await user.click(await screen.findByLabelText("Godot"));
    await user.click(screen.getByRole("button", { name: "Save listing" }));

    expect(await screen.findByText("You have successfully edited your asset listing!")).toBeInTheDocument();
    // Spec section 3: the first address is the recipient, whatever the chain held before.
    expect(reader.getListedNft).not.toHaveBeenCalled();
    expect(writer.write).toHaveBeenCalledTimes(1);
    expect(writer.write.mock.calls[0]![0]).toMatchObject({
      chainId: LOCAL_CHAIN_ID,
      address: STORE_ADDRESS,
      functionName: "editListings",
      args: [7n, BigInt(Date.parse(LIVE_EXPIRATION) / 1000), RECIPIENT, 2000],
    });
    expect(writer.waitForReceipt).toHaveBeenCalledWith(LOCAL_CHAIN_ID, TX_HASH);
    const patch = api.calls.find((call) => call.method === "PATCH");
    expect(patch?.path).toBe("/api/listings/7");
    expect(patch?.body).toEqual({
      chainId: LOCAL_CHAIN_ID,
      txHash: TX_HASH,
      engines: [
        { engineId: "e1", name: "Unity" },
        { engineId: null, name: "Custom One" },
        { engineId: "e2", name: "Godot" },
      ],
      technicalDescription: {
        short: { rigged: true, animations: false, textures: true, polyCount: "12k" },
        extended: "Quads only",
        about: "",
      },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("sends no expiry as 0 when the no-expiry choice is picked", async () => {
    const { user, writer } = setup();
    await open(user);
    await user.selectOptions(screen.getByLabelText("Expiration"), "No expiry");
    await user.click(screen.getByRole("button", { name: "Save listing" }));
    await screen.findByText("You have successfully edited your asset listing!");
    expect((writer.write.mock.calls[0]![0].args as readonly unknown[])[1]).toBe(0n);
  });

  it("keeps the form when saving fails and retries without a second transaction", async () => {
    const { user, writer, api } = setup([failed(500, "boom"), listingRef]);
    const dialog = await open(user);
    await changeRoyalty(user, "20");
    await user.click(screen.getByRole("button", { name: "Save listing" }));

    expect(await screen.findByText("There was an error while listing your asset")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit listing" })).toBe(dialog);
    expect(screen.getByLabelText("Royalty fee (%)")).toHaveValue("20");
    const progress = within(dialog).getByRole("region", { name: "Edit progress" });
    expect(within(progress).getByText("Saving the listing").closest("li")).toHaveAttribute(
      "data-status",
      "failed",
    );

    await user.click(screen.getByRole("button", { name: "Save listing" }));
    expect(await screen.findByText("You have successfully edited your asset listing!")).toBeInTheDocument();
    expect(writer.write).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((call) => call.method === "PATCH")).toHaveLength(2);
  });

  it("toasts the listing error and records nothing when the wallet refuses", async () => {
    const { user, writer, api } = setup();
    writer.write.mockRejectedValueOnce(new Error("User rejected"));
    await open(user);
    await changeRoyalty(user, "7");
    await user.click(screen.getByRole("button", { name: "Save listing" }));
    expect(await screen.findByText("There was an error while listing your asset")).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "PATCH")).toBe(false);
    expect(screen.getByLabelText("Royalty fee (%)")).toHaveValue("7");
  });

  it("sends nothing when the user has no address to name as fee recipient (spec section 5)", async () => {
    const { user, writer, api } = setup(listingRef, zeroAddress);
    await open(user);
    await changeRoyalty(user, "7");
    await user.click(screen.getByRole("button", { name: "Save listing" }));
    expect(await screen.findByText("Error getting fee recipient, no address found.")).toBeInTheDocument();
    expect(writer.write).not.toHaveBeenCalled();
    expect(api.calls.some((call) => call.method === "PATCH")).toBe(false);
  });

  it("refuses an empty royalty before anything is sent", async () => {
    const { user, writer } = setup();
    await open(user);
    await user.clear(screen.getByLabelText("Royalty fee (%)"));
    await user.click(screen.getByRole("button", { name: "Save listing" }));
    expect(await screen.findByText("Provided royalty fee must be a positive value.")).toBeInTheDocument();
    expect(writer.write).not.toHaveBeenCalled();
  });
});
