import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { storeAbi } from "@meshlink/contracts/generated";
import { SIGN_IN_STATEMENT } from "@meshlink/domain/auth/sign-in-rules";
import { ZHealth } from "@meshlink/domain/health.types";
import { and, count, eq, like } from "drizzle-orm";
import { createPublicClient, createWalletClient, http } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/open-database.ts";
import {
  appMeta,
  assetDrafts,
  assets,
  chainListings,
  collections,
  listingDetails,
  users,
} from "./db/schema.ts";
import { DEMO_USERS } from "./seed/demo-catalog.ts";
import { demoAssetFiles } from "./seed/demo-files.ts";
import { demoAccount } from "./seed/demo-users.ts";
import { type ServerProcess, startServerProcess } from "./testing/server-process.ts";
import { startSmtpSink } from "./testing/smtp-sink.ts";
import { DEMO_ASSET_COUNT, demoTotal } from "./testing/demo-totals.ts";
import { freePort } from "./testing/start-test-chain.ts";
import { newSession } from "./testing/wallet-session.ts";
import { isProcessRunning } from "./process/is-process-running.ts";

// The server as `npm start` runs it (the esbuild bundle), killed with SIGKILL during the demo seed, then during an
// archive upload and a listing record at once; after each restart nothing is half-written or
// doubled, /api/health tells the state, and the same step succeeds (decision 007, ARCHITECTURE.md).
// Last, the bundled server sends its mail through SMTP_URL (nodemailer as esbuild bundled it).

// On both local chains `npm start` runs.
const demoListings = demoTotal((part) => part.market.listings.length);
const ada = DEMO_USERS.find((user) => user.key === "ada")!;

describe("a server killed with SIGKILL and started again on the same DATA_DIR", () => {
  let dataDir = "";
  let chainPort = 0;
  let server: ServerProcess | undefined;
  const start = async (env: Record<string, string> = {}) => {
    server = await startServerProcess(
      { LOCAL_CHAIN_PORT: String(chainPort), DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
      { dataDir, bundled: true },
    );
    return server;
  };
  const health = async () => {
    const body = (await (await fetch(`${server!.url}/api/health`)).json()) as { data: unknown };
    return ZHealth.parse(body.data);
  };
  const until = async (what: string, check: () => Promise<boolean>, ms = 120_000) => {
    const deadline = Date.now() + ms;
    while (!(await check().catch(() => false))) {
      if (Date.now() > deadline)
        throw new Error(`${what} did not happen within ${ms} ms:\n${server?.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** SIGKILL; the anvil it started must be gone too (its keeper stops it). */
  const crash = async () => {
    const pid = Number(readFileSync(path.join(dataDir, "chain", "anvil.pid"), "utf8"));
    await server!.kill();
    await until(
      "anvil's exit",
      () => Promise.resolve(!existsSync(`/proc/${pid}`) && !isProcessRunning(pid)),
      15_000,
    );
  };
  /** Reads the embedded database while no server has it open. */
  const withDatabase = async <T>(
    read: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
  ) => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  };
  const chainClient = () =>
    createPublicClient({ chain: foundry, transport: http(`http://127.0.0.1:${chainPort}`) });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "meshlink-crash-"));
    chainPort = await freePort();
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("completes a seed cut off by a crash exactly once on the next start", async () => {
    await start();
    // A collection and a mint are on the chain (blocks: Store, collection, first mint).
    await until("the seed's first transactions", async () => (await chainClient().getBlockNumber()) >= 3n);
    expect((await health()).seed?.state).toBe("running");
    await crash();
    const cutOff = await withDatabase(async (db) => ({
      done: await db.select().from(appMeta).where(eq(appMeta.key, "demo_seed")),
      steps: await db.select().from(appMeta).where(like(appMeta.key, "demo_seed/%")),
    }));
    expect(cutOff.done).toEqual([]);
    expect(cutOff.steps.length).toBeGreaterThan(0);

    await start();
    await until("the seed's end", async () => (await health()).seed?.state === "done");
    expect(await health()).toMatchObject({ ok: true, seed: { ok: true, state: "done" } });
    await server!.stop();
    const totals = await withDatabase(async (db) => ({
      users: (await db.select({ n: count() }).from(users))[0]!.n,
      collections: (await db.select({ n: count() }).from(collections))[0]!.n,
      assets: (await db.select({ n: count() }).from(assets))[0]!.n,
      listings: (await db.select({ n: count() }).from(chainListings))[0]!.n,
    }));
    expect(totals).toEqual({
      users: DEMO_USERS.length,
      collections: demoTotal((part) => part.collections.length) + 1,
      assets: DEMO_ASSET_COUNT,
      listings: demoListings,
    });
  }, 600_000);

  it("leaves neither half an upload nor half a listing after a crash during both, and both succeed after", async () => {
    const { adaUser, ammo, draftId, headers } = await withDatabase(async (db) => {
      const [user] = await db.select().from(users).where(eq(users.name, ada.name));
      const [asset] = await db.select().from(assets).where(eq(assets.name, "Ammo Crate"));
      const [draft] = await db.insert(assetDrafts).values({ userId: user!.id }).returning();
      const address = demoAccount(ada.accountIndex).address.toLowerCase();
      return {
        adaUser: user!,
        ammo: asset!,
        draftId: draft!.id,
        headers: await newSession(db, user!.id, address),
      };
    });
    await start();
    const { zip } = await demoAssetFiles("Crash Crate", { kind: "crate", hue: 30, size: 1 });
    const boundary = "meshlinkcrash";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="source.zip"\r\nContent-Type: application/zip\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const multipart = { "content-type": `multipart/form-data; boundary=${boundary}` };
    // The upload sends its first half, then waits: the crash comes while it is being written.
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head));
        controller.enqueue(zip.subarray(0, zip.length >> 1));
      },
    });
    const uploadUrl = () => `${server!.url}/api/ipfs-archive-upload/${draftId}`;
    void fetch(uploadUrl(), {
      method: "POST",
      headers: { ...headers, ...multipart },
      body: stalled,
      duplex: "half",
    }).catch(() => undefined);
    const tmp = path.join(dataDir, "tmp");
    await until("the upload's temporary file", async () => (await readdir(tmp)).length > 0);

    const wallet = createWalletClient({
      chain: foundry,
      transport: http(`http://127.0.0.1:${chainPort}`),
      account: demoAccount(ada.accountIndex),
    });
    const txHash = await wallet.writeContract({
      address: (await health()).chains[0]!.chain.storeAddress as `0x${string}`,
      abi: storeAbi,
      functionName: "listForSale",
      args: [
        ammo.collectionAddress as `0x${string}`,
        BigInt(ammo.tokenId),
        1n,
        500,
        0n,
        demoAccount(ada.accountIndex).address,
      ],
    });
    await chainClient().waitForTransactionReceipt({ hash: txHash });
    const listing = JSON.stringify({
      chainId: 31337,
      txHash,
      engines: [{ engineId: "unity", name: "Unity" }],
      technicalDescription: ammo.technicalDescription,
    });
    const recordListing = () =>
      fetch(`${server!.url}/api/listings`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: listing,
      });
    void recordListing().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await crash();
    expect((await stat(tmp)).isDirectory()).toBe(true);
    expect((await readdir(tmp)).length).toBeGreaterThan(0);

    await start();
    expect(await readdir(tmp)).toEqual([]);
    expect(await health()).toMatchObject({ ok: true, seed: { state: "skipped" } });
    const upload = await fetch(uploadUrl(), {
      method: "POST",
      headers: { ...headers, ...multipart },
      body: Buffer.concat([Buffer.from(head), zip, Buffer.from(tail)]),
    });
    expect(upload.status).toBe(200);
    const recorded = await recordListing();
    expect(recorded.status).toBeLessThan(300);
    const { listId } = ((await recorded.json()) as { data: { listId: string } }).data;

    const stopped = performance.now();
    await server!.stop();
    expect(performance.now() - stopped).toBeLessThan(10_000);
    const after = await withDatabase(async (db) => ({
      draft: (await db.select().from(assetDrafts).where(eq(assetDrafts.id, draftId)))[0],
      details: await db
        .select()
        .from(listingDetails)
        .where(and(eq(listingDetails.chainId, 31337), eq(listingDetails.listingId, listId))),
      listings: (await db.select({ n: count() }).from(chainListings))[0]!.n,
    }));
    expect(after.draft?.archiveCid).toMatch(/^baf/);
    expect(after.details).toMatchObject([{ assetId: ammo.id, userId: adaUser.id, updatedTx: txHash }]);
    expect(after.listings).toBe(demoListings + 1);
  }, 600_000);

  it("sends a registration's verification mail through SMTP_URL", async () => {
    await server?.stop();
    const sink = await startSmtpSink();
    try {
      await start({ SMTP_URL: sink.url, MAIL_FROM: "MeshLink <no-reply@meshlink.test>" });
      const api = (route: string, body?: object) =>
        fetch(`${server!.url}/api/auth/${route}`, {
          method: body ? "POST" : "GET",
          ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
        });
      const wallet = privateKeyToAccount(generatePrivateKey());
      const { data: nonce } = (await (await api("nonce")).json()) as { data: string };
      // PUBLIC_URL defaults to http://localhost:PORT, the domain a sign-in message must name.
      const origin = `http://localhost:${new URL(server!.url).port}`;
      const message = createSiweMessage({
        address: wallet.address,
        domain: new URL(origin).host,
        uri: origin,
        version: "1",
        chainId: 31337,
        nonce,
        issuedAt: new Date(),
        statement: SIGN_IN_STATEMENT,
      });
      const signature = await wallet.signMessage({ message });
      // No account yet: the signature is accepted and remembered for the registration.
      expect((await api("verify", { message, signature, address: wallet.address })).status).toBe(404);
      const registered = await api("register", {
        name: `Mailed ${wallet.address.slice(2, 10)}`,
        email: "bundle-smtp@example.com",
        type: "creator",
        address: wallet.address,
        signature,
      });
      expect(registered.status).toBe(201);

      expect(sink.mails.map((mail) => mail.to)).toEqual([["bundle-smtp@example.com"]]);
      expect(sink.mails[0]!.data.replace(/=\r?\n/g, "")).toContain(`${origin}/verify/`);
    } finally {
      await server?.stop();
      await sink.close();
    }
  }, 300_000);
});
