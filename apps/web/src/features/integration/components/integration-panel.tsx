import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import type { Listing } from "@meshlink/domain/entities/listing";
import type { Proposal } from "@meshlink/domain/entities/proposal";
import { integrationPanelState, type IntegrationPanelState } from "@meshlink/domain/rules/integration-panel";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { type ReactNode, useState } from "react";
import type { Address } from "viem";
import { Button } from "@/ui/button";
import { ButtonLink } from "@/ui/button-link";
import { ExecuteIntegrationModal } from "@/features/integration/components/execute-integration-modal";
import { ProposeOnListing } from "@/features/integration/components/propose-on-listing";

type IntegrationPanelProps = {
  asset: AssetDetails;
  viewer: Viewer;
  /** The signed-in wallet ("" when anonymous): the proposer the contract checks and lets execute. */
  account: string;
  now?: Date;
};

/** Spec section 4 "Integration panel for non-owners": one state of the domain rule, one rendering. */
export function IntegrationPanel({ asset, viewer, account, now = new Date() }: IntegrationPanelProps) {
  const panel = integrationPanelState(viewer, asset, now);
  // The proposal whose Integrate dialog is open: the dialog stays, showing its progress and result,
  // when a live update reloads the asset mid-way and moves the panel past "accepted".
  const [executing, setExecuting] = useState<Proposal | null>(null);
  if (panel.state === "owner") return null;
  const accepted = panel.state === "accepted" ? panel.proposal : executing;
  return (
    <section
      aria-label="Integration"
      data-state={panel.state}
      className="flex w-full flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      {accepted ? (
        <>
          {text("The owner accepted your proposal.")}
          <ExecuteIntegrationModal
            asset={asset}
            proposal={accepted}
            onOpenChange={(open) => setExecuting(open ? accepted : null)}
          />
        </>
      ) : (
        panel.state !== "accepted" && render(panel, asset, account)
      )}
    </section>
  );
}

const text = (value: string) => <p className="text-sm text-fg-muted">{value}</p>;

function render(
  panel: Exclude<IntegrationPanelState<Listing, Proposal>, { state: "owner" | "accepted" }>,
  asset: AssetDetails,
  account: string,
): ReactNode {
  switch (panel.state) {
    case "anonymous":
      return (
        <>
          {text(panel.text)}
          <ButtonLink to="/register" variant="secondary" className="w-full sm:w-auto">
            Register
          </ButtonLink>
        </>
      );
    case "notStudio":
    case "notListed":
    case "expired":
    case "finalised":
      return text(panel.text);
    case "pending":
      return (
        <>
          {text("Your proposal is waiting for the owner's approval.")}
          <Button disabled className="w-full sm:w-auto">
            {panel.button.label}
          </Button>
        </>
      );
    case "propose":
      return (
        <>
          {text(
            panel.listings.length > 1
              ? "Propose integrating this asset into one of your collections, on the listing you choose."
              : "Propose integrating this asset into one of your collections.",
          )}
          <ProposeOnListing asset={asset} listings={panel.listings} account={account as Address} />
        </>
      );
  }
}
