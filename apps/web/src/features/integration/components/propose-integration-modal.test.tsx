import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleCollection, servedChains, STORE_ADDRESS } from "@/test/create-fixtures";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { ProposeIntegrationModal } from "@/features/integration/components/propose-integration-modal";
import {
  fakeReader,
  GAME_COLLECTION,
  liveAsset,
  proposalOnLive,
  renderIntegration,
  STUDIO_WALLET,
} from "@/test/integration-test-kit";

const asset = liveAsset();
const mine = `GET /api/collections/mine?chainId=${LOCAL_CHAIN_ID}`;
const game = sampleCollection({ name: "Game", address: GAME_COLLECTION, userId: "studio-1" });

function setup({ collections = [game], compatible = true, proposal = ok(proposalOnLive()) } = {}) {
  const api = fakeApi({
    "GET /api/chains": ok(servedChains()),
    [mine]: ok(collections),
    "POST /api/proposals": proposal,
  });
  const view = renderIntegration(
    <ProposeIntegrationModal asset={asset} listingId="7" account={STUDIO_WALLET} />,
    { reader: fakeReader(compatible) },
  );
  return { ...view, api, posts: () => api.calls.filter((call) => call.method === "POST") };
}

async function open(user: ReturnType<typeof setup>["user"]) {
  await user.click(screen.getByRole("button", { name: "Propose" }));
  return within(await screen.findByRole("dialog", { name: "Propose Integration" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("ProposeIntegrationModal", () => {
  it("checks the chosen collection on-chain, records the proposal and closes", async () => {
    const { user, reader, posts } = setup();
    const dialog = await open(user);
    await user.selectOptions(await dialog.findByLabelText("Destination collection"), "Game");
    await user.click(dialog.getByRole("button", { name: "Send proposal" }));

    expect(
      await screen.findByText("You have successfully sent an integration proposal!"),
    ).toBeInTheDocument();
    expect(reader.checkForCompatibility).toHaveBeenCalledWith({
      chainId: LOCAL_CHAIN_ID,
      store: STORE_ADDRESS,
      collection: GAME_COLLECTION,
      account: STUDIO_WALLET,
    });
    expect(posts()).toMatchObject([
      {
        path: "/api/proposals",
        body: { assetId: asset._id, listingId: "7", offererCollectionAddress: GAME_COLLECTION },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("refuses an incompatible collection without asking the server", async () => {
    const { user, posts } = setup({ compatible: false });
    const dialog = await open(user);
    await user.selectOptions(await dialog.findByLabelText("Destination collection"), "Game");
    await user.click(dialog.getByRole("button", { name: "Send proposal" }));

    const progress = within(await dialog.findByRole("region", { name: "Proposal progress" }));
    expect(await progress.findByRole("alert")).toHaveTextContent("Collection is not compatible for proposal");
    expect(posts()).toHaveLength(0);
    expect(dialog.getByRole("button", { name: "Send proposal" })).toBeEnabled();
  });

  it("asks for a destination collection before anything is sent", async () => {
    const { user, reader } = setup();
    const dialog = await open(user);
    await dialog.findByRole("option", { name: "Game" });
    await user.click(dialog.getByRole("button", { name: "Send proposal" }));
    expect(await dialog.findByText("No destination collection selected / found!")).toBeInTheDocument();
    expect(reader.checkForCompatibility).not.toHaveBeenCalled();
  });

  it("tells a studio without a collection on this chain that it has none", async () => {
    const { user } = setup({ collections: [] });
    const dialog = await open(user);
    expect(await dialog.findByRole("alert")).toHaveTextContent("Buyer has no existing collection");
    expect(dialog.getByRole("button", { name: "Send proposal" })).toBeDisabled();
  });

  it("shows the server's refusal and lets the studio retry", async () => {
    const { user, posts } = setup({
      proposal: failed(403, "The listing for this asset has expired."),
    });
    const dialog = await open(user);
    await user.selectOptions(await dialog.findByLabelText("Destination collection"), "Game");
    await user.click(dialog.getByRole("button", { name: "Send proposal" }));
    expect(await screen.findAllByText("The listing for this asset has expired.")).not.toHaveLength(0);
    expect(posts()).toHaveLength(1);
    expect(dialog.getByRole("button", { name: "Send proposal" })).toBeEnabled();
  });
});
