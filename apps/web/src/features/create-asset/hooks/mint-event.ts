import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { multiple1155Abi, single721Abi } from "@meshlink/contracts/generated";
import { parseEventLogs, zeroAddress, type Address, type TransactionReceipt } from "viem";

export type MintedToken = { collection: Address; tokenId: string };

/**
 * The token createNFT minted (spec section 7): a Transfer (721) or TransferSingle (1155) from the
 * zero address, emitted by the collection. Throws "decoding error" when the receipt has none.
 */
export function mintedToken(receipt: Pick<TransactionReceipt, "logs">): MintedToken {
  const transfers = parseEventLogs({
    abi: single721Abi,
    eventName: "Transfer",
    logs: receipt.logs,
    strict: false,
  });
  for (const log of transfers)
    if (log.args.from === zeroAddress && log.args.tokenId !== undefined)
      return { collection: log.address, tokenId: log.args.tokenId.toString() };

  const singles = parseEventLogs({
    abi: multiple1155Abi,
    eventName: "TransferSingle",
    logs: receipt.logs,
    strict: false,
  });
  for (const log of singles)
    if (log.args.from === zeroAddress && log.args.id !== undefined)
      return { collection: log.address, tokenId: log.args.id.toString() };

  throw new Error(ERROR_MESSAGES.decodingError);
}
