import { useMemo } from "react";
import { useNavigate } from "react-router";
import { collectionPath } from "@/lib/entity-paths";
import { useStoreWriter } from "@/lib/store-writer";
import { useTransactionFlow } from "@/ui/use-transaction-flow";
import { collectionSteps } from "@/features/create-collection/hooks/collection-steps";

/** Runs the submission; a failed run keeps the form and the next submit retries from the failed step. */
export function useCreateCollection() {
  const writer = useStoreWriter();
  const navigate = useNavigate();
  const steps = useMemo(() => collectionSteps(writer), [writer]);
  const tx = useTransactionFlow(steps, {
    failure: "Creating the collection failed",
    onDone: ({ saved }) => saved && navigate(collectionPath(saved)),
  });
  return { steps: tx.steps, running: tx.running, submit: tx.run, failed: tx.failed };
}
