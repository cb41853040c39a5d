import type { Hash, TransactionReceipt } from "viem";
import type { ChainWriter } from "@/lib/chain-writer";
import { StepError, type Step } from "@/lib/step-machine";

export type TransactionCtx<Mined, Saved> = { txHash?: Hash; mined?: Mined; saved?: Saved };

export type Transaction<Input, Mined, Saved> = {
  chainId: (input: Input) => number;
  /** Sends the transaction; `sendKey` says what it depends on, so a retry resends only on change. */
  send: (input: Input) => Promise<Hash>;
  sendKey?: (input: Input) => string;
  /**
   * What the caller needs from the mined receipt (an event's id). A throw fails the block step but
   * never resends: the transaction was mined, and sending it again would revert (or act twice).
   */
  read?: (receipt: TransactionReceipt, input: Input) => Mined;
  save: (input: Input, txHash: Hash, mined: Mined | undefined) => Promise<Saved>;
  saveKey?: (input: Input) => string;
  labels: { send?: string; block?: string; save: string };
  /** The spec's texts for each way it can fail; without them the error's own message shows. */
  failures?: { send?: string; reverted?: string; save?: (error: unknown) => string };
};

// A StepError already carries the caller's own text (e.g. no Store on this chain).
const rethrowAs = (message: string | undefined) => (error: unknown) => {
  if (message === undefined || error instanceof StepError) throw error;
  throw new StepError(message);
};

/**
 * One Store transaction in the wallet, its block, then the server record (docs/decisions/008): a
 * retry after a failed read or save does not send the transaction again (a second approve or execute
 * would revert); only a reverted one is sent again.
 */
export function transactionSteps<Input, Mined = never, Saved = unknown>(
  writer: ChainWriter,
  tx: Transaction<Input, Mined, Saved>,
): Step<Input, TransactionCtx<Mined, Saved>>[] {
  const { labels, failures = {} } = tx;
  return [
    {
      id: "wallet",
      label: labels.send ?? "Confirm the transaction in your wallet",
      key: tx.sendKey,
      run: async (input) => ({
        txHash: await Promise.resolve()
          .then(() => tx.send(input))
          .catch(rethrowAs(failures.send)),
      }),
    },
    {
      id: "block",
      label: labels.block ?? "Waiting for the block",
      key: tx.sendKey,
      run: async (input, { txHash }) => {
        const receipt = await writer.waitForReceipt(tx.chainId(input), txHash!);
        if (receipt.status !== "success") {
          throw new StepError(failures.reverted ?? "The transaction was reverted", "wallet");
        }
        if (!tx.read) return;
        try {
          return { mined: tx.read(receipt, input) };
        } catch (error) {
          throw new StepError(error instanceof Error ? error.message : String(error));
        }
      },
    },
    {
      id: "save",
      label: labels.save,
      key: (input, { txHash }) => `${txHash}:${tx.saveKey?.(input) ?? ""}`,
      run: async (input, { txHash, mined }) => ({
        saved: await tx.save(input, txHash!, mined).catch((error: unknown) => {
          if (!failures.save) throw error;
          throw new StepError(failures.save(error));
        }),
      }),
    },
  ];
}
