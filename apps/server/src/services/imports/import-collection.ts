import type { ImportCollectionRequest, ImportedCollectionRef } from "@meshlink/domain/imports-api.types";
import { VALIDATION_MESSAGES } from "@meshlink/domain/messages/validation";
import type { ChainConnection } from "../../chain/chain-connection.ts";
import { type Cursor, readCursor } from "../../chain/indexer/apply-batch.ts";
import { chainReader } from "../../chain/indexer/chain-reader.ts";
import type { Db } from "../../db/database.ts";
import {
  countCollectionAssets,
  insertImportedCollection,
  isKnownCollection,
} from "../../db/queries/imported-collections.ts";
import { lockIndexerCursor } from "../../db/queries/indexer-cursor.ts";
import { violatedUniqueConstraint } from "../users/unique-violation.ts";
import { applyCollectionHistory } from "./apply-collection-history.ts";
import { checkImportAccount } from "./check-import-account.ts";
import { mapLimited } from "./collection-source.ts";
import { findDeployment } from "./find-deployment.ts";
import type { ImportDeps, Importer } from "./import-deps.ts";
import { IMPORT_ERRORS } from "./import-errors.ts";
import { readCollectionHistory, type CollectionHistory } from "./read-collection-history.ts";
import { readTokenContract, type TokenContract } from "./read-token-contract.ts";
import { ServiceError } from "../service-error.ts";

// A collection whose deployment transaction is unknown (its constructor logged nothing, or the node
// keeps no old state) is recorded with this creating transaction: no Store event has it, so the
// catalog's roll-back (undo-catalog.ts) never matches it; its deployment block stands in instead.
const UNKNOWN_DEPLOYMENT_TX = "imported:deployment-unknown";
const ATTEMPTS = 3;

class ChainMoved extends Error {}

/**
 * POST /api/imports/collections: checks on-chain that the contract is an ERC-721 or ERC-1155 whose
 * owner() is the caller's wallet, then records it and its past in one transaction with the indexer's
 * cursor locked, so the running indexer neither misses nor repeats a block of it
 * (docs/decisions/019-imported-collections.md).
 */
export async function importCollection(
  deps: ImportDeps,
  importer: Importer,
  request: ImportCollectionRequest,
): Promise<ImportedCollectionRef> {
  const { chain, account } = checkImportAccount(deps, importer, request);
  const address = request.collection.toLowerCase();
  await refuseKnown(deps.db, chain.chainId, address);
  const contract = await readTokenContract(chain.client, address);
  if (!contract) throw new ServiceError("UNPROCESSABLE", IMPORT_ERRORS.notTokenContract);
  if (contract.owner !== account) throw new ServiceError("UNPROCESSABLE", IMPORT_ERRORS.notOwner);
  const head = await chainReader(chain).head();
  const startBlock = chain.indexer.startBlock ?? 0;
  const deployment = await findDeployment(chain, address, head, startBlock);
  for (let attempt = 1; ; attempt++) {
    try {
      return await importOnce(deps, chain, importer, contract, deployment);
    } catch (error) {
      if (!(error instanceof ChainMoved)) throw error;
      if (attempt === ATTEMPTS) throw new ServiceError("UNAVAILABLE", IMPORT_ERRORS.busy);
    }
  }
}

async function importOnce(
  deps: ImportDeps,
  chain: ChainConnection,
  importer: Importer,
  contract: TokenContract,
  deployment: Awaited<ReturnType<typeof findDeployment>>,
): Promise<ImportedCollectionRef> {
  const { db } = deps;
  const { chainId } = chain;
  const { address } = contract;
  const batchBlocks = chain.indexer.batchBlocks;
  const from = Math.max(deployment.block, chain.indexer.startBlock ?? 0);
  // The past up to the cursor is read outside the transaction: it may take many calls.
  const before = await readCursor(db, chainId);
  const to = before?.blockNumber ?? from - 1;
  const history = await readCollectionHistory(chain, { address, from, to, batchBlocks });
  await checkRangesStill(chain, history);
  try {
    return await db.transaction(async (tx) => {
      // The indexer's own lock, then its cursor row: its next range waits for this commit, and
      // sees the new collection in its check before committing (index-next-range.ts).
      const cursor = await lockIndexerCursor(tx, chainId);
      const since = await readSince(chain, { address, from, before, cursor, history, batchBlocks });
      const collectionId = await insertImportedCollection(
        tx,
        {
          chainId,
          address,
          name: contract.name,
          symbol: contract.symbol,
          ercType: contract.ercType,
          userId: importer.id,
          createdTx: deployment.txHash ?? UNKNOWN_DEPLOYMENT_TX,
        },
        {
          chainId,
          address,
          deployedBlock: deployment.block,
          source: deps.chains.get(chainId)?.source.kind ?? "chain",
        },
      );
      for (const range of [...history.ranges, ...since]) {
        await applyCollectionHistory(tx, chainId, range.writes);
      }
      return {
        collectionId,
        chainId,
        address,
        name: contract.name,
        tokens: await countCollectionAssets(tx, collectionId),
      };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) !== null) {
      throw new ServiceError("CONFLICT", VALIDATION_MESSAGES.collectionAlreadyImported);
    }
    throw error;
  }
}

// Imported already, or MeshLink's own (created through the Store, recorded or not).
async function refuseKnown(db: Db, chainId: number, address: string) {
  if (await isKnownCollection(db, chainId, address)) {
    throw new ServiceError("CONFLICT", VALIDATION_MESSAGES.collectionAlreadyImported);
  }
}

/**
 * The blocks the indexer applied between the read and the lock, read now that it waits. Refused
 * (read again from the start) when the blocks read before are no longer the chain's: the indexer
 * rolled back, or the cursor's block changed under it.
 */
async function readSince(
  chain: ChainConnection,
  input: {
    address: string;
    from: number;
    before: Cursor | undefined;
    cursor: Cursor | undefined;
    history: CollectionHistory;
    batchBlocks: number;
  },
) {
  const { before, cursor, history } = input;
  if (before && (!cursor || cursor.blockNumber < before.blockNumber)) throw new ChainMoved();
  if (before && cursor!.blockNumber === before.blockNumber && cursor!.blockHash !== before.blockHash) {
    throw new ChainMoved();
  }
  // The last block read before is still the chain's, so every block up to it is (hashes chain).
  const reader = chainReader(chain);
  if (before && (await reader.blockHash(before.blockNumber)) !== before.blockHash) throw new ChainMoved();
  if (!cursor || cursor.blockNumber === before?.blockNumber) return [];
  const since = await readCollectionHistory(chain, {
    address: input.address,
    from: Math.max(input.from, (before?.blockNumber ?? -1) + 1),
    to: cursor.blockNumber,
    batchBlocks: input.batchBlocks,
    counted: history.transfers,
  });
  // Up to the cursor as the database has it: the ranges read end on its block and hash.
  if ((await reader.blockHash(cursor.blockNumber)) !== cursor.blockHash) throw new ChainMoved();
  return since.ranges;
}

// Every range's end block still the one its logs were read under: the chain did not reorganise
// them away while the rest was read (the cursor's own block is checked again under the lock).
async function checkRangesStill(chain: ChainConnection, history: CollectionHistory) {
  const reader = chainReader(chain);
  const still = await mapLimited(
    history.ranges,
    8,
    async (range) => (await reader.blockHash(range.to)) === range.endHash,
  );
  if (still.includes(false)) throw new ChainMoved();
}
