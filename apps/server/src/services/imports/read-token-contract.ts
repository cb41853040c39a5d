import type { Address, PublicClient } from "viem";
import { parseAbi } from "viem";

// ERC-165 interface ids (https://eips.ethereum.org/EIPS/eip-721, https://eips.ethereum.org/EIPS/eip-1155).
const ERC721_INTERFACE = "0x80ac58cd";
const ERC1155_INTERFACE = "0xd9b67a26";
// What the import modal and the catalog show; a contract may answer anything, of any length.
export const NAME_CHARS = 100;
export const SYMBOL_CHARS = 50;

const tokenAbi = parseAbi([
  "function supportsInterface(bytes4 interfaceId) view returns (bool)",
  "function owner() view returns (address)",
  "function name() view returns (string)",
  "function symbol() view returns (string)",
]);

export type TokenContract = {
  /** Lowercase. */
  address: string;
  ercType: "ERC721" | "ERC1155";
  /** The contract's name(), cleaned and cut; the shortened address when it has none. */
  name: string;
  symbol: string;
  /** Ownable's owner(), lowercase; null when the contract has none. */
  owner: string | null;
};

/**
 * What the chain says about a would-be collection: an ERC-721 or ERC-1155 by ERC-165, its owner()
 * and its name and symbol. Undefined for anything else (an account without code, a contract without
 * ERC-165 or answering garbage): every call may revert or return nonsense, and none of it is trusted
 * beyond these checks.
 */
export async function readTokenContract(
  client: PublicClient,
  address: string,
): Promise<TokenContract | undefined> {
  const contract = address as Address;
  const read = <T>(functionName: "owner" | "name" | "symbol") =>
    client.readContract({ address: contract, abi: tokenAbi, functionName }).then(
      (value) => value as T,
      () => undefined,
    );
  const supports = (id: `0x${string}`) =>
    client
      .readContract({ address: contract, abi: tokenAbi, functionName: "supportsInterface", args: [id] })
      .then(
        (value) => value === true,
        () => false,
      );
  const [is721, is1155, owner, name, symbol] = await Promise.all([
    supports(ERC721_INTERFACE),
    supports(ERC1155_INTERFACE),
    read<string>("owner"),
    read<string>("name"),
    read<string>("symbol"),
  ]);
  // A contract claiming both (or any id, as a fallback function returning true would) is neither.
  if (is721 === is1155) return undefined;
  const lower = address.toLowerCase();
  return {
    address: lower,
    ercType: is721 ? "ERC721" : "ERC1155",
    name: cleanText(name, NAME_CHARS) || shortAddress(lower),
    symbol: cleanText(symbol, SYMBOL_CHARS),
    owner: typeof owner === "string" ? owner.toLowerCase() : null,
  };
}

/** Printable text only, whitespace collapsed, at most `max` characters. */
export function cleanText(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  // Control and format characters (NUL, bidirectional overrides, zero-width) become spaces.
  const printable = value.slice(0, max * 4).replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ");
  return [...printable.replace(/\s+/g, " ").trim()].slice(0, max).join("").trim();
}

export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
