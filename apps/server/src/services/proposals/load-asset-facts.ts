import type { Db } from "../../db/database.ts";
import { findAssetById } from "../../db/queries/assets.ts";
import { ownerOf } from "../assets/find-asset-details.ts";
import { findAssetListings } from "../listings/find-asset-listings.ts";
import { findAssetProposals } from "./find-asset-proposals.ts";
import { ServiceError } from "../service-error.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** An asset with what the domain's permission rules read: owner, listings and proposals. */
export async function loadAssetFacts(db: Db, assetId: string) {
  const asset = await findAssetById(db, assetId);
  if (!asset) throw new ServiceError("NOT_FOUND", "Asset not found");
  const [owner, listings, proposals] = await Promise.all([
    ownerOf(db, asset),
    findAssetListings(db, asset),
    findAssetProposals(db, asset.id),
  ]);
  return { asset, owner, facts: { userId: owner._id, listings, proposals } };
}
