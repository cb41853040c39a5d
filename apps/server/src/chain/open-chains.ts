import path from "node:path";
import { type LocalChain, PortInUseError, startLocalChain } from "@meshlink/contracts/local-chain";
import { LOCAL_CHAIN_ID } from "@meshlink/domain/chains";
import type { ChainSettings } from "../config-chains.ts";
import { type Config, ConfigError } from "../config.ts";
import { type ChainConnection, type Chains, chainSet, connectChain } from "./chain-connection.ts";
import { openChainReader } from "./indexer/chain-reader.ts";
import { storeOf } from "./store-addresses.ts";

export type OpenChains = {
  chains: Chains;
  /** The local chains this process started, and whether it deployed the Store on them now. */
  local: { chainId: number; deployedNow: boolean }[];
  /** Closes the indexer's readers (their threads), then stops the local chains (anvil writes its state file on SIGTERM). */
  stop: () => Promise<void>;
};

/**
 * Every chain of CHAINS (decision 021): a remote one is only connected (nothing is asked of it, so a
 * chain that is down does not stop the start); a local one is an anvil with its state in
 * DATA_DIR/chain (31337) or DATA_DIR/chain-<id>, and the Store deployed once (decision 002). The
 * local chains start side by side. Each chain gets the indexer's reader (indexer/chain-reader.ts),
 * reading on a thread of its own, which the indexer and the writes that wait for it share.
 */
export async function openChains(config: Pick<Config, "chain" | "dataDir">): Promise<OpenChains> {
  const started = await Promise.allSettled(
    config.chain.chains.map((settings) =>
      settings.local ? startLocal(config, settings) : Promise.resolve(undefined),
    ),
  );
  const locals = started.flatMap((result) =>
    result.status === "fulfilled" && result.value ? [result.value] : [],
  );
  const stopLocals = () => Promise.all(locals.map((local) => local.stop()));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopLocals();
    throw failed.reason;
  }
  const localOf = (index: number) => (started[index] as PromiseFulfilledResult<LocalChain | undefined>).value;
  const connections = config.chain.chains.map((settings, index) => {
    const local = localOf(index);
    return local ? localConnection(settings, local) : remoteConnection(settings);
  });
  // A local chain saves its blocks before the indexer commits them (keepBlocks, decision 004).
  const readers = connections.map((connection, index) =>
    openChainReader(connection, { thread: true, keepBlocks: localOf(index)?.save }),
  );
  return {
    chains: chainSet(connections),
    local: locals.map((local, index) => ({
      chainId: local.chainId,
      deployedNow: locals[index]!.deployedNow,
    })),
    stop: async () => {
      await Promise.all(readers.map((reader) => reader.close()));
      await stopLocals();
    },
  };
}

function startLocal(config: Pick<Config, "dataDir">, settings: ChainSettings) {
  const folder = settings.chainId === LOCAL_CHAIN_ID ? "chain" : `chain-${settings.chainId}`;
  return startLocalChain({
    dataDir: path.join(config.dataDir, folder),
    port: settings.local!.port,
    chainId: settings.chainId,
  }).catch((error: unknown) => {
    if (!(error instanceof PortInUseError)) throw error;
    throw new ConfigError(
      `LOCAL_CHAIN_PORT: port ${error.port} is already in use by another program, so the local chain ${settings.chainId} cannot start there. Stop that program or set LOCAL_CHAIN_PORT to another port (local chains use it and every 100th port above it).`,
    );
  });
}

function localConnection(settings: ChainSettings, local: LocalChain): ChainConnection {
  return connectChain({
    chainId: settings.chainId,
    name: settings.name,
    rpcUrls: [local.rpcUrl],
    storeAddress: local.storeAddress,
    indexer: settings.indexer,
    local: true,
  });
}

function remoteConnection(settings: ChainSettings): ChainConnection {
  const { storeAddress, startBlock } = storeOf(settings);
  return connectChain({
    chainId: settings.chainId,
    name: settings.name,
    rpcUrls: settings.rpcUrls!,
    storeAddress,
    indexer: { ...settings.indexer, startBlock },
  });
}
