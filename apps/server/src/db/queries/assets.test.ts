import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../database.ts";
import { collections, users } from "../schema.ts";
import { findAssetAtAddress, findAssetById, findAssetByToken, insertAsset } from "./assets.ts";

// The same collection address on two chains (the Store deploys clones at the same addresses on
// every chain), each with token 7, and another collection with token 7 on the first chain.
const SHARED = "0x00000000000000000000000000000000000000c1";
const OTHER = "0x00000000000000000000000000000000000000c2";

describe("asset lookups", () => {
  let database: Database;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    database = await createTestDb();
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ name: "Ada", email: "ada@example.com", type: "creator", defaultAddress: "0xa" })
      .returning();
    const collection = async (chainId: number, address: string) => {
      const [row] = await db
        .insert(collections)
        .values({
          chainId,
          address,
          name: "Crates",
          symbol: "C",
          ercType: "ERC721",
          userId: user!.id,
          createdTx: `0x${chainId}${address.slice(-2)}`,
        })
        .returning();
      return row!;
    };
    const asset = async (name: string, chainId: number, address: string, createdAt: Date) => {
      const row = await insertAsset(db, {
        chainId,
        collectionId: (await collection(chainId, address)).id,
        collectionAddress: address,
        tokenId: "7",
        name,
        supply: "1",
        creatorUserId: user!.id,
        mintedTx: `0x${name}`,
        createdAt,
      });
      ids[name] = row!.id;
    };
    await asset("second-chain", 1328, SHARED, new Date("2026-01-02T00:00:00Z"));
    await asset("first-chain", 31337, SHARED, new Date("2026-01-01T00:00:00Z"));
    await asset("other-collection", 31337, OTHER, new Date("2026-01-03T00:00:00Z"));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("finds the asset of a token on its own chain and collection", async () => {
    const { db } = database;
    const onFirst = await findAssetByToken(db, { chainId: 31337, collectionAddress: SHARED, tokenId: "7" });
    const onSecond = await findAssetByToken(db, { chainId: 1328, collectionAddress: SHARED, tokenId: "7" });
    const other = await findAssetByToken(db, { chainId: 31337, collectionAddress: OTHER, tokenId: "7" });
    expect([onFirst?.id, onSecond?.id, other?.id]).toEqual([
      ids["first-chain"],
      ids["second-chain"],
      ids["other-collection"],
    ]);
  });

  it("finds no asset for the token on a chain, collection or id it was not minted on", async () => {
    const { db } = database;
    expect(
      await findAssetByToken(db, { chainId: 1, collectionAddress: SHARED, tokenId: "7" }),
    ).toBeUndefined();
    expect(
      await findAssetByToken(db, { chainId: 1328, collectionAddress: OTHER, tokenId: "7" }),
    ).toBeUndefined();
    expect(
      await findAssetByToken(db, { chainId: 31337, collectionAddress: SHARED, tokenId: "8" }),
    ).toBeUndefined();
  });

  it("finds the token in a transaction too", async () => {
    const found = await database.db.transaction((tx) =>
      findAssetByToken(tx, { chainId: 1328, collectionAddress: SHARED, tokenId: "7" }),
    );
    expect(found?.id).toBe(ids["second-chain"]);
  });

  it("answers a page URL's address and token id with the first asset recorded there on any chain", async () => {
    const { db } = database;
    expect((await findAssetAtAddress(db, SHARED, "7"))?.id).toBe(ids["first-chain"]);
    expect(await findAssetAtAddress(db, SHARED, "8")).toBeUndefined();
  });

  it("finds an asset by id, and none by an id that is not a uuid", async () => {
    const { db } = database;
    expect((await findAssetById(db, ids["other-collection"]!))?.name).toBe("other-collection");
    expect(await findAssetById(db, "not-a-uuid")).toBeUndefined();
  });
});
