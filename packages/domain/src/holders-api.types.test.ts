import { describe, expect, it } from "vitest";
import { holdersCursor, holdingOf, readHoldersCursor, ZAssetHoldersQuery } from "./holders-api.types.ts";

const WALLET = "0x976ea74026e726554db657fa54763abd0c3a0aa9";

describe("holders pages", () => {
  it("reads back the cursor it writes, for any uint256 balance", () => {
    for (const balance of ["0", "9", (2n ** 256n - 1n).toString()]) {
      const cursor = holdersCursor({ balance, address: WALLET });
      expect(ZAssetHoldersQuery.parse({ after: cursor }).after).toBe(cursor);
      expect(readHoldersCursor(cursor)).toEqual({ balance, address: WALLET });
    }
  });

  it.each([
    "9",
    `-1:${WALLET}`,
    `09:${WALLET}`,
    `9:${WALLET.toUpperCase()}`,
    `9:0xabc`,
    `${"9".repeat(79)}:${WALLET}`,
  ])("refuses the cursor %s", (after) => {
    expect(ZAssetHoldersQuery.safeParse({ after }).success).toBe(false);
  });

  it("sums a user's wallets exactly, past 2^53", () => {
    expect(holdingOf([{ balance: String(2n ** 60n) }, { balance: "1" }])).toBe(2n ** 60n + 1n);
    expect(holdingOf([])).toBe(0n);
  });
});
