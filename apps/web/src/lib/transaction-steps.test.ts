import type { Hash, TransactionReceipt } from "viem";
import { describe, expect, it, vi } from "vitest";
import type { ChainWriter } from "@/lib/chain-writer";
import { createStepMachine, StepError } from "@/lib/step-machine";
import { transactionSteps } from "@/lib/transaction-steps";
import { switchChainMessage } from "@/lib/wallet/switch-to-chain";

const receipt = (status: "success" | "reverted") => ({ status, logs: [] }) as unknown as TransactionReceipt;

function harness(options: { receipts: ("success" | "reverted")[] }) {
  const hashes = ["0x01", "0x02", "0x03"] as Hash[];
  const send = vi.fn(() => Promise.resolve(hashes[send.mock.calls.length - 1]!));
  const save = vi.fn((_input: object, txHash: Hash) => Promise.resolve({ txHash }));
  const receipts = [...options.receipts];
  const writer: ChainWriter = {
    write: vi.fn(),
    waitForReceipt: vi.fn(() => Promise.resolve(receipt(receipts.shift() ?? "success"))),
  };
  const steps = transactionSteps<object, { txHash: Hash }>(writer, {
    chainId: () => 31337,
    send,
    save,
    labels: { save: "Save" },
    failures: { send: "Wallet refused", reverted: "Reverted", save: () => "Not saved" },
  });
  const machine = createStepMachine(steps, {});
  return { send, save, run: () => machine.run({}, () => undefined) };
}

describe("transactionSteps", () => {
  it("sends, waits for the block and saves with the mined transaction's hash", async () => {
    const { run, save } = harness({ receipts: ["success"] });
    expect((await run()).saved).toEqual({ txHash: "0x01" });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("retries only the save after a failed save, never sending the transaction twice", async () => {
    const { run, send, save } = harness({ receipts: ["success"] });
    save.mockRejectedValueOnce(new Error("offline"));
    await expect(run()).rejects.toThrow("Not saved");
    expect((await run()).saved).toMatchObject({ txHash: "0x01" });
    expect(send).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("sends again after a reverted transaction, with the spec's text", async () => {
    const { run, send } = harness({ receipts: ["reverted", "success"] });
    await expect(run()).rejects.toThrow("Reverted");
    expect((await run()).saved).toMatchObject({ txHash: "0x02" });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("shows the spec's text when the wallet refuses", async () => {
    const { run, send, save } = harness({ receipts: [] });
    send.mockRejectedValueOnce(new Error("User rejected the request."));
    await expect(run()).rejects.toThrow("Wallet refused");
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps the caller's own text when send refuses before reaching the wallet", async () => {
    const { run, send } = harness({ receipts: [] });
    send.mockImplementationOnce(() => {
      throw new StepError("No contract on this chain");
    });
    await expect(run()).rejects.toThrow("No contract on this chain");
  });

  it("shows the wallet's refusal to switch chains as it is, and the retry asks the wallet again", async () => {
    const { run, send, save } = harness({ receipts: ["success"] });
    send.mockRejectedValueOnce(new StepError(switchChainMessage("Sei")));
    await expect(run()).rejects.toThrow("Switch your wallet to Sei to continue.");
    expect(save).not.toHaveBeenCalled();
    expect((await run()).saved).toEqual({ txHash: "0x02" });
    expect(send).toHaveBeenCalledTimes(2);
  });
});
