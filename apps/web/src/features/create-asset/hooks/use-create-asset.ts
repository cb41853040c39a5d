import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { assetPath } from "@/lib/entity-paths";
import type { StepView } from "@/lib/step-machine";
import { useStoreWriter } from "@/lib/store-writer";
import { notify } from "@/ui/notify";
import { useTransactionFlow } from "@/ui/use-transaction-flow";
import { assetSteps } from "@/features/create-asset/hooks/asset-steps";

// Both files are up once the preview step is done (spec section 8 success text).
const announceUploads = (views: StepView[]) => {
  const justUploaded =
    views.find((view) => view.id === "preview")?.status === "done" &&
    views.find((view) => view.id === "metadata")?.status === "active";
  if (justUploaded) notify.success(SUCCESS_MESSAGES.filesUploaded);
};

/** Runs the submission; after a failure the next submit retries from the failed step. */
export function useCreateAsset() {
  const writer = useStoreWriter();
  const navigate = useNavigate();
  const steps = useMemo(() => assetSteps(writer), [writer]);
  const tx = useTransactionFlow(steps, {
    failure: "Creating the asset failed",
    onSteps: announceUploads,
    onDone: ({ minted, saved }) =>
      saved &&
      navigate(assetPath({ address: saved.address, tokenId: saved.tokenId || minted?.tokenId || "" })),
  });
  return { steps: tx.steps, running: tx.running, submit: tx.run, failed: tx.failed };
}
