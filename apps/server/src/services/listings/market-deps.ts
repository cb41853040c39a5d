import type { UserType } from "@meshlink/domain/constants/user-types";
import { storeAbi } from "@meshlink/contracts/generated";
import { parseEventLogs, type TransactionReceipt } from "viem";
import type { EventBus } from "../../realtime/event-bus.ts";
import type { CatalogDeps } from "../collections/catalog-deps.ts";

/** What the listing, proposal and notification services need: the catalog's deps and the bus. */
export type MarketDeps = CatalogDeps & { bus: EventBus };

/** The signed-in user as the market services see them; `wallet` is the session's address. */
export type MarketUser = {
  id: string;
  name: string;
  type: UserType;
  wallet: string;
  /** All of the user's wallets, lowercase. */
  addresses: readonly string[];
};

type StoreEventName =
  | "ListingCreated"
  | "ListingUpdated"
  | "ListingCancelled"
  | "ListingApproved"
  | "AgreementExecuted"
  | "OfferMade"
  | "OfferAuthorized"
  | "OfferAccepted"
  | "OfferExecuted";

/** The Store's events of one kind in a verified receipt (logs of other contracts are ignored). */
export function storeEvents<N extends StoreEventName>(
  chain: { storeAddress: `0x${string}` },
  receipt: TransactionReceipt,
  eventName: N,
) {
  const store = chain.storeAddress.toLowerCase();
  return parseEventLogs({ abi: storeAbi, logs: receipt.logs, eventName }).filter(
    (log) => log.address.toLowerCase() === store,
  );
}
