import type { ListingRef } from "@meshlink/domain/listings-api.types";
import type { Address } from "viem";
import type { ChainReader } from "@/lib/chain-reader";
import { StepError, type Step } from "@/lib/step-machine";
import type { StoreWriter } from "@/lib/store-writer";
import type { TransactionCtx } from "@/lib/transaction-steps";
import type { ListAssetValues } from "@/features/listings/list-asset.schema";

type ListInput = { values: ListAssetValues };
type Ctx = TransactionCtx<ListingRef>;

// Said in the modal: the Store refuses anyone but the collection's owner (docs/decisions/020).
export const REGISTRATION_REFUSED =
  "The Store does not list this imported collection yet, and only its owner can register it: ask them to list one of its tokens first.";

/**
 * An imported collection's tokens become listable once its owner registered it in the Store
 * (registerCollection, docs/decisions/020): the first listing of such a collection asks for it,
 * every later one finds it done. The registration's hash rides in ctx.txHash until the listing's
 * own transaction replaces it.
 */
export function registrationSteps(
  writer: StoreWriter,
  reader: ChainReader,
  chainId: number,
  collection: Address,
): Step<ListInput, Ctx>[] {
  return [
    {
      id: "register-wallet",
      label: "Register the collection in the Store (once, by its owner)",
      run: async () => {
        const store = await writer.storeAddress(chainId);
        if (await reader.isKnownCollection({ chainId, store, collection })) return {};
        const txHash = await writer
          .write(chainId, { functionName: "registerCollection", args: [collection] })
          .catch((error: unknown) => {
            // A wallet that would not switch chains says so; any other failure is the Store refusing.
            throw error instanceof StepError ? error : new StepError(REGISTRATION_REFUSED);
          });
        return { txHash };
      },
    },
    {
      id: "register-block",
      label: "Waiting for the registration's block",
      run: async (_input, { txHash }) => {
        if (!txHash) return;
        const receipt = await writer.waitForReceipt(chainId, txHash);
        if (receipt.status !== "success") throw new StepError(REGISTRATION_REFUSED, "register-wallet");
      },
    },
  ];
}
