import { COLLECTION_KIND } from "@meshlink/domain/collections-api.types";
import type { Collection } from "@meshlink/domain/entities/collection";
import type { StoreWriter } from "@/lib/store-writer";
import { transactionSteps } from "@/lib/transaction-steps";
import { saveCollection } from "@/features/create-collection/api/create-collection-api";
import {
  toCollectionRequest,
  type CreateCollectionValues,
} from "@/features/create-collection/create-collection.schema";

type CollectionInput = { values: CreateCollectionValues };

/** createCollection in the wallet on the chosen chain, its block, then the server record. */
export const collectionSteps = (writer: StoreWriter) =>
  transactionSteps<CollectionInput, Collection>(writer, {
    chainId: ({ values }) => Number(values.chainId),
    sendKey: ({ values }) => JSON.stringify([values.chainId, values.name, values.symbol, values.type]),
    call: ({ values }) => ({
      functionName: "createCollection",
      args: [values.name, values.symbol, COLLECTION_KIND[values.type]],
    }),
    saveKey: ({ values }) => JSON.stringify(values),
    save: ({ values }, txHash) => saveCollection(toCollectionRequest(values, txHash)),
    labels: { save: "Saving the collection" },
  });
