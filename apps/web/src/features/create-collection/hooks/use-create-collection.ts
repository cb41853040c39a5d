import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useChainWriter } from "@/lib/chain-writer";
import { collectionPath } from "@/lib/entity-paths";
import { createStepMachine, type StepView } from "@/lib/step-machine";
import { notify } from "@/ui/notify";
import { collectionSteps, type CollectionInput } from "@/features/create-collection/hooks/collection-steps";

/** Runs the submission; a failed run keeps the form and the next submit retries from the failed step. */
export function useCreateCollection() {
  const writer = useChainWriter();
  const navigate = useNavigate();
  const machine = useMemo(() => createStepMachine(collectionSteps(writer), {}), [writer]);
  const [steps, setSteps] = useState<StepView[]>([]);
  const [running, setRunning] = useState(false);

  const submit = async (input: CollectionInput) => {
    setRunning(true);
    try {
      const { collection } = await machine.run(input, setSteps);
      if (collection) await navigate(collectionPath(collection));
    } catch (error) {
      notify.error(error, "Creating the collection failed");
    } finally {
      setRunning(false);
    }
  };
  return { steps, running, submit, failed: steps.some((step) => step.status === "failed") };
}
