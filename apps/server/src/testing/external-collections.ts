import { externalCollection721, externalCollection1155 } from "@meshlink/contracts/generated";
import { type Account, type Address, createWalletClient, type Hex, http } from "viem";
import { foundry } from "viem/chains";
import type { ChainConnection } from "../chain/chain-connection.ts";

/**
 * A creator's collections deployed outside MeshLink (plain OpenZeppelin ERC-721 and ERC-1155), as
 * the import tests need them: deployed, minted into and handed over by real transactions.
 */
export function externalCollections(chain: Pick<ChainConnection, "client" | "rpcUrl">, account: Account) {
  const wallet = createWalletClient({ chain: foundry, transport: http(chain.rpcUrl), account });
  const mined = async (hash: Hex) => {
    const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  return {
    async deploy721(name: string, symbol: string): Promise<Address> {
      const { abi, bytecode } = externalCollection721;
      const hash = await wallet.deployContract({ abi, bytecode: bytecode, args: [name, symbol] });
      return (await mined(hash)).contractAddress!.toLowerCase() as Address;
    },
    async deploy1155(name: string, symbol: string): Promise<Address> {
      const { abi, bytecode } = externalCollection1155;
      const hash = await wallet.deployContract({ abi, bytecode: bytecode, args: [name, symbol] });
      return (await mined(hash)).contractAddress!.toLowerCase() as Address;
    },
    async mint721(collection: Address, to: Address, uri = "ipfs://token") {
      const { abi } = externalCollection721;
      return mined(
        await wallet.writeContract({ address: collection, abi, functionName: "mint", args: [to, uri] }),
      );
    },
    async mint1155(collection: Address, to: Address, id: bigint, amount: bigint, uri = "ipfs://token") {
      const { abi } = externalCollection1155;
      const args = [to, id, amount, uri] as const;
      return mined(await wallet.writeContract({ address: collection, abi, functionName: "mint", args }));
    },
    async giveAway(collection: Address, to: Address) {
      const { abi } = externalCollection721;
      const hash = await wallet.writeContract({
        address: collection,
        abi,
        functionName: "transferOwnership",
        args: [to],
      });
      return mined(hash);
    },
  };
}
