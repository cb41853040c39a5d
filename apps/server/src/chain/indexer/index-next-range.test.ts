import { multiple1155Abi, single721Abi } from "@meshlink/contracts/generated";
import { and, asc, eq } from "drizzle-orm";
import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import * as t from "../../db/schema-chain.ts";
import { chainAndDatabase } from "../../testing/chain-and-database.ts";
import type { TestChain } from "../../testing/start-test-chain.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { indexUntilCaughtUp } from "./index-until-caught-up.ts";

const options = { confirmations: 0, batchBlocks: 5 };

describe("indexer on a local chain: mint, transfer, list, edit, approve, execute, offer", () => {
  const env = chainAndDatabase();

  it("copies every fact to the database as the chain shows it", async () => {
    const { chain, database } = env;
    const [creatorAddress, studioAddress, otherAddress] = chain.accounts as [Address, Address, Address];
    const creator = storeActor(chain.connection, creatorAddress);
    const studio = storeActor(chain.connection, studioAddress);
    const art = await creator.createCollection("Art", 1);
    const game = await studio.createCollection("Game", 1);
    const multi = await creator.createCollection("Multi", 2);
    const original = await creator.createNFT(art, 1n);
    const gift = await creator.createNFT(art, 1n);
    await creator.transfer721(art, otherAddress, gift);
    const stack = await creator.createNFT(multi, 10n, 0n);
    await creator.transfer1155(multi, otherAddress, stack, 3n);
    const listingId = await creator.listForSale(art, original, 2n, 750);
    await creator.write("editListings", [listingId, 0n, creatorAddress, 800] as never);
    await creator.write("approveListing", [listingId, studioAddress]);
    await studio.write("executeListing", [listingId, game]);
    await studio.write("makeOffer", [42n, creatorAddress, game, art, original, 900]);
    await creator.write("authorizeOffer", [1n]);
    await studio.write("acceptOffer", [1n]);

    const { db } = database;
    await indexUntilCaughtUp(db, chain.connection, options);

    const lower = (a: string) => a.toLowerCase();
    const collections = await db.select().from(t.chainCollections).orderBy(asc(t.chainCollections.name));
    expect(collections.map((c) => [c.name, c.kind, c.owner])).toEqual([
      ["Art", "single", lower(creatorAddress)],
      ["Game", "single", lower(studioAddress)],
      ["Multi", "multiple", lower(creatorAddress)],
    ]);
    // Every balance row matches the chain's ownerOf / balanceOf.
    const balances = await db.select().from(t.chainBalances);
    for (const row of balances) {
      const kind = collections.find((c) => c.address === row.collection)!.kind;
      const onChain = await balanceOnChain(chain, kind, row);
      expect(BigInt(row.balance), `${row.collection}#${row.tokenId} of ${row.owner}`).toBe(onChain);
    }
    expect(balances.map((b) => [b.collection, b.tokenId, b.owner, b.balance]).sort()).toEqual(
      [
        [lower(art), String(original), lower(creatorAddress), "1"],
        [lower(art), String(gift), lower(otherAddress), "1"],
        [lower(multi), String(stack), lower(creatorAddress), "7"],
        [lower(multi), String(stack), lower(otherAddress), "3"],
        [lower(game), "1", lower(studioAddress), "1"],
        [lower(game), "2", lower(studioAddress), "1"],
      ].sort(),
    );

    const [listing] = await db.select().from(t.chainListings);
    expect(listing).toMatchObject({
      listingId: String(listingId),
      supply: "1",
      royaltyFee: 800,
      state: "active",
    });
    const [approval] = await db.select().from(t.chainApprovals);
    expect(approval?.proposer).toBe(lower(studioAddress));
    expect(approval?.executedTx).toMatch(/^0x[0-9a-f]{64}$/);
    const [linked] = await db
      .select()
      .from(t.chainTokens)
      .where(and(eq(t.chainTokens.collection, lower(game)), eq(t.chainTokens.tokenId, "1")));
    expect(linked).toMatchObject({ originalCollection: lower(art), originalTokenId: String(original) });
    const [offer] = await db.select().from(t.chainOffers);
    expect(offer).toMatchObject({
      assetId: "42",
      offeror: lower(studioAddress),
      collection: lower(art),
      tokenId: String(original),
      royaltyFee: 900,
      state: "accepted",
    });
    const executions = await db.select().from(t.chainExecutions).orderBy(asc(t.chainExecutions.newTokenId));
    expect(executions.map((e) => [e.kind, e.listingId, e.offerId, e.newTokenId, e.remainingSupply])).toEqual([
      ["listing", String(listingId), null, "1", "1"],
      ["offer", null, "1", "2", null],
    ]);

    const activity = await db
      .select()
      .from(t.chainActivity)
      .orderBy(asc(t.chainActivity.blockNumber), asc(t.chainActivity.logIndex));
    expect(activity.map((row) => row.eventType)).toEqual([
      "Created",
      "Created",
      "Created",
      "Minted",
      "Minted",
      "Transfered",
      "Minted",
      "Transfered",
      "Listed",
      "Updated",
      "Minted",
      "Bought",
      "Offered",
      "Minted",
      "Bought",
    ]);
    expect(activity.filter((row) => row.eventType === "Bought")).toMatchObject([
      { collection: lower(art), tokenId: String(original), price: 800 },
      { collection: lower(art), tokenId: String(original), price: 900 },
    ]);
    for (const bought of activity.filter((row) => row.eventType === "Bought"))
      expect(bought).toMatchObject({ from: lower(creatorAddress), to: lower(studioAddress) });
  });

  it("applies nothing twice when the same range is indexed again", async () => {
    const { chain, database } = env;
    const { db } = database;
    const before = await db.$count(t.chainActivity);
    await db.delete(t.chainCursors);
    await indexUntilCaughtUp(db, chain.connection, options);
    expect(await db.$count(t.chainActivity)).toBe(before);
  });
});

async function balanceOnChain(
  chain: TestChain,
  kind: "single" | "multiple",
  row: { collection: string; tokenId: string; owner: string },
) {
  const { client } = chain.connection;
  const [address, id] = [row.collection as Address, BigInt(row.tokenId)];
  if (kind === "multiple") {
    return client.readContract({
      address,
      abi: multiple1155Abi,
      functionName: "balanceOf",
      args: [row.owner as Address, id],
    });
  }
  const owner = await client.readContract({
    address,
    abi: single721Abi,
    functionName: "ownerOf",
    args: [id],
  });
  return owner.toLowerCase() === row.owner ? 1n : 0n;
}
