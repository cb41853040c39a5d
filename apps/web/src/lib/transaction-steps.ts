import type { Hash, TransactionReceipt } from "viem";
import type { StoreCall } from "@/lib/chain-writer";
import { StepError, type Step } from "@/lib/step-machine";
import type { StoreWriter } from "@/lib/store-writer";

export type TransactionCtx<Saved> = { txHash?: Hash; saved?: Saved };

type Transaction<Input, Saved, Ctx> = {
  chainId: (input: Input) => number;
  /**
   * The Store call to send; `sendKey` says what it depends on, so a retry resends only on change.
   * Both may read what earlier steps of the machine left (e.g. the metadata a mint names).
   */
  call: (input: Input, ctx: Ctx) => StoreCall;
  sendKey?: (input: Input, ctx: Ctx) => string;
  /** What the mined transaction's receipt adds for the later steps (e.g. the token a mint made). */
  onReceipt?: (receipt: TransactionReceipt) => Partial<Ctx>;
  save: (input: Input, txHash: Hash, ctx: Ctx) => Promise<Saved>;
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
 * retry after a failed save does not send the transaction again (a second approve or execute
 * would revert); only a reverted one is sent again. Steps before these may widen the context
 * (`Ctx`) they hand on.
 */
export function transactionSteps<
  Input,
  Saved = unknown,
  Ctx extends TransactionCtx<Saved> = TransactionCtx<Saved>,
>(writer: StoreWriter, tx: Transaction<Input, Saved, Ctx>): Step<Input, Ctx>[] {
  const { labels, failures = {} } = tx;
  // Ctx holds TransactionCtx<Saved> and only adds to it: what these steps set is part of it.
  const own = (patch: TransactionCtx<Saved>) => patch as Partial<Ctx>;
  return [
    {
      id: "wallet",
      label: labels.send ?? "Confirm the transaction in your wallet",
      key: tx.sendKey,
      run: async (input, ctx) =>
        own({
          txHash: await Promise.resolve()
            .then(() => writer.write(tx.chainId(input), tx.call(input, ctx)))
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
        return tx.onReceipt?.(receipt);
      },
    },
    {
      id: "save",
      label: labels.save,
      key: (input, { txHash }) => `${txHash}:${tx.saveKey?.(input) ?? ""}`,
      run: async (input, ctx) =>
        own({
          saved: await tx.save(input, ctx.txHash!, ctx).catch((error: unknown) => {
            if (!failures.save) throw error;
            throw new StepError(failures.save(error));
          }),
        }),
    },
  ];
}
