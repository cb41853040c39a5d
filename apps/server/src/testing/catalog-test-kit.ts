import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storeAbi } from "@meshlink/contracts/generated";
import type { FastifyInstance } from "fastify";
import type { Hex } from "viem";
import { foundry } from "viem/chains";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { createTestDb } from "./create-test-db.ts";
import type { Db } from "../db/database.ts";
import { sessions, userAddresses, users } from "../db/schema.ts";
import { demoAccount } from "../seed/demo-users.ts";
import { hashSecret, randomToken } from "../services/auth/secrets.ts";
import { localWallet } from "./local-wallet.ts";
import { startTestChain, type TestChain } from "./start-test-chain.ts";

// The real app on a fresh database and DATA_DIR, following fresh anvil chains (31337 unless told
// others, as `npm start` runs 31337 and 1328), with users who sign in as anvil's accounts and send
// real Store transactions.

export type CatalogTestApp = {
  app: FastifyInstance;
  db: Db;
  /** The first chain: the one most tests need. */
  chain: TestChain;
  /** Every chain the app follows, in the order of `chainIds`. */
  chains: TestChain[];
  config: Config;
  close: () => Promise<void>;
};

export async function buildCatalogTestApp(
  options: { seedDemo?: boolean; runIndexer?: boolean; chainIds?: readonly [number, ...number[]] } = {},
): Promise<CatalogTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "meshlink-catalog-"));
  const chains = await Promise.all(
    (options.chainIds ?? [foundry.id]).map((chainId) => startTestChain(undefined, { chainId })),
  );
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    WEB_DIST: "/nonexistent",
    DATA_DIR: dataDir,
  });
  const database = await createTestDb();
  const app = await buildApp(config, {
    database,
    chains: chains.map((chain) => chain.connection),
    seedDemo: options.seedDemo,
    runIndexer: options.runIndexer,
  });
  return {
    app,
    db: database.db,
    chain: chains[0]!,
    chains,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await Promise.all(chains.map((chain) => chain.dispose()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type StoreChain = Pick<TestChain, "rpcUrl" | "storeAddress" | "connection">;

/**
 * A registered, signed-in user on anvil account `index`, who sends Store transactions on the kit's
 * chain; `on(chain)` is the same user sending on another chain the app follows.
 */
export async function walletUser(
  kit: Pick<CatalogTestApp, "db"> & { chain: StoreChain },
  index: number,
  name = `User ${index}`,
) {
  const account = demoAccount(index);
  const address = account.address.toLowerCase();
  const [user] = await kit.db
    .insert(users)
    .values({ name, email: `user${index}@example.com`, type: "creator", defaultAddress: address })
    .returning();
  await kit.db.insert(userAddresses).values({ address, userId: user!.id });
  const token = randomToken();
  await kit.db.insert(sessions).values({
    tokenHash: hashSecret(token),
    userId: user!.id,
    address,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const signedIn = { id: user!.id, address, account, headers: { authorization: `Bearer ${token}` } };
  const on = (chain: StoreChain) => {
    const wallet = localWallet(chain.connection, account);
    const send = async (functionName: "createCollection" | "createNFT", args: readonly unknown[]) => {
      const hash: Hex = await wallet.writeContract({
        address: chain.storeAddress,
        abi: storeAbi,
        functionName,
        args: args as never,
      });
      await chain.connection.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      return hash;
    };
    return { ...signedIn, chainId: chain.connection.chainId, send };
  };
  return { ...on(kit.chain), on };
}

export type WalletUser = Awaited<ReturnType<typeof walletUser>>;
