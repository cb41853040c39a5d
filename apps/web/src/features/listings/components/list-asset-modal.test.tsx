import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { zeroAddress } from "viem";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListAssetModal } from "@/features/listings/components/list-asset-modal";
import { fakeWriter, servedChains, STORE_ADDRESS, TX_HASH } from "@/test/create-fixtures";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetDetails } from "@/test/sample-assets";
import { ChainProviders, fakeReader, RECIPIENT, SELLER } from "@/test/listing-test-fixtures";
import { REGISTRATION_REFUSED } from "@/features/listings/hooks/registration-steps";

const NOW = new Date("2026-11-22T10:00:00.000Z");
const asset = sampleAssetDetails({
  ercType: "ERC1155",
  blockchain: { name: "Local", symbol: "ETH", chainId: LOCAL_CHAIN_ID },
  technicalDescription: null,
});

function setup(
  engines: Parameters<typeof fakeApi>[0][string] = ok([
    { id: "e1", name: "Unity" },
    { id: "e2", name: "Godot" },
  ]),
  holding?: bigint,
  royaltyRecipient: string = SELLER,
  listed = asset,
) {
  const api = fakeApi({
    "GET /api/engines": engines,
    "GET /api/chains": ok(servedChains()),
    "POST /api/listings": ok({
      listId: "1",
      assetId: asset._id,
      address: asset.address,
      tokenId: asset.tokenId,
    }),
  });
  const writer = fakeWriter();
  const reader = fakeReader();
  renderWithQuery(
    <ChainProviders writer={writer} reader={reader}>
      <ListAssetModal
        asset={listed}
        holding={holding}
        royaltyRecipient={royaltyRecipient}
        clock={() => NOW}
      />
    </ChainProviders>,
  );
  return { api, writer, reader, user: userEvent.setup() };
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "List" }));
  return screen.findByRole("dialog", { name: "List asset" });
};

afterEach(() => vi.unstubAllGlobals());

describe("ListAssetModal", () => {
  it("shows the validation messages and the platform fee", async () => {
    const { user, writer } = setup();
    await open(user);
    expect(await screen.findByText("2.5%")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "List asset" }));
    expect(await screen.findByText("No game engine selected.")).toBeInTheDocument();
    expect(screen.getByText("Provided royalty fee must be a positive value.")).toBeInTheDocument();
    expect(writer.write).not.toHaveBeenCalled();
  });

  it("lets a holder list at most the editions they hold (docs/decisions/008)", async () => {
    const { user, writer } = setup(undefined, 9n);
    await open(user);
    await user.click(await screen.findByLabelText("Unity"));
    await user.type(screen.getByLabelText("Royalty fee (%)"), "5");
    await user.type(screen.getByLabelText("Polygon count"), "60");
    await user.clear(screen.getByLabelText("Supply to list"));
    await user.type(screen.getByLabelText("Supply to list"), "10");
    await user.click(screen.getByRole("button", { name: "List asset" }));
    expect(await screen.findByText("You hold 9: list at most that many")).toBeInTheDocument();
    expect(writer.write).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Supply to list"));
    await user.type(screen.getByLabelText("Supply to list"), "9");
    await user.click(screen.getByRole("button", { name: "List asset" }));
    await waitFor(() => expect(writer.write).toHaveBeenCalledTimes(1));
    expect((writer.write.mock.calls[0]![0].args as readonly unknown[])[2]).toBe(9n);
  });

  it("refuses royalty input above 100", async () => {
    const { user } = setup();
    await open(user);
    const royalty = screen.getByLabelText("Royalty fee (%)");
    await user.type(royalty, "100");
    expect(royalty).toHaveValue("100");
    await user.type(royalty, "1");
    expect(royalty).toHaveValue("100");
    await user.clear(royalty);
    await user.type(royalty, "101");
    expect(royalty).toHaveValue("10");
  });

  it("toasts when the engines list fails and accepts a manual engine", async () => {
    const { user } = setup(failed(500, "boom"));
    await open(user);
    expect(await screen.findByText("No game engines found")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Other engine"), "My Engine");
    await user.click(screen.getByRole("button", { name: "Add engine" }));
    expect(screen.getByRole("list", { name: "Engines entered by hand" })).toHaveTextContent("My Engine");
    await user.click(screen.getByRole("button", { name: "List asset" }));
    expect(screen.queryByText("No game engine selected.")).not.toBeInTheDocument();
  });

  it("sends listForSale then records the listing", async () => {
    const { user, writer, api } = setup();
    await open(user);
    await user.click(await screen.findByLabelText("Unity"));
    await user.type(screen.getByLabelText("Other engine"), "Custom One{Enter}");
    await user.type(screen.getByLabelText("Royalty fee (%)"), "12.5");
    await user.selectOptions(screen.getByLabelText("Expiration"), "1 day");
    await user.clear(screen.getByLabelText("Supply to list"));
    await user.type(screen.getByLabelText("Supply to list"), "3");
    await user.type(screen.getByLabelText("Polygon count"), "12k");
    await user.click(screen.getByRole("button", { name: "List asset" }));

    expect(await screen.findByText("You have successfully listed your asset!")).toBeInTheDocument();
    expect(writer.write).toHaveBeenCalledTimes(1);
    const request = writer.write.mock.calls[0]![0];
    expect(request).toMatchObject({
      chainId: LOCAL_CHAIN_ID,
      address: STORE_ADDRESS,
      functionName: "listForSale",
    });
    // The expiration is computed from the real clock at submit; it is one day ahead in seconds.
    const [collection, tokenId, supply, royalty, expiration, recipient] = request.args as [
      string,
      bigint,
      bigint,
      number,
      bigint,
      string,
    ];
    expect([collection, tokenId, supply, royalty, recipient]).toEqual([
      asset.address,
      BigInt(asset.tokenId),
      3n,
      1250,
      SELLER,
    ]);
    const dayAhead = Math.floor(Date.now() / 1000) + 24 * 3600;
    expect(Math.abs(Number(expiration) - dayAhead)).toBeLessThan(60);

    const post = api.calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({
      chainId: LOCAL_CHAIN_ID,
      txHash: TX_HASH,
      engines: [
        { engineId: "e1", name: "Unity" },
        { engineId: null, name: "Custom One" },
      ],
      technicalDescription: {
        short: { rigged: false, animations: false, textures: false, polyCount: "12k" },
        extended: "",
        about: "",
      },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  const fillAndList = async (user: ReturnType<typeof userEvent.setup>) => {
    await open(user);
    await user.click(await screen.findByLabelText("Unity"));
    await user.type(screen.getByLabelText("Royalty fee (%)"), "5");
    await user.type(screen.getByLabelText("Polygon count"), "1k");
    await user.click(screen.getByRole("button", { name: "List asset" }));
  };
  const imported = { ...asset, imported: true };

  it("names the user's default wallet as the listing's royalty recipient, whichever wallet lists (spec section 3)", async () => {
    const { user, writer, api } = setup(undefined, undefined, RECIPIENT);
    await fillAndList(user);

    expect(await screen.findByText("You have successfully listed your asset!")).toBeInTheDocument();
    expect(writer.write.mock.calls.map(([call]) => call.functionName)).toEqual(["listForSale"]);
    expect((writer.write.mock.calls[0]![0].args as readonly unknown[])[5]).toBe(RECIPIENT);
    expect(
      api.calls.filter((call) => call.method !== "GET").map((call) => `${call.method} ${call.path}`),
    ).toEqual(["POST /api/listings"]);
  });

  it.each([
    ["no address", ""],
    ["the zero address", zeroAddress],
  ])("sends nothing and says so when the user has %s to be paid (spec section 5)", async (_, recipient) => {
    const { user, writer, api } = setup(undefined, undefined, recipient);
    await fillAndList(user);

    expect(await screen.findByText("Error getting fee recipient, no address found.")).toBeInTheDocument();
    expect(await screen.findByText("There was an error while listing your asset")).toBeInTheDocument();
    expect(writer.write).not.toHaveBeenCalled();
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("registers an imported collection in the Store before its first listing (docs/decisions/020)", async () => {
    const { user, writer, reader } = setup(undefined, undefined, undefined, imported);
    reader.isKnownCollection.mockResolvedValueOnce(false);
    await fillAndList(user);
    expect(await screen.findByText("You have successfully listed your asset!")).toBeInTheDocument();
    expect(reader.isKnownCollection).toHaveBeenCalledWith({
      chainId: LOCAL_CHAIN_ID,
      store: STORE_ADDRESS,
      collection: asset.address,
    });
    expect(writer.write.mock.calls.map(([call]) => [call.functionName, call.args[0]])).toEqual([
      ["registerCollection", asset.address],
      ["listForSale", asset.address],
    ]);
  });

  it("lists an imported token at once when its collection is registered already", async () => {
    const { user, writer } = setup(undefined, undefined, undefined, imported);
    await fillAndList(user);
    expect(await screen.findByText("You have successfully listed your asset!")).toBeInTheDocument();
    expect(writer.write.mock.calls.map(([call]) => call.functionName)).toEqual(["listForSale"]);
  });

  it("says who can register when the Store refuses the registration, and lists nothing", async () => {
    const { user, writer, reader, api } = setup(undefined, undefined, undefined, imported);
    reader.isKnownCollection.mockResolvedValueOnce(false);
    writer.waitForReceipt.mockResolvedValueOnce({ status: "reverted", logs: [] } as never);
    await fillAndList(user);
    expect(await screen.findByText(REGISTRATION_REFUSED)).toBeInTheDocument();
    expect(writer.write.mock.calls.map(([call]) => call.functionName)).toEqual(["registerCollection"]);
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("offers a custom date that may not lie in the past", async () => {
    const { user, writer } = setup();
    await open(user);
    expect(screen.getByLabelText("Expiration")).toHaveDisplayValue("1 hour");
    await user.selectOptions(screen.getByLabelText("Expiration"), "Custom");
    const custom = screen.getByLabelText("Expiration date and time");
    await user.clear(custom);
    await user.type(custom, "2020-01-01T10:00");
    await user.click(screen.getByRole("button", { name: "List asset" }));
    expect(await screen.findByText("Date cannot be set in the past.")).toBeInTheDocument();
    expect(writer.write).not.toHaveBeenCalled();
  });

  it("toasts the listing error when the wallet refuses", async () => {
    const { user, writer, api } = setup();
    writer.write.mockRejectedValueOnce(new Error("User rejected"));
    await open(user);
    await user.click(await screen.findByLabelText("Godot"));
    await user.type(screen.getByLabelText("Royalty fee (%)"), "5");
    await user.type(screen.getByLabelText("Polygon count"), "1k");
    await user.click(screen.getByRole("button", { name: "List asset" }));
    expect(await screen.findByText("There was an error while listing your asset")).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
  });
});
