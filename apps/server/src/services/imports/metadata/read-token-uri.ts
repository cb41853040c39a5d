import { type Address, type PublicClient, parseAbi } from "viem";
import { MetadataReadError } from "./metadata-read-error.ts";

// The standards' own metadata functions, not MeshLink's contracts: ERC-721's metadata extension
// and ERC-1155's metadata URI extension (https://eips.ethereum.org/EIPS/eip-1155#metadata).
const metadataAbi = parseAbi([
  "function tokenURI(uint256 tokenId) view returns (string)",
  "function uri(uint256 id) view returns (string)",
]);

/**
 * The token's metadata URI as the contract answers it: `tokenURI(id)` for ERC-721, `uri(id)` for
 * ERC-1155 with `{id}` replaced as EIP-1155 says (the id in lowercase hex, 64 digits, no 0x).
 * Given up when `signal` aborts: the RPC client's own timeout and retries are longer.
 */
export async function readTokenUri(
  client: PublicClient,
  token: { address: Address; tokenId: bigint; ercType: "ERC721" | "ERC1155" },
  signal: AbortSignal,
): Promise<string> {
  const call =
    token.ercType === "ERC721"
      ? client.readContract({
          address: token.address,
          abi: metadataAbi,
          functionName: "tokenURI",
          args: [token.tokenId],
        })
      : client.readContract({
          address: token.address,
          abi: metadataAbi,
          functionName: "uri",
          args: [token.tokenId],
        });
  const uri = await untilAborted(call, signal).catch((error: unknown) => {
    if (error instanceof MetadataReadError) throw error;
    const message = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
    throw new MetadataReadError(`token URI not read: ${message.slice(0, 160)}`);
  });
  return token.ercType === "ERC1155"
    ? uri.replaceAll("{id}", token.tokenId.toString(16).padStart(64, "0"))
    : uri;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new MetadataReadError("token URI not read: timed out"));
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}
