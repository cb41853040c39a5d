import { downloadMessage } from "@meshlink/domain/archive-download.types";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import type { PrivateKeyAccount } from "viem/accounts";

const LOCAL_CHAIN_ID = 31337;

/**
 * POST /api/ipfs-archive-download/{collection} as the web sends it (spec section 7): a
 * fresh nonce from GET /api/auth/nonce, the download message signed by `wallet`, and the body the
 * server rebuilds that message from. The signature is always valid, so the answer says only
 * whether this wallet may have the archive.
 */
export async function requestSourceArchive(
  request: APIRequestContext,
  wallet: PrivateKeyAccount,
  asset: { collection: string; tokenId: string },
): Promise<APIResponse> {
  const nonceResponse = await request.get("/api/auth/nonce");
  if (!nonceResponse.ok()) throw new Error(`GET /api/auth/nonce answered ${nonceResponse.status()}`);
  const { data: nonce } = (await nonceResponse.json()) as { data: string };
  const expiresAt = new Date(Date.now() + 5 * 60_000).toISOString();
  const fields = { tokenId: asset.tokenId, chainId: LOCAL_CHAIN_ID, nonce, expiresAt };
  const message = downloadMessage({ ...fields, collection: asset.collection, wallet: wallet.address });
  return request.post(`/api/ipfs-archive-download/${asset.collection}`, {
    data: { ...fields, address: wallet.address, signature: await wallet.signMessage({ message }) },
  });
}
