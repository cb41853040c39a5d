import type { Hash } from "viem";
import type { ChainWriter } from "@/lib/chain-writer";
import { StepError, type Step } from "@/lib/step-machine";

export type ListingTxCtx<Saved> = { txHash?: Hash; saved?: Saved };

type ListingTx<Input, Saved> = {
  chainId: (input: Input) => number;
  /** Sends the transaction; `sendKey` says what it depends on, so a retry resends only on change. */
  send: (input: Input) => Promise<Hash>;
  sendKey: (input: Input) => string;
  save: (input: Input, txHash: Hash) => Promise<Saved>;
  saveKey?: (input: Input) => string;
  saveLabel: string;
};

/**
 * One listing transaction in the wallet, its block, then the server record (docs/decisions/008):
 * a retry after a failed save does not send the transaction again, and a reverted one is resent.
 */
export function listingTxSteps<Input, Saved>(
  writer: ChainWriter,
  tx: ListingTx<Input, Saved>,
): Step<Input, ListingTxCtx<Saved>>[] {
  return [
    {
      id: "wallet",
      label: "Confirm the transaction in your wallet",
      key: tx.sendKey,
      run: async (input) => ({ txHash: await tx.send(input) }),
    },
    {
      id: "block",
      label: "Waiting for the block",
      key: tx.sendKey,
      run: async (input, { txHash }) => {
        const receipt = await writer.waitForReceipt(tx.chainId(input), txHash!);
        if (receipt.status !== "success") throw new StepError("The transaction was reverted", "wallet");
      },
    },
    {
      id: "save",
      label: tx.saveLabel,
      key: (input, { txHash }) => `${txHash}:${tx.saveKey?.(input) ?? ""}`,
      run: async (input, { txHash }) => ({ saved: await tx.save(input, txHash!) }),
    },
  ];
}
