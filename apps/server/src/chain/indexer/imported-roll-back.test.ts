import { and, eq } from "drizzle-orm";
import { type Address, createTestClient, http } from "viem";
import { foundry } from "viem/chains";
import { beforeAll, describe, expect, it } from "vitest";
import { assets, collections } from "../../db/schema-catalog.ts";
import { chainBalances, chainTokens } from "../../db/schema-chain.ts";
import { importedCollections, tokenMetadataFetches } from "../../db/schema-imports.ts";
import { chainCollectionSource } from "../../services/imports/chain-collection-source.ts";
import { importCollection } from "../../services/imports/import-collection.ts";
import type { ImportDeps } from "../../services/imports/import-deps.ts";
import { chainAndDatabase } from "../../testing/chain-and-database.ts";
import { externalCollections } from "../../testing/external-collections.ts";
import { storeActor } from "../../testing/store-actor.ts";
import { walletSession, type WalletSession } from "../../testing/wallet-session.ts";
import { indexNextRange } from "./index-next-range.ts";
import { indexUntilCaughtUp } from "./index-until-caught-up.ts";

const options = { confirmations: 0, batchBlocks: 100 };

describe("a reorganisation under an imported collection", () => {
  const env = chainAndDatabase();
  let ada: WalletSession;
  let deps: ImportDeps;
  beforeAll(async () => {
    const { chain, database } = env;
    ada = await walletSession(database.db, 1, { name: "Ada", type: "creator" });
    const source = chainCollectionSource(chain.connection, { startBlock: 0, batchBlocks: 100 });
    deps = {
      db: database.db,
      chains: new Map([[chain.connection.chainId, { chain: chain.connection, source }]]),
    };
    // A Store block first, so the fork search has an ancestor to stop at.
    await storeActor(chain.connection, chain.accounts[0]!).createCollection("Art", 1);
    await indexUntilCaughtUp(database.db, chain.connection, options);
  });

  const anvil = () => createTestClient({ chain: foundry, mode: "anvil", transport: http(env.chain.rpcUrl) });
  const importer = () => ({ id: ada.id, addresses: [ada.address] });
  const assetOf = async (collection: string, tokenId: string) => {
    const where = and(eq(assets.collectionAddress, collection), eq(assets.tokenId, tokenId));
    return (await env.database.db.select().from(assets).where(where))[0];
  };

  it("takes back the assets of undone mints and makes them again from the blocks that replace them", async () => {
    const { chain, database } = env;
    const { db } = database;
    const mine = externalCollections(chain.connection, ada.account);
    const relics = await mine.deploy721("Voxel Relics", "VXR");
    await mine.mint721(relics, ada.address as Address);
    await indexUntilCaughtUp(db, chain.connection, options);
    const reply = await importCollection(deps, importer(), {
      chainId: 31337,
      account: ada.address,
      collection: relics,
    });
    expect(reply.tokens).toBe(1);

    const snapshot = await anvil().snapshot();
    const lost = await mine.mint721(relics, ada.address as Address);
    await indexUntilCaughtUp(db, chain.connection, options);
    const dropped = await assetOf(relics, "2");
    expect(dropped?.mintedTx).toBe(lost.transactionHash);

    await anvil().revert({ id: snapshot });
    await anvil().mine({ blocks: 2 });
    expect((await indexNextRange(db, chain.connection, options)).status).toBe("rolled-back");
    await indexUntilCaughtUp(db, chain.connection, options);
    expect(await assetOf(relics, "2")).toBeUndefined();
    const fetches = await db
      .select()
      .from(tokenMetadataFetches)
      .where(eq(tokenMetadataFetches.assetId, dropped!.id));
    expect(fetches).toEqual([]);
    const tokens = await db.select().from(chainTokens).where(eq(chainTokens.collection, relics));
    expect(tokens.map((token) => token.tokenId)).toEqual(["1"]);
    expect(await assetOf(relics, "1")).toMatchObject({ name: "Voxel Relics #1" });

    // The same token id minted anew, in another transaction, is indexed into an asset again.
    const again = await mine.mint721(relics, ada.address as Address);
    await indexUntilCaughtUp(db, chain.connection, options);
    expect(await assetOf(relics, "2")).toMatchObject({ mintedTx: again.transactionHash });
    const balances = await db.select().from(chainBalances).where(eq(chainBalances.collection, relics));
    expect(balances).toHaveLength(2);
  });

  it("drops the import itself when the contract's deployment is undone", async () => {
    const { chain, database } = env;
    const { db } = database;
    const snapshot = await anvil().snapshot();
    const mine = externalCollections(chain.connection, ada.account);
    const parts = await mine.deploy1155("Mesh Parts", "MSP");
    await mine.mint1155(parts, ada.address as Address, 7n, 5n);
    await indexUntilCaughtUp(db, chain.connection, options);
    await importCollection(deps, importer(), { chainId: 31337, account: ada.address, collection: parts });
    expect(await assetOf(parts, "7")).toMatchObject({ supply: "5" });

    await anvil().revert({ id: snapshot });
    await anvil().mine({ blocks: 3 });
    expect((await indexNextRange(db, chain.connection, options)).status).toBe("rolled-back");
    expect(await db.select().from(collections).where(eq(collections.address, parts))).toEqual([]);
    expect(await db.select().from(importedCollections).where(eq(importedCollections.address, parts))).toEqual(
      [],
    );
    expect(await assetOf(parts, "7")).toBeUndefined();
    expect(await db.select().from(chainBalances).where(eq(chainBalances.collection, parts))).toEqual([]);
  });
});
