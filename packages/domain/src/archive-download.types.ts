import { z } from "zod";
import { ZChainId } from "./entities/scalars.ts";
import { ZAddress } from "./entities/address.ts";
import { ZTokenId } from "./entities/uint.ts";

// POST /api/ipfs-archive-download/{address} (spec section 7). `address` in the path is the
// asset's collection; the body's `address` is the wallet that signed. The signed text is the fixed
// sentence plus the asset, chain, an expiry and a single-use nonce from GET /api/auth/nonce, so a
// signature cannot be replayed or used for another asset. `nonce` and `expiresAt` are additions to
// the spec's body: the server rebuilds the message from them.
const DOWNLOAD_SENTENCE = "I request the source files of this MeshLink asset.";
/** The longest a download signature may stay valid. */
export const DOWNLOAD_MAX_TTL_MS = 10 * 60_000;

export const ZArchiveDownloadParams = z.object({ address: ZAddress });

export const ZArchiveDownloadRequest = z.object({
  address: ZAddress,
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/)
    .max(20_000),
  chainId: ZChainId,
  tokenId: ZTokenId,
  nonce: z.string().min(8).max(64),
  expiresAt: z.iso.datetime(),
});
export type ArchiveDownloadRequest = z.infer<typeof ZArchiveDownloadRequest>;

export const downloadMessage = (input: {
  collection: string;
  tokenId: string;
  chainId: number;
  wallet: string;
  nonce: string;
  expiresAt: string;
}): string =>
  [
    DOWNLOAD_SENTENCE,
    `Asset: ${input.collection.toLowerCase()}/${input.tokenId}`,
    `Chain ID: ${input.chainId}`,
    `Wallet: ${input.wallet.toLowerCase()}`,
    `Nonce: ${input.nonce}`,
    `Expires: ${input.expiresAt}`,
  ].join("\n");
