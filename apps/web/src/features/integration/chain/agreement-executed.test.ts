import { storeAbi } from "@meshlink/contracts/generated";
import { encodeEventTopics, zeroHash, type Address, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { STORE_ADDRESS } from "@/test/create-fixtures";
import { newTokenIdFrom } from "@/features/integration/chain/agreement-executed";
import { agreementExecutedLog } from "@/features/integration/integration-test-kit";

const STORE = STORE_ADDRESS as Address;

describe("newTokenIdFrom", () => {
  it("reads the new token id of the Store's AgreementExecuted among other logs", () => {
    const approved = {
      address: STORE,
      topics: encodeEventTopics({ abi: storeAbi, eventName: "ListingApproved" }) as [Hex],
      data: zeroHash,
    };
    const unknown = { address: STORE, topics: [zeroHash] as [Hex], data: "0x" as Hex };
    expect(newTokenIdFrom([unknown, approved, agreementExecutedLog(42n)], STORE)).toBe(42n);
  });

  it("ignores the same event from another contract, and answers null without one", () => {
    const forged = agreementExecutedLog(9n, "0x000000000000000000000000000000000000dead");
    expect(newTokenIdFrom([forged], STORE)).toBeNull();
    expect(newTokenIdFrom([], STORE)).toBeNull();
  });
});
