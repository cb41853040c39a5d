// A stand-alone indexer process for the crash test (chain/indexer/crash-safety.test.ts): indexes
// INDEXER_RPC_URL into the PGlite folder INDEXER_DB_DIR, printing "indexed <block>" after each range,
// and exits when caught up. The test kills it with SIGKILL at arbitrary moments.
import { connectChain } from "../chain/chain-connection.ts";
import { indexNextRange } from "../chain/indexer/index-next-range.ts";
import { openPglite } from "../db/open-pglite.ts";

const { INDEXER_RPC_URL: rpcUrl, INDEXER_DB_DIR: dbDir, INDEXER_STORE: store } = process.env;
if (!rpcUrl || !dbDir || !store)
  throw new Error("INDEXER_RPC_URL, INDEXER_DB_DIR and INDEXER_STORE are required");

const database = await openPglite(dbDir);
await database.migrate();
const chain = connectChain({ chainId: 31337, rpcUrls: [rpcUrl], storeAddress: store as `0x${string}` });
for (;;) {
  const result = await indexNextRange(database.db, chain, { confirmations: 0, batchBlocks: 1 });
  if (result.status === "caught-up") break;
  if (result.status === "indexed") process.stdout.write(`indexed ${result.to}\n`);
}
await database.close();
process.stdout.write("caught-up\n");
