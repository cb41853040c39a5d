import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { sampleListing } from "@meshlink/domain/entities/samples";
import { servedChains } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";
import { IntegrationPanel } from "@/features/integration/components/integration-panel";
import {
  liveAsset,
  proposalOnLive,
  renderIntegration,
  STUDIO,
  STUDIO_WALLET,
} from "@/test/integration-test-kit";

const NOW = new Date("2026-11-22T10:00:00.000Z");
const panel = () => within(screen.getByRole("region", { name: "Integration" }));

function renderPanel(asset = liveAsset(), viewer: Parameters<typeof IntegrationPanel>[0]["viewer"] = STUDIO) {
  fakeApi({ "GET /api/chains": ok(servedChains()) });
  return renderIntegration(
    <IntegrationPanel asset={asset} viewer={viewer} account={viewer ? STUDIO_WALLET : ""} now={NOW} />,
  );
}

describe("IntegrationPanel (spec section 4, in its order)", () => {
  it("renders nothing for the owner", () => {
    renderPanel(liveAsset(), { id: liveAsset().userId, type: "creator" });
    expect(screen.queryByRole("region", { name: "Integration" })).not.toBeInTheDocument();
  });

  it("invites an anonymous visitor to create an account", () => {
    renderPanel(liveAsset(), null);
    expect(panel().getByText("Create a free account and join the MeshLink community!")).toBeInTheDocument();
    expect(panel().getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(panel().queryByRole("button")).not.toBeInTheDocument();
  });

  it("tells a creator-type user to log in as a studio", () => {
    renderPanel(liveAsset(), { id: "creator-2", type: "creator" });
    expect(
      panel().getByText("You must be logged in as a studio for integration options."),
    ).toBeInTheDocument();
    expect(panel().queryByRole("button")).not.toBeInTheDocument();
  });

  it("says the asset has not been listed", () => {
    renderPanel(liveAsset({ listings: [] }));
    expect(panel().getByText("This asset hasn't been listed yet.")).toBeInTheDocument();
  });

  it("says the listing has expired", () => {
    renderPanel(
      liveAsset({ listings: [sampleListing({ listId: "7", expiration: "2026-11-01T00:00:00Z" })] }),
    );
    expect(panel().getByText("The listing for this asset has expired.")).toBeInTheDocument();
    expect(panel().queryByRole("button")).not.toBeInTheDocument();
  });

  it("says the studio has integrated the asset", () => {
    renderPanel(liveAsset({ proposals: [proposalOnLive({ accepted: true, isFinalised: true })] }));
    expect(panel().getByText("You have integrated this NFT.")).toBeInTheDocument();
  });

  it("shows a disabled Integrate while the studio's proposal is pending", () => {
    renderPanel(liveAsset({ proposals: [proposalOnLive()] }));
    expect(panel().getByRole("button", { name: "Integrate" })).toBeDisabled();
    expect(panel().queryByRole("button", { name: "Propose" })).not.toBeInTheDocument();
  });

  it("enables Integrate once the studio's proposal is accepted", () => {
    renderPanel(liveAsset({ proposals: [proposalOnLive({ accepted: true })] }));
    expect(panel().getByRole("button", { name: "Integrate" })).toBeEnabled();
  });

  it("offers Propose otherwise, also when another studio already proposed", () => {
    renderPanel(liveAsset({ proposals: [proposalOnLive({ offererId: "studio-2" })] }));
    expect(panel().getByRole("button", { name: "Propose" })).toBeEnabled();
    expect(panel().queryByRole("button", { name: "Integrate" })).not.toBeInTheDocument();
  });

  it("lets a studio pick among the live listings of an ERC-1155 token's holders, lowest royalty first", async () => {
    const listings = [
      sampleListing({
        listId: "7",
        expiration: null,
        price: 1200,
        seller: `0x${"a".repeat(40)}`,
        sellerUserId: null,
      }),
      sampleListing({
        listId: "8",
        expiration: null,
        price: 300,
        seller: `0x${"b".repeat(40)}`,
        sellerUserId: null,
      }),
    ];
    renderPanel(liveAsset({ ercType: "ERC1155", listings }));
    const choice = panel().getByRole("combobox", { name: "Listing" });
    expect(
      within(choice)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["3% royalty · 0xbbbb...bbb", "12% royalty · 0xaaaa...aaa"]);
    expect(choice).toHaveValue("8");
    await userEvent.selectOptions(choice, "7");
    expect(choice).toHaveValue("7");
    expect(panel().getByRole("button", { name: "Propose" })).toBeEnabled();
  });

  it("offers no choice of listing when there is one", () => {
    renderPanel();
    expect(panel().queryByRole("combobox", { name: "Listing" })).not.toBeInTheDocument();
  });

  it("keeps the Integrate dialog open when a live update moves the panel past accepted", async () => {
    const accepted = liveAsset({ proposals: [proposalOnLive({ accepted: true })] });
    const integrated = liveAsset({ proposals: [proposalOnLive({ accepted: true, isFinalised: true })] });
    let showAsset: (asset: typeof accepted) => void = () => {};
    function LivePage() {
      const [asset, setAsset] = useState(accepted);
      showAsset = setAsset;
      return <IntegrationPanel asset={asset} viewer={STUDIO} account={STUDIO_WALLET} now={NOW} />;
    }
    fakeApi({ "GET /api/chains": ok(servedChains()) });
    const { user, container } = renderIntegration(<LivePage />);
    await user.click(panel().getByRole("button", { name: "Integrate" }));
    expect(screen.getByRole("dialog", { name: "Integrate asset" })).toBeInTheDocument();

    // The page's own socket reloads the asset: the proposal now reads as executed.
    act(() => showAsset(integrated));
    // The open dialog hides the page from assistive technology (and its name with it): found by its label.
    expect(container.querySelector("section[aria-label='Integration']")).toHaveAttribute(
      "data-state",
      "finalised",
    );
    expect(screen.getByRole("dialog", { name: "Integrate asset" })).toBeInTheDocument();
  });
});
