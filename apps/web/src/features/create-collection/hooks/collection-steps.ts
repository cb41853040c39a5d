import { COLLECTION_KIND } from "@meshlink/domain/collections-api.types";
import type { Collection } from "@meshlink/domain/entities/collection";
import { storeAbi } from "@meshlink/contracts/generated";
import type { Hash } from "viem";
import type { ChainWriter } from "@/lib/chain-writer";
import { StepError, type Step } from "@/lib/step-machine";
import { saveCollection } from "@/features/create-collection/api/create-collection-api";
import {
  toCollectionRequest,
  type CreateCollectionValues,
} from "@/features/create-collection/create-collection.schema";

export type CollectionInput = { values: CreateCollectionValues; storeAddress: `0x${string}` };
export type CollectionCtx = { txHash?: Hash; collection?: Collection };

/** createCollection in the wallet, its block, then the server record. */
export function collectionSteps(writer: ChainWriter): Step<CollectionInput, CollectionCtx>[] {
  const onChain = ({ values, storeAddress }: CollectionInput) =>
    JSON.stringify([values.chainId, storeAddress, values.name, values.symbol, values.type]);
  return [
    {
      id: "wallet",
      label: "Confirm the transaction in your wallet",
      key: onChain,
      run: async ({ values, storeAddress }) => ({
        txHash: await writer.write({
          chainId: Number(values.chainId),
          address: storeAddress,
          abi: storeAbi,
          functionName: "createCollection",
          args: [values.name, values.symbol, COLLECTION_KIND[values.type]],
        }),
      }),
    },
    {
      id: "block",
      label: "Waiting for the block",
      key: onChain,
      run: async ({ values }, { txHash }) => {
        const receipt = await writer.waitForReceipt(Number(values.chainId), txHash!);
        if (receipt.status !== "success") throw new StepError("The transaction was reverted", "wallet");
      },
    },
    {
      id: "save",
      label: "Saving the collection",
      key: ({ values }, { txHash }) => JSON.stringify(toCollectionRequest(values, txHash!)),
      run: async ({ values }, { txHash }) => ({
        collection: await saveCollection(toCollectionRequest(values, txHash!)),
      }),
    },
  ];
}
