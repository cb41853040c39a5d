import { ANVIL_ACCOUNT_ADDRESSES } from "@meshlink/domain/constants/anvil-accounts";
import { describe, expect, it } from "vitest";
import { demoAccount } from "./demo-users.ts";

describe("the seeded users' accounts", () => {
  it("are anvil's accounts, each derived from the mnemonic once however often the seed asks", () => {
    const first = demoAccount(5);

    expect(first.address).toBe(ANVIL_ACCOUNT_ADDRESSES[5]);
    expect(demoAccount(5)).toBe(first);
    expect(demoAccount(6)).not.toBe(first);
  });
});
