import { describe, expect, it } from "vitest";
import { SAMPLE_OWNER_ADDRESS, sampleUser } from "./samples.ts";
import { royaltyRecipientOf, ZAssetUser, ZUser, ZUserCard } from "./user.ts";

describe("ZUser", () => {
  it("parses a user with the spec's defaultAdress spelling", () => {
    const user = sampleUser();
    expect(ZUser.parse(user)).toEqual(user);
  });

  it("lets the login signature be left out, as on other users' records", () => {
    const user = sampleUser({ addresses: [{ address: SAMPLE_OWNER_ADDRESS }] });
    expect(ZUser.parse(user).addresses[0]).toEqual({ address: SAMPLE_OWNER_ADDRESS });
  });

  it.each([
    ["an unknown type", { type: "guest" }, ["type"]],
    ["no wallet", { addresses: [] }, ["addresses"]],
    ["a bad wallet", { addresses: [{ address: "0xnope" }] }, ["addresses", 0, "address"]],
    [
      "the corrected spelling only",
      { defaultAdress: undefined, defaultAddress: { address: SAMPLE_OWNER_ADDRESS } },
      ["defaultAdress"],
    ],
  ])("refuses %s", (_, overrides, path) => {
    expect(ZUser.safeParse({ ...sampleUser(), ...overrides }).error?.issues[0]?.path).toEqual(path);
  });
});

describe("ZUserCard", () => {
  it("serves the public card without wallets or signatures", () => {
    expect(Object.keys(ZUserCard.parse(sampleUser())).sort()).toEqual(
      ["_id", "address", "avatarUrl", "bannerUrl", "description", "name", "type"].sort(),
    );
  });
});

describe("royaltyRecipientOf", () => {
  it("is the owner's first address, or null without one", () => {
    const second = "0x2546bcd3c84621e976d8185a91a922ae77ecec30";
    const owner = ZAssetUser.parse({
      _id: "u",
      name: "A",
      addresses: [{ address: SAMPLE_OWNER_ADDRESS }, { address: second }],
    });
    expect(royaltyRecipientOf(owner)).toBe(SAMPLE_OWNER_ADDRESS);
    expect(royaltyRecipientOf({ _id: "u", name: "A", addresses: [] })).toBeNull();
  });
});
