import {
  DOWNLOAD_MAX_TTL_MS,
  downloadMessage,
  type ArchiveDownloadRequest,
} from "@meshlink/domain/archive-download.types";
import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import { apiRequest } from "@/lib/api-client";
import type { MessageSigner } from "@/lib/message-signer";

export type SourceFilesAsset = { address: string; tokenId: string; name: string; chainId: number };

// Half the server's limit leaves room for a slow wallet prompt and some clock skew.
const SIGNATURE_TTL_MS = DOWNLOAD_MAX_TTL_MS / 2;

/** The filename from `Content-Disposition` (RFC 6266: filename* wins over filename), else a fallback. */
export function filenameFrom(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Malformed escapes: fall through to the plain parameter.
    }
  }
  const plain = header?.match(/filename\s*=\s*(?:"([^"]*)"|([^;]+))/);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name.replace(/[\\/]/g, "_") : fallback;
}

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Spec section 7 download: a single-use nonce, the download message signed by the
 * connected wallet, then POST /api/ipfs-archive-download/{collection}; the zip is saved under the
 * server's filename. Throws on any failure; the caller shows the spec's alert.
 */
export async function downloadSourceFiles(asset: SourceFilesAsset, signer: MessageSigner): Promise<string> {
  const nonce = await apiRequest<string>("/api/auth/nonce", { parseStringData: false });
  const wallet = await signer.account();
  const expiresAt = new Date(Date.now() + SIGNATURE_TTL_MS).toISOString();
  const message = downloadMessage({
    collection: asset.address,
    tokenId: asset.tokenId,
    chainId: asset.chainId,
    wallet,
    nonce,
    expiresAt,
  });
  const signature = await signer.signMessage(wallet, message);
  const body: ArchiveDownloadRequest = {
    address: wallet,
    signature,
    chainId: asset.chainId,
    tokenId: asset.tokenId,
    nonce,
    expiresAt,
  };

  const headers = new Headers({ "Content-Type": "application/json", Accept: "application/zip" });
  const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.token);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(`/api/ipfs-archive-download/${encodeURIComponent(asset.address)}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Download refused (${response.status})`);

  const filename = filenameFrom(response.headers.get("Content-Disposition"), `${asset.name}.zip`);
  saveBlob(await response.blob(), filename);
  return filename;
}
