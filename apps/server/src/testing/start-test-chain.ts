import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type LocalChain, startLocalChain } from "@meshlink/contracts/local-chain";
import { findChain } from "@meshlink/domain/chains";
import { type Address, createWalletClient, http } from "viem";
import { type ChainConnection, connectChain } from "../chain/chain-connection.ts";

export type TestChain = LocalChain & {
  dataDir: string;
  port: number;
  connection: ChainConnection;
  /** anvil's unlocked, funded accounts. */
  accounts: Address[];
  /** Stops anvil and deletes its temporary folder. */
  dispose(): Promise<void>;
};

/**
 * A fresh local anvil chain (Store deployed) on a free port with its state in a temporary folder;
 * 31337 unless `chainId` names another (a second chain, as `npm start` runs 1328 beside 31337).
 */
export async function startTestChain(
  dataDir?: string,
  options: { chainId?: number } = {},
): Promise<TestChain> {
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), "meshlink-chain-")));
  const port = await freePort();
  const chain = await startLocalChain({ dataDir: dir, port, chainId: options.chainId });
  const connection = connectChain({
    chainId: chain.chainId,
    rpcUrls: [chain.rpcUrl],
    name: findChain(chain.chainId)?.name,
    storeAddress: chain.storeAddress,
    // As config.ts reads a local chain: anvil never reorganises, so no block waits for confirmations
    // (1328's default depth is a public chain's).
    indexer: { batchBlocks: 2000, confirmations: 0 },
    local: true,
  });
  const accounts = await createWalletClient({ transport: http(chain.rpcUrl) }).getAddresses();
  return {
    accounts,
    ...chain,
    dataDir: dir,
    port,
    connection,
    dispose: async () => {
      await chain.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
