import type { Db } from "../../db/database.ts";
import { chainCollections } from "../../db/schema-chain.ts";
import type { ChainEvent } from "./chain-event.ts";
import { textFromChain } from "./chain-values.ts";
import { applyListingEvent } from "./apply-listing-event.ts";
import { applyOfferEvent } from "./apply-offer-event.ts";
import { recordActivity } from "./record-activity.ts";

// Store.sol's CollectionKind: None = 0, Single = 1, Multiple = 2.
const KINDS = { "1": "single", "2": "multiple" } as const;

export async function applyStoreEvent(db: Db, event: ChainEvent) {
  switch (event.eventName) {
    case "CollectionCreated":
      return applyCollectionCreated(db, event);
    case "OfferMade":
    case "OfferAuthorized":
    case "OfferAccepted":
    case "OfferExecuted":
      return applyOfferEvent(db, event);
    default:
      return applyListingEvent(db, event);
  }
}

async function applyCollectionCreated(db: Db, event: ChainEvent) {
  const { args } = event;
  const collection = {
    chainId: event.chainId,
    address: String(args.collection),
    owner: String(args.owner),
    kind: KINDS[String(args.kind) as keyof typeof KINDS] ?? "single",
    name: textFromChain(String(args.name)),
    createdTx: event.txHash,
  };
  await db.insert(chainCollections).values(collection);
  await recordActivity(db, event, {
    eventType: "Created",
    collection: collection.address,
    from: collection.owner,
  });
}
