import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { assetDetailsKey } from "@/lib/asset-details-key";
import { createStepMachine, type Step, type StepView } from "@/lib/step-machine";
import { notify } from "@/ui/notify";
import type { TransactionCtx } from "@/lib/transaction-steps";

type ListingTxOptions = {
  /** The asset page's query, reloaded once the server recorded the change. */
  asset: { address: string; tokenId: string };
  success?: string;
  failure: string;
  onDone: () => void;
};

/**
 * Runs listing steps with their progress; a failure toasts the spec's text and keeps the form, and
 * the next submit resumes from the step that failed.
 */
export function useListingTx<Input, Saved>(
  steps: Step<Input, TransactionCtx<Saved>>[],
  { asset, success, failure, onDone }: ListingTxOptions,
) {
  const queryClient = useQueryClient();
  // The steps close over the writer and the store; a new machine only when they change.
  const machine = useMemo(() => createStepMachine(steps, {}), [steps]);
  const [views, setViews] = useState<StepView[]>([]);
  const [running, setRunning] = useState(false);

  const submit = async (input: Input) => {
    setRunning(true);
    try {
      await machine.run(input, setViews);
      await queryClient.invalidateQueries({ queryKey: assetDetailsKey(asset) });
      if (success) notify.success(success);
      onDone();
    } catch {
      notify.error(failure);
    } finally {
      setRunning(false);
    }
  };
  return { submit, running, steps: views };
}
