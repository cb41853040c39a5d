import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import { SAMPLE_STUDIO_ADDRESS } from "@meshlink/domain/entities/samples";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { assetDetailsQuery } from "@/lib/queries/asset-details";
import { fakeWriter, servedChains, STORE_ADDRESS, TX_HASH } from "@/test/create-fixtures";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { AcceptProposalButton } from "@/features/integration/components/accept-proposal-button";
import { liveAsset, proposalOnLive, renderIntegration } from "@/test/integration-test-kit";

const proposal = proposalOnLive();
const asset = liveAsset({ proposals: [proposal] });
const acceptRoute = `POST /api/proposals/${proposal._id}/accept`;
const accepted = liveAsset({ proposals: [{ ...proposal, accepted: true }] });

function setup(accept = [ok(accepted)], writer = fakeWriter()) {
  const api = fakeApi({
    "GET /api/chains": ok(servedChains()),
    [acceptRoute]: accept,
    [`GET /api/assets/${asset.address}/${asset.tokenId}`]: ok(accepted),
  });
  const view = renderIntegration(<AcceptProposalButton asset={asset} proposal={proposal} />, { writer });
  const posts = () => api.calls.filter((call) => call.method === "POST");
  return { ...view, posts };
}

const acceptButton = () => screen.findByRole("button", { name: "Accept" });

afterEach(() => vi.unstubAllGlobals());

describe("AcceptProposalButton", () => {
  it("approves the proposer on-chain, then records the acceptance and stores the answered asset", async () => {
    const { user, writer, posts, queryClient } = setup();
    await waitFor(async () => expect(await acceptButton()).toBeEnabled());
    await user.click(await acceptButton());

    expect(
      await screen.findByText("You have successfully accepted an integration proposal!"),
    ).toBeInTheDocument();
    expect(writer.write).toHaveBeenCalledWith(
      expect.objectContaining({
        chainId: LOCAL_CHAIN_ID,
        address: STORE_ADDRESS,
        functionName: "approveListing",
        args: [7n, SAMPLE_STUDIO_ADDRESS],
      }),
    );
    expect(posts()).toMatchObject([{ body: { chainId: LOCAL_CHAIN_ID, txHash: TX_HASH } }]);
    const key = assetDetailsQuery(asset).queryKey;
    expect(queryClient.getQueryData(key)).toMatchObject({ proposals: [{ accepted: true }] });
  });

  it("toasts 'Approve proposal failed' when the wallet refuses, and records nothing", async () => {
    const writer = fakeWriter();
    writer.write.mockRejectedValueOnce(new Error("User rejected the request."));
    const { user, posts } = setup(undefined, writer);
    await waitFor(async () => expect(await acceptButton()).toBeEnabled());
    await user.click(await acceptButton());
    expect(await screen.findByText("Approve proposal failed")).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    expect(await acceptButton()).toBeEnabled();
  });

  it("toasts the acceptance error when the server fails, and a retry does not approve twice", async () => {
    const { user, writer, posts, queryClient } = setup([failed(500, "boom"), ok(accepted)]);
    await waitFor(async () => expect(await acceptButton()).toBeEnabled());
    await user.click(await acceptButton());
    expect(
      await screen.findByText("There has been an error while acceptiong a proposal."),
    ).toBeInTheDocument();

    await user.click(await acceptButton());
    const key = assetDetailsQuery(asset).queryKey;
    await waitFor(() =>
      expect(queryClient.getQueryData(key)).toMatchObject({ proposals: [{ accepted: true }] }),
    );
    expect(writer.write).toHaveBeenCalledTimes(1);
    expect(posts()).toHaveLength(2);
  });
});
