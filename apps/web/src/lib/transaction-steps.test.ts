import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { Address, Hash, TransactionReceipt } from "viem";
import { describe, expect, it, vi, type Mock } from "vitest";
import type { ChainWriter } from "@/lib/chain-writer";
import { createStepMachine, StepError } from "@/lib/step-machine";
import { storeWriter } from "@/lib/store-writer";
import { transactionSteps } from "@/lib/transaction-steps";
import { switchChainMessage } from "@/lib/wallet/switch-to-chain";

const receipt = (status: "success" | "reverted") => ({ status, logs: [] }) as unknown as TransactionReceipt;

const STORE = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

function harness(options: { receipts: ("success" | "reverted")[] }) {
  const hashes = ["0x01", "0x02", "0x03"] as Hash[];
  const send: Mock<ChainWriter["write"]> = vi.fn(() => Promise.resolve(hashes[send.mock.calls.length - 1]!));
  const storeAddress = vi.fn((_chainId: number) => Promise.resolve<Address>(STORE));
  const save = vi.fn((_input: object, txHash: Hash) => Promise.resolve({ txHash }));
  const receipts = [...options.receipts];
  const writer = storeWriter(
    { write: send, waitForReceipt: vi.fn(() => Promise.resolve(receipt(receipts.shift() ?? "success"))) },
    storeAddress,
  );
  const steps = transactionSteps<object, { txHash: Hash }>(writer, {
    chainId: () => 31337,
    call: () => ({ functionName: "cancelListing", args: [7n] }),
    save,
    labels: { save: "Save" },
    failures: { send: "Wallet refused", reverted: "Reverted", save: () => "Not saved" },
  });
  const machine = createStepMachine(steps, {});
  return { send, storeAddress, save, run: () => machine.run({}, () => undefined) };
}

describe("transactionSteps", () => {
  it("sends, waits for the block and saves with the mined transaction's hash", async () => {
    const { run, send, save } = harness({ receipts: ["success"] });
    expect((await run()).saved).toEqual({ txHash: "0x01" });
    expect(send).toHaveBeenCalledWith({
      chainId: 31337,
      address: STORE,
      functionName: "cancelListing",
      args: [7n],
    });
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

  it("keeps the caller's own text when the write fails before reaching the wallet", async () => {
    const { run, send, storeAddress } = harness({ receipts: [] });
    storeAddress.mockRejectedValueOnce(new StepError(ERROR_MESSAGES.noContractAddress));
    await expect(run()).rejects.toThrow(ERROR_MESSAGES.noContractAddress);
    expect(send).not.toHaveBeenCalled();
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
