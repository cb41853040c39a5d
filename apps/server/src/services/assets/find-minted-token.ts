import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { multiple1155Abi, single721Abi } from "@meshlink/contracts/generated";
import { type Address, type TransactionReceipt, parseEventLogs, zeroAddress } from "viem";
import { ServiceError } from "../service-error.ts";

type MintedToken = { collection: string; tokenId: string; supply: string; to: string };

/**
 * The token a createNFT receipt minted in one of `collections` (lowercase addresses): the ERC-721
 * Transfer or ERC-1155 TransferSingle from the zero address (spec section 7). None: "decoding error"
 * (spec section 8).
 */
export function findMintedToken(receipt: TransactionReceipt, collections: readonly string[]): MintedToken {
  const logs = parseEventLogs({
    abi: [...single721Abi, ...multiple1155Abi],
    logs: receipt.logs.filter((log) => collections.includes(log.address.toLowerCase())),
  });
  for (const log of logs) {
    const collection = log.address.toLowerCase();
    if (log.eventName === "Transfer" && log.args.from === zeroAddress) {
      return { collection, tokenId: log.args.tokenId.toString(), supply: "1", to: log.args.to.toLowerCase() };
    }
    if (log.eventName === "TransferSingle" && log.args.from === zeroAddress) {
      const { id, value, to } = log.args;
      return { collection, tokenId: id.toString(), supply: value.toString(), to: to.toLowerCase() };
    }
  }
  throw new ServiceError("INVALID_REQUEST", ERROR_MESSAGES.decodingError);
}

/** The collections a receipt's logs came from, lowercase. */
export const emittingAddresses = (receipt: TransactionReceipt): string[] => [
  ...new Set(receipt.logs.map((log) => log.address.toLowerCase())),
];

export const asAddress = (address: string) => address as Address;
