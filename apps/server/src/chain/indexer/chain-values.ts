import { MAX_ISO_SECONDS } from "@meshlink/domain/entities/on-chain";
import { ROYALTY_STORED_MAX, ROYALTY_STORED_MIN } from "@meshlink/domain/constants/royalty";

// What the chain hands the indexer is anyone's to choose within its types: a seller picks a listing's
// uint64 expiration, a creator a collection's name, a validator a block's time. Every such value is
// stored as the chain shows it (uint256 as numeric) or, where a column and the API's schema are
// narrower, by one of these rules (docs/decisions/004-indexer.md, "Numbers from the chain"), so no
// value can stop the indexer on its block.

/**
 * A block's time: unix seconds past the last second an API date can name (9999-12-31T23:59:59Z)
 * are that second. Rows are dated by their block, and the API serves those dates.
 */
export const blockTimeFromSeconds = (seconds: number | bigint): Date =>
  new Date(Math.min(Number(seconds), MAX_ISO_SECONDS) * 1000);

/**
 * A listing's royalty fee (percent ×100): the Store takes a uint16 in 1..9999 but its events carry
 * a uint256. A value outside that range, which the Store refuses to emit, is stored at the nearer
 * end, so the column (integer) and the API (ZStoredRoyalty) hold whatever arrives.
 */
export function royaltyFeeFromChain(value: string | string[] | undefined): number {
  const fee = typeof value === "string" && /^\d{1,5}$/.test(value) ? Number(value) : ROYALTY_STORED_MAX;
  return Math.min(Math.max(fee, ROYALTY_STORED_MIN), ROYALTY_STORED_MAX);
}

/**
 * Text from an event (a collection's name): PostgreSQL's text cannot hold U+0000, so each is
 * replaced by U+FFFD, as a decoder marks bytes it cannot read.
 */
export const textFromChain = (value: string): string =>
  value.includes("\0") ? value.replaceAll("\0", "\uFFFD") : value;
