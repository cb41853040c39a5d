import { isExpirationPassed } from "./expiration.ts";

// The indexer's view of a listing on the chain (docs/decisions/004, 008). `isActive` is false for
// both "cancelled" and "sold-out"; only the state tells them apart.
type ListingChainState = "active" | "cancelled" | "sold-out";

// The listing fields the rules read. Dates come as ISO strings from the API or as Date objects from
// the database, so both are accepted; `isActive` may be missing on old records, and `state` on
// answers of servers that do not send it yet (docs/decisions/008, "Relisting after a cancel").
// `sellerUserId` is the registered user who listed (null: a wallet nobody registered); see
// listing-seller.ts for facts without it.
export type ListingFacts = {
  listId: string | null;
  sellerUserId?: string | null;
  expiration: string | Date | null;
  isActive?: boolean | null;
  state?: ListingChainState | null;
};

// The seller withdrew the listing on-chain (cancelListing). A cancel ends a listing early, as an
// expiry does, so it must not keep the owner from listing again.
export const isListingCancelled = (listing: Pick<ListingFacts, "state">): boolean =>
  listing.state === "cancelled";

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));

// Null means no expiry (spec sections 4 and 9). An unreadable date counts as expired, so bad data
// closes a listing rather than keeping it open forever.
export const isListingExpired = (listing: Pick<ListingFacts, "expiration">, now: Date): boolean => {
  if (listing.expiration === null) return false;
  const expiration = toDate(listing.expiration);
  return Number.isNaN(expiration.getTime()) || isExpirationPassed(expiration, now);
};

// Spec section 4: "A listing is live if it has an id and an unexpired entry." We also require that
// it is not explicitly inactive (cancelled or closed on-chain): the contract refuses to edit,
// approve or execute such a listing (docs/decisions/002), so offering those actions would only fail.
export const isListingLive = (listing: ListingFacts, now: Date): boolean =>
  !!listing.listId && listing.isActive !== false && !isListingExpired(listing, now);

export const findLiveListing = <L extends ListingFacts>(listings: readonly L[], now: Date): L | null =>
  listings.find((listing) => isListingLive(listing, now)) ?? null;

export const hasLiveListing = (listings: readonly ListingFacts[], now: Date): boolean =>
  findLiveListing(listings, now) !== null;

// On-chain listing ids only grow, so the latest listing has the greatest id. A listing without a
// (numeric) id never reached the chain and ranks below every listing that did; ties go to the one
// later in the list, i.e. the most recently stored.
const rank = (listing: ListingFacts): bigint =>
  listing.listId && /^\d+$/.test(listing.listId) ? BigInt(listing.listId) : -1n;

export const latestListing = <L extends ListingFacts>(listings: readonly L[]): L | null =>
  listings.reduce<L | null>(
    (latest, listing) => (latest === null || rank(listing) >= rank(latest) ? listing : latest),
    null,
  );

// The listing a proposal was made on (Proposal.listingId = Listing.listId), if the asset has it.
export const findListingById = <L extends ListingFacts>(listings: readonly L[], listId: string): L | null =>
  listings.find((listing) => listing.listId === listId) ?? null;

// The listing the "Read listed tokens" modal reads on-chain: the live one, else the latest that
// reached the chain (an expired or cancelled listing still has its on-chain entry).
export const listingToRead = <L extends ListingFacts>(listings: readonly L[], now: Date): L | null => {
  const live = findLiveListing(listings, now);
  if (live) return live;
  const latest = latestListing(listings);
  return latest?.listId ? latest : null;
};
