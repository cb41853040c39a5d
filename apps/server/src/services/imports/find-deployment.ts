import { type Address, numberToHex } from "viem";
import type { ChainConnection } from "../../chain/chain-connection.ts";

type Deployment = {
  /** The first block with the contract's code; `fallback` when the node keeps no old state. */
  block: number;
  /** The transaction that deployed it, when its constructor logged anything. */
  txHash: string | undefined;
};

/**
 * Where a contract's history starts: a binary search for the first block whose state has its code
 * (eth_getCode at a block; about 30 calls on any chain), then its first log in that block, which
 * can only come from its constructor's transaction. A node without the old state (a pruned node, a
 * local chain loaded from a file) answers an error: the history is then read from `fallback`, the
 * indexer's start block, before which nothing is indexed anyway.
 */
export async function findDeployment(
  chain: Pick<ChainConnection, "client">,
  address: string,
  head: number,
  fallback: number,
): Promise<Deployment> {
  const hasCode = async (block: number) => {
    const code: unknown = await chain.client.request({
      method: "eth_getCode",
      params: [address as Address, numberToHex(block)],
    });
    return typeof code === "string" && code.length > 2;
  };
  let block: number;
  try {
    let low = 0;
    let high = head;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (await hasCode(middle)) high = middle;
      else low = middle + 1;
    }
    block = low;
  } catch {
    return { block: fallback, txHash: undefined };
  }
  const filter = { address: address as Address, fromBlock: numberToHex(block), toBlock: numberToHex(block) };
  const logs: { transactionHash?: unknown }[] = await chain.client
    .request({ method: "eth_getLogs", params: [filter] })
    .catch(() => []);
  const txHash = Array.isArray(logs) ? logs[0]?.transactionHash : undefined;
  return {
    block,
    txHash:
      typeof txHash === "string" && /^0x[0-9a-fA-F]{64}$/.test(txHash) ? txHash.toLowerCase() : undefined,
  };
}
