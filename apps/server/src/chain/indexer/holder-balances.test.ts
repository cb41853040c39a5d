import { multiple1155Abi } from "@meshlink/contracts/generated";
import { and, desc, eq } from "drizzle-orm";
import { type Address, createTestClient, createWalletClient, http } from "viem";
import { foundry } from "viem/chains";
import { describe, expect, it } from "vitest";
import { chainBalances } from "../../db/schema-chain.ts";
import { countTokenHolders } from "../../db/queries/holders.ts";
import { chainAndDatabase } from "../../testing/chain-and-database.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { indexNextRange } from "./index-next-range.ts";
import { indexUntilCaughtUp } from "./index-until-caught-up.ts";

// Per-holder balances of ERC-1155 tokens from TransferSingle and TransferBatch, with the holder
// count the asset page reads, through a reorganisation that takes transfers back.

const options = { confirmations: 0, batchBlocks: 100 };

describe("holders of an ERC-1155 token in the index", () => {
  const env = chainAndDatabase();

  const holdersOf = async (collection: Address, tokenId: bigint) => {
    const { chain, database } = env;
    const rows = await database.db
      .select({ owner: chainBalances.owner, balance: chainBalances.balance })
      .from(chainBalances)
      .where(
        and(eq(chainBalances.collection, collection.toLowerCase()), eq(chainBalances.tokenId, `${tokenId}`)),
      )
      .orderBy(desc(chainBalances.balance), desc(chainBalances.owner));
    const owners = await countTokenHolders(database.db, {
      chainId: chain.connection.chainId,
      collectionAddress: collection.toLowerCase(),
      tokenId: `${tokenId}`,
    });
    return { owners, balances: rows.map((row) => `${row.owner}=${row.balance}`) };
  };

  it("keeps each holder's balance and their count, and a roll-back takes transfers back", async () => {
    const { chain, database } = env;
    const { db } = database;
    const anvil = createTestClient({ chain: foundry, mode: "anvil", transport: http(chain.rpcUrl) });
    const [creatorAddress, second, third] = chain.accounts as [Address, Address, Address];
    const [a, b, c] = [creatorAddress, second, third].map((address) => address.toLowerCase());
    const creator = storeActor(chain.connection, creatorAddress);
    const crates = await creator.createCollection("Crates", 2);
    const ammo = await creator.createNFT(crates, 10n);
    const gems = await creator.createNFT(crates, 4n);
    await creator.transfer1155(crates, second, ammo, 9n);
    await indexUntilCaughtUp(db, chain.connection, options);
    expect(await holdersOf(crates, ammo)).toEqual({ owners: 2, balances: [`${b}=9`, `${a}=1`] });

    const beforeBatch = await anvil.snapshot();
    // One TransferBatch moves both tokens; the last ammo leaves the creator.
    const wallet = createWalletClient({
      chain: foundry,
      transport: http(chain.rpcUrl),
      account: creatorAddress,
    });
    const batch = await wallet.writeContract({
      address: crates,
      abi: multiple1155Abi,
      functionName: "safeBatchTransferFrom",
      args: [creatorAddress, third, [ammo, gems], [1n, 3n], "0x"],
    });
    await chain.connection.client.waitForTransactionReceipt({ hash: batch, pollingInterval: 20 });
    await indexUntilCaughtUp(db, chain.connection, options);
    expect(await holdersOf(crates, ammo)).toEqual({ owners: 2, balances: [`${b}=9`, `${c}=1`] });
    expect(await holdersOf(crates, gems)).toEqual({ owners: 2, balances: [`${c}=3`, `${a}=1`] });

    // The batch's block is replaced by one without it: both tokens' holders are as before it.
    await anvil.revert({ id: beforeBatch });
    await anvil.mine({ blocks: 2 });
    expect((await indexNextRange(db, chain.connection, options)).status).toBe("rolled-back");
    await indexUntilCaughtUp(db, chain.connection, options);
    expect(await holdersOf(crates, ammo)).toEqual({ owners: 2, balances: [`${b}=9`, `${a}=1`] });
    expect(await holdersOf(crates, gems)).toEqual({ owners: 1, balances: [`${a}=4`] });
  });
});
