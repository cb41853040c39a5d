import { downloadMessage } from "@meshlink/domain/archive-download.types";
import { ZAssetDetails } from "@meshlink/domain/assets-api.types";
import { ZCollection } from "@meshlink/domain/entities/collection";
import { ZTokenMetadata } from "@meshlink/domain/create-asset.types";
import { eq } from "drizzle-orm";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildRiggedAnimatedTexturedModel } from "../../testing/file-fixtures/build-test-models.ts";
import { assets, userAddresses } from "../../db/schema.ts";
import { makeZipBytes } from "../../testing/file-fixtures/make-zip.ts";
import { createDraft, multipartBody } from "../../testing/files-test-kit.ts";
import { journey } from "../../testing/journey.ts";
import { buildCatalogTestApp, type CatalogTestApp, walletUser } from "../../testing/catalog-test-kit.ts";

// What these tests read from the envelopes they receive.
type Reply = {
  data: { _id: string; tokenId: string; metadataId: string; uri: string; data: { name: string }[] };
  error: string;
};

// Steps in order: the collection recorded first holds the asset minted next, which later steps download.
journey("creating a collection and an asset from real transactions, then reading and downloading it", () => {
  let kit: CatalogTestApp;
  let creator: Awaited<ReturnType<typeof walletUser>>;
  let other: Awaited<ReturnType<typeof walletUser>>;
  beforeAll(async () => {
    kit = await buildCatalogTestApp();
    creator = await walletUser(kit, 1, "Ada");
    other = await walletUser(kit, 2, "Bob");
  });
  afterAll(() => kit?.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    kit.app.inject({ method: "POST", url, headers, payload });
  const collectionBody = (txHash: string, name = "Blades") => ({
    chainId: 31337,
    txHash,
    name,
    symbol: "BLD",
    type: "ERC721",
    description: "<p>Sharp <a href='x'>link</a></p>",
    socials: [{ name: "WEBSITE", value: "https://example.com" }],
  });
  let address = "";
  let tokenId = "";
  let collectionTx = "";

  it("records a collection from its createCollection transaction, once", async () => {
    collectionTx = await creator.send("createCollection", ["Blades", "BLD", 1]);
    const first = await post("/api/collections", creator.headers, collectionBody(collectionTx));
    expect(first.statusCode, first.body).toBe(201);
    const collection = ZCollection.parse(first.json<Reply>().data);
    expect(collection).toMatchObject({ name: "Blades", ercType: "ERC721", description: "<p>Sharp link</p>" });
    address = collection.address;
    const again = await post("/api/collections", creator.headers, collectionBody(collectionTx));
    expect(again.statusCode).toBe(200);
    expect(again.json<Reply>().data._id).toBe(collection._id);
    const mine = await kit.app.inject({
      method: "GET",
      url: "/api/collections/mine?chainId=31337",
      headers: creator.headers,
    });
    expect(mine.json<Reply>().data).toHaveLength(1);
  });

  it("refuses someone else's transaction and a name the chain does not show", async () => {
    expect((await post("/api/collections", other.headers, collectionBody(collectionTx))).statusCode).toBe(
      403,
    );
    const tx = await creator.send("createCollection", ["Shields", "SHD", 1]);
    const spoofed = await post("/api/collections", other.headers, collectionBody(tx, "Shields"));
    expect(spoofed.statusCode).toBe(403);
    const renamed = await post("/api/collections", creator.headers, collectionBody(tx, "Swords"));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<Reply>().error).toMatch(/another name or type/);
  });

  it("stores OpenSea metadata on IPFS, records the mint once and serves the asset", async () => {
    const draftId = await createDraft(kit.app, creator.headers);
    const glb = await buildRiggedAnimatedTexturedModel();
    const zip = await makeZipBytes([
      { name: "sword/sword.glb", data: glb },
      { name: "sword/README.txt", data: Buffer.from("hi") },
    ]);
    for (const [url, file] of [
      [`/api/model-preview-upload/${draftId}`, { bytes: glb, filename: "sword.glb" }],
      [
        `/api/ipfs-archive-upload/${draftId}`,
        { bytes: zip, filename: "sword.zip", contentType: "application/zip" },
      ],
    ] as const) {
      const body = multipartBody(file);
      const upload = await kit.app.inject({
        method: "POST",
        url,
        headers: { ...creator.headers, ...body.headers },
        payload: body.payload,
      });
      expect(upload.statusCode, upload.body).toBeLessThan(300);
    }
    const details = {
      name: "Crystal Sword",
      technicalDescription: { short: { polyCount: "2" } },
    };
    for (const [fields, error] of [
      [{}, "Category is required"],
      [{ category: "furniture" }, 'Unknown category "furniture"'],
      [{ category: "weapons", genres: ["fantasy", "western"] }, 'Unknown genre "western"'],
      [
        { category: "weapons", genres: ["fantasy", "horror", "sci-fi", "stylised"] },
        "Choose at most 3 genres",
      ],
    ] as const) {
      const refused = await post(`/api/asset-drafts/${draftId}/metadata`, creator.headers, {
        ...details,
        ...fields,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ status: "failed", error });
    }
    const metadata = await post(`/api/asset-drafts/${draftId}/metadata`, creator.headers, {
      name: "Crystal Sword",
      description: "A *sword*.",
      category: "weapons",
      genres: ["fantasy", "stylised"],
      properties: [{ name: "Rarity", value: "Epic" }],
      technicalDescription: { short: { rigged: true, animations: true, textures: true, polyCount: "2" } },
    });
    expect(metadata.statusCode, metadata.body).toBe(200);
    const { metadataId, uri } = metadata.json<Reply>().data;
    expect(uri.endsWith(metadataId)).toBe(true);
    const json = ZTokenMetadata.parse(
      (await kit.app.inject({ method: "GET", url: `/ipfs/${metadataId}` })).json<Reply>(),
    );
    expect(json).toMatchObject({
      name: "Crystal Sword",
      attributes: [
        { trait_type: "Category", value: "Weapons" },
        { trait_type: "Genre", value: "Fantasy" },
        { trait_type: "Genre", value: "Stylised" },
        { trait_type: "Rarity", value: "Epic" },
      ],
    });
    expect(json.animation_url).toMatch(/\/api\/download-model-preview\/preview-.*\.glb$/);

    const mintTx = await creator.send("createNFT", [address, 1n, metadataId, 500n]);
    const request = { draftId, chainId: 31337, txHash: mintTx };
    expect((await post("/api/assets", other.headers, request)).statusCode).toBe(403);
    const created = await post("/api/assets", creator.headers, request);
    expect(created.statusCode, created.body).toBe(201);
    tokenId = created.json<Reply>().data.tokenId;
    const again = await post("/api/assets", creator.headers, request);
    expect(again.statusCode).toBe(200);
    expect(again.json<Reply>().data._id).toBe(created.json<Reply>().data._id);

    const read = await kit.app.inject({ method: "GET", url: `/api/assets/${address}/${tokenId}` });
    const asset = ZAssetDetails.parse(read.json<Reply>().data);
    expect(asset).toMatchObject({
      name: "Crystal Sword",
      userId: creator.id,
      metadata: metadataId,
      category: "weapons",
      genres: ["fantasy", "stylised"],
      listings: [],
    });
    // Stored as the codes a browse filter reads through its indexes.
    const [row] = await kit.db.select().from(assets).where(eq(assets.id, asset._id));
    expect(row).toMatchObject({ category: 4, genres: [1, 4] });
    expect(asset.modelFacts).toMatchObject({ triangles: 2, rigged: true });
    expect(asset.filesMetadata?.archiveStructure[0]?.name).toBe("sword");
    const list = await post("/api/assets/list", {}, { search: "crystal swrd" });
    expect(list.json<Reply>().data.data.map((card) => card.name)).toEqual(["Crystal Sword"]);
  });

  it("refuses a transaction that minted nothing with 'decoding error'", async () => {
    const draftId = await createDraft(kit.app, creator.headers);
    const zip = multipartBody({ bytes: await makeZipBytes([{ name: "a.txt" }]), filename: "a.zip" });
    const preview = multipartBody({ bytes: await buildRiggedAnimatedTexturedModel(), filename: "a.glb" });
    for (const [url, body] of [
      [`/api/ipfs-archive-upload/${draftId}`, zip],
      [`/api/model-preview-upload/${draftId}`, preview],
    ] as const) {
      await kit.app.inject({
        method: "POST",
        url,
        headers: { ...creator.headers, ...body.headers },
        payload: body.payload,
      });
    }
    await post(`/api/asset-drafts/${draftId}/metadata`, creator.headers, {
      name: "Nothing",
      category: "props",
      technicalDescription: { short: { polyCount: "1" } },
    });
    const response = await post("/api/assets", creator.headers, {
      draftId,
      chainId: 31337,
      txHash: collectionTx,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Reply>().error).toBe("decoding error");
  });

  it("streams the archive to the token's holder once per signed message, and refuses others", async () => {
    const download = async (user: typeof creator) => {
      const nonce = (await kit.app.inject({ method: "GET", url: "/api/auth/nonce" })).json<{ data: string }>()
        .data;
      const expiresAt = new Date(Date.now() + 300_000).toISOString();
      const fields = { collection: address, tokenId, chainId: 31337, wallet: user.address, nonce, expiresAt };
      const signature = await user.account.signMessage({ message: downloadMessage(fields) });
      return { address: user.address, signature, chainId: 31337, tokenId, nonce, expiresAt };
    };
    const url = `/api/ipfs-archive-download/${address}`;
    const body = await download(creator);
    const allowed = await post(url, {}, body);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.headers["content-disposition"]).toBe('attachment; filename="Crystal_Sword.zip"');
    expect(allowed.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect((await post(url, {}, body)).statusCode).toBe(401);
    expect((await post(url, {}, await download(other))).statusCode).toBe(403);
    expect((await post(url, {}, { ...(await download(creator)), tokenId: "99" })).statusCode).toBe(401);
  });

  it("lets the holder's user download with another of their wallets (spec section 6 names the owner by user)", async () => {
    const [holder] = await kit.db
      .select({ userId: userAddresses.userId })
      .from(userAddresses)
      .where(eq(userAddresses.address, creator.address));
    const spare = privateKeyToAccount(generatePrivateKey());
    const spareWallet = { ...creator, account: spare, address: spare.address.toLowerCase() };
    const url = `/api/ipfs-archive-download/${address}`;
    const sign = async () => {
      const nonce = (await kit.app.inject({ method: "GET", url: "/api/auth/nonce" })).json<{ data: string }>()
        .data;
      const expiresAt = new Date(Date.now() + 300_000).toISOString();
      const fields = {
        collection: address,
        tokenId,
        chainId: 31337,
        wallet: spareWallet.address,
        nonce,
        expiresAt,
      };
      const signature = await spare.signMessage({ message: downloadMessage(fields) });
      return { address: spareWallet.address, signature, chainId: 31337, tokenId, nonce, expiresAt };
    };
    expect((await post(url, {}, await sign())).statusCode).toBe(403);
    await kit.db.insert(userAddresses).values({ address: spareWallet.address, userId: holder!.userId });
    const allowed = await post(url, {}, await sign());
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
