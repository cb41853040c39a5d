import { type ArchiveDownloadRequest, downloadMessage } from "@meshlink/domain/archive-download.types";
import type { FastifyInstance } from "fastify";
import type { LocalAccount } from "viem";

/**
 * The body of POST /api/ipfs-archive-download/{collection} as the web builds it: a fresh nonce, an
 * expiry five minutes ahead, the download message signed by `signer`. `claimed` is the wallet the
 * body names; another than the signer's makes a forged request.
 */
export async function signedDownload(
  app: FastifyInstance,
  signer: LocalAccount,
  asset: { collection: string; tokenId: string; chainId?: number },
  claimed: string = signer.address,
): Promise<ArchiveDownloadRequest> {
  const nonce = (await app.inject({ method: "GET", url: "/api/auth/nonce" })).json<{ data: string }>().data;
  const expiresAt = new Date(Date.now() + 300_000).toISOString();
  const chainId = asset.chainId ?? 31337;
  const wallet = claimed.toLowerCase();
  const fields = { collection: asset.collection, tokenId: asset.tokenId, chainId, wallet, nonce, expiresAt };
  const signature = await signer.signMessage({ message: downloadMessage(fields) });
  return { address: wallet, signature, chainId, tokenId: asset.tokenId, nonce, expiresAt };
}
