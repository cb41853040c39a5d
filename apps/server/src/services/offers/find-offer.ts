import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { type OfferRow, selectOffers } from "./offer-rows.ts";
import { ServiceError } from "../service-error.ts";

/** One offer by its key on the chain, or a 404. */
export async function findOffer(db: Db, chainId: number, offerId: string): Promise<OfferRow> {
  const [row] = await selectOffers(db, sql`o.chain_id = ${chainId} and o.offer_id = ${offerId}::numeric`, 1);
  if (!row) throw new ServiceError("NOT_FOUND", "Offer not found");
  return row;
}
