import { COLLECTION_KIND, type ZCreateCollectionRequest } from "@meshlink/domain/collections-api.types";
import { sanitizeRichText } from "@meshlink/domain/validation/sanitize-rich-text";
import { single721Abi, storeAbi } from "@meshlink/contracts/generated";
import { parseEventLogs } from "viem";
import type { z } from "zod";
import { findCollectionByCreateTx, insertCollection } from "../../db/queries/collections.ts";
import { findImageOwners } from "../../db/queries/files.ts";
import type { CatalogDeps, Creator } from "./catalog-deps.ts";
import type { CollectionRow } from "./collection-view.ts";
import { indexThroughBlock } from "./index-through-block.ts";
import { findVerifiedReceipt } from "./verified-receipt.ts";
import { ServiceError } from "../service-error.ts";

type CreateCollectionInput = z.output<typeof ZCreateCollectionRequest>;

/**
 * Records a collection the creator made on-chain (POST /api/collections). The server reads the
 * receipt itself: the Store's CollectionCreated must name the creator's wallet, the same name and
 * kind, and the clone must answer the same symbol. The indexer applies the block first. The same
 * transaction sent again answers the record made the first time.
 */
export async function createCollection(
  deps: CatalogDeps,
  creator: Creator,
  input: CreateCollectionInput,
): Promise<{ collection: CollectionRow; created: boolean }> {
  const existing = await findCollectionByCreateTx(deps.db, input.chainId, input.txHash);
  if (existing) return sameCreator(existing, creator);

  const { receipt, chain } = await findVerifiedReceipt(deps.chains, { ...input, creator });
  const [event] = parseEventLogs({
    abi: storeAbi,
    logs: receipt.logs,
    eventName: "CollectionCreated",
  }).filter((log) => log.address.toLowerCase() === chain.storeAddress.toLowerCase());
  if (!event) throw new ServiceError("INVALID_REQUEST", "The transaction created no collection");
  const { owner, collection: address, kind, name } = event.args;
  if (owner.toLowerCase() !== receipt.from.toLowerCase()) {
    throw new ServiceError("FORBIDDEN", "The collection was created for another wallet");
  }
  if (name !== input.name || kind !== COLLECTION_KIND[input.type]) {
    throw new ServiceError("INVALID_REQUEST", "The collection on-chain has another name or type");
  }
  const symbol = await chain.client.readContract({
    address,
    abi: single721Abi,
    functionName: "symbol",
  });
  if (symbol !== input.symbol)
    throw new ServiceError("INVALID_REQUEST", "The collection on-chain has another symbol");
  await checkImages(deps, creator, [input.logoKey, input.bannerKey]);
  await indexThroughBlock(deps.db, chain, receipt.blockNumber);

  const row = await insertCollection(deps.db, {
    chainId: input.chainId,
    address: address.toLowerCase(),
    name,
    symbol,
    ercType: input.type,
    description: sanitizeRichText(input.description),
    logoKey: input.logoKey,
    bannerKey: input.bannerKey,
    socials: input.socials.filter((link) => link.value !== ""),
    userId: creator.id,
    createdTx: input.txHash,
  });
  if (row) return { collection: row, created: true };
  // A concurrent retry of the same transaction recorded it first.
  const raced = await findCollectionByCreateTx(deps.db, input.chainId, input.txHash);
  if (!raced) throw new ServiceError("CONFLICT", "This collection is already recorded");
  return sameCreator(raced, creator);
}

function sameCreator(row: CollectionRow, creator: Creator) {
  if (row.userId !== creator.id)
    throw new ServiceError("FORBIDDEN", "This transaction was not sent by your wallet");
  return { collection: row, created: false };
}

/** Logo and banner must be images this user uploaded (POST /api/upload). */
async function checkImages({ db }: CatalogDeps, creator: Creator, keys: (string | null)[]) {
  const wanted = keys.filter((key): key is string => key !== null);
  if (wanted.length === 0) return;
  const found = await findImageOwners(db, wanted);
  for (const key of wanted) {
    if (!found.some((image) => image.key === key && image.userId === creator.id)) {
      throw new ServiceError("INVALID_REQUEST", `Unknown image ${key}`);
    }
  }
}
