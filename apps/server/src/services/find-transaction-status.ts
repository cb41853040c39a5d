import type { TransactionStatus } from "@meshlink/domain/chain-transaction.types";
import { type Hex, TransactionReceiptNotFoundError } from "viem";
import type { ChainConnection } from "../chain/chain-connection.ts";
import { readCursor } from "../chain/indexer/apply-batch.ts";
import type { Db } from "../db/database.ts";

/** Where a transaction stands between the chain and the database, from the chain's own receipt. */
export async function findTransactionStatus(
  db: Db,
  chain: ChainConnection,
  txHash: Hex,
): Promise<TransactionStatus> {
  const cursor = await readCursor(db, chain.chainId);
  const indexedBlock = cursor?.blockNumber ?? null;
  const receipt = await chain.client.getTransactionReceipt({ hash: txHash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  });
  if (!receipt) return { txHash, status: "pending", blockNumber: null, indexedBlock };
  const blockNumber = Number(receipt.blockNumber);
  const status =
    receipt.status === "reverted"
      ? "reverted"
      : indexedBlock !== null && indexedBlock >= blockNumber
        ? "indexed"
        : "mined";
  return { txHash, status, blockNumber, indexedBlock };
}
