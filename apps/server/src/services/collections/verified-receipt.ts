import {
  type Hex,
  type TransactionReceipt,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from "viem";
import type { ChainConnection, Chains } from "../../chain/chain-connection.ts";
import { type Creator, followedChain } from "./catalog-deps.ts";
import { ServiceError } from "../service-error.ts";

const RECEIPT_TIMEOUT_MS = 60_000;

/**
 * The receipt of `txHash` as the chain reports it — never the client's reading — once it is mined
 * successfully, sent by one of the creator's wallets to the Store of the followed chain
 * `input.chainId` names; with that chain. Waits for a pending transaction.
 */
export async function findVerifiedReceipt(
  chains: Chains,
  input: { chainId: number; txHash: string; creator: Creator },
): Promise<{ receipt: TransactionReceipt; chain: ChainConnection & { storeAddress: `0x${string}` } }> {
  const chain = followedChain(chains, input.chainId);
  const hash = input.txHash as Hex;
  let receipt = await chain.client
    .getTransactionReceipt({ hash })
    .catch(notFound(TransactionReceiptNotFoundError));
  if (!receipt) {
    const sent = await chain.client.getTransaction({ hash }).catch(notFound(TransactionNotFoundError));
    if (!sent) throw new ServiceError("NOT_FOUND", "Transaction not found on this chain");
    receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
  }
  if (receipt.status !== "success")
    throw new ServiceError("INVALID_REQUEST", "The transaction failed on-chain");
  if (!input.creator.addresses.includes(receipt.from.toLowerCase())) {
    throw new ServiceError("FORBIDDEN", "This transaction was not sent by your wallet");
  }
  if (receipt.to?.toLowerCase() !== chain.storeAddress.toLowerCase()) {
    throw new ServiceError("INVALID_REQUEST", "This transaction was not sent to the MeshLink store");
  }
  return { receipt, chain };
}

const notFound =
  (kind: new (...args: never[]) => Error) =>
  (error: unknown): undefined => {
    if (error instanceof kind) return undefined;
    throw error;
  };
