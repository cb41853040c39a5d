import type { BaseLogger } from "pino";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { ChainConnection } from "./chain-connection.ts";
import { pgliteLeaderLock, postgresLeaderLock } from "./indexer/leader-lock.ts";
import { runIndexer } from "./indexer/run-indexer.ts";

/** The indexer of one followed chain, with the leader lock that suits the database driver. */
export function startChainIndexer(
  config: Pick<Config, "databaseUrl" | "indexer">,
  database: Database,
  chain: ChainConnection,
  log: Pick<BaseLogger, "info" | "warn" | "error" | "debug">,
) {
  const lock =
    database.driver === "postgres" && config.databaseUrl
      ? postgresLeaderLock(config.databaseUrl, chain.chainId)
      : pgliteLeaderLock(database.db, chain.chainId);
  const options = { ...chain.indexer, pollMs: config.indexer.pollMs };
  log.info({ chainId: chain.chainId, ...options }, "chain indexer starting");
  return runIndexer({ db: database.db, chain, lock, options, log });
}
