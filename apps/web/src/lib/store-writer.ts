import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Address, Hash } from "viem";
import { useChainWriter, type ChainWriter, type StoreCall } from "@/lib/chain-writer";
import { findStoreAddress } from "@/lib/store-chains";

/** Store writes by chain: the address comes from /api/chains, the call is typed by the ABI. */
export type StoreWriter = {
  storeAddress: (chainId: number) => Promise<Address>;
  write: (chainId: number, call: StoreCall) => Promise<Hash>;
  waitForReceipt: ChainWriter["waitForReceipt"];
};

export function storeWriter(writer: ChainWriter, storeAddress: (chainId: number) => Promise<Address>) {
  return {
    storeAddress,
    write: async (chainId, call) => writer.write({ ...call, chainId, address: await storeAddress(chainId) }),
    waitForReceipt: writer.waitForReceipt,
  } satisfies StoreWriter;
}

/** The one way the app writes to the Store; stable while the wallet stub and the query client are. */
export function useStoreWriter(): StoreWriter {
  const writer = useChainWriter();
  const queryClient = useQueryClient();
  return useMemo(
    () => storeWriter(writer, (chainId) => findStoreAddress(queryClient, chainId)),
    [writer, queryClient],
  );
}
