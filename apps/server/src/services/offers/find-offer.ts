import type { Db } from "../../db/database.ts";
import { findOfferByKey, type OfferRow } from "../../db/queries/offers.ts";
import { ServiceError } from "../service-error.ts";

/** One offer by its key on the chain, or a 404. */
export async function findOffer(db: Db, chainId: number, offerId: string): Promise<OfferRow> {
  const row = await findOfferByKey(db, chainId, offerId);
  if (!row) throw new ServiceError("NOT_FOUND", "Offer not found");
  return row;
}
