// A multi-step submission (upload, wallet, block, save) that can be retried from the step that
// failed: a step whose key still matches what it ran with is not run again, so files already
// uploaded are not uploaded twice and a sent transaction is not sent again.

type StepStatus = "pending" | "active" | "done" | "failed";

export type StepView = { id: string; label: string; status: StepStatus; progress?: number; error?: string };

export type Step<Input, Ctx> = {
  id: string;
  label: string;
  /** What the step depends on; a different key on retry runs it again. Default: always the same. */
  key?: (input: Input, ctx: Ctx) => string;
  run: (input: Input, ctx: Ctx, report: (percent: number) => void) => Promise<Partial<Ctx> | void>;
};

/** Thrown by a step that must send its work back to an earlier step (a reverted transaction). */
export class StepError extends Error {
  constructor(
    message: string,
    readonly retryFrom?: string,
  ) {
    super(message);
    this.name = "StepError";
  }
}

type Completed<Ctx> = { key: string; output: Partial<Ctx> };

type StepMachine<Input, Ctx> = {
  run: (input: Input, onChange: (views: StepView[]) => void) => Promise<Ctx>;
};

export function createStepMachine<Input, Ctx extends object>(
  steps: readonly Step<Input, Ctx>[],
  initial: Ctx,
): StepMachine<Input, Ctx> {
  const completed = new Map<string, Completed<Ctx>>();

  return {
    async run(input, onChange) {
      let ctx = { ...initial };
      let stillValid = true;
      const views: StepView[] = steps.map(({ id, label }) => ({ id, label, status: "pending" }));
      const update = (index: number, patch: Partial<StepView>) => {
        views[index] = { ...views[index]!, ...patch };
        onChange([...views]);
      };

      for (const [index, step] of steps.entries()) {
        const key = step.key?.(input, ctx) ?? "";
        const previous = completed.get(step.id);
        if (stillValid && previous && previous.key === key) {
          ctx = { ...ctx, ...previous.output };
          update(index, { status: "done" });
          continue;
        }
        stillValid = false;
        completed.delete(step.id);
        update(index, { status: "active", error: undefined });
        try {
          const output =
            (await step.run(input, ctx, (percent) => update(index, { progress: percent }))) ?? {};
          ctx = { ...ctx, ...output };
          completed.set(step.id, { key, output });
          update(index, { status: "done" });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (error instanceof StepError && error.retryFrom) forgetFrom(error.retryFrom);
          update(index, { status: "failed", error: message });
          throw error;
        }
      }
      return ctx;
    },
  };

  function forgetFrom(id: string) {
    const start = steps.findIndex((step) => step.id === id);
    for (const step of steps.slice(Math.max(0, start))) completed.delete(step.id);
  }
}
