import { z } from "zod";

// After sending a transaction the web waits until the server has indexed it, then reads the
// resulting rows (docs/decisions/004-indexer.md). The server asks the chain itself for the
// receipt; nothing the client says about the transaction's outcome is trusted.
export const ZTransactionHash = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, {
    error: "Expected a transaction hash: 0x followed by 64 hexadecimal digits",
  })
  .toLowerCase();

export const ZTransactionStatusParams = z.object({ txHash: ZTransactionHash });
/** The chain the transaction was sent on; unset: the server's first chain. */
export const ZTransactionStatusQuery = z.object({
  chainId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export const ZTransactionStatus = z.object({
  txHash: ZTransactionHash,
  /**
   * pending: no receipt yet; reverted: mined but failed (nothing to index); mined: in a block the
   * indexer has not reached (or not confirmed) yet; indexed: its events are in the database.
   */
  status: z.enum(["pending", "reverted", "mined", "indexed"]),
  blockNumber: z.number().int().nonnegative().nullable(),
  /** The last block the indexer has applied; null before its first range. */
  indexedBlock: z.number().int().nonnegative().nullable(),
});
export type TransactionStatus = z.infer<typeof ZTransactionStatus>;
