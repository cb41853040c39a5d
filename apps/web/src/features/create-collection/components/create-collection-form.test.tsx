import { LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChainWriterContext } from "@/lib/chain-writer";
import { CreateCollectionForm } from "@/features/create-collection/components/create-collection-form";
import { fakeWriter, sampleCollection, servedChains, STORE_ADDRESS, TX_HASH } from "@/test/create-fixtures";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { renderWithQuery } from "@/test/render-with-query";

afterEach(() => vi.unstubAllGlobals());

// Another address than Local's, so the test tells which Store the transaction went to.
const SEI_STORE = "0x1111111111111111111111111111111111111111";

function renderForm(writer = fakeWriter()) {
  const view = renderWithQuery(
    <ChainWriterContext.Provider value={writer}>
      <CreateCollectionForm />
    </ChainWriterContext.Provider>,
  );
  return { ...view, writer, user: userEvent.setup() };
}

describe("CreateCollectionForm", () => {
  it("requires a name and a symbol and focuses the first invalid field", async () => {
    fakeApi({ "GET /api/chains": ok(servedChains()) });
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Create collection" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Symbol is required")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
  });

  it('refuses a symbol with other characters than letters, digits, "_" and "-"', async () => {
    fakeApi({ "GET /api/chains": ok(servedChains()) });
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Name"), "Heroes");
    await user.type(screen.getByLabelText("Symbol"), "HE RO!");
    await user.click(screen.getByRole("button", { name: "Create collection" }));
    expect(await screen.findByText("incorrect entered value")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Symbol")).toHaveFocus());
  });

  it("offers only the live chains, with a Store, and picks the server's default chain", async () => {
    fakeApi({ "GET /api/chains": ok(servedChains({}, SEI_TESTNET_CHAIN_ID)) });
    renderForm();
    const select = screen.getByLabelText("Blockchain");
    await waitFor(() => expect(select).toHaveValue(String(SEI_TESTNET_CHAIN_ID)));
    expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Choose a chain",
      "Sei",
      "Local",
    ]);
  });

  it("creates the collection on the chosen chain: its Store takes the transaction, the server its id", async () => {
    const api = fakeApi({
      "GET /api/chains": ok(servedChains({ sei: { storeAddress: SEI_STORE } })),
      "POST /api/collections": ok(sampleCollection({ name: "Heroes" })),
    });
    const { user, writer, router } = renderForm();
    await waitFor(() => expect(screen.getByLabelText("Blockchain")).toHaveValue(String(LOCAL_CHAIN_ID)));
    await user.selectOptions(screen.getByLabelText("Blockchain"), "Sei");
    await user.type(screen.getByLabelText("Name"), "Heroes");
    await user.type(screen.getByLabelText("Symbol"), "HERO");
    await user.click(screen.getByRole("button", { name: "Create collection" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/collection/Heroes/u1"));

    expect(writer.write).toHaveBeenCalledWith(
      expect.objectContaining({ chainId: SEI_TESTNET_CHAIN_ID, address: SEI_STORE }),
    );
    expect(writer.waitForReceipt).toHaveBeenCalledWith(SEI_TESTNET_CHAIN_ID, TX_HASH);
    const save = api.calls.find((call) => call.path === "/api/collections");
    expect(save?.body).toMatchObject({ chainId: SEI_TESTNET_CHAIN_ID, txHash: TX_HASH });
  });

  it("creates on-chain, saves with the hash, retries only the failed save, then opens the collection", async () => {
    const api = fakeApi({
      "GET /api/chains": ok(servedChains()),
      "POST /api/collections": [
        failed(500, "database unavailable"),
        ok(sampleCollection({ name: "Heroes", ercType: "ERC721" })),
      ],
    });
    const { user, writer, router } = renderForm();
    await waitFor(() => expect(screen.getByLabelText("Blockchain")).toHaveValue("31337"));
    await user.type(screen.getByLabelText("Name"), "Heroes");
    await user.type(screen.getByLabelText("Symbol"), "HERO_1");
    await user.type(screen.getByLabelText("X"), "https://x.com/heroes");
    await user.click(screen.getByRole("button", { name: "Create collection" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("database unavailable");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/collection/Heroes/u1"));

    expect(writer.write).toHaveBeenCalledTimes(1);
    expect(writer.write.mock.calls[0]![0]).toMatchObject({
      chainId: 31337,
      address: STORE_ADDRESS,
      functionName: "createCollection",
      args: ["Heroes", "HERO_1", 1],
    });
    const saves = api.calls.filter((call) => call.path === "/api/collections");
    expect(saves).toHaveLength(2);
    expect(saves[1]!.body).toEqual({
      chainId: 31337,
      txHash: TX_HASH,
      name: "Heroes",
      symbol: "HERO_1",
      type: "ERC721",
      description: "",
      logoKey: null,
      bannerKey: null,
      socials: [{ name: "X", value: "https://x.com/heroes" }],
    });
  });
});
