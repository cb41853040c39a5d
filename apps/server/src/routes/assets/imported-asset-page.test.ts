import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import { assets, collections, importedCollections, tokenMetadataFetches, users } from "../../db/schema.ts";

const IMPORTED = "0x00000000000000000000000000000000000000e1";
const MINTED = "0x00000000000000000000000000000000000000a1";

describe("an imported asset's page", () => {
  let database: Database;
  let app: FastifyInstance;
  let importedAssetId = "";
  beforeAll(async () => {
    database = await createTestDb();
    const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: "/nonexistent-web-dist" });
    app = await buildApp(config, { database });
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({
        name: "Importer",
        email: "importer@example.com",
        type: "creator",
        defaultAddress: "0x00000000000000000000000000000000000000b1",
      })
      .returning();
    const collection = async (address: string, ercType: "ERC721" | "ERC1155") => {
      const [row] = await db
        .insert(collections)
        .values({
          chainId: 31337,
          address,
          name: address.slice(-2),
          symbol: "X",
          ercType,
          userId: user!.id,
          createdTx: "0x1",
        })
        .returning();
      return row!;
    };
    const outside = await collection(IMPORTED, "ERC1155");
    await db.insert(importedCollections).values({
      collectionId: outside.id,
      chainId: 31337,
      address: IMPORTED,
      deployedBlock: 1,
      source: "chain",
    });
    const ours = await collection(MINTED, "ERC721");
    const token = (collectionId: string, address: string, name: string) => ({
      chainId: 31337,
      collectionId,
      collectionAddress: address,
      tokenId: "7",
      name,
      supply: "3",
      creatorUserId: user!.id,
      mintedTx: `0x${name.length}`,
    });
    // As the import records a token before its metadata is read: no model, archive, category or CID.
    const [imported] = await db
      .insert(assets)
      .values(token(outside.id, IMPORTED, "Unnamed_Multiple"))
      .returning();
    importedAssetId = imported!.id;
    await db.insert(tokenMetadataFetches).values({ assetId: importedAssetId });
    await db.insert(assets).values({ ...token(ours.id, MINTED, "Crate"), metadataCid: "bafy", category: 1 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const details = async (address: string) => {
    const response = await app.inject({ method: "GET", url: `/api/assets/${address}/7` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Record<string, unknown> }>().data;
  };

  it("says it is imported and how far its metadata got, with the placeholders until then", async () => {
    expect(await details(IMPORTED)).toMatchObject({
      imported: true,
      metadataState: "pending",
      name: "Unnamed_Multiple",
      description: null,
      imageUrl: null,
      metadata: null,
      category: null,
      previewS3Key: null,
      filesMetadata: null,
      modelFacts: null,
      ercType: "ERC1155",
    });
    await database.db
      .update(tokenMetadataFetches)
      .set({ status: "failed", error: "HTTP 404" })
      .where(eq(tokenMetadataFetches.assetId, importedAssetId));
    expect(await details(IMPORTED)).toMatchObject({ imported: true, metadataState: "failed" });
  });

  it("answers imported false and no metadata state for an asset minted through MeshLink", async () => {
    expect(await details(MINTED)).toMatchObject({ imported: false, metadataState: null, metadata: "bafy" });
  });

  it("serves every other request of the asset page for it", async () => {
    const urls = [
      `/api/assets/${importedAssetId}/more-from-collection`,
      `/api/assets/${IMPORTED}/7/holders`,
      `/api/assets/${importedAssetId}/offers`,
      `/api/activity?address=${IMPORTED}&tokenId=7`,
      `/api/activity/connected?address=${IMPORTED}&tokenId=7`,
      `/api/activity/price-history?address=${IMPORTED}&tokenId=7`,
    ];
    for (const url of urls) {
      const response = await app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });
});
