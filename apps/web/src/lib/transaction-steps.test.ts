import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import type { Address, Hash, TransactionReceipt } from "viem";
import { describe, expect, it, vi, type Mock } from "vitest";
import type { ChainWriter } from "@/lib/chain-writer";
import { createStepMachine, StepError, type Step } from "@/lib/step-machine";
import { storeWriter } from "@/lib/store-writer";
import { transactionSteps, type TransactionCtx } from "@/lib/transaction-steps";
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

describe("transactionSteps after steps of their own", () => {
  type Ctx = TransactionCtx<{ txHash: Hash }> & { metadataId?: string; minted?: string };

  // A step before the transaction leaves the metadata the call names; the receipt names the token.
  function mintHarness() {
    let metadataId = "m1";
    const send: Mock<ChainWriter["write"]> = vi.fn(() =>
      Promise.resolve(`0x0${send.mock.calls.length}` as Hash),
    );
    const onReceipt = vi.fn((mined: TransactionReceipt) => ({ minted: `token of ${mined.transactionHash}` }));
    const save = vi.fn((_input: object, txHash: Hash, _ctx: Ctx) => Promise.resolve({ txHash }));
    const writer = storeWriter(
      {
        write: send,
        waitForReceipt: vi.fn((_chainId: number, hash: Hash) =>
          Promise.resolve({ ...receipt("success"), transactionHash: hash }),
        ),
      },
      () => Promise.resolve<Address>(STORE),
    );
    const steps: Step<object, Ctx>[] = [
      {
        id: "metadata",
        label: "Metadata",
        key: () => metadataId,
        run: () => Promise.resolve({ metadataId }),
      },
      ...transactionSteps<object, { txHash: Hash }, Ctx>(writer, {
        chainId: () => 31337,
        call: (_input, ctx) => ({ functionName: "createNFT", args: [STORE, 1n, ctx.metadataId!, 0n] }),
        sendKey: (_input, ctx) => ctx.metadataId ?? "",
        onReceipt,
        save,
        labels: { save: "Save" },
      }),
    ];
    const machine = createStepMachine(steps, {});
    return {
      send,
      onReceipt,
      save,
      run: () => machine.run({}, () => undefined),
      changeMetadata: (id: string) => (metadataId = id),
    };
  }

  it("sends the call built from what the earlier steps left", async () => {
    const { run, send } = mintHarness();
    await run();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ args: [STORE, 1n, "m1", 0n] }));
  });

  it("hands what the receipt shows to the save and the result, and keeps it when only the save is retried", async () => {
    const { run, onReceipt, save } = mintHarness();
    save.mockRejectedValueOnce(new Error("offline"));
    await expect(run()).rejects.toThrow("offline");
    expect(save).toHaveBeenLastCalledWith({}, "0x01", expect.objectContaining({ minted: "token of 0x01" }));

    expect(await run()).toMatchObject({ minted: "token of 0x01", saved: { txHash: "0x01" } });
    expect(onReceipt).toHaveBeenCalledTimes(1);
  });

  it("fails the block step when the receipt does not show what is expected, and reads it again on retry", async () => {
    const { run, onReceipt, send, save } = mintHarness();
    onReceipt.mockImplementationOnce(() => {
      throw new Error(ERROR_MESSAGES.decodingError);
    });
    await expect(run()).rejects.toThrow(ERROR_MESSAGES.decodingError);
    expect(save).not.toHaveBeenCalled();

    expect(await run()).toMatchObject({ minted: "token of 0x01" });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends again when what the call depends on changed since", async () => {
    const { run, send, save, changeMetadata } = mintHarness();
    save.mockRejectedValueOnce(new Error("offline"));
    await expect(run()).rejects.toThrow("offline");
    changeMetadata("m2");
    expect(await run()).toMatchObject({ minted: "token of 0x02", saved: { txHash: "0x02" } });
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ args: [STORE, 1n, "m2", 0n] }));
  });
});
