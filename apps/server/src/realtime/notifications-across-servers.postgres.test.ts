import type { ServerMessage } from "@meshlink/domain/realtime-api.types";
import type { Address } from "viem";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { appMeta, assets, collections } from "../db/schema.ts";
import { DEMO_SEED_KEY } from "../seed/seed-demo.ts";
import { createPostgresTestDatabase, type PostgresTestDatabase } from "../testing/postgres-test-database.ts";
import { type ServerProcess, startServerProcess } from "../testing/server-process.ts";
import { startTestChain, type TestChain } from "../testing/start-test-chain.ts";
import { storeActor } from "../testing/store-actor.ts";
import { encodePng } from "../testing/file-fixtures/encode-png.ts";
import { type FakeS3, startFakeS3 } from "../testing/file-fixtures/fake-s3-server.ts";
import { multipartBody } from "../testing/files-test-kit.ts";
import { newSession, walletSession, type WalletSession } from "../testing/wallet-session.ts";

// Two real server processes on one PostgreSQL database and one chain: a change made through one must
// reach the recipient's socket on the other, which only the LISTEN/NOTIFY bus can carry (docs/
// decisions/008). Needs a PostgreSQL server. One runs src/main.ts under tsx, the other the bundle
// `npm start` runs, keeping images in S3 (a stand-in speaking its wire format): node-postgres,
// LISTEN/NOTIFY, the indexer's thread and the AWS SDK as a deployment has them.
const patiently = { timeout: 15_000 };
const technicalDescription = { short: { rigged: false, animations: false, textures: true, polyCount: "1k" } };

type Socket = { ws: WebSocket; messages: ServerMessage[] };

describe("notifications across two server processes sharing PostgreSQL", () => {
  let chain: TestChain;
  let db: PostgresTestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let s3: FakeS3;
  let owner: WalletSession;
  let studio: WalletSession;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    [chain, db, s3] = await Promise.all([startTestChain(), createPostgresTestDatabase(), startFakeS3()]);
    // The demo seed would fill the shared database with its own users and transactions.
    await db.database.db.insert(appMeta).values({ key: DEMO_SEED_KEY, value: "{}" });
    owner = await walletSession(db.database.db, 1, { name: "Ada", type: "creator" });
    studio = await walletSession(db.database.db, 2, { name: "Studio Bee", type: "studio" });
    // Both servers follow the test's chain: no local chains of their own.
    const chains = [{ chainId: chain.chainId, rpcUrls: [chain.rpcUrl], confirmations: 0 }];
    const env = { DATABASE_URL: db.url, CHAINS: JSON.stringify(chains) };
    const inS3 = {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.url,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "test",
      S3_SECRET_ACCESS_KEY: "test",
    };
    [a, b] = await Promise.all([
      startServerProcess(env),
      startServerProcess({ ...env, ...inS3 }, { bundled: true }),
    ]);
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.ws.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.database.close();
    await chain?.dispose();
    await s3?.close();
  }, 60_000);

  const call = async (server: ServerProcess, url: string, user: WalletSession, body: object) => {
    const reply = await fetch(`${server.url}${url}`, {
      method: "POST",
      headers: { ...user.headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await reply.json()) as { data: Record<string, string>; error?: string };
    if (!reply.ok) throw new Error(`${url}: ${reply.status} ${json.error}\n${server.output()}`);
    return json.data;
  };
  const send = (user: WalletSession) => storeActor(chain.connection, user.account.address);

  async function openSocket(server: ServerProcess, user: WalletSession): Promise<Socket> {
    const token = user.headers.authorization.replace("Bearer ", "");
    const ws = new WebSocket(`${server.url.replace("http", "ws")}/api/ws`);
    ws.once("open", () => ws.send(JSON.stringify({ type: "AUTHENTICATE", token })));
    const socket: Socket = { ws, messages: [] };
    sockets.push(socket);
    ws.on("message", (data: Buffer) =>
      socket.messages.push(JSON.parse(data.toString("utf8")) as ServerMessage),
    );
    await expect.poll(() => socket.messages.map((m) => m.type), patiently).toContain("AUTHENTICATED");
    return socket;
  }
  /** A visitor's socket (no session) on an asset's page. */
  async function watchAsset(server: ServerProcess, assetId: string): Promise<Socket> {
    const ws = new WebSocket(`${server.url.replace("http", "ws")}/api/ws`);
    ws.once("open", () => ws.send(JSON.stringify({ type: "WATCH_ASSET", assetId })));
    const socket: Socket = { ws, messages: [] };
    sockets.push(socket);
    ws.on("message", (data: Buffer) =>
      socket.messages.push(JSON.parse(data.toString("utf8")) as ServerMessage),
    );
    await new Promise((resolve) => ws.once("open", resolve));
    return socket;
  }
  const received = (socket: Socket, type: ServerMessage["type"]) =>
    socket.messages.filter((message) => message.type === type);

  async function recordCollection(server: ServerProcess, user: WalletSession, name: string) {
    const receipt = await send(user).write("createCollection", [name, name.slice(0, 3).toUpperCase(), 1]);
    const body = {
      chainId: 31337,
      txHash: receipt.transactionHash,
      name,
      symbol: name.slice(0, 3).toUpperCase(),
    };
    return (await call(server, "/api/collections", user, { ...body, type: "ERC721" })).address as Address;
  }

  // The catalog row POST /api/assets would write (its upload pipeline is tested in catalog-flow).
  async function mintAsset(collection: Address) {
    const tokenId = await send(owner).createNFT(collection, 1n);
    const [row] = await db.database.db.select().from(collections).where(eq(collections.address, collection));
    const [asset] = await db.database.db
      .insert(assets)
      .values({
        chainId: 31337,
        collectionId: row!.id,
        collectionAddress: collection,
        tokenId: tokenId.toString(),
        name: "Crystal Sword",
        supply: "1",
        creatorUserId: owner.id,
        mintedTx: `0x${tokenId.toString(16).padStart(64, "0")}`,
      })
      .returning();
    return { tokenId, assetId: asset!.id };
  }

  it("a proposal sent through one server reaches the owner on the other; its acceptance travels back", async () => {
    const art = await recordCollection(a, owner, "Art");
    const { tokenId, assetId } = await mintAsset(art);
    const listed = await send(owner).write("listForSale", [art, tokenId, 1n, 750, 0n, owner.account.address]);
    const engines = [{ engineId: "unity", name: "Unity" }];
    const listing = { chainId: 31337, txHash: listed.transactionHash, engines, technicalDescription };
    const { listId } = await call(a, "/api/listings", owner, listing);
    const game = await recordCollection(a, studio, "Game");

    const [ownerOnB, studioOnA, studioOnB, visitorOnB] = await Promise.all([
      openSocket(b, owner),
      openSocket(a, studio),
      openSocket(b, studio),
      watchAsset(b, assetId),
    ]);
    const proposal = await call(a, "/api/proposals", studio, {
      assetId,
      listingId: listId,
      offererCollectionAddress: game,
    });
    await expect.poll(() => received(ownerOnB, "ASSET_PROPOSAL_SENT"), patiently).toHaveLength(1);
    // A signal: the owner's page reads the notification over HTTP.
    expect(received(ownerOnB, "ASSET_PROPOSAL_SENT")[0]).toEqual({ type: "ASSET_PROPOSAL_SENT" });
    // Anyone on the asset's page, on either server, reloads its proposals.
    await expect
      .poll(() => received(visitorOnB, "ASSET_CHANGED"), patiently)
      .toEqual([{ type: "ASSET_CHANGED", assetId, part: "proposals" }]);

    const approved = await send(owner).write("approveListing", [BigInt(listId!), studio.account.address]);
    const accept = { chainId: 31337, txHash: approved.transactionHash };
    await call(b, `/api/proposals/${proposal._id}/accept`, owner, accept);
    for (const tab of [studioOnA, studioOnB]) {
      await expect.poll(() => received(tab, "ASSET_PROPOSAL_ACCEPTED"), patiently).toHaveLength(1);
    }
    expect(received(studioOnA, "ASSET_PROPOSAL_ACCEPTED")[0]).toEqual({ type: "ASSET_PROPOSAL_ACCEPTED" });
    // Each event reached its recipient once, and nobody else.
    expect([
      ...received(studioOnA, "ASSET_PROPOSAL_SENT"),
      ...received(studioOnB, "ASSET_PROPOSAL_SENT"),
    ]).toEqual([]);
    expect(received(ownerOnB, "ASSET_PROPOSAL_ACCEPTED")).toEqual([]);
  }, 60_000);

  it("the bundled server keeps an uploaded image in S3 and serves it back", async () => {
    const png = encodePng(64, 32, [200, 40, 40, 255]);
    const body = multipartBody({ bytes: png, filename: "logo.png", contentType: "image/png" });
    const reply = await fetch(`${b.url}/api/upload`, {
      method: "POST",
      headers: { ...owner.headers, ...body.headers },
      body: body.payload,
    });
    expect(reply.status, b.output()).toBe(200);
    const { key } = ((await reply.json()) as { data: { key: string } }).data;
    expect([...s3.objects.keys()].some((stored) => stored.includes(key))).toBe(true);
    const served = await fetch(`${b.url}/api/images/${key}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(png.subarray(0, 8));
  });

  it("a logout through one server closes that session's socket on the other", async () => {
    const session = { ...owner, headers: await newSession(db.database.db, owner.id, owner.address) };
    const onB = await openSocket(b, session);
    const closed = new Promise<number>((resolve) => onB.ws.once("close", resolve));

    await call(a, "/api/auth/logout", session, { address: owner.address });

    expect(await closed).toBe(1008);
  }, 30_000);
});
