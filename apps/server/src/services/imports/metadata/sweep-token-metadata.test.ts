import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { externalCollection1155, externalCollection721 } from "@meshlink/contracts/generated";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { type Address, createWalletClient, http } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../config.ts";
import { chainAndDatabase } from "../../../testing/chain-and-database.ts";
import type { Database } from "../../../db/database.ts";
import { assets, collections, importedCollections, tokenMetadataFetches, users } from "../../../db/schema.ts";
import { filesDepsFrom } from "../../../routes/files/register-file-routes.ts";
import type { TestChain } from "../../../testing/start-test-chain.ts";
import type { FilesDeps } from "../../files/files-deps.ts";
import { findImage } from "../../files/find-image.ts";
import { startMetadataServer } from "./metadata-test-server.ts";
import { METADATA_JOB_DEFAULTS, type MetadataJobDeps, sweepTokenMetadata } from "./sweep-token-metadata.ts";

const CID = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";
const PLACEHOLDER = "Unnamed";
const json = (value: unknown) => ({ body: JSON.stringify(value) });
const base64Json = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString("base64")}`;

describe("sweepTokenMetadata", () => {
  const started = chainAndDatabase();
  let chain: TestChain;
  let database: Database;
  let folder: string;
  let files: FilesDeps;
  let server: Awaited<ReturnType<typeof startMetadataServer>>;
  let deps: MetadataJobDeps;
  let wallet: ReturnType<typeof createWalletClient>;
  let userId: string;
  const options = { ...METADATA_JOB_DEFAULTS, retryBaseMs: 60_000, maxAttempts: 3 };

  beforeAll(async () => {
    ({ chain, database } = started);
    folder = await mkdtemp(path.join(tmpdir(), "meshlink-token-metadata-"));
    const config = loadConfig({
      DATA_DIR: folder,
      NODE_ENV: "test",
      ARCHIVE_KEY: Buffer.alloc(32, 3).toString("base64"),
    });
    files = filesDepsFrom(config, database.db);
    const png = await sharp({ create: { width: 8, height: 4, channels: 3, background: "#c80" } })
      .png()
      .toBuffer();
    server = await startMetadataServer({
      "/crate.png": { body: png, type: "image/png" },
      "/not-an-image.png": { body: "<html>not an image</html>", type: "image/png" },
      "/slow.json": (response) => {
        response.writeHead(200, { "content-type": "application/json" });
        setTimeout(() => response.end("{}"), 10_000).unref();
      },
    });
    deps = {
      db: database.db,
      chainId: chain.connection.chainId,
      client: chain.connection.client,
      files,
      reader: { gatewayUrl: `${server.origin}/ipfs/`, allowLocalHosts: true, trustedOrigins: [] },
      limits: { jsonMaxBytes: 64 * 1024, readTimeoutMs: 1_000, imageTimeoutMs: 2_000 },
    };
    wallet = createWalletClient({ account: chain.accounts[0]!, transport: http(chain.rpcUrl) });
    const [user] = await database.db
      .insert(users)
      .values({
        name: "Importer",
        email: "importer@example.com",
        type: "creator",
        defaultAddress: chain.accounts[0]!,
      })
      .returning();
    userId = user!.id;
  }, 120_000);

  afterAll(async () => {
    files?.images.stop();
    await server?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** A contract deployed outside MeshLink, imported: its catalog row and imported_collections row. */
  async function importedCollection(kind: "ERC721" | "ERC1155") {
    const contract = kind === "ERC721" ? externalCollection721 : externalCollection1155;
    const hash = await wallet.deployContract({
      abi: contract.abi,
      bytecode: contract.bytecode,
      args: ["Outside", "OUT"],
      account: chain.accounts[0]!,
      chain: null,
    });
    const receipt = await chain.connection.client.waitForTransactionReceipt({ hash });
    const address = receipt.contractAddress!.toLowerCase() as Address;
    const [collection] = await database.db
      .insert(collections)
      .values({
        chainId: deps.chainId,
        address,
        name: "Outside",
        symbol: "OUT",
        ercType: kind,
        userId,
        createdTx: hash,
      })
      .returning();
    await database.db.insert(importedCollections).values({
      collectionId: collection!.id,
      chainId: deps.chainId,
      address,
      deployedBlock: Number(receipt.blockNumber),
      source: "chain",
    });
    return { id: collection!.id, address, kind };
  }

  type Collection = Awaited<ReturnType<typeof importedCollection>>;
  let nextId = 0n;
  let nextErc1155Id = 0x1f0n;

  /** Mints a token with `uri` and records its placeholder asset and pending read, as the import does. */
  async function importedToken(collection: Collection, uri: string) {
    let tokenId: bigint;
    if (collection.kind === "ERC721") {
      tokenId = ++nextId;
      const hash = await wallet.writeContract({
        address: collection.address,
        abi: externalCollection721.abi,
        functionName: "mint",
        args: [chain.accounts[0]!, uri],
        account: chain.accounts[0]!,
        chain: null,
      });
      await chain.connection.client.waitForTransactionReceipt({ hash });
    } else {
      tokenId = ++nextErc1155Id;
      const hash = await wallet.writeContract({
        address: collection.address,
        abi: externalCollection1155.abi,
        functionName: "mint",
        args: [chain.accounts[0]!, tokenId, 5n, uri],
        account: chain.accounts[0]!,
        chain: null,
      });
      await chain.connection.client.waitForTransactionReceipt({ hash });
    }
    const [asset] = await database.db
      .insert(assets)
      .values({
        chainId: deps.chainId,
        collectionId: collection.id,
        collectionAddress: collection.address,
        tokenId: tokenId.toString(),
        name: PLACEHOLDER,
        supply: collection.kind === "ERC721" ? "1" : "5",
        creatorUserId: userId,
        mintedTx: `0x${tokenId.toString(16)}`,
      })
      .returning();
    await database.db.insert(tokenMetadataFetches).values({ assetId: asset!.id });
    return { assetId: asset!.id, tokenId };
  }

  const stateOf = async (assetId: string) => {
    const [row] = await database.db
      .select({ fetch: tokenMetadataFetches, asset: assets })
      .from(tokenMetadataFetches)
      .innerJoin(assets, eq(assets.id, tokenMetadataFetches.assetId))
      .where(eq(tokenMetadataFetches.assetId, assetId));
    return row!;
  };
  const dueNow = (assetId: string) =>
    database.db
      .update(tokenMetadataFetches)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(tokenMetadataFetches.assetId, assetId));

  let erc721: Collection;
  let erc1155: Collection;
  beforeAll(async () => {
    erc721 = await importedCollection("ERC721");
    erc1155 = await importedCollection("ERC1155");
  }, 60_000);

  it("reads https, ipfs and data: token URIs onto their assets, the image stored as any asset image", async () => {
    const crate = { name: "Crate", description: "A *wooden* crate", image: `${server.origin}/crate.png` };
    server.routes["/crate.json"] = json({ ...crate, attributes: [{ trait_type: "Material", value: "Oak" }] });
    server.routes[`/ipfs/${CID}/barrel.json`] = json({ name: "Barrel", image: `ipfs://${CID}/barrel.png` });
    server.routes[`/ipfs/${CID}/barrel.png`] = server.routes["/crate.png"]!;
    const fromHttp = await importedToken(erc721, `${server.origin}/crate.json`);
    const fromIpfs = await importedToken(erc721, `ipfs://ipfs/${CID}/barrel.json`);
    const pngData = `data:image/png;base64,${(server.routes["/crate.png"] as { body: Buffer }).body.toString("base64")}`;
    const fromBase64 = await importedToken(erc721, base64Json({ name: "Chest", image: pngData }));
    const percent = encodeURIComponent(JSON.stringify({ name: "Lamp ü", description: "Lit" }));
    const fromPercent = await importedToken(erc721, `data:application/json,${percent}`);

    await expect(sweepTokenMetadata(deps, options)).resolves.toMatchObject({ ready: 4, retried: 0 });

    const http = await stateOf(fromHttp.assetId);
    expect(http.fetch).toMatchObject({ status: "ready", attempts: 1, error: null });
    expect(http.fetch.tokenUri).toBe(`${server.origin}/crate.json`);
    expect(http.asset).toMatchObject({
      name: "Crate",
      description: "A *wooden* crate",
      properties: [{ name: "Material", value: "Oak" }],
    });
    const served = await findImage(files, http.asset.imageKey!, {});
    expect(served).toMatchObject({ contentType: "image/png" });
    const ipfs = await stateOf(fromIpfs.assetId);
    expect(ipfs.asset.name).toBe("Barrel");
    expect(ipfs.asset.imageKey).toMatch(/^image-/);
    expect(server.hits(`/ipfs/${CID}/barrel.png`)).toBe(1);
    const base64 = (await stateOf(fromBase64.assetId)).asset;
    expect(base64.name).toBe("Chest");
    expect(base64.imageKey).toMatch(/^image-/);
    expect((await stateOf(fromPercent.assetId)).asset).toMatchObject({ name: "Lamp ü", description: "Lit" });
    // The collection, which had no logo, shows one of its tokens' images.
    const [logo] = await database.db
      .select({ key: collections.logoKey })
      .from(collections)
      .where(eq(collections.id, erc721.id));
    expect([http.asset.imageKey, ipfs.asset.imageKey, base64.imageKey]).toContain(logo!.key);
  });

  it("substitutes {id} in an ERC-1155 uri as 64 lowercase hex digits", async () => {
    const token = await importedToken(erc1155, `${server.origin}/1155/{id}.json`);
    const hex = token.tokenId.toString(16).padStart(64, "0");
    server.routes[`/1155/${hex}.json`] = json({ name: "Edition" });
    await sweepTokenMetadata(deps, options);
    expect(hex).toMatch(/^0{61}1f[0-9a-f]$/);
    expect((await stateOf(token.assetId)).asset.name).toBe("Edition");
    expect((await stateOf(token.assetId)).fetch.tokenUri).toBe(`${server.origin}/1155/${hex}.json`);
  });

  it("keeps the placeholders and retries later on oversize, slow or malformed metadata", async () => {
    server.routes["/oversize.json"] = json({ name: "Big", description: "x".repeat(70 * 1024) });
    server.routes["/malformed.json"] = { body: '{"name": "Half' };
    const oversize = await importedToken(erc721, `${server.origin}/oversize.json`);
    const slow = await importedToken(erc721, `${server.origin}/slow.json`);
    const malformed = await importedToken(erc721, `${server.origin}/malformed.json`);
    const started = Date.now();
    await expect(sweepTokenMetadata(deps, options)).resolves.toMatchObject({ ready: 0, retried: 3 });
    // The slow server holds its answer for 10 s; the read gives up at its 1 s limit.
    expect(Date.now() - started).toBeLessThan(5_000);
    const errors = await Promise.all(
      [oversize, slow, malformed].map(async (token) => stateOf(token.assetId)),
    );
    expect(errors.map((row) => row.fetch.error)).toEqual([
      "larger than 65536 bytes",
      "timed out",
      "metadata is not JSON",
    ]);
    for (const row of errors) {
      expect(row.fetch).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.asset).toMatchObject({ name: PLACEHOLDER, description: "", imageKey: null, properties: [] });
      expect(row.fetch.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    }
  });

  it("waits four times longer after each failure and fails the read after the last attempt", async () => {
    const token = await importedToken(erc721, `${server.origin}/gone.json`);
    await sweepTokenMetadata(deps, options);
    const first = (await stateOf(token.assetId)).fetch;
    expect(first).toMatchObject({
      status: "pending",
      attempts: 1,
      error: `HTTP 404 from ${new URL(server.origin).host}`,
    });
    await dueNow(token.assetId);
    const before = Date.now();
    await sweepTokenMetadata(deps, options);
    const second = (await stateOf(token.assetId)).fetch;
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    expect(second.nextAttemptAt.getTime() - before).toBeGreaterThan(4 * 60_000 - 5_000);
    await dueNow(token.assetId);
    await expect(sweepTokenMetadata(deps, options)).resolves.toMatchObject({ failed: 1 });
    const last = await stateOf(token.assetId);
    expect(last.fetch).toMatchObject({ status: "failed", attempts: 3 });
    expect(last.asset.name).toBe(PLACEHOLDER);
    await dueNow(token.assetId);
    await expect(sweepTokenMetadata(deps, options)).resolves.toEqual({ ready: 0, retried: 0, failed: 0 });
    expect(server.hits("/gone.json")).toBe(3);
  });

  it("stores the metadata without an image that is not one, and says why", async () => {
    server.routes["/fake-image.json"] = json({ name: "Fake", image: `${server.origin}/not-an-image.png` });
    const token = await importedToken(erc721, `${server.origin}/fake-image.json`);
    await sweepTokenMetadata(deps, options);
    const row = await stateOf(token.assetId);
    expect(row.fetch).toMatchObject({
      status: "ready",
      error: "image not stored: image refused: Image type is not supported",
    });
    expect(row.asset).toMatchObject({ name: "Fake", imageKey: null });
  });

  it("fails a token whose contract has no such token (tokenURI reverts)", async () => {
    const token = await importedToken(erc721, `${server.origin}/x.json`);
    await database.db.update(assets).set({ tokenId: "999999" }).where(eq(assets.id, token.assetId));
    await sweepTokenMetadata(deps, options);
    const row = await stateOf(token.assetId);
    expect(row.fetch.status).toBe("pending");
    expect(row.fetch.error).toMatch(/^token URI not read: /);
    expect(row.fetch.error!.length).toBeLessThanOrEqual(200);
  });

  it("reads each token once when two servers sweep at the same time", async () => {
    const tokens = [];
    for (let i = 0; i < 10; i++) {
      server.routes[`/shared-${i}.json`] = (response) => {
        setTimeout(() => response.writeHead(200).end(JSON.stringify({ name: `Shared ${i}` })), 50);
      };
      tokens.push(await importedToken(erc721, `${server.origin}/shared-${i}.json`));
    }
    const small = { ...options, concurrency: 2 };
    const [a, b] = await Promise.all([sweepTokenMetadata(deps, small), sweepTokenMetadata(deps, small)]);
    expect(a.ready + b.ready).toBe(10);
    for (let i = 0; i < 10; i++) expect(server.hits(`/shared-${i}.json`)).toBe(1);
    const states = await Promise.all(tokens.map((token) => stateOf(token.assetId)));
    expect(states.map((row) => [row.fetch.status, row.fetch.attempts])).toEqual(
      tokens.map(() => ["ready", 1]),
    );
  });

  it("gives a read in flight back when the server stops, not counting the attempt", async () => {
    server.routes["/stalled.json"] = () => undefined;
    const token = await importedToken(erc721, `${server.origin}/stalled.json`);
    const stop = new AbortController();
    const pass = sweepTokenMetadata(
      { ...deps, limits: { ...deps.limits, readTimeoutMs: 30_000 } },
      options,
      stop.signal,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop.abort();
    await expect(pass).resolves.toEqual({ ready: 0, retried: 0, failed: 0 });
    expect((await stateOf(token.assetId)).fetch).toMatchObject({
      status: "pending",
      attempts: 0,
      error: null,
    });
  });
});
