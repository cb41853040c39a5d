import { multiple1155Abi, single721Abi, storeAbi } from "@meshlink/contracts/generated";
import {
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type Hex,
  parseEventLogs,
} from "viem";
import type { ChainConnection } from "../chain/chain-connection.ts";
import { localWallet } from "./local-wallet.ts";

type StoreWrite = ContractFunctionName<typeof storeAbi, "nonpayable">;

/** Sends Store and collection transactions as one of anvil's unlocked accounts, waiting for each. */
export function storeActor(chain: ChainConnection, account: Address) {
  const wallet = localWallet(chain, account);
  const store = chain.storeAddress!;
  const confirm = async (hash: Hex) => {
    const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const write = async <F extends StoreWrite>(
    functionName: F,
    args: ContractFunctionArgs<typeof storeAbi, "nonpayable", F>,
  ) => confirm(await wallet.writeContract({ address: store, abi: storeAbi, functionName, args } as never));
  const storeEvent = async <F extends StoreWrite>(
    functionName: F,
    args: ContractFunctionArgs<typeof storeAbi, "nonpayable", F>,
  ) => {
    const receipt = await write(functionName, args);
    return {
      receipt,
      logs: parseEventLogs({ abi: [...storeAbi, ...single721Abi, ...multiple1155Abi], logs: receipt.logs }),
    };
  };
  return {
    account,
    write,
    /** Sends without waiting for a block (for tests that mine blocks themselves). */
    send: <F extends StoreWrite>(
      functionName: F,
      args: ContractFunctionArgs<typeof storeAbi, "nonpayable", F>,
    ) => wallet.writeContract({ address: store, abi: storeAbi, functionName, args } as never),
    async createCollection(name: string, kind: 1 | 2) {
      const { logs } = await storeEvent("createCollection", [name, name.slice(0, 3).toUpperCase(), kind]);
      const created = logs.find((log) => log.eventName === "CollectionCreated");
      return (created!.args as { collection: Address }).collection;
    },
    async createNFT(collection: Address, amount: bigint, royaltyFee = 500n) {
      const { logs } = await storeEvent("createNFT", [collection, amount, `meta-${Date.now()}`, royaltyFee]);
      const mint = logs.find((log) => log.eventName === "Transfer" || log.eventName === "TransferSingle");
      const args = mint!.args as { tokenId?: bigint; id?: bigint };
      return (args.tokenId ?? args.id)!;
    },
    /** Lists with no expiration; the royalties go to `royaltyRecipient`, by default the seller. */
    async listForSale(
      collection: Address,
      tokenId: bigint,
      supply: bigint,
      royaltyFee: number,
      royaltyRecipient: Address = account,
    ) {
      const { logs } = await storeEvent("listForSale", [
        collection,
        tokenId,
        supply,
        royaltyFee,
        0n,
        royaltyRecipient,
      ]);
      return (logs.find((log) => log.eventName === "ListingCreated")!.args as { listingId: bigint })
        .listingId;
    },
    async transfer721(collection: Address, to: Address, tokenId: bigint) {
      return confirm(
        await wallet.writeContract({
          address: collection,
          abi: single721Abi,
          functionName: "transferFrom",
          args: [account, to, tokenId],
        }),
      );
    },
    async transfer1155(collection: Address, to: Address, id: bigint, amount: bigint) {
      return confirm(
        await wallet.writeContract({
          address: collection,
          abi: multiple1155Abi,
          functionName: "safeTransferFrom",
          args: [account, to, id, amount, "0x"],
        }),
      );
    },
  };
}
