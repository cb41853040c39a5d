import {
  type Hex,
  type TransactionReceipt,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from "viem";
import type { ChainConnection } from "../../chain/chain-connection.ts";
import { CatalogRefused, type Creator } from "./catalog-deps.ts";

const RECEIPT_TIMEOUT_MS = 60_000;

/**
 * The receipt of `txHash` as the chain reports it — never the client's reading — once it is mined
 * successfully, sent by one of the creator's wallets to the Store. Waits for a pending transaction.
 */
export async function findVerifiedReceipt(
  chain: ChainConnection | undefined,
  input: { chainId: number; txHash: string; creator: Creator },
): Promise<TransactionReceipt> {
  if (!chain?.storeAddress || chain.chainId !== input.chainId) {
    throw new CatalogRefused(400, `This server does not follow chain ${input.chainId}`);
  }
  const hash = input.txHash as Hex;
  let receipt = await chain.client
    .getTransactionReceipt({ hash })
    .catch(notFound(TransactionReceiptNotFoundError));
  if (!receipt) {
    const sent = await chain.client.getTransaction({ hash }).catch(notFound(TransactionNotFoundError));
    if (!sent) throw new CatalogRefused(404, "Transaction not found on this chain");
    receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
  }
  if (receipt.status !== "success") throw new CatalogRefused(400, "The transaction failed on-chain");
  if (!input.creator.addresses.includes(receipt.from.toLowerCase())) {
    throw new CatalogRefused(403, "This transaction was not sent by your wallet");
  }
  if (receipt.to?.toLowerCase() !== chain.storeAddress.toLowerCase()) {
    throw new CatalogRefused(400, "This transaction was not sent to the MeshLink store");
  }
  return receipt;
}

const notFound =
  (kind: new (...args: never[]) => Error) =>
  (error: unknown): undefined => {
    if (error instanceof kind) return undefined;
    throw error;
  };
