import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeWriter, servedChains, STORE_ADDRESS, TX_HASH } from "@/test/create-fixtures";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { ExecuteIntegrationModal } from "@/features/integration/components/execute-integration-modal";
import { GAME_COLLECTION, liveAsset, proposalOnLive, renderIntegration } from "@/test/integration-test-kit";

const proposal = proposalOnLive({ accepted: true });
const asset = liveAsset({ proposals: [proposal] });
const executed = {
  proposal: { ...proposal, isFinalised: true },
  linkedAsset: { _id: "asset-9", address: GAME_COLLECTION, tokenId: "42", original: asset._id },
};
const FAILED = "There has been an error while integrating the asset.";

// The receipt's logs are the server's to decode: the fake wallet's receipt carries none.
function setup(record = [ok(executed)], writer = fakeWriter(), chains = servedChains()) {
  const api = fakeApi({
    "GET /api/chains": ok(chains),
    [`POST /api/proposals/${proposal._id}/executed`]: record,
  });
  const view = renderIntegration(<ExecuteIntegrationModal asset={asset} proposal={proposal} />, { writer });
  return { ...view, posts: () => api.calls.filter((call) => call.method === "POST") };
}

async function openDialog(user: ReturnType<typeof setup>["user"]) {
  await user.click(screen.getByRole("button", { name: "Integrate" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Integrate asset" }));
  await waitFor(() => expect(dialog.getByRole("button", { name: "Confirm integration" })).toBeEnabled());
  return dialog;
}

afterEach(() => vi.unstubAllGlobals());

describe("ExecuteIntegrationModal", () => {
  it("executes the listing, records it and links to the linked asset the server answered", async () => {
    const { user, writer, posts } = setup();
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole("button", { name: "Confirm integration" }));

    expect(await dialog.findByRole("link", { name: "View integrated asset" })).toHaveAttribute(
      "href",
      `/asset/${GAME_COLLECTION}/42`,
    );
    expect(dialog.getByRole("status")).toHaveTextContent("You have successfully integrated the asset!");
    expect(writer.write).toHaveBeenCalledWith(
      expect.objectContaining({
        chainId: LOCAL_CHAIN_ID,
        address: STORE_ADDRESS,
        functionName: "executeListing",
        args: [7n, GAME_COLLECTION],
      }),
    );
    expect(posts()).toMatchObject([{ body: { chainId: LOCAL_CHAIN_ID, txHash: TX_HASH } }]);
  });

  it("keeps a failed record retryable without sending the transaction again", async () => {
    const { user, writer, posts } = setup([failed(500, "Chain unavailable"), ok(executed)]);
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole("button", { name: "Confirm integration" }));

    const progress = within(await dialog.findByRole("region", { name: "Integration progress" }));
    expect(await progress.findByRole("alert")).toHaveTextContent("Chain unavailable");
    await user.click(dialog.getByRole("button", { name: "Try again" }));

    expect(await dialog.findByRole("link", { name: "View integrated asset" })).toBeInTheDocument();
    expect(writer.write).toHaveBeenCalledTimes(1);
    expect(posts()).toHaveLength(2);
  });

  it("shows the server's decoding error and retries only the record, never executeListing", async () => {
    const { user, writer, posts } = setup([failed(400, "decoding error"), ok(executed)]);
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole("button", { name: "Confirm integration" }));

    const progress = within(await dialog.findByRole("region", { name: "Integration progress" }));
    expect(await progress.findByRole("alert")).toHaveTextContent("decoding error");
    await user.click(dialog.getByRole("button", { name: "Try again" }));

    expect(await dialog.findByRole("link", { name: "View integrated asset" })).toBeInTheDocument();
    expect(writer.write).toHaveBeenCalledTimes(1);
    expect(posts()).toHaveLength(2);
  });

  it("sends executeListing again only after a reverted receipt", async () => {
    const writer = fakeWriter();
    writer.waitForReceipt.mockResolvedValueOnce({ status: "reverted", logs: [] } as never);
    const { user, posts } = setup(undefined, writer);
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole("button", { name: "Confirm integration" }));

    const progress = within(await dialog.findByRole("region", { name: "Integration progress" }));
    expect(await progress.findByRole("alert")).toHaveTextContent(FAILED);
    expect(posts()).toHaveLength(0);
    await user.click(dialog.getByRole("button", { name: "Try again" }));

    expect(await dialog.findByRole("link", { name: "View integrated asset" })).toBeInTheDocument();
    expect(writer.write).toHaveBeenCalledTimes(2);
    expect(posts()).toHaveLength(1);
  });

  it("toasts the step's own error: no Store address on the asset's chain", async () => {
    const chains = servedChains();
    const noStore = { ...chains, chains: chains.chains.map((chain) => ({ ...chain, storeAddress: null })) };
    const { user, writer } = setup(undefined, fakeWriter(), noStore);
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole("button", { name: "Confirm integration" }));

    const message = "No contract address found. Check .env for missing data";
    const progress = within(await dialog.findByRole("region", { name: "Integration progress" }));
    expect(await progress.findByRole("alert")).toHaveTextContent(message);
    // The toast too, not the generic integration failure.
    expect(await screen.findByText(message, { selector: "[data-sonner-toast] *" })).toBeInTheDocument();
    expect(writer.write).not.toHaveBeenCalled();
  });
});
