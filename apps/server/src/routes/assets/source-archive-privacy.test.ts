import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetDrafts } from "../../db/schema.ts";
import { createLocalFileStores } from "../../files/file-stores.ts";
import { buildRiggedAnimatedTexturedModel } from "../../testing/file-fixtures/build-test-models.ts";
import { makeZipBytes } from "../../testing/file-fixtures/make-zip.ts";
import { signedDownload } from "../../testing/download-request.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";
import {
  buildFilesTestApp,
  createDraft,
  multipartBody,
  signInTestUser,
  type FilesTestApp,
} from "../../testing/files-test-kit.ts";

// docs/decisions/009-source-archive-encryption.md: the IPFS store holds only sealed archives, and
// the plaintext leaves through the gated downloads: the draft's owner before minting, the token's
// holder (or a finalised integration's proposer) after.

type Reply = { data: { cid: string; metadataId: string; tokenId: string; address: string } };

async function sourceZip() {
  // Several IPFS blocks and several sealed chunks; random bytes so no run of them occurs by chance.
  return makeZipBytes([
    { name: "castle/castle.glb", data: await buildRiggedAnimatedTexturedModel() },
    { name: "castle/textures/stone.raw", data: randomBytes(600_000), compress: false },
    { name: "castle/README.txt", data: Buffer.from("Keep out of the moat.") },
  ]);
}

function expectNoPlaintext(served: Buffer, zip: Buffer) {
  expect(served.subarray(0, 2).toString("latin1")).not.toBe("PK");
  for (const at of [0, 1_000, 300_000, zip.length - 64]) {
    expect(served.includes(zip.subarray(at, at + 32))).toBe(false);
  }
}

describe("source archives on the way from a draft to a minted asset", () => {
  let kit: CatalogTestApp;
  let creator: Awaited<ReturnType<typeof walletUser>>;
  let stranger: Awaited<ReturnType<typeof walletUser>>;
  let zip: Buffer;
  let draftId = "";
  let cid = "";
  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    creator = await walletUser(kit, 1, "Ada");
    stranger = await walletUser(kit, 2, "Bob");
    zip = await sourceZip();
    draftId = await createDraft(kit.app, creator.headers);
    const body = multipartBody({ bytes: zip, filename: "castle.zip", contentType: "application/zip" });
    const upload = await kit.app.inject({
      method: "POST",
      url: `/api/ipfs-archive-upload/${draftId}`,
      headers: { ...creator.headers, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    cid = upload.json<Reply>().data.cid;
  }, 180_000);
  afterAll(() => kit?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    kit.app.inject({ method: "GET", url, headers });

  it("gives no one the plaintext at /ipfs/{cid}, not even whole or in ranges", async () => {
    const whole = await get(`/ipfs/${cid}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("application/octet-stream");
    expectNoPlaintext(whole.rawPayload, zip);
    const range = await get(`/ipfs/${cid}`, { range: "bytes=0-1023" });
    expect(range.rawPayload.equals(zip.subarray(0, 1024))).toBe(false);
  });

  it("gives a draft's archive to its owner only, byte for byte", async () => {
    const url = `/api/asset-drafts/${draftId}/archive`;
    const owner = await get(url, creator.headers);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers).toMatchObject({
      "content-type": "application/zip",
      "content-length": String(zip.length),
      "cache-control": "private, no-store",
    });
    expect(owner.rawPayload.equals(zip)).toBe(true);
    expect((await get(url, stranger.headers)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });

  it("gives the token's holder the exact bytes uploaded once it is minted, and a stranger nothing", async () => {
    const collectionTx = await creator.send("createCollection", ["Keeps", "KEP", 1]);
    const collection = await kit.app.inject({
      method: "POST",
      url: "/api/collections",
      headers: creator.headers,
      payload: { chainId: 31337, txHash: collectionTx, name: "Keeps", symbol: "KEP", type: "ERC721" },
    });
    expect(collection.statusCode, collection.body).toBe(201);
    const address = collection.json<Reply>().data.address;
    const glb = await buildRiggedAnimatedTexturedModel();
    const preview = multipartBody({ bytes: glb, filename: "castle.glb" });
    await kit.app.inject({
      method: "POST",
      url: `/api/model-preview-upload/${draftId}`,
      headers: { ...creator.headers, ...preview.headers },
      payload: preview.payload,
    });
    const metadata = await kit.app.inject({
      method: "POST",
      url: `/api/asset-drafts/${draftId}/metadata`,
      headers: creator.headers,
      payload: {
        name: "Castle",
        description: "Stone.",
        category: "environments",
        properties: [],
        technicalDescription: { short: { rigged: true, animations: true, textures: true, polyCount: "2" } },
      },
    });
    expect(metadata.statusCode, metadata.body).toBe(200);
    const mintTx = await creator.send("createNFT", [address, 1n, metadata.json<Reply>().data.metadataId, 0n]);
    const created = await kit.app.inject({
      method: "POST",
      url: "/api/assets",
      headers: creator.headers,
      payload: { draftId, chainId: 31337, txHash: mintTx },
    });
    expect(created.statusCode, created.body).toBe(201);
    const asset = { collection: address, tokenId: created.json<Reply>().data.tokenId };

    const url = `/api/ipfs-archive-download/${address}`;
    const held = await kit.app.inject({
      method: "POST",
      url,
      payload: await signedDownload(kit.app, creator.account, asset),
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.headers["content-length"]).toBe(String(zip.length));
    expect(held.rawPayload.equals(zip)).toBe(true);
    const refused = await kit.app.inject({
      method: "POST",
      url,
      payload: await signedDownload(kit.app, stranger.account, asset),
    });
    expect(refused.statusCode).toBe(403);
    expectNoPlaintext((await get(`/ipfs/${cid}`)).rawPayload, zip);
  });
});

describe("an archive stored before archives were sealed", () => {
  let t: FilesTestApp;
  beforeAll(async () => {
    t = await buildFilesTestApp();
  });
  afterAll(() => t?.close());

  it("is kept from /ipfs/{cid} and still reaches its owner through the draft's download", async () => {
    const owner = await signInTestUser(t.db);
    const draftId = await createDraft(t.app, owner.headers);
    const zip = await sourceZip();
    const { cid, size } = await createLocalFileStores(t.dataDir).ipfs.addFile(Readable.from([zip]));
    await t.db
      .update(assetDrafts)
      .set({ archiveCid: cid, archiveSize: size })
      .where(eq(assetDrafts.id, draftId));

    const gateway = await t.app.inject({ method: "GET", url: `/ipfs/${cid}` });
    expect(gateway.statusCode).toBe(404);
    expect(gateway.rawPayload.includes(zip.subarray(0, 32))).toBe(false);
    const back = await t.app.inject({
      method: "GET",
      url: `/api/asset-drafts/${draftId}/archive`,
      headers: owner.headers,
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(zip)).toBe(true);
  });
});
