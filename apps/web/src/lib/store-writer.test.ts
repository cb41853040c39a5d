import { LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { QueryClient } from "@tanstack/react-query";
import type { Hash } from "viem";
import { describe, expect, it, vi } from "vitest";
import type { ChainWriter } from "@/lib/chain-writer";
import { chainsQuery } from "@/lib/queries/chains";
import { findStoreAddress } from "@/lib/store-chains";
import { storeWriter } from "@/lib/store-writer";
import { servedChains, STORE_ADDRESS, TX_HASH } from "@/test/create-fixtures";

const SEI_STORE = "0x9fe46736679d2d9a65f35e2e4e1b2d23d8d5f52e";

function setup(served = servedChains({ sei: { storeAddress: SEI_STORE } })) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(chainsQuery.queryKey, served);
  const wallet = {
    write: vi.fn<ChainWriter["write"]>(() => Promise.resolve<Hash>(TX_HASH)),
    waitForReceipt: vi.fn(),
  };
  const writer = storeWriter(wallet, (chainId) => findStoreAddress(queryClient, chainId));
  return { wallet, writer };
}

describe("storeWriter", () => {
  it("sends the call to the Store that /api/chains serves on the write's chain", async () => {
    const { wallet, writer } = setup();
    await expect(
      writer.write(SEI_TESTNET_CHAIN_ID, { functionName: "cancelListing", args: [7n] }),
    ).resolves.toBe(TX_HASH);
    await writer.write(LOCAL_CHAIN_ID, { functionName: "authorizeOffer", args: [3n] });
    expect(wallet.write.mock.calls.map(([request]) => request)).toEqual([
      { chainId: SEI_TESTNET_CHAIN_ID, address: SEI_STORE, functionName: "cancelListing", args: [7n] },
      { chainId: LOCAL_CHAIN_ID, address: STORE_ADDRESS, functionName: "authorizeOffer", args: [3n] },
    ]);
  });

  it("sends nothing and says the spec's text when that chain serves no Store", async () => {
    const { wallet, writer } = setup(servedChains({ sei: { live: false, storeAddress: null } }));
    await expect(
      writer.write(SEI_TESTNET_CHAIN_ID, { functionName: "cancelListing", args: [7n] }),
    ).rejects.toThrow(ERROR_MESSAGES.noContractAddress);
    expect(wallet.write).not.toHaveBeenCalled();
  });

  it("types each call by the Store's ABI, so a misspelt name or wrong arguments do not compile", () => {
    const { writer } = setup();
    // Only compiled (npm run typecheck): the calls below are never sent.
    const calls = () => [
      // @ts-expect-error -- the Store has no "cancelListings"
      writer.write(LOCAL_CHAIN_ID, { functionName: "cancelListings", args: [7n] }),
      // @ts-expect-error -- cancelListing takes a bigint listing id, not a string
      writer.write(LOCAL_CHAIN_ID, { functionName: "cancelListing", args: ["7"] }),
      // @ts-expect-error -- getListedNft is a read, not a write
      writer.write(LOCAL_CHAIN_ID, { functionName: "getListedNft", args: [7n] }),
    ];
    expect(calls).toBeTypeOf("function");
  });
});
