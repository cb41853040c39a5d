import type { Offer, OfferState } from "@meshlink/domain/offers-api.types";
import { formatDate } from "@meshlink/domain/format/format-date";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { AccountName } from "@/ui/account-name";
import { Button } from "@/ui/button";
import { ProgressSteps } from "@/ui/progress-steps";
import { useOfferStep, type OfferStep } from "@/features/offers/hooks/use-offer-step";
import { storedToPercent } from "@meshlink/domain/constants/royalty";

const STATE_LABELS: Record<OfferState, string> = {
  made: "Made",
  authorized: "Authorized",
  accepted: "Accepted",
};

// Decision 018: once the token left the holder the offer names, the Store refuses every step.
const STALE_LABEL = "No longer valid";

// Who may take the next step is the Store's rule, mirrored by the server: the owner the offer is
// addressed to authorizes, the studio that made it accepts. A stale offer has no next step.
const nextStepFor = (offer: Offer, viewer: Viewer): OfferStep | null => {
  if (!viewer || offer.stale) return null;
  if (offer.state === "made" && offer.collectionOwner.user?._id === viewer.id) return "authorize";
  if (offer.state === "authorized" && offer.offeror.user?._id === viewer.id) return "accept";
  return null;
};

/** One offer: who made it, into which game, its state and date, and the viewer's next step. */
export function OfferRow({ offer, viewer }: { offer: Offer; viewer: Viewer }) {
  const step = nextStepFor(offer, viewer);
  return (
    <li className="flex flex-col gap-2 border-b border-line py-2 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <AccountName user={offer.offeror.user} address={offer.offeror.address} chainId={offer.chainId} />
        <span className="text-fg-muted">
          into {offer.gameCollection.name ?? offer.gameCollection.address}
        </span>
        {offer.royaltyFee === null ? null : (
          <span className="text-sm font-medium">{storedToPercent(offer.royaltyFee)}% royalty</span>
        )}
        <span
          className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium"
          title={offer.stale ? "The token has left the holder this offer was made to" : undefined}
        >
          {offer.stale ? STALE_LABEL : STATE_LABELS[offer.state]}
        </span>
        <time className="text-xs text-fg-muted" dateTime={offer.madeAt ?? undefined}>
          {formatDate(offer.madeAt)}
        </time>
        {step ? <OfferStepButton offer={offer} step={step} /> : null}
      </div>
    </li>
  );
}

function OfferStepButton({ offer, step }: { offer: Offer; step: OfferStep }) {
  const { run, steps, running, ready } = useOfferStep(offer, step);
  const label = step === "authorize" ? "Authorize" : "Accept";
  return (
    <div className="ml-auto flex flex-col items-end gap-2">
      <Button size="sm" aria-busy={running} disabled={running || !ready} onClick={() => void run()}>
        {running ? `${label.replace(/e$/, "")}ing…` : label}
      </Button>
      {steps.length > 0 ? <ProgressSteps steps={steps} title={`${label} progress`} /> : null}
    </div>
  );
}
