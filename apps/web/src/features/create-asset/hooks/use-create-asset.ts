import { SUCCESS_MESSAGES } from "@meshlink/domain/messages/successes";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useChainWriter } from "@/lib/chain-writer";
import { assetPath } from "@/lib/entity-paths";
import { createStepMachine, type StepView } from "@/lib/step-machine";
import { notify } from "@/ui/notify";
import { assetSteps, type AssetInput } from "@/features/create-asset/hooks/asset-steps";

/** Runs the submission; after a failure the next submit retries from the failed step. */
export function useCreateAsset() {
  const writer = useChainWriter();
  const navigate = useNavigate();
  const machine = useMemo(() => createStepMachine(assetSteps(writer), {}), [writer]);
  const [steps, setSteps] = useState<StepView[]>([]);
  const [running, setRunning] = useState(false);

  const onChange = (views: StepView[]) => {
    setSteps(views);
    // Both files are up once the preview step is done (spec section 8 success text).
    const justUploaded =
      views.find((view) => view.id === "preview")?.status === "done" &&
      views.find((view) => view.id === "metadata")?.status === "active";
    if (justUploaded) notify.success(SUCCESS_MESSAGES.filesUploaded);
  };

  const submit = async (input: AssetInput) => {
    setRunning(true);
    try {
      const { minted, asset } = await machine.run(input, onChange);
      if (asset)
        await navigate(
          assetPath({ address: asset.address, tokenId: asset.tokenId || minted?.tokenId || "" }),
        );
    } catch (error) {
      notify.error(error, "Creating the asset failed");
    } finally {
      setRunning(false);
    }
  };
  return { steps, running, submit, failed: steps.some((step) => step.status === "failed") };
}
