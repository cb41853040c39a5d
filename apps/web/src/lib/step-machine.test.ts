import { describe, expect, it, vi } from "vitest";
import { createStepMachine, StepError, type Step } from "@/lib/step-machine";

type Input = { file: string };
type Ctx = { uploaded?: string; hash?: string };

function machine(failures: Record<string, number>) {
  const runs: string[] = [];
  const attempt = (id: string) => {
    runs.push(id);
    if ((failures[id] ?? 0) > 0) {
      failures[id]! -= 1;
      throw new Error(`${id} failed`);
    }
  };
  const steps: Step<Input, Ctx>[] = [
    {
      id: "upload",
      label: "Upload",
      key: (input) => input.file,
      run: (input) => (attempt("upload"), Promise.resolve({ uploaded: input.file })),
    },
    {
      id: "wallet",
      label: "Wallet",
      key: (_, ctx) => ctx.uploaded ?? "",
      run: () => (attempt("wallet"), Promise.resolve({ hash: "0x1" })),
    },
    { id: "save", label: "Save", run: () => Promise.resolve(attempt("save")) },
  ];
  return { runs, machine: createStepMachine(steps, {}) };
}

describe("createStepMachine", () => {
  it("reports each step's state and fails at the failing step", async () => {
    const { machine: steps } = machine({ wallet: 1 });
    const onChange = vi.fn();
    await expect(steps.run({ file: "a.zip" }, onChange)).rejects.toThrow("wallet failed");
    expect(onChange.mock.lastCall![0]).toEqual([
      { id: "upload", label: "Upload", status: "done" },
      { id: "wallet", label: "Wallet", status: "failed", error: "wallet failed" },
      { id: "save", label: "Save", status: "pending" },
    ]);
  });

  it("retries from the failed step without running finished steps again", async () => {
    const { runs, machine: steps } = machine({ save: 1 });
    await expect(steps.run({ file: "a.zip" }, () => {})).rejects.toThrow();
    const ctx = await steps.run({ file: "a.zip" }, () => {});
    expect(runs).toEqual(["upload", "wallet", "save", "save"]);
    expect(ctx).toEqual({ uploaded: "a.zip", hash: "0x1" });
  });

  it("runs a finished step again when what it depends on changed, and every step after it", async () => {
    const { runs, machine: steps } = machine({ save: 1 });
    await expect(steps.run({ file: "a.zip" }, () => {})).rejects.toThrow();
    await steps.run({ file: "b.zip" }, () => {});
    expect(runs).toEqual(["upload", "wallet", "save", "upload", "wallet", "save"]);
  });

  it("sends a retry back to the step a StepError names", async () => {
    let reverted = true;
    const sent: number[] = [];
    const steps = createStepMachine<Input, Ctx>(
      [
        { id: "wallet", label: "Wallet", run: () => (sent.push(1), Promise.resolve({ hash: "0x1" })) },
        {
          id: "block",
          label: "Block",
          run: () => (reverted ? Promise.reject(new StepError("reverted", "wallet")) : Promise.resolve()),
        },
      ],
      {},
    );
    await expect(steps.run({ file: "" }, () => {})).rejects.toThrow("reverted");
    reverted = false;
    await steps.run({ file: "" }, () => {});
    expect(sent).toHaveLength(2);
  });

  it("passes upload progress to the step's view", async () => {
    const steps = createStepMachine<Input, Ctx>(
      [{ id: "upload", label: "Upload", run: (_i, _c, report) => Promise.resolve(report(40)) }],
      {},
    );
    const views: unknown[] = [];
    await steps.run({ file: "" }, (next) => views.push(next[0]));
    expect(views).toContainEqual({ id: "upload", label: "Upload", status: "active", progress: 40 });
  });
});
