import { storeAbi } from "@meshlink/contracts/generated";
import { decodeEventLog, isAddressEqual, type Address, type Log } from "viem";

type ReceiptLog = Pick<Log, "address" | "data" | "topics">;

/**
 * The linked token's id from the Store's AgreementExecuted event in an executeListing receipt
 * (spec section 4 "Executing integration"), or null when the receipt holds none.
 */
export function newTokenIdFrom(logs: readonly ReceiptLog[], store: Address): bigint | null {
  for (const log of logs) {
    if (!isAddressEqual(log.address, store)) continue;
    try {
      const event = decodeEventLog({ abi: storeAbi, data: log.data, topics: log.topics });
      if (event.eventName === "AgreementExecuted") return event.args.newTokenId;
    } catch {
      // Another event of the Store, or one this ABI does not know: keep looking.
    }
  }
  return null;
}
