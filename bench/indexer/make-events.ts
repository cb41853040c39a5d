import { multiple1155Abi, storeAbi } from "@meshlink/contracts/generated";
import {
  type Address,
  type Hex,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  http,
  numberToHex,
  parseEventLogs,
} from "viem";
import { foundry } from "viem/chains";

type Chain = { rpcUrl: string; storeAddress: Address };

/**
 * Fills a fresh local chain with `count` indexed events quickly: one ERC-1155 collection, one mint
 * of a large supply, then `count` single-unit transfers (TransferSingle each) sent in JSON-RPC
 * batches while mining is paused, mined in blocks of `perBlock`. Answers the collection's address.
 */
export async function makeTransferEvents(chain: Chain, count: number, perBlock: number): Promise<Address> {
  const anvil = createTestClient({ chain: foundry, mode: "anvil", transport: http(chain.rpcUrl) });
  const [creator, ...others] = await createWalletClient({ transport: http(chain.rpcUrl) }).getAddresses();
  const send = (to: Address, data: Hex) =>
    rpc(chain.rpcUrl, [
      { method: "eth_sendTransaction", params: [{ from: creator, to, data, gas: "0x30000" }] },
    ]);
  const receipt = async (hash: Hex) => {
    for (;;) {
      const [result] = await rpc(chain.rpcUrl, [{ method: "eth_getTransactionReceipt", params: [hash] }]);
      if (result) return result as { logs: never[] };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const [created] = await send(
    chain.storeAddress,
    encodeFunctionData({ abi: storeAbi, functionName: "createCollection", args: ["Bench", "BEN", 2] }),
  );
  const collection = (
    parseEventLogs({ abi: storeAbi, logs: (await receipt(created as Hex)).logs })[0]!.args as {
      collection: Address;
    }
  ).collection;
  await send(
    chain.storeAddress,
    encodeFunctionData({
      abi: storeAbi,
      functionName: "createNFT",
      args: [collection, BigInt(count), "bench", 0n],
    }),
  );

  // Full blocks raise the base fee block after block; a boundless balance keeps paying it.
  await anvil.setBalance({ address: creator!, value: 2n ** 200n });
  await anvil.setAutomine(false);
  const transfers = others.map((to) =>
    encodeFunctionData({
      abi: multiple1155Abi,
      functionName: "safeTransferFrom",
      args: [creator!, to, 1n, 1n, "0x"],
    }),
  );
  // Explicit nonces: anvil handles a batch's calls concurrently and would give them the same one.
  const [pendingNonce] = await rpc(chain.rpcUrl, [
    { method: "eth_getTransactionCount", params: [creator, "pending"] },
  ]);
  let nonce = Number(pendingNonce);
  for (let sent = 0; sent < count; sent += perBlock) {
    const calls = Array.from({ length: Math.min(perBlock, count - sent) }, (_, i) => ({
      method: "eth_sendTransaction",
      params: [
        {
          from: creator,
          to: collection,
          data: transfers[(sent + i) % transfers.length],
          gas: "0x30000",
          nonce: numberToHex(nonce++),
        },
      ],
    }));
    await rpc(chain.rpcUrl, calls);
    await anvil.mine({ blocks: 1 });
  }
  await anvil.setAutomine(true);
  return collection;
}

let nextId = 1;
async function rpc(url: string, calls: { method: string; params: unknown[] }[]): Promise<unknown[]> {
  const body = calls.map((call) => ({ jsonrpc: "2.0", id: nextId++, ...call }));
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answers = (await response.json()) as { id: number; result?: unknown; error?: { message: string } }[];
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  return body.map(({ id }) => {
    const answer = byId.get(id);
    if (!answer || answer.error) throw new Error(`RPC failed: ${answer?.error?.message ?? "no answer"}`);
    return answer.result;
  });
}
