import {
  type ArchiveDownloadRequest,
  DOWNLOAD_MAX_TTL_MS,
  downloadMessage,
} from "@meshlink/domain/archive-download.types";
import type { Hex } from "viem";
import type { Db } from "../../db/database.ts";
import { findAssetByToken } from "../../db/queries/assets.ts";
import { holdsToken } from "../../db/queries/holders.ts";
import { hasFinalisedProposalBy } from "../../db/queries/proposals.ts";
import { findSameUserWallets } from "../../db/queries/users.ts";
import { consumeNonce } from "../auth/consume-nonce.ts";
import { verifySignature } from "../auth/verify-signature.ts";
import { ServiceError } from "../service-error.ts";

// Clocks of browser and server may differ a little.
const CLOCK_SKEW_MS = 60_000;

/**
 * POST /api/ipfs-archive-download/{address}: who may download an asset's source archive. The wallet
 * signed the fixed download sentence with this asset, chain, an expiry and a nonce we issued (used
 * once), and its user holds the token by the indexer's balances (spec section 6 names the owner by
 * user, so any wallet of theirs may sign). Returns what to stream.
 */
export async function authorizeArchiveDownload(
  { db }: { db: Db },
  collection: string,
  input: ArchiveDownloadRequest,
): Promise<{ cid: string; filename: string }> {
  const expiresAt = Date.parse(input.expiresAt);
  const now = Date.now();
  if (!(expiresAt > now) || expiresAt > now + DOWNLOAD_MAX_TTL_MS + CLOCK_SKEW_MS) {
    throw new ServiceError("UNAUTHENTICATED", "The download signature has expired");
  }
  const message = downloadMessage({ ...input, collection, wallet: input.address });
  const signed = await verifySignature(
    {},
    {
      address: input.address as Hex,
      message,
      signature: input.signature as Hex,
      chainId: input.chainId,
    },
  );
  if (!signed) throw new ServiceError("INVALID_SIGNATURE", "Invalid signature");
  if (!(await consumeNonce({ db }, input.nonce))) throw new ServiceError("UNAUTHENTICATED", "Invalid nonce");

  const asset = await findAssetByToken(db, {
    chainId: input.chainId,
    collectionAddress: collection,
    tokenId: input.tokenId,
  });
  if (!asset?.archiveCid) throw new ServiceError("NOT_FOUND", "This asset has no source files");
  const holding = await holdsToken(db, asset, await walletsOfSigner(db, input.address));
  // Spec section 6: the proposer with a finalised integration may download the source files too.
  if (!holding && !(await hasFinalisedProposalBy(db, asset.id, input.address))) {
    throw new ServiceError("FORBIDDEN", "You are not authorized to download these source files");
  }
  return { cid: asset.archiveCid, filename: `${fileNameOf(asset.name)}.zip` };
}

// The signer's user's wallets; a wallet no user registered stands for itself.
async function walletsOfSigner(db: Db, wallet: string): Promise<string[]> {
  const rows = await findSameUserWallets(db, wallet);
  return [wallet, ...rows.map((row) => row.address)];
}

const fileNameOf = (name: string) => name.replace(/[^\w.-]+/g, "_").slice(0, 100) || "asset";
