import { describe, expect, it } from "vitest";
import { ANVIL_ACCOUNT_ADDRESSES } from "@meshlink/domain/constants/anvil-accounts";
import { demoAccountLabel, demoWallets } from "@/lib/wallet/demo-wallets";
import { localChain } from "@/lib/wallet/local-chain";

const ada = {
  index: 5,
  address: ANVIL_ACCOUNT_ADDRESSES[5].toLowerCase(),
  user: { _id: "7c0c8a52-5d3e-4c39-9d6f-0e7b1d7c4a11", name: "Ada Voxel", type: "creator" as const },
};
const fresh = { index: 0, address: ANVIL_ACCOUNT_ADDRESSES[0].toLowerCase(), user: null };

describe("the Demo wallet's entries", () => {
  it("name the user each account signs in as, with their type, and fresh accounts as new", () => {
    expect(demoAccountLabel(ada)).toBe("Ada Voxel · creator");
    expect(demoAccountLabel({ ...ada, user: { ...ada.user, name: "Ironclad Games", type: "studio" } })).toBe(
      "Ironclad Games · studio",
    );
    expect(demoAccountLabel(fresh)).toBe("New account 1 · 0xf39F…");
  });

  it("offer exactly the served accounts, each connecting to its own anvil key", () => {
    const wallets = demoWallets([localChain()], [ada, fresh]).map((wallet) => wallet());
    expect(wallets.map((wallet) => [wallet.id, wallet.name])).toEqual([
      ["meshlink-demo-5", "Ada Voxel · creator"],
      ["meshlink-demo-0", "New account 1 · 0xf39F…"],
    ]);
  });
});
