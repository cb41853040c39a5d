import path from "node:path";
import { PortInUseError, startLocalChain } from "@meshlink/contracts/local-chain";
import { type Config, ConfigError } from "../config.ts";
import { type ChainConnection, connectChain } from "./chain-connection.ts";
import { storeAddressesFrom } from "./store-addresses.ts";

export type OpenChain = {
  connection: ChainConnection;
  /** Whether this process started the local chain (and deployed the Store on this start). */
  local?: { deployedNow: boolean };
  /** Ends the range reader's thread and stops the local chain (anvil writes its state file on SIGTERM). */
  stop: () => Promise<void>;
};

/**
 * The chain named by CHAIN_RPC_URL, or — when unset — the persistent local anvil chain with its
 * state in DATA_DIR/chain and the Store deployed once (decision 002).
 */
export async function openChain(config: Pick<Config, "chain" | "dataDir">): Promise<OpenChain> {
  const addresses = storeAddressesFrom(config.chain);
  if (config.chain.rpcUrl) {
    const connection = await connectChain(config.chain.rpcUrl, addresses, { rangeReader: true });
    return { connection, stop: async () => connection.rangeReader?.close() };
  }
  const local = await startLocalChain({
    dataDir: path.join(config.dataDir, "chain"),
    port: config.chain.localChainPort,
  }).catch((error: unknown) => {
    if (!(error instanceof PortInUseError)) throw error;
    throw new ConfigError(
      `LOCAL_CHAIN_PORT: port ${error.port} is already in use by another program, so the local chain cannot start there. Stop that program or set LOCAL_CHAIN_PORT to a free port.`,
    );
  });
  try {
    const connection = await connectChain(
      local.rpcUrl,
      { ...addresses, local: local.storeAddress },
      { rangeReader: true },
    );
    connection.keepBlocks = local.save;
    const stop = async () => {
      await connection.rangeReader?.close();
      await local.stop();
    };
    return { connection, local: { deployedNow: local.deployedNow }, stop };
  } catch (error) {
    await local.stop();
    throw error;
  }
}
