import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../testing/create-test-db.ts";
import type { Database } from "../../db/database.ts";
import { archiveKeys, assetDraftDetails, assetDrafts, assets, collections, users } from "../../db/schema.ts";
import { createFolderBlobStore } from "../../files/folder-blob-store.ts";
import { expireDrafts } from "./expire-drafts.ts";

describe("expireDrafts", () => {
  let database: Database;
  let folder = "";
  beforeAll(async () => {
    database = await createTestDb();
    folder = await mkdtemp(join(tmpdir(), "meshlink-expiry-"));
  });
  afterAll(async () => {
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("deletes drafts never minted and untouched since the cut-off, with previews nothing else names", async () => {
    const { db } = database;
    const blobs = createFolderBlobStore(join(folder, "blobs"), join(folder, "tmp"));
    const [user] = await db
      .insert(users)
      .values({ name: "Ada", email: "ada@example.com", type: "creator", defaultAddress: "0xa" })
      .returning();
    const [collection] = await db
      .insert(collections)
      .values({
        chainId: 31337,
        address: "0xc",
        name: "Crates",
        symbol: "C",
        ercType: "ERC721",
        userId: user!.id,
        createdTx: "0x1",
      })
      .returning();
    const old = new Date("2026-01-01T00:00:00Z");
    const cutOff = new Date("2026-01-08T00:00:00Z");
    const draft = async (name: string, updatedAt: Date, previewS3Key: string | null = `${name}.glb`) => {
      if (previewS3Key) await blobs.put(previewS3Key, Readable.from([Buffer.from(name)]));
      // Each draft's sealed archive has its own key, stored by the sealed bytes' CID.
      const archiveCid = `baf-${name}`;
      await db.insert(archiveKeys).values({ cid: archiveCid, wrappedKey: `wrapped-${name}` });
      const [row] = await db
        .insert(assetDrafts)
        .values({ userId: user!.id, previewS3Key, archiveCid, updatedAt, createdAt: updatedAt })
        .returning();
      return row!;
    };
    const abandoned = await draft("abandoned", old);
    const fresh = await draft("fresh", new Date("2026-01-09T00:00:00Z"));
    const minted = await draft("minted", old);
    const [asset] = await db
      .insert(assets)
      .values({
        chainId: 31337,
        collectionId: collection!.id,
        collectionAddress: "0xc",
        tokenId: "1",
        name: "Minted",
        supply: "1",
        previewS3Key: "minted.glb",
        archiveCid: "baf-minted",
        creatorUserId: user!.id,
        mintedTx: "0x2",
      })
      .returning();
    const details = { details: {}, metadataCid: "bafy", updatedAt: old };
    await db.insert(assetDraftDetails).values({ draftId: minted.id, assetId: asset!.id, ...details });
    // Its metadata was rebuilt after the cut-off: the creator is about to mint it.
    const rebuilt = await draft("rebuilt", old);
    await db.insert(assetDraftDetails).values({ ...details, draftId: rebuilt.id, updatedAt: cutOff });
    // An old draft whose preview a minted asset names (a copy of its key) loses its row, not the file.
    const sharing = await draft("sharing", old, null);
    await db.update(assetDrafts).set({ previewS3Key: "minted.glb" }).where(eq(assetDrafts.id, sharing.id));

    // An old draft that names the minted asset's archive loses its row; the asset keeps the key.
    await db.update(assetDrafts).set({ archiveCid: "baf-minted" }).where(eq(assetDrafts.id, sharing.id));

    expect(await expireDrafts({ db, blobs }, cutOff)).toEqual({ drafts: 2, previews: 1, archives: 1 });

    const left = (await db.select({ id: assetDrafts.id }).from(assetDrafts)).map((row) => row.id).sort();
    expect(left).toEqual([fresh.id, minted.id, rebuilt.id].sort());
    expect(await blobs.stat("abandoned.glb")).toBeNull();
    expect(await blobs.stat("minted.glb")).not.toBeNull();
    expect(await blobs.stat("fresh.glb")).not.toBeNull();
    expect(left).not.toContain(abandoned.id);
    // The abandoned draft's archive can never be opened again; every other key is kept.
    const keys = (await db.select({ cid: archiveKeys.cid }).from(archiveKeys)).map((row) => row.cid).sort();
    expect(keys).toEqual(["baf-fresh", "baf-minted", "baf-rebuilt", "baf-sharing"]);
    expect(await expireDrafts({ db, blobs }, cutOff)).toEqual({ drafts: 0, previews: 0, archives: 0 });
  });
});
