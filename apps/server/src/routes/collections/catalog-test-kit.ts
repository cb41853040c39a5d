import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storeAbi } from "@meshlink/contracts/generated";
import type { FastifyInstance } from "fastify";
import { createWalletClient, type Hex, http } from "viem";
import { foundry } from "viem/chains";
import { buildApp } from "../../app.ts";
import { type Config, loadConfig } from "../../config.ts";
import { createTestDb } from "../../db/create-test-db.ts";
import type { Db } from "../../db/database.ts";
import { sessions, userAddresses, users } from "../../db/schema.ts";
import { demoAccount } from "../../seed/demo-users.ts";
import { hashSecret, randomToken } from "../../services/auth/secrets.ts";
import { startTestChain, type TestChain } from "../../testing/start-test-chain.ts";

// The real app on a fresh database and DATA_DIR, following a fresh anvil chain, with users who
// sign in as anvil's accounts and send real Store transactions.

export type CatalogTestApp = {
  app: FastifyInstance;
  db: Db;
  chain: TestChain;
  config: Config;
  close: () => Promise<void>;
};

export async function buildCatalogTestApp(options: { seedDemo?: boolean } = {}): Promise<CatalogTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "meshlink-catalog-"));
  const chain = await startTestChain();
  const config = loadConfig({
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    WEB_DIST: "/nonexistent",
    DATA_DIR: dataDir,
  });
  const database = await createTestDb();
  const app = await buildApp(config, { database, chains: [chain.connection], seedDemo: options.seedDemo });
  return {
    app,
    db: database.db,
    chain,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await chain.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A registered, signed-in user on anvil account `index`, who can send Store transactions. */
export async function walletUser(
  kit: Pick<CatalogTestApp, "db"> & { chain: Pick<TestChain, "rpcUrl" | "storeAddress" | "connection"> },
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
  const wallet = createWalletClient({ chain: foundry, transport: http(kit.chain.rpcUrl), account });
  const send = async (functionName: "createCollection" | "createNFT", args: readonly unknown[]) => {
    const hash: Hex = await wallet.writeContract({
      address: kit.chain.storeAddress,
      abi: storeAbi,
      functionName,
      args: args as never,
    });
    await kit.chain.connection.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    return hash;
  };
  return { id: user!.id, address, account, headers: { authorization: `Bearer ${token}` }, send };
}
