import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { createStepMachine, type Step, type StepView } from "@/lib/step-machine";
import { notify } from "@/ui/notify";

type TransactionFlowOptions<Ctx> = {
  /** The spec's success text, toasted once every step is done. */
  success?: string;
  /** The spec's failure text, toasted when a step fails that has no text of its own. */
  failure: string;
  /** Toast `failure` whatever the step said (the listing modals show the step's text beside it). */
  failureOnly?: boolean;
  /** The queries showing what the steps changed, refreshed before the success text. */
  invalidates?: readonly QueryKey[];
  /** What follows success: close the dialog, open the new page, show the result. */
  onDone?: (ctx: Ctx) => unknown;
  onSteps?: (views: StepView[]) => void;
};

/**
 * Runs a write's steps (lib/transaction-steps) with their progress and the spec's toasts. A failure
 * keeps the form, and the next run resumes from the step that failed; new steps (another asset,
 * wallet or listing) make a new machine, so nothing done for the old ones is reused. In ui rather
 * than lib because it toasts.
 */
export function useTransactionFlow<Input, Ctx extends object>(
  steps: readonly Step<Input, Ctx>[],
  options: TransactionFlowOptions<Ctx>,
) {
  const { success, failure, failureOnly, invalidates = [], onDone, onSteps } = options;
  const queryClient = useQueryClient();
  // Every step context starts empty: each field is what a step has done so far.
  const machine = useMemo(() => createStepMachine(steps, {} as Ctx), [steps]);
  const [views, setViews] = useState<StepView[]>([]);
  const [running, setRunning] = useState(false);

  const run = async (input: Input) => {
    setRunning(true);
    try {
      const ctx = await machine.run(input, (next) => {
        setViews(next);
        onSteps?.(next);
      });
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (success) notify.success(success);
      await onDone?.(ctx);
    } catch (error) {
      notify.error(failureOnly ? failure : error, failure);
    } finally {
      setRunning(false);
    }
  };
  const failed = views.some((view) => view.status === "failed");
  return { run, running, steps: views, failed };
}
